/** MeSH terms → MSH atoms: the term types and ids UMLS gives them (PROVENANCE.md of the data). */
import { describe, expect, it } from 'vitest';
import { descriptorAtoms, parseMeshTerms } from './mesh-terms.ts';

const HEADER =
  'DescriptorUI\tDescriptorName\tConceptUI\tTermUI\tTermName\tConceptPreferredTermYN\tIsPermutedTermYN\tLexicalTag\tRecordPreferredTermYN';
const table = (rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

// Rows of the real 2022 table (D009203 shortened, D012929 and D020308 as they are).
const TEXT = table([
  'D009203\tMyocardial Infarction\tM0014340\tT027447\tMyocardial Infarction\tY\tN\tNON\tY',
  'D009203\tMyocardial Infarction\tM0014340\tT027447\tInfarction, Myocardial\tN\tY\tNON\tN',
  'D009203\tMyocardial Infarction\tM0014340\tT000866941\tHeart Attack\tN\tN\tNON\tN',
  'D009203\tMyocardial Infarction\tM0014340\tT000866941\tHeart Attacks\tN\tY\tNON\tN',
  'D012929\tPsychological Distance\tM000732006\tT001078948\tPsychological Distance\tY\tN\tNON\tY',
  'D012929\tPsychological Distance\tM000732006\tT001078948\tDistance, Psychological\tN\tY\tNON\tN',
  'D020308\tSongbirds\tM0029956\tT060088\tSongbirds\tY\tN\tNON\tY',
  'D020308\tSongbirds\tM0455363\tT555377\tThrushes\tY\tN\tNON\tN',
  'D020308\tSongbirds\tM0455363\tT555378\tTurdidae\tN\tN\tNON\tN',
]);

describe('parseMeshTerms', () => {
  it('groups the rows by descriptor, in file order, with their flags', () => {
    const terms = parseMeshTerms(TEXT);
    expect([...terms.keys()]).toEqual(['D009203', 'D012929', 'D020308']);
    expect(terms.get('D009203')?.name).toBe('Myocardial Infarction');
    expect(terms.get('D009203')?.terms[2]).toEqual({
      conceptUi: 'M0014340',
      termUi: 'T000866941',
      name: 'Heart Attack',
      conceptPreferred: false,
      permuted: false,
      recordPreferred: false,
    });
  });

  it('refuses a table whose columns it does not know, and a short row', () => {
    expect(() => parseMeshTerms('DescriptorUI\tTermName\nD1\tx\n')).toThrow(/header/);
    expect(() => parseMeshTerms(table(['D1\tX\tM1\tT1\tX\tY\tN\tNON']))).toThrow(/line 2: 8 cells/);
  });
});

describe('descriptorAtoms', () => {
  const terms = parseMeshTerms(TEXT);

  it('makes the heading MH and every other term an atom: PEP, ET, PM, with TermUI and ConceptUI', () => {
    expect(descriptorAtoms('Songbirds', terms.get('D020308'))).toEqual([
      { tty: 'MH', name: 'Songbirds', saui: 'T060088', scui: 'M0029956' },
      { tty: 'PEP', name: 'Thrushes', saui: 'T555377', scui: 'M0455363' },
      { tty: 'ET', name: 'Turdidae', saui: 'T555378', scui: 'M0455363' },
    ]);
    // A permuted term shares the TermUI of the term it permutes.
    expect(descriptorAtoms('Myocardial Infarction', terms.get('D009203'))).toEqual([
      { tty: 'MH', name: 'Myocardial Infarction', saui: 'T027447', scui: 'M0014340' },
      { tty: 'PM', name: 'Infarction, Myocardial', saui: 'T027447', scui: 'M0014340' },
      { tty: 'ET', name: 'Heart Attack', saui: 'T000866941', scui: 'M0014340' },
      { tty: 'PM', name: 'Heart Attacks', saui: 'T000866941', scui: 'M0014340' },
    ]);
  });

  it('keeps a renamed descriptor’s 2017 heading as MH and makes its 2022 name an entry term', () => {
    // 2017 "Social Distance", 2022 "Psychological Distance": no 2022 term is spelled like the
    // heading, so the MH has no TermUI; its concept is the descriptor's preferred one.
    expect(descriptorAtoms('Social Distance', terms.get('D012929'))).toEqual([
      { tty: 'MH', name: 'Social Distance', saui: null, scui: 'M000732006' },
      { tty: 'ET', name: 'Psychological Distance', saui: 'T001078948', scui: 'M000732006' },
      { tty: 'PM', name: 'Distance, Psychological', saui: 'T001078948', scui: 'M000732006' },
    ]);
  });

  it('takes the ids of the 2022 term spelled like the heading, which is then no second atom', () => {
    const renamed = parseMeshTerms(
      table([
        'D020100\tHydrogels\tM0029834\tT059844\tHydrogels\tY\tN\tNON\tY',
        'D020100\tHydrogels\tM0029834\tT059932\tHydrogel\tN\tN\tNON\tN',
      ]),
    );
    expect(descriptorAtoms('Hydrogel', renamed.get('D020100'))).toEqual([
      { tty: 'MH', name: 'Hydrogel', saui: 'T059932', scui: 'M0029834' },
      { tty: 'ET', name: 'Hydrogels', saui: 'T059844', scui: 'M0029834' },
    ]);
  });

  it('names a descriptor added after 2017 by its 2022 name, and a deleted one by its 2017 heading alone', () => {
    expect(descriptorAtoms(undefined, terms.get('D012929'))[0]).toEqual({
      tty: 'MH',
      name: 'Psychological Distance',
      saui: 'T001078948',
      scui: 'M000732006',
    });
    expect(descriptorAtoms('Apium graveolens', undefined)).toEqual([
      { tty: 'MH', name: 'Apium graveolens', saui: null, scui: null },
    ]);
    expect(() => descriptorAtoms(undefined, undefined)).toThrow();
  });
});
