// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Atom, SearchHit } from '../../api/uts/index.ts';
import { flatCell } from '../../lib/export/index.ts';
import type { HitDetails } from './hitDetails.ts';
import { resultRows } from './resultRows.ts';
import { searchColumns } from './searchColumns.ts';
import { DEFAULT_FORM, type SearchForm } from './searchUrl.ts';

const hit = (ui: string, name: string, rootSource: string): SearchHit => ({
  ui,
  name,
  rootSource,
  ref: null,
});
const atom = (ui: string, name: string, rootSource: string, termType: string) =>
  ({ kind: 'Atom', ui, name, rootSource, termType }) as Atom;
const form = (more: Partial<SearchForm>): SearchForm => ({ ...DEFAULT_FORM, ...more });

const HITS = [hit('C0027051', 'Myocardial Infarction', 'MSH'), hit('C0000002', 'Other', 'MSH')];
const DETAILS: HitDetails[] = [
  {
    semanticTypes: { state: 'ok', value: ['Disease or Syndrome'] },
    atoms: {
      state: 'ok',
      value: [atom('A9', 'Myocardial Infarction', 'MSH', 'MH'), atom('A5', 'heart attack', 'DOID', 'SY')],
    },
  },
  { semanticTypes: { state: 'failed' }, atoms: { state: 'failed' } },
];

/** Rows as the CSV writes them: headers, then one line of cells per row. */
const table = (f: SearchForm, details: HitDetails[] | null) => {
  const columns = searchColumns('concept', details !== null);
  return [
    columns.map((c) => c.header),
    ...resultRows(HITS, 26, f, details).map((r) => columns.map((c) => flatCell(c.value(r)) ?? '')),
  ];
};

describe('search result rows and their export', () => {
  it('with the details: rank, why naming the matched atom, its name, SAB, TTY and AUI, and the semantic types', () => {
    expect(table(form({ string: 'Heart Attack', searchType: 'exact' }), DETAILS)).toEqual([
      [
        'Rank',
        'Name',
        'CUI',
        'SAB',
        'Why',
        'Matched name',
        'Matched SAB',
        'Matched TTY',
        'Matched AUI',
        'Semantic types',
      ],
      [
        26,
        'Myocardial Infarction',
        'C0027051',
        'MSH',
        'exact: “heart attack” (DOID/SY)',
        'heart attack',
        'DOID',
        'SY',
        'A5',
        'Disease or Syndrome',
      ],
      [
        27,
        'Other',
        'C0000002',
        'MSH',
        'exact: a synonym is the term; details unavailable',
        '',
        '',
        '',
        '',
        '',
      ],
    ]);
  });

  it('with sources named, the atom of the hit’s source is taken first', () => {
    const rows = resultRows(
      HITS,
      1,
      form({ string: 'myocardial infarction', sabs: ['MSH', 'DOID'] }),
      DETAILS,
    );
    expect(rows[0]?.why).toBe('all words: “Myocardial Infarction” (MSH/MH)');
  });

  it('without them: rank and why from the name alone, no detail columns', () => {
    expect(table(form({ string: 'heart attack', searchType: 'exact' }), null)).toEqual([
      ['Rank', 'Name', 'CUI', 'SAB', 'Why'],
      [26, 'Myocardial Infarction', 'C0027051', 'MSH', 'exact: a synonym is the term'],
      [27, 'Other', 'C0000002', 'MSH', 'exact: a synonym is the term'],
    ]);
  });
});
