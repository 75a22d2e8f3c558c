import Papa from 'papaparse';
import { flatCell, isList, type CellValue, type ColumnSpec } from './columns.ts';
import { FORMULA_RULE, neutraliseFormula, safeCell } from './formula.ts';

/** The byte order mark: without it Excel reads UTF-8 as the local code page (Sjögren → SjÃ¶gren). */
export const BOM = '\uFEFF';

export interface CsvOptions {
  /**
   * One `# …` line before the header, only when the user asks for it (release, query, date):
   * the default file stays plain so a spreadsheet opens it with the header in row 1.
   */
  /** `#` lines above the header (provenance; a statement that the file is incomplete). */
  comment?: string | readonly string[] | null;
  /** Default true. Off only for tests or tools that choke on a BOM. */
  bom?: boolean;
  /**
   * "Long" form: a row whose cells hold lists becomes one row per value (the lists read side by
   * side: the 2nd target code with the 2nd target name), the other cells repeated. A row with
   * empty lists stays one row.
   */
  long?: boolean;
}

export function cellText(cell: CellValue): string {
  const value = flatCell(cell);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value;
}

/** A comment line: one line whatever the query held, and never read as a formula (it starts with #). */
export function commentLine(text: string): string {
  return `# ${text.replace(/[\r\n]+/g, ' ').trim()}`;
}

/**
 * RFC 4180 text: CRLF line ends, fields with commas, quotes, line breaks or edge spaces in
 * double quotes (quotes doubled), UTF-8 with a BOM. Written by papaparse; formula cells are
 * neutralised before it quotes them.
 */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly ColumnSpec<Row>[],
  options: CsvOptions = {},
) {
  const fields = columns.map((c) => neutraliseFormula(c.header));
  // The app's own vocabulary (ColumnSpec.own) is written as it is; any other text is guarded.
  const guard = columns.map((c) => (c.own ? (t: string) => t : safeCell));
  const data = rows.flatMap((row) => {
    const cells = columns.map((c) => c.value(row));
    if (!options.long) return [cells.map((v, k) => guard[k]!(cellText(v)))];
    const n = Math.max(1, ...cells.map((v) => (isList(v) ? v.length : 0)));
    return Array.from({ length: n }, (_, i) =>
      cells.map((v, k) => guard[k]!(cellText(isList(v) ? (v[i] ?? '') : v))),
    );
  });
  const body = Papa.unparse({ fields, data }, { newline: '\r\n', quotes: false, header: true });
  const lines = [options.comment ?? []].flat().filter(Boolean);
  // A file with a provenance line also says how its cells were guarded.
  if (lines.length) lines.push(`formula guard: ${FORMULA_RULE}`);
  const comment = lines.map((c) => `${commentLine(c)}\r\n`).join('');
  // A final CRLF: RFC 4180 allows it and `cat`/`wc -l` count the last row.
  return `${options.bom === false ? '' : BOM}${comment}${body}\r\n`;
}

export const csvBlob = (text: string): Blob => new Blob([text], { type: 'text/csv;charset=utf-8' });
