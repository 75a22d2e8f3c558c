/**
 * A cell as a table hands it to an export: never a raw wire object. A list (semantic types,
 * target codes) stays a list: an array in JSON, "a; b" in one CSV cell, or one row per value in
 * a long CSV.
 */
export type CellValue = string | number | boolean | null | undefined | readonly string[];

/** How a list reads in one CSV cell (and in a sort). */
export const LIST_SEPARATOR = '; ';

/** A cell as one scalar: a list joined with "; " (CSV cells, sorting). */
export const flatCell = (value: CellValue): Exclude<CellValue, readonly string[]> =>
  isList(value) ? value.join(LIST_SEPARATOR) : value;

export const isList = (value: CellValue): value is readonly string[] => Array.isArray(value);

/**
 * How one column of a table is exported. Each table declares its own list, so the file holds
 * what the table shows plus the identifiers a spreadsheet needs (CUI, AUI, SAB, code, TTY,
 * RXCUI), and never a wire URI nobody can open.
 */
export interface ColumnSpec<Row> {
  /** CSV header and default JSON key. */
  header: string;
  /** JSON key when the header is not a good one (spaces, punctuation). */
  key?: string;
  value(row: Row): CellValue;
  /**
   * The values are the app's own fixed words (`+descendants`, `exact`), never user or source
   * text: the formula guard leaves them as written, so a file reads back as it was saved.
   */
  own?: boolean;
}

export const columnKey = (c: ColumnSpec<never>): string => c.key ?? c.header;

/**
 * A list cell (semantic types, synonyms, target codes): JSON writes it as an array, CSV as
 * "a; b; c" in one cell, or one row per value when the user asks for a long CSV.
 */
export const joinList = (values: readonly string[] | null | undefined): readonly string[] => [
  ...(values ?? []),
];

/** The columns that name a row's source (SAB), by header or key. */
const SOURCE_COLUMN = /^(source|sab|root ?source|rootsource)$/i;

/** The sources (SABs) the rows hold, from their source columns; UMLS-wide rows hold none. */
export function sourcesIn<Row>(rows: readonly Row[], columns: readonly ColumnSpec<Row>[]): string[] {
  const sourceColumns = columns.filter(
    (c) => SOURCE_COLUMN.test(c.header) || SOURCE_COLUMN.test(columnKey(c as ColumnSpec<never>)),
  );
  const sabs = new Set<string>();
  for (const row of rows)
    for (const c of sourceColumns) {
      const v = flatCell(c.value(row));
      if (typeof v === 'string' && /^[A-Z][A-Z0-9_.-]{0,39}$/.test(v)) sabs.add(v);
    }
  return [...sabs].sort();
}
