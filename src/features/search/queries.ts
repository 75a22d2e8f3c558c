import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { search, type SearchParams } from '../../api/uts/index.ts';
import { PREFETCHED } from '../../lib/queries/prefetched.ts';

export const searchQuery = (release: string, params: SearchParams) =>
  queryOptions({
    ...PREFETCHED,
    queryKey: ['uts', release, 'search', params],
    queryFn: ({ signal }) => search(params, { release, signal }),
    enabled: params.string.trim() !== '',
    placeholderData: keepPreviousData,
  });
