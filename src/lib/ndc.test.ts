// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatNdc11 } from './ndc.ts';

describe('formatNdc11', () => {
  it('formats an 11-digit NDC as 5-4-2 and leaves anything else alone', () => {
    expect(formatNdc11('00093111310')).toBe('00093-1113-10');
    expect(formatNdc11('0093-1113-10')).toBe('0093-1113-10');
  });
});
