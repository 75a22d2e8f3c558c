// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findDefinitions, usesOf } from './abbreviations.ts';

const defs = (text: string) =>
  findDefinitions(text).map((d) => ({ short: d.short, long: text.slice(d.long.start, d.long.end) }));

describe('abbreviation definitions', () => {
  it("finds the long form whose words hold the short form's letters in order", () => {
    expect(defs('He had a myocardial infarction (MI) in 2019.')).toEqual([
      { short: 'MI', long: 'myocardial infarction' },
    ]);
    expect(defs('Patients with neuroleptic malignant syndrome (NMS) were studied.')).toEqual([
      { short: 'NMS', long: 'neuroleptic malignant syndrome' },
    ]);
    expect(defs('levels of 5-hydroxytryptamine (5-HT) fell')).toEqual([
      { short: '5-HT', long: '5-hydroxytryptamine' },
    ]);
  });

  it('takes the short form before a separator, and refuses brackets that hold words', () => {
    expect(defs('acute kidney injury (AKI; 12 cases) occurred')).toEqual([
      { short: 'AKI', long: 'acute kidney injury' },
    ]);
    expect(defs('the dose was lowered (see below)')).toEqual([]);
    expect(defs('the dose was lowered (mainly)')).toEqual([]);
  });

  it('reads nested definitions each to its own long form', () => {
    const text = 'chronic obstructive pulmonary disease (COPD) and COPD exacerbation (COPD-E (acute))';
    expect(defs(text)[0]).toEqual({ short: 'COPD', long: 'chronic obstructive pulmonary disease' });
  });

  it('finds every later use of the short form as a whole word, case as defined', () => {
    const text = 'myocardial infarction (MI). Later MI, not mi, nor MIS; MI.';
    const [d] = findDefinitions(text);
    expect(usesOf(text, d!).map((u) => text.slice(u.start, u.end))).toEqual(['MI', 'MI', 'MI']);
    expect(usesOf(text, d!)[0]!.start).toBe(text.indexOf('(MI)') + 1);
  });
});
