import Papa from 'papaparse';
import type { SubtreeRow } from '../walk.ts';
import type { ExportMeta } from './meta.ts';

/** The subtree rows as CSV (for spreadsheets) and JSON (with a `meta` object). */

export const SUBTREE_COLUMNS = ['code', 'name', 'source', 'depth', 'parent', 'path'] as const;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab / CR that some read the
 * same way) gets a leading apostrophe (OWASP CSV injection).
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** UTF-8 with a byte-order mark, so Excel reads accents right. */
export function subtreeToCsv(rows: readonly SubtreeRow[]): string {
  const data = rows.map((r) =>
    SUBTREE_COLUMNS.map((c) => (c === 'depth' ? String(r.depth) : neutralise(r[c]))),
  );
  return `\uFEFF${Papa.unparse({ fields: [...SUBTREE_COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}

export interface SubtreeJson {
  meta: {
    release: string;
    source: string;
    root: { code: string; name: string };
    depth: number;
    generatedAt: string;
    rowCount: number;
    /** False when the walk stopped at its row cap. */
    complete: boolean;
  };
  rows: Array<Pick<SubtreeRow, (typeof SUBTREE_COLUMNS)[number]>>;
}

export function subtreeToJson(
  rows: readonly SubtreeRow[],
  meta: ExportMeta & { depth: number; complete: boolean },
): string {
  const doc: SubtreeJson = {
    meta: {
      release: meta.release,
      source: meta.source,
      root: meta.root,
      depth: meta.depth,
      generatedAt: meta.generatedAt.toISOString(),
      rowCount: rows.length,
      complete: meta.complete,
    },
    rows: rows.map(({ code, name, source, depth, parent, path }) => ({
      code,
      name,
      source,
      depth,
      parent,
      path,
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
