// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleForAbbreviation, sameIgnoringCase, shorten, unsendableReason } from './inputText.ts';

describe('text a field cannot send', () => {
  it('names the field, the character and its 1-based position', () => {
    expect(unsendableReason('Drug name', 'lisin\u0000opril')).toBe(
      "Drug name contains a character that can't be sent (U+0000 at position 6). Remove it and search again.",
    );
    expect(unsendableReason('Identifier', 'lisinopril\uFFFF')).toContain('(U+FFFF at position 11)');
    expect(unsendableReason('Identifier', 'a\uD800b')).toContain('(U+D800 at position 2)');
  });

  it('lets through what XML can carry, hostile or not', () => {
    for (const ok of ['<script>&"\'', ']]>', '💊 aspirin 👍🏽', '阿司匹林', 'tab\there', ''])
      expect(unsendableReason('Drug name', ok)).toBeNull();
  });
});

describe('shortening long text', () => {
  it('keeps short text and cuts long text to its first characters and an ellipsis', () => {
    expect(shorten('lisinopril')).toBe('lisinopril');
    expect(shorten('a'.repeat(80))).toBe('a'.repeat(80));
    expect(shorten('a'.repeat(10_000))).toBe(`${'a'.repeat(80)}…`);
    expect(shorten('abcdef', 3)).toBe('abc…');
  });

  it('never splits an astral character', () => {
    expect(shorten('💊💊💊', 2)).toBe('💊💊…');
  });
});

describe('small text helpers', () => {
  it('compares names in any case', () => {
    expect(sameIgnoringCase('Lisinopril', 'lisinopril')).toBe(true);
    expect(sameIgnoringCase('lisinopril', 'lisinoprill')).toBe(false);
  });

  it('picks the article by how the term type is read aloud', () => {
    expect(
      ['IN', 'SCD', 'MIN', 'BN', 'DF', 'PIN', 'GPCK'].map((t) => `${articleForAbbreviation(t)} ${t}`),
    ).toEqual(['an IN', 'an SCD', 'an MIN', 'a BN', 'a DF', 'a PIN', 'a GPCK']);
  });
});
