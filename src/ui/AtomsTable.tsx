import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { Atom } from '../api/uts/index.ts';
import { Flags } from './Flags.tsx';
import { CodeWord } from './CodeWord.tsx';
import { TERM_TYPE_WORDS } from '../lib/plainWords.ts';
import { atomPath } from '../lib/paths.ts';
import { RefLink } from './RefLink.tsx';
import { useHref } from '../lib/useHref.ts';
import { useSortedRows } from '../lib/useSortParam.ts';
import { ATOM_COLUMNS } from './atomColumns.ts';
import { SortableTh } from './SortableTh.tsx';

/**
 * Atoms of a concept or code: name, term type, source, language, code and concept, each
 * linked; the default preferred atom marked when `preferredAui` is given.
 */
export function AtomsTable({
  atoms,
  caption,
  preferredAui,
}: {
  atoms: readonly Atom[];
  caption: string;
  preferredAui?: string;
}) {
  const to = useHref();
  // Atoms come a page at a time from the service: a header sorts the rows of the shown page.
  const { rows, sort, onSort } = useSortedRows(atoms, ATOM_COLUMNS);
  const th = { sort, onSort, pageOnly: true };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="atoms-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableTh label="Name" sortKey="name" {...th} />
            <SortableTh label="Term type" sortKey="tty" {...th} />
            <SortableTh label="Source" sortKey="sab" {...th} />
            <SortableTh label="Code" sortKey="code" {...th} />
            <SortableTh label="Language" sortKey="language" {...th} />
            <SortableTh label="Concept" sortKey="cui" {...th} />
            <SortableTh label="AUI" sortKey="aui" {...th} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.ui} data-preferred={a.ui === preferredAui || undefined}>
              <Table.Td>
                {a.name}{' '}
                {a.ui === preferredAui && (
                  <Badge size="xs" color="teal.9" title="Default preferred atom">
                    preferred
                  </Badge>
                )}{' '}
                <Flags obsolete={a.obsolete} suppressible={a.suppressible} />
              </Table.Td>
              <Table.Td>
                <CodeWord table={TERM_TYPE_WORDS} code={a.termType} />
              </Table.Td>
              <Table.Td>{a.rootSource}</Table.Td>
              <Table.Td>
                <RefLink target={a.code} />
              </Table.Td>
              <Table.Td>{a.language ?? '—'}</Table.Td>
              <Table.Td>
                <RefLink target={a.concept} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={to(atomPath(a.ui))} size="sm">
                  {a.ui}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
