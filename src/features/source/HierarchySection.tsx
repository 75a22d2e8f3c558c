import { ActionIcon, Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SourceTreeDirection } from '../../api/uts/index.ts';
import { QueryView } from '../../ui/QueryView.tsx';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { treeEntry, type TreeEntry } from './hierarchyNodes.ts';
import { sourceTreeQuery } from './queries.ts';
import { useLinkTo } from './useLinkTo.ts';
import { EmptyNote } from './EmptyNote.tsx';

const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

interface CodeProps {
  release: string;
  sab: string;
  id: string;
}

/** Entry to the code's hierarchy: ancestors path, parents and children (each child expandable). */
export function HierarchySection(props: CodeProps) {
  return (
    <Stack gap="lg">
      <section aria-labelledby="ancestors-heading">
        <Title order={2} size="h5" id="ancestors-heading" mb="xs">
          Ancestors
        </Title>
        <SectionBoundary what="ancestors">
          <Ancestors {...props} />
        </SectionBoundary>
      </section>
      <section aria-labelledby="parents-heading">
        <Title order={2} size="h5" id="parents-heading" mb="xs">
          Parents
        </Title>
        <SectionBoundary what="parents">
          <NodeList {...props} direction="parents" testId="parents-list" />
        </SectionBoundary>
      </section>
      <section aria-labelledby="children-heading">
        <Title order={2} size="h5" id="children-heading" mb="xs">
          Children
        </Title>
        <SectionBoundary what="children">
          <NodeList {...props} direction="children" testId="children-list" />
        </SectionBoundary>
      </section>
    </Stack>
  );
}

function Ancestors({ release, sab, id }: CodeProps) {
  const to = useLinkTo();
  const query = useQuery(sourceTreeQuery(release, sab, id, 'ancestors'));
  return (
    <QueryView
      query={query}
      what="ancestors"
      isEmpty={(p) => p.items.length === 0}
      empty={<EmptyNote>This code is at the top of its hierarchy.</EmptyNote>}
    >
      {(page) => (
        <nav aria-label="Ancestors" data-testid="ancestors-path">
          {/* The service lists ancestors farthest first; a polyhierarchy can list several branches. */}
          <Breadcrumbs separator="›" style={{ flexWrap: 'wrap', rowGap: 4 }}>
            {page.items.map(treeEntry).map((e) => (
              <Anchor key={e.key} component={Link} to={to(e.path)} size="sm">
                {e.name}{' '}
                <Text span c="dimmed" size="xs">
                  ({e.id})
                </Text>
              </Anchor>
            ))}
          </Breadcrumbs>
        </nav>
      )}
    </QueryView>
  );
}

function NodeList({
  release,
  sab,
  id,
  direction,
  testId,
}: CodeProps & { direction: SourceTreeDirection; testId?: string }) {
  const query = useQuery(sourceTreeQuery(release, sab, id, direction));
  const none =
    direction === 'parents' ? 'No parents: this code is a root.' : 'No children: this code is a leaf.';
  return (
    <QueryView
      query={query}
      what={direction}
      isEmpty={(p) => p.items.length === 0}
      empty={<EmptyNote>{none}</EmptyNote>}
    >
      {(page) => (
        <ul style={LIST_STYLE} data-testid={testId}>
          {page.items.map(treeEntry).map((e) => (
            <TreeItem key={e.key} entry={e} release={release} expandable={direction === 'children'} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

function TreeItem({
  entry,
  release,
  expandable,
}: {
  entry: TreeEntry;
  release: string;
  expandable: boolean;
}) {
  const to = useLinkTo();
  const [open, setOpen] = useState(false);
  const canExpand = expandable && entry.hasChildren && entry.code !== null;
  return (
    <li style={{ margin: '2px 0' }}>
      <Group gap={6} wrap="nowrap" align="center">
        {canExpand ? (
          <ActionIcon
            variant="subtle"
            size="sm"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${entry.name}`}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </ActionIcon>
        ) : (
          <span aria-hidden="true" style={{ width: 22, flex: 'none' }} />
        )}
        <Text size="sm" component="span">
          <Anchor component={Link} to={to(entry.path)} size="sm">
            {entry.name}
          </Anchor>{' '}
          <Text span c="dimmed" size="xs">
            {entry.rootSource} {entry.id}
          </Text>
        </Text>
      </Group>
      {open && entry.code && (
        <div style={{ paddingLeft: 28 }}>
          <SectionBoundary what="children">
            <NodeList release={release} sab={entry.code.sab} id={entry.code.id} direction="children" />
          </SectionBoundary>
        </div>
      )}
    </li>
  );
}
