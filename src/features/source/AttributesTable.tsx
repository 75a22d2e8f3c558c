import { Table } from '@mantine/core';
import type { Attribute } from '../../api/uts/index.ts';

/** Attributes (ATN = ATV) of a concept, atom or code. Values are shown as text, never as markup. */
export function AttributesTable({
  attributes,
  caption,
}: {
  attributes: readonly Attribute[];
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped data-testid="attributes-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Source</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attributes.map((a) => (
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
