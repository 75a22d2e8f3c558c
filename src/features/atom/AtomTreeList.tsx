import { Anchor, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AtomTreeDirection } from '../../api/uts/index.ts';
import { PagedList } from '../../ui/PagedList.tsx';
import { countSuffix, pagedState } from '../../lib/treePaging.ts';
import { atomTreePagesQuery } from './queries.ts';
import { pathForRef } from '../../lib/paths.ts';
import { useHref } from '../../lib/useHref.ts';

const TITLES: Record<AtomTreeDirection, string> = {
  parents: 'Parents',
  children: 'Children',
  ancestors: 'Ancestors',
  descendants: 'Descendants',
};

/**
 * One direction of an atom's hierarchy, each atom linked to its own page. Ancestors are a
 * set, not a path (an atom under several parents has several paths), so all are a plain list.
 */
export function AtomTreeList({
  aui,
  release,
  direction,
}: {
  aui: string;
  release: string;
  direction: AtomTreeDirection;
}) {
  const q = useInfiniteQuery(atomTreePagesQuery(release, aui, direction));
  const { items, total, more } = pagedState(q.data, q.hasNextPage);
  const link = useHref();
  return (
    <section aria-labelledby={`tree-${direction}`}>
      <Title order={2} size="h4" id={`tree-${direction}`}>
        {TITLES[direction]}
        {items.length > 0 && ` ${countSuffix(items.length, total, more)}`}
      </Title>
      <PagedList query={q} what={direction} empty={<Text size="sm">No {direction}.</Text>}>
        {(atoms, ref) => (
          <ul ref={ref} data-testid={`atom-${direction}`} style={{ paddingLeft: 20, margin: 0 }}>
            {atoms.map((a) => (
              <li key={a.ui} style={{ fontSize: 'var(--mantine-font-size-sm)', margin: '2px 0' }}>
                <Anchor
                  component={Link}
                  to={link(pathForRef({ kind: 'AUI', id: a.ui, source: null }))}
                  size="sm"
                >
                  {a.name}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed" ff="monospace">
                  {a.rootSource} {a.code?.id ?? a.ui}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
