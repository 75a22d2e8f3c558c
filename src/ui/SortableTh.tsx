import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortState } from '../lib/sort.ts';

/** ▲ / ▼ for the sorted column, a faint ↕ for the others (decorative: aria-sort says it). */
function SortMark({ dir }: { dir: 'asc' | 'desc' | null }) {
  return (
    <span
      aria-hidden="true"
      data-print={dir ? undefined : 'hide'}
      style={{ opacity: dir ? 1 : 0.4, fontSize: '0.75em' }}
    >
      {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
    </span>
  );
}

/**
 * A column header that sorts its table: a button (click, Enter or Space), the order in
 * `aria-sort`. `pageOnly` says, in the tooltip, that a server-paged table sorts the rows of
 * the shown page, not the whole list.
 */
export function SortableTh({
  label,
  sortKey,
  sort,
  onSort,
  pageOnly = false,
}: {
  label: ReactNode;
  sortKey: string;
  sort: SortState | null;
  onSort: (key: string) => void;
  pageOnly?: boolean;
}) {
  const dir = sort?.key === sortKey ? sort.dir : null;
  const next = dir === 'asc' ? 'descending' : 'ascending';
  return (
    <Table.Th aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        title={`Sort ${next}${pageOnly ? ' (the rows of this page)' : ''}`}
        data-sort-key={sortKey}
        // On paper the header is its label (and the sorted column's ▲ or ▼).
        data-print="text"
        fz="sm"
        fw={700}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, color: 'inherit' }}
      >
        {label}
        <SortMark dir={dir} />
      </UnstyledButton>
    </Table.Th>
  );
}
