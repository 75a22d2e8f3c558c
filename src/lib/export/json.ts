import { columnKey, type ColumnSpec } from './columns.ts';
import type { ExportMeta } from './provenance.ts';
import { FORMULA_RULE, safeCell } from './formula.ts';
import { assertNoApiKey } from './provenance.ts';

/**
 * `{ meta, rows }`, each row an object keyed by column key. Values stay as typed (numbers,
 * booleans, lists as arrays). Text is guarded as in the CSV (a JSON file is often converted to a
 * sheet as it is): a cell a spreadsheet would run gets a leading `'`, bidi controls are named;
 * the app's own vocabulary columns are left alone, and `meta.formulaGuard` says the rule. An
 * absent value is `null`, never `""` (the CSV writes both as an empty cell).
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
      const text = (x: unknown) => (typeof x === 'string' && !c.own ? safeCell(x) : x);
      obj[columnKey(c as ColumnSpec<never>)] =
        v === '' || v === undefined ? null : Array.isArray(v) ? v.map(text) : text(v);
    }
    return obj;
  });
  return assertNoApiKey(
    `${JSON.stringify({ meta: { ...meta, formulaGuard: FORMULA_RULE }, rows: out }, null, 2)}\n`,
  );
}

export const jsonBlob = (text: string): Blob => new Blob([text], { type: 'application/json;charset=utf-8' });
