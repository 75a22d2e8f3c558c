// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nearest } from './suggest.ts';

describe('nearest', () => {
  it('compares whole names and their leading words; a whole name wins', () => {
    const names = ['Diabetes Mellitus', 'Hemochromatosis', 'Diabetes Insipidus', 'Diabetes, Gestational'];
    expect(nearest('diabetis', names)).toEqual([
      'Diabetes Mellitus',
      'Diabetes Insipidus',
      'Diabetes, Gestational',
    ]);
    expect(nearest('diabetis', [...names, 'Diabetes'])).toEqual(['Diabetes']);
    expect(nearest('hypertention', ['Hyperemia', 'Hypertension', 'Hypertensive crisis'])).toEqual([
      'Hypertension',
    ]);
    expect(nearest('myocardial infarctoin', ['Myocardial Ischemia', 'Myocardial Infarction'])).toEqual([
      'Myocardial Infarction',
    ]);
  });

  it('offers nothing beyond a third of the typed length, nor the typed name itself', () => {
    expect(nearest('diabetis', ['Hemochromatosis', 'Diabolo'])).toEqual([]);
    expect(nearest('aspirin', ['Aspirin'])).toEqual([]);
    expect(nearest('abc', [])).toEqual([]);
  });
});
