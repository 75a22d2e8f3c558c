// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDemoCui } from './demoIds.ts';

describe('the demo’s own concept ids', () => {
  it('marks the emulator’s made-up CUIs (C9 and six digits), never a real-looking one or on the real service', () => {
    expect(isDemoCui('C9123456', true)).toBe(true);
    expect(isDemoCui('C0027051', true)).toBe(false);
    expect(isDemoCui('C91234567', true)).toBe(false);
    expect(isDemoCui('C9123456', false)).toBe(false);
    expect(isDemoCui(null, true)).toBe(false);
  });
});
