import { queryOptions } from '@tanstack/react-query';
import { getSemanticType } from '../../api/uts/index.ts';
import { PREFETCHED } from '../../lib/queries/prefetched.ts';

export const semanticTypeQuery = (release: string, tui: string) =>
  queryOptions({
    ...PREFETCHED,
    queryKey: ['uts', release, 'semantic-network', 'TUI', tui],
    queryFn: ({ signal }) => getSemanticType({ tui }, { release, signal }),
    staleTime: 60 * 60 * 1000,
  });
