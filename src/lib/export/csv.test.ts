// @vitest-environment node
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from './columns.ts';
import { BOM, toCsv } from './csv.ts';
import { neutraliseFormula, safeCell } from './formula.ts';

interface Row {
  cui: string;
  name: string;
  count?: number | null;
}
const columns: ColumnSpec<Row>[] = [
  { header: 'CUI', value: (r) => r.cui },
  { header: 'Name', value: (r) => r.name },
  { header: 'Count', value: (r) => r.count },
];

/** Reads a produced file back the way a careful consumer would. */
function readBack(text: string, comments = false) {
  expect(text.startsWith(BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), {
    delimiter: ',',
    skipEmptyLines: true,
    comments: comments ? '#' : false,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF line ends, and reads back cell for cell', () => {
    const text = toCsv([{ cui: 'C0018681', name: 'Headache', count: 3 }], columns);
    expect(text).toBe(`${BOM}CUI,Name,Count\r\nC0018681,Headache,3\r\n`);
    expect(readBack(text)).toEqual([
      ['CUI', 'Name', 'Count'],
      ['C0018681', 'Headache', '3'],
    ]);
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and keeps Unicode and markup as text', () => {
    const rows: Row[] = [
      { cui: 'C1', name: 'Sjögren syndrome, primary' },
      { cui: 'C2', name: 'a "quoted" word' },
      { cui: 'C3', name: 'line one\nline two\r\nline three' },
      { cui: 'C4', name: `<&>"'` },
      { cui: 'C5', name: '<script>alert(1)</script>' },
      { cui: 'C6', name: '日本語 🩺' },
    ];
    const text = toCsv(rows, columns);
    expect(text).toContain('"a ""quoted"" word"');
    expect(text).toContain('"Sjögren syndrome, primary"');
    const back = readBack(text);
    expect(back).toHaveLength(rows.length + 1);
    expect(back.slice(1).map((r) => r[1])).toEqual(rows.map((r) => r.name));
  });

  it('neutralises formula cells and keeps plain numbers', () => {
    const rows: Row[] = [
      { cui: '=HYPERLINK("http://evil.example","click")', name: '+1+1' },
      { cui: '-2+3', name: '@SUM(A1:A2)' },
      { cui: '\t=1', name: '\r=1' },
      { cui: '-12.5', name: '+7', count: -4 },
    ];
    const back = readBack(toCsv(rows, columns)).slice(1);
    expect(back[0]).toEqual([`'=HYPERLINK("http://evil.example","click")`, "'+1+1", '']);
    expect(back[1]).toEqual(["'-2+3", "'@SUM(A1:A2)", '']);
    expect(back[2]).toEqual(["'\t=1", "'\r=1", '']);
    expect(back[3]).toEqual(['-12.5', '+7', '-4']);
  });

  it('neutralises a formula in a header too', () => {
    const text = toCsv([], [{ header: '=cmd', value: () => '' }]);
    expect(readBack(text)).toEqual([["'=cmd"]]);
  });

  it('writes null and undefined as empty cells', () => {
    const back = readBack(toCsv([{ cui: 'C1', name: '', count: null }], columns));
    expect(back[1]).toEqual(['C1', '', '']);
  });

  it('adds one comment line only when asked, on one line whatever the text holds', () => {
    const plain = toCsv([{ cui: 'C1', name: 'x' }], columns);
    expect(plain.slice(1).startsWith('CUI,')).toBe(true);
    const text = toCsv([{ cui: 'C1', name: 'x' }], columns, { comment: 'release 2025AB; query a\r\nb' });
    expect(text.slice(1).split('\r\n')[0]).toBe('# release 2025AB; query a b');
    expect(readBack(text, true)).toEqual([
      ['CUI', 'Name', 'Count'],
      ['C1', 'x', ''],
    ]);
  });
});

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(1)', "'+SUM(1)"],
    ['-A1', "'-A1"],
    ['@A1', "'@A1"],
    ['\tx', "'\tx"],
    ['-1', '-1'],
    ['+3.25', '+3.25'],
    ['-1e5', "'-1e5"],
    ['a=1', 'a=1'],
    ['', ''],
    ['C0018681', 'C0018681'],
    // a lone sign is what a table writes for "none": a spreadsheet shows it as typed
    ['-', '-'],
    ['+', '+'],
    ['--', "'--"],
    ['+descendants', "'+descendants"],
  ])('%j → %j', (input, expected) => expect(neutraliseFormula(input)).toBe(expected));
});

describe('what every text cell of a file gets', () => {
  it('names bidirectional controls instead of writing them, then guards formulas', () => {
    expect(safeCell('\u202Eevil')).toBe('[U+202E]evil');
    expect(safeCell('a\u2066b\u2069')).toBe('a[U+2066]b[U+2069]');
    expect(safeCell('\u202E=1+1')).toBe('[U+202E]=1+1');
    expect(safeCell('=1+1\u202C')).toBe("'=1+1[U+202C]");
    // right-to-left text itself is kept
    expect(safeCell('קרדיולוגיה')).toBe('קרדיולוגיה');
  });

  it("leaves the app's own columns as written, and says the rule under the provenance line", () => {
    const cols: ColumnSpec<{ rule: string; name: string }>[] = [
      { header: 'Rule', value: (r) => r.rule, own: true },
      { header: 'Name', value: (r) => r.name },
    ];
    const text = toCsv([{ rule: '+descendants', name: '+descendants' }], cols, {
      comment: 'basket; release 2025AB',
    });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('# basket; release 2025AB');
    expect(lines[1]).toMatch(/^# formula guard: cells a spreadsheet would run as a formula .* start with ' /);
    expect(lines[3]).toBe("+descendants,'+descendants");
    // a file without a provenance line gets no rule line either
    expect(toCsv([{ rule: '-', name: '-' }], cols).replace(/^\uFEFF/, '')).toBe('Rule,Name\r\n-,-\r\n');
  });
});

describe('list cells', () => {
  interface Mapped {
    input: string;
    codes: readonly string[];
    names: readonly string[];
  }
  const listColumns: ColumnSpec<Mapped>[] = [
    { header: 'Input', value: (r) => r.input },
    { header: 'Target codes', value: (r) => r.codes },
    { header: 'Target names', value: (r) => r.names },
  ];
  const mapped: Mapped[] = [
    { input: 'heart attack', codes: ['I21', 'I22'], names: ['Acute MI', 'Subsequent MI'] },
    { input: 'nothing', codes: [], names: [] },
    { input: '=x', codes: ['-A1'], names: ['a, b'] },
  ];

  it('a wide CSV joins a list with "; " in one cell', () => {
    expect(readBack(toCsv(mapped, listColumns)).slice(1)).toEqual([
      ['heart attack', 'I21; I22', 'Acute MI; Subsequent MI'],
      ['nothing', '', ''],
      ["'=x", "'-A1", 'a, b'],
    ]);
  });

  it('a long CSV has one row per value, lists side by side, other cells repeated', () => {
    expect(readBack(toCsv(mapped, listColumns, { long: true }))).toEqual([
      ['Input', 'Target codes', 'Target names'],
      ['heart attack', 'I21', 'Acute MI'],
      ['heart attack', 'I22', 'Subsequent MI'],
      ['nothing', '', ''],
      ["'=x", "'-A1", 'a, b'],
    ]);
  });
});
