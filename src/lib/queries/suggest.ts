import { queryOptions } from '@tanstack/react-query';
import { search } from '../../api/uts/index.ts';

/** Header autocomplete: names starting with what was typed, a few at a time. */
export const suggestQuery = (release: string, prefix: string) =>
  queryOptions({
    queryKey: ['uts', release, 'suggest', prefix],
    queryFn: ({ signal }) =>
      search(
        { string: prefix, searchType: 'rightTruncation', pageSize: 8, pageNumber: 1 },
        { release, signal },
      ),
    enabled: prefix.trim().length >= 3,
    staleTime: 10 * 60_000,
  });
