import { Table } from '@mantine/core';
import type { Attribute } from '../../api/uts/index.ts';
import { SortableTh } from '../../ui/SortableTh.tsx';
import { useSortedRows } from '../../lib/useSortParam.ts';
import { attributeColumns } from './sourceColumns.ts';

// The export's columns give each header its sort value (the code's own SAB and id are not shown).
const SORT_COLUMNS = attributeColumns('', '');

/** Attributes (ATN = ATV) of a concept, atom or code. Values are shown as text, never as markup. */
export function AttributesTable({
  attributes,
  caption,
}: {
  attributes: readonly Attribute[];
  caption: string;
}) {
  // The service pages attributes: a header sorts the rows of the shown page.
  const { rows, sort, onSort } = useSortedRows(attributes, SORT_COLUMNS);
  const th = { sort, onSort, pageOnly: true };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped data-testid="attributes-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableTh label="Name" sortKey="name" {...th} />
            <SortableTh label="Value" sortKey="value" {...th} />
            <SortableTh label="Source" sortKey="attributeSab" {...th} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.ui}>
              <Table.Td>{a.name}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{a.value}</Table.Td>
              <Table.Td>{a.rootSource}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
