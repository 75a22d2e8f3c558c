// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDisplayTermIndex, countPrefixMatches, prefixMatches } from './displayTermIndex.ts';

const TERMS = [
  'lisinopril',
  'Lipitor',
  'lithium',
  'loratadine',
  'actoplus met',
  '12-hydroxy',
  'lisinopril',
  'zestril',
];

describe('display-term prefix index', () => {
  const index = buildDisplayTermIndex(TERMS);

  it('finds terms by prefix, case-insensitive, alphabetically, without duplicates', () => {
    expect(prefixMatches(index, 'li')).toEqual(['Lipitor', 'lisinopril', 'lithium']);
    expect(prefixMatches(index, 'LIS')).toEqual(['lisinopril']);
    expect(prefixMatches(index, 'l', 2)).toEqual(['Lipitor', 'lisinopril']);
  });

  it('treats spaces in the typed text like the spaces in the terms', () => {
    expect(prefixMatches(index, 'actoplus   m')).toEqual(['actoplus met']);
    expect(prefixMatches(index, '  lith')).toEqual(['lithium']);
  });

  it('answers nothing for empty text or a prefix nothing starts with', () => {
    expect(prefixMatches(index, '')).toEqual([]);
    expect(prefixMatches(index, '   ')).toEqual([]);
    expect(prefixMatches(index, 'lisinoprilx')).toEqual([]);
    expect(prefixMatches(index, '<script>')).toEqual([]);
    expect(prefixMatches(buildDisplayTermIndex([]), 'a')).toEqual([]);
  });

  it('counts every match, not only those shown', () => {
    expect(countPrefixMatches(index, 'l')).toBe(4);
    expect(countPrefixMatches(index, 'z')).toBe(1);
    expect(countPrefixMatches(index, 'q')).toBe(0);
  });

  it('agrees with a plain scan for any list and any typed text', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'B', ' ', 'é', '-', '1'), maxLength: 6 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), word, (terms, typed) => {
        const idx = buildDisplayTermIndex(terms);
        const key = typed.toLowerCase().replace(/\s+/g, ' ').trimStart();
        const expected = [...new Set(terms.map((t) => t.toLowerCase().replace(/\s+/g, ' ').trim()))]
          .filter((k) => k !== '' && key.trim() !== '' && k.startsWith(key))
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(
          prefixMatches(idx, typed, 1000).map((t) => t.toLowerCase().replace(/\s+/g, ' ').trim()),
        ).toEqual(expected);
        expect(countPrefixMatches(idx, typed)).toBe(expected.length);
      }),
    );
  });
});
