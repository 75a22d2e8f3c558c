import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RxConcept } from '../api/rxnorm/types.ts';
import { ttyLabel } from '../lib/rxnavLayout.ts';
import { drugPath } from '../lib/paths.ts';
import { useHref } from '../lib/useHref.ts';
import { WRAP } from './wrap.ts';
import { SortableTh } from './SortableTh.tsx';
import type { ColumnSpec } from '../lib/export/index.ts';
import { useSortedRows } from '../lib/useSortParam.ts';

export function ConceptLink({ concept, current }: { concept: RxConcept; current?: string }) {
  const href = useHref();
  const name = concept.STR || `RXCUI ${concept.RXCUI ?? '?'}`;
  if (!concept.RXCUI)
    return (
      <Text span style={WRAP}>
        {name}
      </Text>
    );
  if (concept.RXCUI === current) {
    return (
      <Text span fw={700} style={WRAP} aria-current="page">
        {name}{' '}
        <Text span size="xs" c="dimmed">
          (this concept)
        </Text>
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={href(drugPath(concept.RXCUI))} style={WRAP}>
      {name}
    </Anchor>
  );
}

const CONCEPT_SORT: ColumnSpec<RxConcept>[] = [
  { header: 'Name', key: 'name', value: (c) => c.STR },
  { header: 'Term type', key: 'tty', value: (c) => c.TTY },
  { header: 'RXCUI', key: 'rxcui', value: (c) => (c.RXCUI ? Number(c.RXCUI) : null) },
];
const BY_NAME = { key: 'name', dir: 'asc' } as const;

/** Concepts as a table: name (linked), term type, RXCUI; sortable, by name unless the URL says otherwise. */
export function ConceptTable({
  concepts,
  caption,
  current,
}: {
  concepts: RxConcept[];
  caption: string;
  current?: string;
}) {
  const { rows, sort, onSort } = useSortedRows(concepts, CONCEPT_SORT, BY_NAME);
  const th = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableTh label="Name" sortKey="name" {...th} />
            <SortableTh label="Term type" sortKey="tty" {...th} />
            <SortableTh label="RXCUI" sortKey="rxcui" {...th} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c, i) => (
            <Table.Tr key={c.RXCUI ?? i}>
              <Table.Td>
                <ConceptLink concept={c} current={current} />
              </Table.Td>
              <Table.Td>
                {c.TTY ? (
                  <Badge variant="light" title={ttyLabel(c.TTY)}>
                    {c.TTY}
                  </Badge>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <Text span ff="monospace" size="sm">
                  {c.RXCUI ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Term-type groups (getDrugs, related-by results), each a short titled list of linked concepts. */
export function GroupedConcepts({
  groups,
  headingOrder,
  current,
}: {
  groups: Array<{ tty: string; concepts: RxConcept[] }>;
  headingOrder: 3 | 4;
  current?: string;
}) {
  return (
    <>
      {groups.map((g) => (
        <section key={g.tty} aria-label={ttyLabel(g.tty)} data-testid={`group-${g.tty}`}>
          <Group gap="xs" mb={4} mt="sm">
            <Text component={headingOrder === 3 ? 'h3' : 'h4'} fw={600} size="md" m={0}>
              {ttyLabel(g.tty)}
            </Text>
            <Badge variant="outline" size="sm">
              {g.concepts.length}
            </Badge>
          </Group>
          {g.concepts.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
              {g.concepts.map((c, i) => (
                <li key={c.RXCUI ?? i}>
                  <ConceptLink concept={c} current={current} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
