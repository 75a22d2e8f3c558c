import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { columnKey, flatCell, type ColumnSpec } from './export/index.ts';
import { formatSort, nextSort, parseSort, sortRows, type SortState } from './sort.ts';

/**
 * A table's sort held in the URL (`?sort=name`, `?sort=-name`; one per page), so a reload or
 * a shared link shows the same order. Other parameters are kept; the page number stays, as
 * a sort orders the rows already shown. A key the table does not offer reads as `fallback`.
 */
export function useSortParam(
  keys: readonly string[],
  fallback: SortState | null = null,
  name = 'sort',
): [SortState | null, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get(name), keys) ?? fallback;
  // Compared by value: callers pass keys and fallback as fresh literals on every render.
  const keyList = keys.join(' ');
  const fallbackText = fallback ? formatSort(fallback) : null;
  const onSort = useCallback(
    (key: string) =>
      setParams((prev) => {
        const offered = keyList.split(' ');
        const current = parseSort(prev.get(name), offered) ?? parseSort(fallbackText, offered);
        const p = new URLSearchParams(prev);
        p.set(name, formatSort(nextSort(current, key)));
        return p;
      }),
    [name, setParams, keyList, fallbackText],
  );
  return [sort, onSort];
}

/**
 * Rows in the order of the URL's sort, read through the table's export columns (so a column
 * sorts by the value its export holds, and an export of the sorted rows follows the screen).
 */
export function useSortedRows<Row>(
  rows: readonly Row[],
  columns: readonly ColumnSpec<Row>[],
  fallback: SortState | null = null,
): { rows: readonly Row[]; sort: SortState | null; onSort: (key: string) => void } {
  const keys = columns.map((c) => columnKey(c as ColumnSpec<never>));
  const [sort, onSort] = useSortParam(keys, fallback);
  const key = sort?.key;
  const dir = sort?.dir ?? 'asc';
  const sorted = useMemo(() => {
    const column = columns.find((c) => columnKey(c as ColumnSpec<never>) === key);
    return column ? sortRows(rows, (r) => flatCell(column.value(r)), dir) : rows;
  }, [rows, columns, key, dir]);
  return { rows: sorted, sort, onSort };
}
