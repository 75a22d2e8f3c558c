// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CompareId } from '../../lib/compareIds.ts';
import { compareMatrix, matrixColumns } from './compareMatrix.ts';
import type { Facts } from './facts.ts';
import type { ColumnState } from './useCompareColumns.ts';

const item = (key: string) => ({ key, label: key.toUpperCase(), href: null });
const facts = (types: string[], codes: string[]): Facts => ({
  name: 'x',
  href: '/',
  types: types.map(item),
  names: [],
  sources: [],
  codes: codes.map(item),
  relations: [],
  definitions: [],
  notes: [],
});
const ids: CompareId[] = [
  { kind: 'CUI', id: 'C1' },
  { kind: 'CUI', id: 'C2' },
  { kind: 'RXCUI', id: '161' },
];

describe('compareMatrix', () => {
  it('a row per thing any concept has, yes/no per concept, shared by all; an unloaded column is empty', () => {
    const columns: ColumnState[] = [
      { status: 'ready', facts: facts(['t1'], ['a', 'b']) },
      { status: 'ready', facts: facts(['t1'], ['b']) },
      { status: 'not-found' },
    ];
    const rows = compareMatrix(ids, columns);
    expect(rows.map((r) => [r.list, r.item, r.has, r.sharedByAll])).toEqual([
      ['types', 'T1', { C1: true, C2: true, 'rxcui:161': null }, false],
      ['codes', 'A', { C1: true, C2: false, 'rxcui:161': null }, false],
      ['codes', 'B', { C1: true, C2: true, 'rxcui:161': null }, false],
    ]);
    const two = compareMatrix(ids.slice(0, 2), columns.slice(0, 2));
    expect(two.filter((r) => r.sharedByAll).map((r) => r.item)).toEqual(['T1', 'B']);
  });

  it('columns: list, item, one per concept headed by its id, shared by all', () => {
    expect(matrixColumns(ids).map((c) => c.header)).toEqual([
      'List',
      'Item',
      'C1',
      'C2',
      'rxcui:161',
      'Shared by all',
    ]);
  });
});
