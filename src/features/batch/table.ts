import Papa from 'papaparse';
import type { ColumnSpec } from '../../lib/export/index.ts';
import { detectInput } from '../../lib/input-kind/index.ts';
import { junkReason } from './junk.ts';

/**
 * A CSV or TSV file as analysts have them: a header row, several columns, one of
 * which holds the terms or codes. The other columns are kept and written back beside the
 * results, so the export joins the input file row for row.
 */
export interface InputTable {
  fileName: string;
  /** Every row of the file, the header row included. */
  cells: string[][];
  hasHeader: boolean;
  /** The column looked up (0-based). */
  column: number;
}

/** Rows of a .csv (delimiter guessed: comma, semicolon, tab) or a .tsv; a quoted cell may hold commas and line breaks. */
export function parseTable(fileName: string, text: string): string[][] {
  const clean = text.replace(/^\uFEFF/, '');
  const delimiter = /\.tsv$/i.test(fileName) ? '\t' : '';
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: false, delimiter });
  const rows = parsed.data.map((r) => r.map((c) => c ?? ''));
  while (rows.length > 0 && rows.at(-1)!.every((c) => c.trim() === '')) rows.pop();
  return rows;
}

const norm = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, ' ');
/** Header names that say "the terms or codes are here". */
const LOOKUP_HEADER =
  /^(term|terms|name|names|label|description|desc|diagnosis|diagnoses|dx|drug|drugs|medication|medications|concept|concepts|condition|conditions|problem|code|codes|cui|cuis|icd ?10( ?cm)?( code)?|icd|snomed( ?ct)?( code)?|mesh|rxcui|rxnorm|ndc|ndc code|source code|text|value|finding)s?$/;
/** Header names of columns that are not lookups: patient ids, dates, counts. */
const OTHER_HEADER =
  /^(id|ids|#|no|nr|number|row|line|patient|patient id|patientid|pid|mrn|subject|subject id|encounter|visit|date|time|count|n|age|sex|gender|comment|comments|note|notes)$/;

/** What one cell looks like: an identifier, a term, digits only, or nothing useful. */
function cellKind(cell: string): 'id' | 'term' | 'digits' | 'none' {
  const d = detectInput(cell);
  if (d.kind === 'empty' || d.problem) return 'none';
  if (d.kind === 'rxcui') return 'digits';
  if (d.kind === 'term') return junkReason(d.value) ? 'none' : 'term';
  return 'id';
}

/**
 * Whether the first row names the columns: every cell filled and none an identifier, and
 * either a cell is a usual header name, or some column's first cell is a word above identifiers
 * or numbers.
 */
export function detectHeader(cells: readonly string[][]): boolean {
  const first = cells[0];
  if (!first || first.length === 0) return false;
  if (first.some((c) => c.trim() === '' || cellKind(c) !== 'term')) return false;
  if (first.some((c) => LOOKUP_HEADER.test(norm(c)) || OTHER_HEADER.test(norm(c)))) return true;
  const rest = cells.slice(1, 51);
  return first.some((_, i) => {
    const kinds = rest.map((r) => cellKind(r[i] ?? ''));
    const filled = kinds.filter((k) => k !== 'none');
    return filled.length > 0 && filled.filter((k) => k !== 'term').length >= filled.length / 2;
  });
}

/**
 * The column to look up: a header that names terms or codes wins; else the column whose cells
 * most look like terms or identifiers. Digits alone score low: a column of patient numbers
 * would otherwise be read as RXCUIs.
 */
export function pickColumn(cells: readonly string[][], hasHeader: boolean): number {
  const width = Math.max(0, ...cells.map((r) => r.length));
  const header = hasHeader ? cells[0]! : [];
  const rows = cells.slice(hasHeader ? 1 : 0, (hasHeader ? 1 : 0) + 200);
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < width; i++) {
    const name = norm(header[i] ?? '');
    let score = 0;
    for (const r of rows) {
      const k = cellKind(r[i] ?? '');
      score += k === 'id' ? 3 : k === 'term' ? 2 : k === 'digits' ? 0.5 : 0;
    }
    score /= Math.max(1, rows.length);
    if (LOOKUP_HEADER.test(name)) score += 10;
    if (OTHER_HEADER.test(name)) score -= 10;
    if (score > bestScore) [best, bestScore] = [i, score];
  }
  return best;
}

export function tableFromFile(fileName: string, text: string): InputTable {
  const cells = parseTable(fileName, text);
  const hasHeader = detectHeader(cells);
  return { fileName, cells, hasHeader, column: pickColumn(cells, hasHeader) };
}

/** The header names shown in the picker (Column 1, 2… without a header row). */
export function columnNames(t: InputTable): string[] {
  const width = Math.max(0, ...t.cells.map((r) => r.length));
  return Array.from({ length: width }, (_, i) =>
    t.hasHeader && t.cells[0]![i]?.trim() ? t.cells[0]![i]!.trim() : `Column ${i + 1}`,
  );
}

const dataRows = (t: InputTable) => (t.hasHeader ? t.cells.slice(1) : t.cells);

/** The lines to look up: the chosen column of every data row (a cell's line breaks become spaces). */
export const tableLines = (t: InputTable): string[] =>
  dataRows(t).map((r) => (r[t.column] ?? '').replace(/\r\n|\r|\n/g, ' '));

/**
 * The file's columns for the export, each named as in the file (a name the results also use
 * gets " (file)"), read by the row's line number: line n is data row n.
 */
export function fileColumns<Row extends { line: number }>(
  t: InputTable,
  taken: ReadonlySet<string>,
): ColumnSpec<Row>[] {
  const rows = dataRows(t);
  return columnNames(t).map((name, i) => {
    const header = taken.has(name) ? `${name} (file)` : name;
    return { header, key: `file:${i}`, value: (r: Row) => rows[r.line - 1]?.[i] ?? '' };
  });
}

/** A stored table as read back: null for anything else. */
export function readTable(raw: unknown): InputTable | null {
  if (!raw || typeof raw !== 'object') return null;
  const t = raw as Partial<InputTable>;
  if (typeof t.fileName !== 'string' || !Array.isArray(t.cells) || typeof t.column !== 'number') return null;
  return { fileName: t.fileName, cells: t.cells, hasHeader: !!t.hasHeader, column: t.column };
}
