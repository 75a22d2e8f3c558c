// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { marksFor, readLabelled, scoreContext } from './contextScore.ts';
import { prepare } from './annotate.ts';
import { contextOf, findTriggers } from './context.ts';

const fixture = (name: string) =>
  readLabelled(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

describe('context', () => {
  it('marks each kind with its trigger', () => {
    const cases: Array<[string, string, string, string]> = [
      ['Patient denies chest pain.', 'chest pain', 'negated', 'denies'],
      ['Pulmonary embolism was ruled out.', 'Pulmonary embolism', 'negated', 'was ruled out'],
      ['Possible early appendicitis.', 'appendicitis', 'possible', 'Possible'],
      ['CT ordered to rule out pulmonary embolism.', 'pulmonary embolism', 'possible', 'to rule out'],
      ['History of hypertension on lisinopril.', 'hypertension', 'historical', 'History of'],
      ['Status post appendectomy.', 'appendectomy', 'historical', 'Status post'],
      ['Mother had breast cancer.', 'breast cancer', 'other', 'Mother had'],
      ['Family history of diabetes.', 'diabetes', 'other', 'Family history of'],
    ];
    for (const [text, target, kind, trigger] of cases) {
      const p = prepare(text);
      const start = text.indexOf(target);
      const marks = contextOf(text, { start, end: start + target.length }, p.triggers[0]!);
      expect(marks, text).toEqual([expect.objectContaining({ kind, trigger })]);
    }
  });

  it('ends a scope at a termination word, a semicolon and the end of the sentence', () => {
    expect(marksFor('Denies fever but reports night sweats.', 'night sweats')).toEqual([]);
    expect(marksFor('No palpitations, however he reports chest tightness.', 'chest tightness')).toEqual([]);
    expect(marksFor('No nausea; vomiting started this morning.', 'vomiting')).toEqual([]);
    expect(marksFor('No fever. Cough for two days.', 'Cough')).toEqual([]);
    expect(marksFor('Denies fever, chills, or night sweats.', 'night sweats')).toEqual(['negated']);
  });

  it('ignores pseudo-triggers and reads "no history of" as one negation', () => {
    expect(marksFor('No change in the size of the nodule.', 'nodule')).toEqual([]);
    expect(marksFor('Gram negative rods in the sputum.', 'rods')).toEqual([]);
    expect(marksFor('No history of diabetes.', 'diabetes')).toEqual(['negated']);
  });

  it('matches a trigger by its words: any run of spaces where it has one, none where it has none, whole words only', () => {
    const found = (text: string) => findTriggers(text, 0, text.length).map((t) => [t.kind, t.text]);
    expect(found('Pain   W/O radiation')).toEqual([['negated', 'W/O']]);
    expect(found('pain w / o radiation')).toEqual([]);
    expect(found('Gram-negative rods, no\tfever')).toEqual([['negated', 'no']]);
    expect(found('Family  history of asthma')).toEqual([['other', 'Family  history of']]);
    expect(found('Nothing unusual; knowledge of diabetes')).toEqual([]);
    // "no history of" is one negation, longer than the history it holds
    expect(found('no history of MI')).toEqual([['negated', 'no history of']]);
  });

  it('reaches negation F of 0.93 or more on the labelled clinical sentences', () => {
    const rows = fixture('context-sentences.tsv');
    expect(new Set(rows.map((r) => r.sentence)).size).toBeGreaterThanOrEqual(300);
    const negated = scoreContext(rows).scores.find((s) => s.kind === 'negated')!;
    expect(negated.f).toBeGreaterThanOrEqual(0.93);
    const heldOut = scoreContext(fixture('context-heldout.tsv')).scores.find((s) => s.kind === 'negated')!;
    expect(heldOut.f).toBeGreaterThanOrEqual(0.93);
  });
});
