// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Atom, UtsRef } from '../../api/uts/index.ts';
import { matchedAtom, type MatchQuery } from './matchedAtom.ts';

const ref = (id: string, source: string): UtsRef => ({ kind: 'source', id, source, release: null, url: '' });

const atom = (ui: string, name: string, rootSource: string, termType: string, code = ''): Atom => ({
  kind: 'Atom',
  ui,
  name,
  termType,
  language: 'ENG',
  rootSource,
  suppressible: false,
  obsolete: false,
  concept: null,
  code: code ? ref(code, rootSource) : null,
  sourceConcept: code ? ref(code, rootSource) : null,
  sourceDescriptor: null,
  links: {
    attributes: null,
    relations: null,
    parents: null,
    children: null,
    ancestors: null,
    descendants: null,
  },
  release: null,
});

// The demo data's myocardial infarction (C0027051), with a few more of the real UMLS's atoms.
const MI = [
  atom('A99334153', 'Myocardial Infarction', 'MSH', 'MH', 'D009203'),
  atom('A90207023', 'myocardial infarction', 'NCI', 'PT', 'C27996'),
  atom('A93161244', 'Myocardial infarct', 'DOID', 'SY', 'DOID:5844'),
  atom('A99674823', 'heart attack', 'DOID', 'SY', 'DOID:5844'),
  atom('A00000001', 'Infarction, Myocardial', 'MSH', 'ET', 'D009203'),
  atom('A00000002', 'Heart Attacks', 'MSH', 'ET', 'D009203'),
  atom('A00000003', 'Acute myocardial infarction of the heart wall', 'SNOMEDCT_US', 'SY', '57054005'),
];

const q = (
  string: string,
  searchType: MatchQuery['searchType'],
  more: Partial<MatchQuery> = {},
): MatchQuery => ({
  string,
  searchType,
  inputType: 'atom',
  partialSearch: false,
  ...more,
});

/** The picked atom as "name (SAB/TTY)", with how many others match too. */
const pick = (query: MatchQuery, atoms = MI, source: string | null = null) => {
  const m = matchedAtom(query, atoms, source);
  return (
    m && {
      atom: `${m.atom.name} (${m.atom.rootSource}/${m.atom.termType})`,
      others: m.others,
      words: m.words,
    }
  );
};

