import { describe, expect, it } from 'vitest';
import { sourcesIn, type ColumnSpec } from './columns.ts';

interface Row {
  name: string;
  sab: string | null;
  other: string;
}

const columns: ColumnSpec<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Source', key: 'rootSource', value: (r) => r.sab },
  { header: 'Other', value: (r) => r.other },
];

describe('sourcesIn', () => {
  it('lists the sources the source column holds, once each, sorted', () => {
    const rows: Row[] = [
      { name: 'a', sab: 'MSH', other: 'SNOMEDCT_US' },
      { name: 'b', sab: 'ICD10CM', other: 'X' },
      { name: 'c', sab: 'MSH', other: 'Y' },
    ];
    expect(sourcesIn(rows, columns)).toEqual(['ICD10CM', 'MSH']);
  });

  it('finds a source column by its key too, and skips empty cells and values that are no abbreviation', () => {
    const byKey: ColumnSpec<Row>[] = [{ header: 'Vocabulary', key: 'sab', value: (r) => r.sab }];
    const rows: Row[] = [
      { name: 'a', sab: null, other: '' },
      { name: 'b', sab: 'not a SAB', other: '' },
      { name: 'c', sab: '=HYPERLINK("x")', other: '' },
      { name: 'd', sab: 'RXNORM', other: '' },
    ];
    expect(sourcesIn(rows, byKey)).toEqual(['RXNORM']);
  });

  it('names none for rows without a source column (UMLS-wide rows)', () => {
    expect(sourcesIn([{ name: 'a', sab: 'MSH', other: 'MSH' }], [columns[0]!, columns[2]!])).toEqual([]);
  });
});
