import { queryOptions } from '@tanstack/react-query';
import { getSources } from '../../api/uts/index.ts';

/**
 * Root source abbreviations for the source pickers. Same key as the vocabularies page's
 * query, so the two share one cache entry.
 */
export const sourcesQuery = (release: string) =>
  queryOptions({
    queryKey: ['uts', release, 'metadata', 'sources'],
    queryFn: ({ signal }) => getSources({}, { release, signal }),
    staleTime: 60 * 60 * 1000,
  });
