import { assertNoApiKey, toCsv, type ColumnSpec } from '../../export/index.ts';
import type { SubtreeRow } from '../walk.ts';
import type { ExportMeta } from './meta.ts';

/**
 * The subtree rows as CSV (for spreadsheets) and JSON (with a `meta` object). The CSV is
 * lib/export's (RFC 4180, UTF-8 + BOM, formula cells neutralised): one writer for every file
 * the app makes.
 */

export const SUBTREE_COLUMNS = ['code', 'name', 'source', 'depth', 'parent', 'path'] as const;

/** Headers in the style of every CSV of the app ("Code", "Parent"); JSON keeps the keys. */
const CSV_COLUMNS: ColumnSpec<SubtreeRow>[] = SUBTREE_COLUMNS.map((c) => ({
  header: c.charAt(0).toUpperCase() + c.slice(1),
  value: (r: SubtreeRow) => r[c],
}));

export function subtreeToCsv(rows: readonly SubtreeRow[]): string {
  return assertNoApiKey(toCsv(rows, CSV_COLUMNS));
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
  return assertNoApiKey(`${JSON.stringify(doc, null, 2)}\n`);
}
