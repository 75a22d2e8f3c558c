import { Anchor, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AtomTreeDirection } from '../../api/uts/index.ts';
import { pathForRef, useReleaseLink } from '../../app/links.ts';
import { QueryView } from '../../ui/QueryView.tsx';
import { atomTreeQuery } from './queries.ts';

const TITLES: Record<AtomTreeDirection, string> = {
  parents: 'Parents',
  children: 'Children',
  ancestors: 'Ancestors',
  descendants: 'Descendants',
};

/** One direction of an atom's hierarchy, each atom linked to its own page. */
export function AtomTreeList({
  aui,
  release,
  direction,
}: {
  aui: string;
  release: string;
  direction: AtomTreeDirection;
}) {
  const q = useQuery(atomTreeQuery(release, aui, direction));
  const link = useReleaseLink();
  return (
    <section aria-labelledby={`tree-${direction}`}>
      <Title order={2} size="h4" id={`tree-${direction}`}>
        {TITLES[direction]}
        {q.data && q.data.items.length > 0
          ? ` (${q.data.pageCount && q.data.pageCount > 1 ? 'first ' : ''}${q.data.items.length})`
          : ''}
      </Title>
      <QueryView query={q} what={direction} isEmpty={(p) => p.items.length === 0} empty={`No ${direction}.`}>
        {(page) => (
          <List size="sm" spacing={2}>
            {page.items.map((a) => (
              <List.Item key={a.ui}>
                <Anchor component={Link} to={link(pathForRef({ kind: 'AUI', id: a.ui, source: null }))}>
                  {a.name}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed" ff="monospace">
                  {a.rootSource} {a.code?.id ?? a.ui}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
    </section>
  );
}
