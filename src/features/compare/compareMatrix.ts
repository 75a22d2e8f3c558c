import { compareToken, type CompareId } from '../../lib/compareIds.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';
import { FACT_LISTS, type FactList } from './facts.ts';
import type { ColumnState } from './useCompareColumns.ts';

/** One line of the comparison as exported: a thing, and which compared concepts have it. */
export interface MatrixRow {
  list: FactList;
  listTitle: string;
  item: string;
  /** Per compared concept (by its token): has it, hasn't it, or null when its column did not load. */
  has: Record<string, boolean | null>;
  sharedByAll: boolean;
}

/**
 * The compare table as a matrix: one row per semantic type, name, source, code or relation any
 * concept has, in the page's order, with a yes/no cell per concept and "shared by all". A
 * concept whose column did not load (unknown, failed, loading) has empty cells, not "no".
 */
export function compareMatrix(ids: readonly CompareId[], columns: readonly ColumnState[]): MatrixRow[] {
  const tokens = ids.map(compareToken);
  const rows: MatrixRow[] = [];
  for (const { list, title } of FACT_LISTS) {
    const seen = new Map<string, string>();
    for (const c of columns)
      if (c.status === 'ready') for (const f of c.facts[list]) if (!seen.has(f.key)) seen.set(f.key, f.label);
    for (const [key, label] of seen) {
      const has: Record<string, boolean | null> = {};
      tokens.forEach((t, i) => {
        const c = columns[i];
        has[t] = c?.status === 'ready' ? c.facts[list].some((f) => f.key === key) : null;
      });
      rows.push({
        list,
        listTitle: title,
        item: label,
        has,
        sharedByAll: Object.values(has).every((v) => v === true),
      });
    }
  }
  return rows;
}

/** The matrix's columns: what and which list, one yes/no column per concept (headed by its id), shared. */
export function matrixColumns(ids: readonly CompareId[]): ColumnSpec<MatrixRow>[] {
  return [
    { header: 'List', key: 'list', value: (r) => r.listTitle },
    { header: 'Item', key: 'item', value: (r) => r.item },
    ...ids.map(compareToken).map((t) => ({ header: t, key: t, value: (r: MatrixRow) => r.has[t] ?? null })),
    { header: 'Shared by all', key: 'sharedByAll', value: (r) => r.sharedByAll },
  ];
}
