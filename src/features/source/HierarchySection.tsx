import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SourceTreeDirection } from '../../api/uts/index.ts';
import { SectionBoundary } from '../../ui/SectionBoundary.tsx';
import { idNote, treeEntry, type TreeEntry } from './hierarchyNodes.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { sourceTreePagesQuery } from './queries.ts';
import { countSuffix, pagedState } from '../../lib/treePaging.ts';
import { useHref } from '../../lib/useHref.ts';
import { EmptyNote } from '../../ui/EmptyNote.tsx';

const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

interface CodeProps {
  release: string;
  sab: string;
  id: string;
}

const SECTIONS: Array<{ direction: SourceTreeDirection; title: string; none: string }> = [
  { direction: 'ancestors', title: 'Ancestors', none: 'This code is at the top of its hierarchy.' },
  { direction: 'parents', title: 'Parents', none: 'No parents: this code is a root.' },
  { direction: 'children', title: 'Children', none: 'No children: this code is a leaf.' },
];

/**
 * The code's hierarchy: ancestors, parents and children (each child expandable in place).
 * Ancestors are a plain list, not a path: the service returns them as one flat set, and a
 * code under several parents (MeSH) has several paths that a single chain would misstate.
 */
export function HierarchySection(props: CodeProps) {
  return (
    <Stack gap="lg">
      {SECTIONS.map((s) => (
        <Section key={s.direction} {...props} {...s} />
      ))}
    </Stack>
  );
}

function Section({
  release,
  sab,
  id,
  direction,
  title,
  none,
}: CodeProps & { direction: SourceTreeDirection; title: string; none: string }) {
  const query = useInfiniteQuery(sourceTreePagesQuery(release, sab, id, direction));
  const { items, total, more } = pagedState(query.data, query.hasNextPage);
  const headingId = `${direction}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} mb="xs">
        {title}
        {query.data && items.length > 0 && ` ${countSuffix(items.length, total, more)}`}
      </Title>
      <SectionBoundary what={direction}>
        <NodeList
          release={release}
          sab={sab}
          id={id}
          direction={direction}
          none={none}
          testId={direction === 'ancestors' ? 'ancestors-path' : `${direction}-list`}
        />
      </SectionBoundary>
    </section>
  );
}

function NodeList({
  release,
  sab,
  id,
  direction,
  none,
  testId,
}: CodeProps & { direction: SourceTreeDirection; none: string; testId?: string }) {
  const query = useInfiniteQuery(sourceTreePagesQuery(release, sab, id, direction));
  return (
    <PagedList query={query} what={direction} empty={<EmptyNote>{none}</EmptyNote>}>
      {(items, ref) => (
        <ul ref={ref} style={LIST_STYLE} data-testid={testId}>
          {items.map(treeEntry).map((e) => (
            <TreeItem key={e.key} entry={e} release={release} expandable={direction === 'children'} />
          ))}
        </ul>
      )}
    </PagedList>
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
  const to = useHref();
  const [open, setOpen] = useState(false);
  const canExpand = expandable && entry.hasChildren && entry.code !== null;
  const note = idNote(entry);
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
            {entry.rootSource}
            {note && ` ${note}`}
          </Text>
        </Text>
      </Group>
      {open && entry.code && (
        <div style={{ paddingLeft: 28 }}>
          <SectionBoundary what="children">
            <NodeList
              release={release}
              sab={entry.code.sab}
              id={entry.code.id}
              direction="children"
              none="No children."
            />
          </SectionBoundary>
        </div>
      )}
    </li>
  );
}
