import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sourceConceptKey } from '../../lib/queries/sourceConcept.ts';
import { meshTreeNumbers } from '../../lib/meshTreeNumbers.ts';
import { sourceListFetchers } from './queries.ts';

/**
 * A MeSH descriptor's tree numbers, read from its `MN` attributes as the service
 * carries them: where it sits in each MeSH tree, the numbers MeSH users know it by.
 */
export function MeshTreeNumbers({ release, id }: { release: string; id: string }) {
  const query = useQuery({
    queryKey: [...sourceConceptKey(release, 'MSH', id), 'attributes', 'tree-numbers'],
    queryFn: ({ signal }) => sourceListFetchers.attributes(release, 'MSH', id, 1, 100, signal),
    staleTime: 5 * 60_000,
  });
  const numbers = meshTreeNumbers(query.data?.items ?? []);
  if (numbers.length === 0) return null;
  return (
    <Text size="sm" data-testid="mesh-tree-numbers">
      Tree number{numbers.length === 1 ? '' : 's'}:{' '}
      <span style={{ fontFamily: 'monospace' }}>{numbers.join(', ')}</span>
    </Text>
  );
}
