// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Atom, SearchHit } from '../../api/uts/index.ts';
import type { AtomMatch } from './matchedAtom.ts';
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

const atom = (name: string, rootSource: string, termType: string) =>
  ({ kind: 'Atom', ui: 'A1', name, rootSource, termType }) as Atom;
const ok = (m: AtomMatch | null) => ({ state: 'ok', value: m }) as const;
const match = (a: Atom, others = 0, words: AtomMatch['words'] = null): AtomMatch => ({
  atom: a,
  others,
  words,
});

describe('whyHit with the matched atom', () => {
  const mi = hit('Myocardial Infarction');

  it('names the atom the search matched, its source and term type', () => {
    expect(whyHit(form('heart attack', 'exact'), mi, ok(match(atom('heart attack', 'DOID', 'SY'))))).toBe(
      'exact: “heart attack” (DOID/SY)',
    );
    expect(
      whyHit(
        form('myocardial infarction', 'exact'),
        mi,
        ok(match(atom('Myocardial Infarction', 'MSH', 'MH'), 2)),
      ),
    ).toBe('exact: “Myocardial Infarction” (MSH/MH) and 2 other atoms');
    expect(
      whyHit(form('heart attacks', 'normalizedString'), mi, ok(match(atom('Heart Attack', 'MSH', 'ET'), 1))),
    ).toBe('normalised: “Heart Attack” (MSH/ET) and 1 other atom');
    expect(
      whyHit(
        form('attack heart', 'words'),
        mi,
        ok(match(atom('heart attack', 'DOID', 'SY'), 0, { found: 2, of: 2 })),
      ),
    ).toBe('all words: “heart attack” (DOID/SY)');
    expect(
      whyHit(
        form('heart attack acute', 'words', { partialSearch: true }),
        mi,
        ok(match(atom('heart attack', 'DOID', 'SY'), 0, { found: 2, of: 3 })),
      ),
    ).toBe('2 of 3 words: “heart attack” (DOID/SY)');
    expect(
      whyHit(form('attacks of heart', 'normalizedWords'), mi, ok(match(atom('heart attack', 'DOID', 'SY')))),
    ).toBe('all words, normalised: “heart attack” (DOID/SY)');
    expect(
      whyHit(form('heart att', 'rightTruncation'), mi, ok(match(atom('heart attack', 'DOID', 'SY')))),
    ).toBe('starts with the term: “heart attack” (DOID/SY)');
    expect(
      whyHit(form('infarct', 'leftTruncation'), mi, ok(match(atom('Myocardial infarct', 'DOID', 'SY')))),
    ).toBe('ends with the term: “Myocardial infarct” (DOID/SY)');
    expect(
      whyHit(form('ET', 'words', { inputType: 'tty' }), mi, ok(match(atom('Heart Attack', 'MSH', 'ET')))),
    ).toBe('term type ET: “Heart Attack” (MSH/ET)');
  });

  it('a code search says the code and its source, then the atom with it', () => {
    expect(
      whyHit(
        form('D009203', 'exact', { inputType: 'sourceUi' }),
        mi,
        ok(match(atom('Myocardial Infarction', 'MSH', 'MH'))),
      ),
    ).toBe('has the code D009203 in MSH: “Myocardial Infarction” (MSH/MH)');
    expect(whyHit(form('D009203', 'exact', { inputType: 'sourceUi' }), mi, ok(null))).toBe(
      'has the code D009203 in MSH: no atom clearly matches',
    );
  });

  it('says when no atom clearly matches, while the details come, and when they failed', () => {
    expect(whyHit(form('hart atack', 'words'), mi, ok(null))).toBe('words: no atom clearly matches');
    expect(whyHit(form('heart attack', 'exact'), mi, { state: 'loading' })).toBe('exact: …');
    expect(whyHit(form('heart attack', 'exact'), mi, { state: 'failed' })).toBe(
      'exact: a synonym is the term; details unavailable',
    );
  });

  it('a CUI as the term matches the concept itself', () => {
    expect(whyHit(form('c0027051', 'words'), mi)).toBe('the term is the CUI');
    expect(whyHit(form('C0027051', 'words'), mi, ok(null))).toBe('the term is the CUI');
  });
});
