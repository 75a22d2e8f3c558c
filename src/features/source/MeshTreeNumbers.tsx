import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { meshNumbersQuery } from '../../lib/queries/meshNumbers.ts';

/**
 * A MeSH descriptor's tree numbers, read from its `MN` attributes as the service
 * carries them: where it sits in each MeSH tree, the numbers MeSH users know it by.
 */
export function MeshTreeNumbers({ release, id }: { release: string; id: string }) {
  const query = useQuery(meshNumbersQuery(release, id));
  const numbers = query.data ?? [];
  if (numbers.length === 0) return null;
  return (
    <Text size="sm" data-testid="mesh-tree-numbers">
      Tree number{numbers.length === 1 ? '' : 's'}:{' '}
      <span style={{ fontFamily: 'monospace' }}>{numbers.join(', ')}</span>
    </Text>
  );
}
