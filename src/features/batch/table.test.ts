// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  columnNames,
  detectHeader,
  fileColumns,
  parseTable,
  pickColumn,
  tableFromFile,
  tableLines,
} from './table.ts';

describe('CSV/TSV input', () => {
  it('a header, a patient-id column and a term column: the header is not looked up, the ids are not RXCUIs', () => {
    const t = tableFromFile(
      'visits.csv',
      '\uFEFFpatient_id,diagnosis,visit date\r\n1001,heart attack,2024-01-02\r\n1002,"Sjögren syndrome, primary",2024-01-03\r\n1003,I21.9,2024-01-04\r\n',
    );
    expect(t.hasHeader).toBe(true);
    expect(columnNames(t)).toEqual(['patient_id', 'diagnosis', 'visit date']);
    expect(t.column).toBe(1);
    expect(tableLines(t)).toEqual(['heart attack', 'Sjögren syndrome, primary', 'I21.9']);
  });

  it('without a header: every row is data, and the term column is still picked over numbers', () => {
    const t = tableFromFile('x.csv', '17,headache\n18,fever\n19,C0018681\n');
    expect(t.hasHeader).toBe(false);
    expect(t.column).toBe(1);
    expect(tableLines(t)).toEqual(['headache', 'fever', 'C0018681']);
    expect(columnNames(t)).toEqual(['Column 1', 'Column 2']);
  });

  it.each([
    [
      [
        ['code', 'n'],
        ['I21.9', '3'],
      ],
      true,
    ],
    [[['Term'], ['headache']], true],
    [
      [
        ['Name', 'Other'],
        ['aspirin', 'x'],
        ['fever', 'y'],
      ],
      true,
    ],
    // a first row of data: an identifier, or words over words
    [
      [
        ['I21.9', 'heart'],
        ['I10', 'x'],
      ],
      false,
    ],
    [
      [
        ['headache', 'left'],
        ['fever', 'right'],
      ],
      false,
    ],
    [
      [
        ['', 'term'],
        ['x', 'headache'],
      ],
      false,
    ],
    [[], false],
  ])('header of %j: %s', (cells, expected) => {
    expect(detectHeader(cells)).toBe(expected);
  });

  it('a header name wins over content; quoted commas and line breaks stay in one cell; TSV', () => {
    expect(
      pickColumn(
        [
          ['mrn', 'drug'],
          ['aspirin', '1191'],
        ],
        true,
      ),
    ).toBe(1);
    const cells = parseTable('a.csv', 'term,comment\n"a, b","line1\nline2"\n');
    expect(cells).toEqual([
      ['term', 'comment'],
      ['a, b', 'line1\nline2'],
    ]);
    expect(parseTable('a.tsv', 'term\tid\nfever, high\t1\n')).toEqual([
      ['term', 'id'],
      ['fever, high', '1'],
    ]);
    const t = tableFromFile('a.csv', 'comment,term\n"x\ny",a\n');
    t.column = 0;
    expect(tableLines(t)).toEqual(['x y']);
  });

  it('the file columns go back into the export, by line, with clashing names marked', () => {
    const t = tableFromFile('v.csv', 'patient_id,Input,Status\n1001,headache,open\n1002,fever,closed\n');
    const cols = fileColumns<{ line: number }>(t, new Set(['Input', 'Status', 'Line']));
    expect(cols.map((c) => c.header)).toEqual(['patient_id', 'Input (file)', 'Status (file)']);
    expect(cols.map((c) => c.value({ line: 2 }))).toEqual(['1002', 'fever', 'closed']);
  });
});