describe('matchedAtom', () => {
  it('exact: the atom whose whole name is the term, case aside; the others that are too are counted', () => {
    expect(pick(q('heart attack', 'exact'))).toEqual({
      atom: 'heart attack (DOID/SY)',
      others: 0,
      words: null,
    });
    // Three atoms read "myocardial infarction" in any case: the lowest AUI among equals, as the service.
    expect(pick(q('MYOCARDIAL INFARCTION', 'exact'))).toEqual({
      atom: 'myocardial infarction (NCI/PT)',
      others: 1,
      words: null,
    });
    // A plural is not the same string.
    expect(pick(q('heart attacks', 'exact'))).toMatchObject({ atom: 'Heart Attacks (MSH/ET)' });
    expect(pick(q('heart attac', 'exact'))).toBeNull();
  });

  it('with sources named, an atom of the hit’s source comes first', () => {
    expect(pick(q('myocardial infarction', 'exact'), MI, 'MSH')).toMatchObject({
      atom: 'Myocardial Infarction (MSH/MH)',
      others: 1,
    });
    // No match in that source: the best of the others, not nothing.
    expect(pick(q('heart attack', 'exact'), MI, 'MSH')).toMatchObject({ atom: 'heart attack (DOID/SY)' });
  });

  it('normalizedString: same words in any order, plurals and stop words aside', () => {
    // Three names hold just these two words: the shortest, then the lowest AUI.
    expect(pick(q('infarction myocardial', 'normalizedString'))).toMatchObject({
      atom: 'myocardial infarction (NCI/PT)',
      others: 2,
    });
    expect(pick(q('attacks of the heart', 'normalizedString'))).toMatchObject({
      atom: 'heart attack (DOID/SY)',
      others: 1,
    });
    expect(pick(q('heart', 'normalizedString'))).toBeNull();
  });

  it('words: every word in one atom, the closest name first; partial search takes fewer', () => {
    expect(pick(q('attack heart', 'words'))).toEqual({
      atom: 'heart attack (DOID/SY)',
      others: 1,
      words: { found: 2, of: 2 },
    });
    expect(pick(q('infarction wall', 'words'))).toMatchObject({
      atom: 'Acute myocardial infarction of the heart wall (SNOMEDCT_US/SY)',
      others: 0,
    });
    expect(pick(q('infarction heart attack', 'words'))).toBeNull();
    expect(pick(q('infarction heart attack', 'words', { partialSearch: true }))).toEqual({
      // Two of three words: "heart attack" and the long SNOMED name hold two each; the shorter wins.
      atom: 'heart attack (DOID/SY)',
      others: 5,
      words: { found: 2, of: 3 },
    });
  });

  it('normalizedWords: stop words of the term are not required', () => {
    expect(pick(q('infarction of the wall', 'normalizedWords'))).toMatchObject({
      atom: 'Acute myocardial infarction of the heart wall (SNOMEDCT_US/SY)',
    });
    expect(pick(q('infarction of the wall', 'words'))).toMatchObject({
      atom: 'Acute myocardial infarction of the heart wall (SNOMEDCT_US/SY)',
    });
    expect(pick(q('infarction of a wall', 'words'))).toBeNull();
    expect(pick(q('infarction of a wall', 'normalizedWords'))).not.toBeNull();
  });

  it('rightTruncation and leftTruncation: names starting or ending with the term', () => {
    expect(pick(q('Heart Att', 'rightTruncation'))).toEqual({
      atom: 'heart attack (DOID/SY)',
      others: 1,
      words: null,
    });
    expect(pick(q('infarct', 'leftTruncation'))).toMatchObject({
      atom: 'Myocardial infarct (DOID/SY)',
      others: 0,
    });
    expect(pick(q('infarct', 'rightTruncation'))).toMatchObject({ atom: 'Infarction, Myocardial (MSH/ET)' });
    expect(pick(q('attack', 'rightTruncation'))).toBeNull();
  });

  it('folds case and accents, and whitespace, on both sides', () => {
    const atoms = [atom('A1', 'Ménière’s disease', 'MSH', 'MH'), atom('A2', 'ÉTAT  DE MAL', 'MDRFRE', 'PT')];
    expect(pick(q('meniere’s DISEASE', 'exact'), atoms)).toMatchObject({
      atom: 'Ménière’s disease (MSH/MH)',
    });
    expect(pick(q('  état de mal ', 'exact'), atoms)).toMatchObject({ atom: 'ÉTAT  DE MAL (MDRFRE/PT)' });
    // Composed and decomposed forms of é are one letter.
    expect(pick(q('Me\u0301nie\u0300re’s', 'rightTruncation'), atoms)).toMatchObject({
      atom: 'Ménière’s disease (MSH/MH)',
    });
    expect(pick(q('MENIERES', 'words'), atoms)).toMatchObject({ atom: 'Ménière’s disease (MSH/MH)' });
  });

  it('code searches: the atom with the code, in the identifier the input type names', () => {
    // Every atom with the code matches alike: the lowest AUI.
    expect(pick(q('d009203', 'exact', { inputType: 'sourceUi' }))).toMatchObject({
      atom: 'Infarction, Myocardial (MSH/ET)',
      others: 2,
    });
    expect(pick(q('57054005', 'exact', { inputType: 'code' }))).toMatchObject({
      atom: 'Acute myocardial infarction of the heart wall (SNOMEDCT_US/SY)',
    });
    expect(pick(q('57054005', 'exact', { inputType: 'sourceDescriptor' }))).toBeNull();
    expect(pick(q('DOID:58', 'rightTruncation', { inputType: 'sourceUi' }))).toMatchObject({
      atom: 'Myocardial infarct (DOID/SY)',
    });
    expect(pick(q('ET', 'words', { inputType: 'tty' }))).toMatchObject({
      atom: 'Infarction, Myocardial (MSH/ET)',
    });
  });

  it('says nothing when no atom clearly matches: none fits, none to look at, or a term it cannot mirror', () => {
    expect(pick(q('cardiac arrest', 'words'))).toBeNull();
    expect(pick(q('heart attack', 'exact'), [])).toBeNull();
    expect(pick(q('   ', 'words'))).toBeNull();
    expect(pick(q('hart atack', 'approximate'))).toBeNull();
  });
});
