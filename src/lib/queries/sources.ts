import { queryOptions } from '@tanstack/react-query';
import { getSources } from '../../api/uts/index.ts';

/**
 * Every root source of a release (no auth needed), asked once per release and session: the
 * list changes only with the release, and every page that names a source's version reads it
 * from here (sourceVersions.ts), so it must not be asked again per page.
 */
export const sourcesQuery = (release: string) =>
  queryOptions({
    queryKey: ['uts', release, 'metadata', 'sources'],
    queryFn: ({ signal }) => getSources({}, { release, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
