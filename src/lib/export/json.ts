import { columnKey, type ColumnSpec } from './columns.ts';
import type { ExportMeta } from './provenance.ts';
import { assertNoApiKey } from './provenance.ts';

/**
 * `{ meta, rows }`, each row an object keyed by column key. Values stay as typed (numbers,
 * booleans, lists as arrays) and formulas are not touched: JSON is read by programs, not
 * spreadsheets. An absent value is `null`, never `""` (the CSV writes both as an empty cell).
 */
export function toJson<Row>(
  rows: readonly Row[],
  columns: readonly ColumnSpec<Row>[],
  meta: ExportMeta,
): string {
  const out = rows.map((row) => {
    const obj: Record<string, unknown> = {};
    for (const c of columns) {
      const v = c.value(row);
      obj[columnKey(c as ColumnSpec<never>)] = v === '' || v === undefined ? null : v;
    }
    return obj;
  });
  return assertNoApiKey(`${JSON.stringify({ meta, rows: out }, null, 2)}\n`);
}

export const jsonBlob = (text: string): Blob => new Blob([text], { type: 'application/json;charset=utf-8' });
