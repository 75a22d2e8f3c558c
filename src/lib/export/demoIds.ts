import { columnKey, flatCell, type ColumnSpec } from './columns.ts';

const isCuiColumn = (c: ColumnSpec<never>) => c.header === 'CUI' || columnKey(c) === 'cui';

/**
 * A file of the emulator's demo data marks made-up concept ids as the demo's own: after each
 * CUI column, a "CUI note" column saying so on the rows that hold one. Added only when a row
 * holds such an id, so files of the real service (where `isDemo` is never true) and demo files
 * with real CUIs only keep their columns.
 */
export function withDemoIdNotes<Row>(
  columns: readonly ColumnSpec<Row>[],
  rows: readonly Row[],
  isDemo: ((id: string) => boolean) | undefined,
  note: string,
): readonly ColumnSpec<Row>[] {
  if (!isDemo) return columns;
  const demoIn = (c: ColumnSpec<Row>, row: Row) => {
    const v = flatCell(c.value(row));
    return typeof v === 'string' && isDemo(v);
  };
  const marked = columns.filter((c) => isCuiColumn(c as ColumnSpec<never>) && rows.some((r) => demoIn(c, r)));
  if (marked.length === 0) return columns;
  return columns.flatMap((c) =>
    marked.includes(c)
      ? [
          c,
          {
            header: `${c.header} note`,
            key: `${columnKey(c as ColumnSpec<never>)}Note`,
            value: (r: Row) => (demoIn(c, r) ? note : ''),
          },
        ]
      : [c],
  );
}
