// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../api/uts/index.ts';
import { whyHit } from './whyHit.ts';

const hit = (name: string, rootSource = 'MSH'): SearchHit => ({
  ui: 'C0027051',
  name,
  rootSource,
  ref: null,
});
const form = (string: string, searchType: Parameters<typeof whyHit>[0]['searchType'], more = {}) => ({
  string,
  searchType,
  inputType: 'atom' as const,
  partialSearch: false,
  ...more,
});

describe('whyHit', () => {
  it('exact and normalised: the name itself, or a synonym', () => {
    expect(whyHit(form('Myocardial infarction', 'exact'), hit('Myocardial Infarction'))).toBe(
      'exact: the name is the term',
    );
    expect(whyHit(form('heart attack', 'exact'), hit('Myocardial Infarction'))).toBe(
      'exact: a synonym is the term',
    );
    expect(whyHit(form('heart attacks', 'normalizedString'), hit('Myocardial Infarction'))).toBe(
      'normalised: a name has the same normal form',
    );
  });

  it('words: all in the name, some, or in a synonym; partial search says how many', () => {
    expect(whyHit(form('infarction myocardial', 'words'), hit('Myocardial Infarction'))).toBe(
      'all words in the name',
    );
    expect(whyHit(form('heart attack', 'words'), hit('Myocardial Infarction'))).toBe(
      'all words in a synonym',
    );
    expect(whyHit(form('acute infarction', 'words'), hit('Myocardial Infarction'))).toBe(
      '1 of 2 words in the name, all in a synonym',
    );
    expect(
      whyHit(form('acute infarction', 'words', { partialSearch: true }), hit('Myocardial Infarction')),
    ).toBe('1 of 2 words in the name, or more in a synonym');
    expect(whyHit(form('heart attacks', 'normalizedWords'), hit('Heart attack'))).toBe(
      'all words in the name',
    );
  });

  it('truncation and codes', () => {
    expect(whyHit(form('myocard', 'rightTruncation'), hit('Myocardial Infarction'))).toBe(
      'the name starts with the term',
    );
    expect(whyHit(form('itis', 'leftTruncation'), hit('Myocarditis'))).toBe('the name ends with the term');
    expect(whyHit(form('I21.9', 'exact', { inputType: 'sourceUi' }), hit('AMI', 'ICD10CM'))).toBe(
      'has the code I21.9 in ICD10CM',
    );
  });
});
