import { Anchor, Badge, Breadcrumbs, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { SEMANTIC_TYPE_COLUMNS } from './semanticTypeColumns.ts';
import { Link, useParams } from 'react-router';
import type { SemanticType } from '../../api/uts/index.ts';
import { useRelease } from '../../lib/release.ts';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { usePrintView } from '../../ui/print/printView.ts';
import { semanticTypePath } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';
import { isaTree, type TypeRef } from './isaTree.ts';
import { semanticTypeQuery } from './queries.ts';

/** `/semantic-types/:tui`: one type of the UMLS Semantic Network and its place in the isa tree. */
export function SemanticTypePage() {
  const { tui = '' } = useParams();
  const release = useRelease();
  const query = useQuery(semanticTypeQuery(release, tui));
  useDocumentTitle(query.data ? `${query.data.name} (${tui})` : `Semantic type ${tui}`);
  usePrintView({ kind: 'Semantic type' });
  return (
    <Stack maw={960}>
      <Title order={1}>{query.data?.name ?? `Semantic type ${tui}`}</Title>
      <SectionBoundary what="semantic type">
        <QueryView
          query={query}
          what="the semantic type"
          loadingLines={5}
          notFound={
            <Text size="sm">
              There is no semantic type <strong>{tui}</strong> in release {release}. Semantic type identifiers
              look like T047.
            </Text>
          }
        >
          {(t) => <TypeDetails type={t} />}
        </QueryView>
      </SectionBoundary>
    </Stack>
  );
}

function TypeDetails({ type: t }: { type: SemanticType }) {
  const rows: Array<[string, string | null]> = [
    ['Definition', t.definition],
    ['Example', t.example],
    ['Usage note', t.usageNote],
    ['Non-human', t.nonHuman],
  ];
  const meta = usePageMeta(`semantic type ${t.ui}`);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="outline">{t.ui}</Badge>
        <CopyValue value={t.ui} label="Copy TUI" />
        <Text size="sm">
          Abbreviation <strong>{t.abbreviation || '—'}</strong>
        </Text>
        <Text size="sm" data-testid="tree-number">
          Tree number <strong>{t.treeNumber ?? '—'}</strong>
        </Text>
        {t.group && (
          <Text size="sm" data-testid="semantic-group">
            Group <strong>{t.group.expandedForm}</strong> ({t.group.abbreviation}
            {t.group.semanticTypeCount !== null ? `, ${t.group.semanticTypeCount} types` : ''})
          </Text>
        )}
        <TableExport
          label="Export semantic type"
          columns={SEMANTIC_TYPE_COLUMNS}
          what={`semantic type ${t.ui}`}
          meta={meta}
          pageRows={[t]}
        />
      </Group>
      <Table variant="vertical" withTableBorder layout="fixed" data-testid="semantic-type-details">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                {value ?? (
                  <Text span c="dimmed" size="sm">
                    none
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {t.treeNumber ? <IsaNeighbours treeNumber={t.treeNumber} childCount={t.childCount} /> : null}
    </Stack>
  );
}

function IsaNeighbours({ treeNumber, childCount }: { treeNumber: string; childCount: number }) {
  const to = useHref();
  const ancestors = isaTree.ancestors(treeNumber);
  const parent = isaTree.parent(treeNumber);
  const children = isaTree.children(treeNumber);
  const link = (r: TypeRef) => (
    <Anchor component={Link} to={to(semanticTypePath(r.tui))} size="sm">
      {r.name}{' '}
      <Text span c="dimmed" size="xs">
        ({r.tui})
      </Text>
    </Anchor>
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Place in the isa tree
      </Title>
      {ancestors.length > 0 && (
        <nav aria-label="Ancestor types">
          <Breadcrumbs separator="›" style={{ flexWrap: 'wrap', rowGap: 4 }}>
            {ancestors.map((a) => (
              <span key={a.tui}>{link(a)}</span>
            ))}
          </Breadcrumbs>
        </nav>
      )}
      <Title order={3} size="h5">
        Parent type
      </Title>
      <div data-testid="parent-type">
        {parent ? link(parent) : <Text size="sm">None: this is a root of the network.</Text>}
      </div>
      <Title order={3} size="h5">
        Child types ({childCount})
      </Title>
      {children.length ? (
        <List data-testid="child-types" spacing={2}>
          {children.map((c) => (
            <List.Item key={c.tui}>{link(c)}</List.Item>
          ))}
        </List>
      ) : (
        childCount === 0 && <Text size="sm">None.</Text>
      )}
      {children.length !== childCount && (
        <Text size="xs" c="dimmed">
          The service counts {childCount} child types; the app's bundled copy of the network tree lists{' '}
          {children.length}.
        </Text>
      )}
    </Stack>
  );
}
