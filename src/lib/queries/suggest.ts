import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { search } from '../../api/uts/index.ts';

/**
 * Header autocomplete: names starting with what was typed, a few at a time. While the next
 * prefix loads, the names already shown stay: an option the user has just highlighted must
 * not vanish under their Enter.
 */
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
    placeholderData: keepPreviousData,
  });
