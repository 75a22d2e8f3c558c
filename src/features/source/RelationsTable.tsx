import { Table } from '@mantine/core';
import type { Relation } from '../../api/uts/index.ts';
import { Flags } from '../../ui/Flags.tsx';
import { RefLink } from '../../ui/RefLink.tsx';
import { CodeWord } from '../../ui/CodeWord.tsx';
import { RELATION_WORDS } from '../../lib/plainWords.ts';
import { RELATION_COLUMNS } from '../../ui/relationColumns.ts';
import { SortableTh } from '../../ui/SortableTh.tsx';
import { useSortedRows } from '../../lib/useSortParam.ts';

/** Relations of a concept, atom or code: label (REL / RELA), the related item linked, asserting source. */
export function RelationsTable({ relations, caption }: { relations: readonly Relation[]; caption: string }) {
  // The service pages relations: a header sorts the rows of the shown page.
  const { rows, sort, onSort } = useSortedRows(relations, RELATION_COLUMNS);
  const th = { sort, onSort, pageOnly: true };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="relations-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableTh label="Relation" sortKey="rel" {...th} />
            <SortableTh label="Additional label" sortKey="rela" {...th} />
            <SortableTh label="Related" sortKey="relatedName" {...th} />
            <SortableTh label="Related id" sortKey="relatedId" {...th} />
            <SortableTh label="Source" sortKey="sab" {...th} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.ui}>
              <Table.Td>
                <CodeWord table={RELATION_WORDS} code={r.relationLabel} />{' '}
                <Flags obsolete={r.obsolete} suppressible={r.suppressible} />
              </Table.Td>
              <Table.Td>{r.additionalRelationLabel ?? '—'}</Table.Td>
              <Table.Td>
                <RefLink target={r.related}>{r.relatedName || r.related?.id}</RefLink>
              </Table.Td>
              <Table.Td>
                {r.related ? `${r.related.source ? `${r.related.source} ` : ''}${r.related.id}` : '—'}
              </Table.Td>
              <Table.Td>{r.rootSource}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
