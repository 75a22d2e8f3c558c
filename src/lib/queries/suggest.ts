import { queryOptions } from '@tanstack/react-query';
import { search } from '../../api/uts/index.ts';

/** One prefix typed on from the other, or back to it: the shown names still start with both. */
const samePrefixLine = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x.startsWith(y) || y.startsWith(x);
};

/**
 * Header autocomplete: names starting with what was typed, a few at a time. While the next
 * prefix loads, the names already shown stay if the user typed on from theirs (or back): an
 * option just highlighted must not vanish under their Enter. Names of an unrelated prefix
 * are not shown meanwhile.
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
    placeholderData: (previous, previousQuery) => {
      const [, shownRelease, , shownPrefix] = previousQuery?.queryKey ?? [];
      return shownRelease === release && shownPrefix !== undefined && samePrefixLine(shownPrefix, prefix)
        ? previous
        : undefined;
    },
  });
