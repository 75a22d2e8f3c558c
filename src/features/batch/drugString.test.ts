// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drugStringNames, parseDrugString } from './drugString.ts';

describe('parseDrugString', () => {
  it.each([
    ['clopidogrel 75mg', { name: 'clopidogrel', strength: '75 MG', rest: '' }],
    ['Metformin 500 mg tablet', { name: 'Metformin', strength: '500 MG', rest: 'Oral Tablet' }],
    [
      'metformin 500mg ER tab',
      { name: 'metformin', strength: '500 MG', rest: 'Extended Release Oral Tablet' },
    ],
    ['amoxicillin 500 mg caps', { name: 'amoxicillin', strength: '500 MG', rest: 'Oral Capsule' }],
    ['amoxicillin 250 mg/ml susp', { name: 'amoxicillin', strength: '250 MG/ML', rest: 'Oral Suspension' }],
    ['fentanyl 25 mcg/hr patch', { name: 'fentanyl', strength: '25 MCG/HR', rest: 'Transdermal System' }],
    ['hydrocortisone 1% cream', { name: 'hydrocortisone', strength: '1 %', rest: 'Topical Cream' }],
    ['heparin 5000 units inj', { name: 'heparin', strength: '5000 UNT', rest: 'Injectable Solution' }],
    ['aspirin 81 mg enteric coated', { name: 'aspirin', strength: '81 MG', rest: 'enteric coated' }],
    ['lisinopril 2.5MG Oral Tablet', { name: 'lisinopril', strength: '2.5 MG', rest: 'Oral Tablet' }],
    ['levothyroxine 50 mcg', { name: 'levothyroxine', strength: '50 MCG', rest: '' }],
    ['levothyroxine 50µg', { name: 'levothyroxine', strength: '50 MCG', rest: '' }],
    ['insulin glargine 100 units/ml', { name: 'insulin glargine', strength: '100 UNT/ML', rest: '' }],
    ['insulin glargine 100 U / mL', { name: 'insulin glargine', strength: '100 UNT/ML', rest: '' }],
    [
      'insulin lispro 100 IU/ml injection',
      { name: 'insulin lispro', strength: '100 UNT/ML', rest: 'Injectable Solution' },
    ],
    ['amoxicillin 250 mg/ml', { name: 'amoxicillin', strength: '250 MG/ML', rest: '' }],
    ['hydrocortisone 1%', { name: 'hydrocortisone', strength: '1 %', rest: '' }],
    ['colchicine ,5 mg', { name: 'colchicine', strength: '0.5 MG', rest: '' }],
    ["St. John's wort 300 mg", { name: "St. John's wort", strength: '300 MG', rest: '' }],
    ['vitamin B12 1000 mcg', { name: 'vitamin B12', strength: '1000 MCG', rest: '' }],
  ])('reads %j', (line, expected) => {
    expect(parseDrugString(line)).toEqual(expected);
  });

  it('is null without a strength in a known unit, or without a name before it', () => {
    for (const line of [
      'clopidogrel',
      'I21.9',
      '75 mg',
      'type 2 diabetes',
      'vitamin b12',
      'aspirin 81mgx',
      '+1+2',
    ])
      expect(parseDrugString(line), line).toBeNull();
  });
});

describe('drugStringNames', () => {
  it('asks with the form first, then without; a corrected name replaces the typed one', () => {
    const d = parseDrugString('clopidogrl 75mg oral tablet')!;
    expect(drugStringNames(d)).toEqual(['clopidogrl 75 MG Oral Tablet', 'clopidogrl 75 MG']);
    expect(drugStringNames(d, 'clopidogrel')).toEqual(['clopidogrel 75 MG Oral Tablet', 'clopidogrel 75 MG']);
    // as RxNorm names its clinical drug: "lisinopril 10 MG Oral Tablet" (RXCUI 314076)
    expect(drugStringNames(parseDrugString('Lisinopril 10mg tab')!)[0]).toBe('Lisinopril 10 MG Oral Tablet');
  });
});
