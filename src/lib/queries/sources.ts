import { queryOptions } from '@tanstack/react-query';
import { getSources } from '../../api/uts/index.ts';

/** Every root source of a release (no auth needed). Metadata changes once per release. */
export const sourcesQuery = (release: string) =>
  queryOptions({
    queryKey: ['uts', release, 'metadata', 'sources'],
    queryFn: ({ signal }) => getSources({}, { release, signal }),
    staleTime: 60 * 60 * 1000,
  });
