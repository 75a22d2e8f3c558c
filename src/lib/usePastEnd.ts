import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '../api/uts/index.ts';
import { isPastEnd, lastPageFromFirst } from './paging.ts';

/**
 * What a paged list needs to say about a page past its end: when page `pageNumber` came back
 * empty (`items` is its item count, undefined while it loads), page 1 is asked for, since it
 * tells how many pages there are. `lastPage` is null while unknown; `checking` while page 1 loads.
 */
export function usePastEnd<TData extends Page<unknown>, TKey extends QueryKey>(
  pageNumber: number,
  items: number | undefined,
  pageOne: UseQueryOptions<TData, Error, TData, TKey>,
): { lastPage: number | null; checking: boolean } {
  const first = useQuery({
    ...pageOne,
    enabled: isPastEnd(pageNumber, items ?? -1),
    // No placeholder: page 1 under other filters would give a wrong page count.
    placeholderData: undefined,
  });
  return { lastPage: first.data ? lastPageFromFirst(first.data) : null, checking: first.isLoading };
}
