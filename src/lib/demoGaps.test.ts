// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drugGapSentence, drugNameGap } from './demoGaps.ts';

describe('known gaps of the demo data', () => {
  it('says a drug name starting with A lands on the demo’s gap, on the emulator only', () => {
    const gap = drugNameGap('atorvastatin', true);
    expect(gap).toEqual({ initial: 'A' });
    expect(drugGapSentence(' atorvastatin ', gap!)).toBe(
      'atorvastatin: not in the demo data; ingredients starting with A are absent',
    );
    expect(drugNameGap('Amoxicillin', true)).toEqual({ initial: 'A' });
    // The real services have no such gap: nothing is guessed for them.
    expect(drugNameGap('atorvastatin', false)).toBeNull();
  });

  it('names no gap for other names (Lipitor), empty input or a leading space only', () => {
    expect(drugNameGap('Lipitor', true)).toBeNull();
    expect(drugNameGap('', true)).toBeNull();
    expect(drugNameGap('   ', true)).toBeNull();
    expect(drugNameGap('Ångström', true)).toBeNull();
  });
});
