import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { conceptPath } from '../../lib/paths.ts';
import { useRelease } from '../../lib/release.ts';
import { useHref } from '../../lib/useHref.ts';
import { DemoIdMark } from '../../ui/DemoIdMark.tsx';
import { umlsConceptsQuery } from './queries.ts';

/**
 * The RxNorm → UMLS half of the bridge: the UMLS concept(s) the RXCUI's RxNorm atoms belong
 * to. Quiet when the search fails (no UTS key, outage): the drug page does not depend on it.
 */
export function UmlsConcepts({ rxcui }: { rxcui: string }) {
  const release = useRelease();
  const to = useHref();
  const q = useQuery(umlsConceptsQuery(release, rxcui));
  const hits = (q.data?.hits ?? []).filter((h) => /^C\d{7}$/.test(h.ui));
  if (q.isPending) return null;
  if (q.isError)
    return (
      <Text size="sm" c="dimmed" data-testid="umls-concepts">
        UMLS concept: not available ({q.error instanceof Error ? q.error.message : 'search failed'})
      </Text>
    );
  return (
    <Group gap="xs" data-testid="umls-concepts">
      <Text size="sm">UMLS concept:</Text>
      {hits.length === 0 ? (
        <Text size="sm" c="dimmed">
          none has this RxNorm code in release {release}
        </Text>
      ) : (
        hits.map((h) => (
          <span key={h.ui}>
            <Anchor component={Link} to={to(conceptPath(h.ui))} size="sm">
              {h.name} ({h.ui})
            </Anchor>
            <DemoIdMark id={h.ui} />
          </span>
        ))
      )}
    </Group>
  );
}
