import { MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '../lib/export/index.ts';
import { useSortedRows } from '../lib/useSortParam.ts';
import { SortableTh } from './SortableTh.tsx';

interface Row {
  name: string;
  dose: string;
}
const COLUMNS: ColumnSpec<Row>[] = [
  { header: 'Name', key: 'name', value: (r) => r.name },
  { header: 'Dose', key: 'dose', value: (r) => r.dose },
];
const ROWS: Row[] = [
  { name: 'b', dose: '10 MG' },
  { name: 'a', dose: '2.5 MG' },
  { name: 'c', dose: '' },
];

function Sorted() {
  const { rows, sort, onSort } = useSortedRows(ROWS, COLUMNS, { key: 'name', dir: 'asc' });
  const { search } = useLocation();
  return (
    <Table>
      <Table.Caption>{search}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <SortableTh label="Name" sortKey="name" sort={sort} onSort={onSort} />
          <SortableTh label="Dose" sortKey="dose" sort={sort} onSort={onSort} pageOnly />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.name}>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td>{r.dose}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const show = (url: string) =>
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[url]}>
        <Sorted />
      </MemoryRouter>
    </MantineProvider>,
  );
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.firstChild?.textContent);

describe('SortableTh with useSortedRows', () => {
  it('sorts by the fallback, flips on a click, keeps other parameters', async () => {
    show('/x?tab=atoms');
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['a', 'b', 'c']);
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['c', 'b', 'a']);
    expect(screen.getByText('?tab=atoms&sort=-name')).toBeInTheDocument();
  });

  it('reads the sort from the URL: strengths as numbers, empty last; a bad key falls back', () => {
    show('/x?sort=dose');
    expect(names()).toEqual(['a', 'b', 'c']);
    expect(screen.getByRole('columnheader', { name: /Dose/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: /Dose/ })).toHaveAttribute(
      'title',
      'Sort descending (the rows of this page)',
    );
  });

  it('ignores a sort key the table does not offer', () => {
    show('/x?sort=-%3Cscript%3E');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Dose/ })).not.toHaveAttribute('aria-sort');
  });
});
