import type { Page, SearchPage } from '../api/uts/index.ts';
import { hasNextPage } from '../api/uts/index.ts';

/**
 * A page number past the end of a list. The service answers a page past the end with an
 * empty list (or a 404 that emptyIfNotFound turns into one), which must not read as "this
 * list is empty": page > 1 and empty is the signal.
 */
export function isPastEnd(pageNumber: number, itemCount: number): boolean {
  return pageNumber > 1 && itemCount === 0;
}

/**
 * The last page of a list, judged from its first page: the page count when the service gives
 * one, 1 when the first page is not full; null when it cannot be told (a full first page
 * without a count). 0 means the list is empty.
 */
export function lastPageFromFirst(first: Page<unknown>): number | null {
  if (first.items.length === 0) return 0;
  if (first.pageCount !== null && first.pageCount > 0) return first.pageCount;
  return hasNextPage(first) ? null : first.pageNumber;
}

/** Pages needed for `total` items at `pageSize`; null when the total is unknown. */
export function pagesFor(total: number | null, pageSize: number): number | null {
  if (total === null || pageSize <= 0) return null;
  return Math.ceil(total / pageSize);
}

export interface PastEndNotice {
  text: string;
  /** The page to offer instead: the last page when known, else page 1. */
  goTo: number;
}

/** What to say about page `pageNumber` when it is past the end (lastPage null = unknown). */
export function pastEndNotice(pageNumber: number, lastPage: number | null): PastEndNotice {
  if (lastPage !== null && lastPage >= 1) {
    const count = lastPage === 1 ? 'there is only 1 page' : `there are ${lastPage} pages`;
    return { text: `Page ${pageNumber} doesn't exist — ${count}.`, goTo: lastPage };
  }
  return { text: `Page ${pageNumber} doesn't exist — this list ends before it.`, goTo: 1 };
}

/** `search` with page `n` in `param` (page 1 is the default, so it leaves the URL). */
export function searchWithPage(search: URLSearchParams, param: string, n: number): string {
  const next = new URLSearchParams(search);
  if (n <= 1) next.delete(param);
  else next.set(param, String(n));
  const s = next.toString();
  return s ? `?${s}` : '';
}

/**
 * The last page of a search, when a page of it tells: the hit count when reported, this page
 * when it is the last one holding hits; null when unknown (a full page without a count).
 */
export function lastSearchPage(
  p: Pick<SearchPage, 'hits' | 'pageNumber' | 'pageSize' | 'recCount' | 'isLast'>,
): number | null {
  if (p.recCount !== null) return pagesFor(p.recCount, p.pageSize);
  if (p.hits.length === 0) return p.pageNumber === 1 ? 0 : null;
  return p.isLast ? p.pageNumber : null;
}
