// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mayHaveRxnormAtoms } from './drugLike.ts';

describe('mayHaveRxnormAtoms', () => {
  it('is true for drugs and chemicals, by TUI or by name', () => {
    expect(mayHaveRxnormAtoms([{ tui: 'T121', name: 'Pharmacologic Substance' }])).toBe(true);
    expect(mayHaveRxnormAtoms([{ tui: null, name: 'clinical drug' }])).toBe(true);
    expect(
      mayHaveRxnormAtoms([
        { tui: 'T047', name: 'Disease or Syndrome' },
        { tui: 'T109', name: 'Organic Chemical' },
      ]),
    ).toBe(true);
  });

  it('is false for a disease, a finding, or no types at all', () => {
    expect(mayHaveRxnormAtoms([{ tui: 'T047', name: 'Disease or Syndrome' }])).toBe(false);
    expect(mayHaveRxnormAtoms([{ tui: null, name: 'Sign or Symptom' }])).toBe(false);
    expect(mayHaveRxnormAtoms([])).toBe(false);
  });
});
