import type { Page, SearchPage } from '../../api/uts/types.ts';
import { hasNextPage } from '../../api/uts/pager.ts';
import type { FetchedPage } from './pages.ts';

/** A search as walkPages reads it: the page count comes from recCount when the service sends one. */
export function searchPageSource(
  search: (pageNumber: number, signal: AbortSignal) => Promise<SearchPage>,
): (pageNumber: number, signal: AbortSignal) => Promise<FetchedPage<SearchPage['hits'][number]>> {
  return async (n, signal) => {
    const p = await search(n, signal);
    return {
      items: p.hits,
      isLast: p.isLast,
      pageCount:
        p.recCount !== null && p.pageSize > 0 ? Math.max(1, Math.ceil(p.recCount / p.pageSize)) : null,
    };
  };
}

/** A content list (atoms, relations, …) as walkPages reads it. */
export function contentPageSource<T>(
  list: (pageNumber: number, signal: AbortSignal) => Promise<Page<T>>,
): (pageNumber: number, signal: AbortSignal) => Promise<FetchedPage<T>> {
  return async (n, signal) => {
    const p = await list(n, signal);
    return { items: p.items, isLast: !hasNextPage(p), pageCount: p.pageCount };
  };
}
