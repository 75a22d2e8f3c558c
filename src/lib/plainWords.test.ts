// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainOptions, plainWord, RELATION_WORDS, SEARCH_TYPE_WORDS, TERM_TYPE_WORDS } from './plainWords.ts';

describe('plain words', () => {
  it('says what the relation labels mean', () => {
    expect(['CHD', 'PAR', 'RB', 'RN', 'RO', 'SY'].map((c) => plainWord(RELATION_WORDS, c))).toEqual([
      'child',
      'parent',
      'broader',
      'narrower',
      'other related',
      'synonym',
    ]);
  });
  it('expands the common term types of the Metathesaurus and RxNorm', () => {
    expect(plainWord(TERM_TYPE_WORDS, 'MH')).toBe('main heading');
    expect(plainWord(TERM_TYPE_WORDS, 'SCD')).toBe('clinical drug');
    expect(plainWord(TERM_TYPE_WORDS, 'IN')).toBe('ingredient');
  });
  it('falls back to the code itself, never to an empty label or a prototype property', () => {
    expect(plainWord(RELATION_WORDS, 'XYZ')).toBe('XYZ');
    expect(plainWord(RELATION_WORDS, 'constructor')).toBe('constructor');
  });
  it('keeps the API value as the option value and shows the words', () => {
    expect(plainOptions(SEARCH_TYPE_WORDS, ['rightTruncation', 'leftTruncation'])).toEqual([
      { value: 'rightTruncation', label: 'Starts with' },
      { value: 'leftTruncation', label: 'Ends with' },
    ]);
  });
});
