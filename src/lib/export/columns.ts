/** A cell as a table hands it to an export: never a raw wire object. */
export type CellValue = string | number | boolean | null | undefined;

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
}

export const columnKey = (c: ColumnSpec<never>): string => c.key ?? c.header;

/** A list shown as "a; b; c" in one cell (semantic types, synonyms). */
export const joinList = (values: readonly string[] | null | undefined): string => (values ?? []).join('; ');
