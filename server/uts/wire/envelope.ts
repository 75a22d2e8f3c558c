import { positiveIntParam } from './params.ts';
import { notFound, ok, type Reply } from './reply.ts';

/** Default page size of every paged endpoint (reference §4.2). */
export const DEFAULT_PAGE_SIZE = 25;

export interface Paging {
  readonly pageNumber: number;
  readonly pageSize: number;
}

/**
 * Largest page of a content list. No cap is published (reference §4.2); 1000 is the largest
 * size NLM's own test suite asks for (`/descendants?pageSize=1000`, DOC-tests), and what the
 * app's walkers ask. Without a cap one request for a whole hierarchy (GO's root) was a 26 MB
 * answer built in 22 s.
 */
export const MAX_PAGE_SIZE = 1000;

/** Largest page of `/search`: "a single page of up to 200 results" (DOC-WIP, reference §4.2, §5.1). */
export const MAX_SEARCH_PAGE_SIZE = 200;

/**
 * The requested page. A size over `maxPageSize` is served at `maxPageSize`, and the envelope
 * says so in its `pageSize`, which clients page by.
 */
export function pagingOf(url: URL, maxPageSize = MAX_PAGE_SIZE): Paging {
  return {
    pageNumber: positiveIntParam(url, 'pageNumber', 1),
    pageSize: Math.min(positiveIntParam(url, 'pageSize', DEFAULT_PAGE_SIZE), maxPageSize),
  };
}

/** Single-object results still carry a one-page envelope with the default size (§4.1). */
export function single(result: unknown): Reply {
  return ok({ pageSize: DEFAULT_PAGE_SIZE, pageNumber: 1, pageCount: 1, result });
}

/**
 * One page of a list. An empty list and a page past the last both answer 404: NLM's own
 * scripts page until a non-200, and an emptied list is "nothing there" (§3).
 */
export function page<T>(
  items: readonly T[],
  paging: Paging,
  toWire: (item: T) => unknown,
  what: string,
): Reply {
  if (items.length === 0) return notFound(`No ${what} found`);
  const pageCount = Math.ceil(items.length / paging.pageSize);
  if (paging.pageNumber > pageCount)
    return notFound(`Page ${paging.pageNumber} is past the last page (${pageCount}) of ${what}`);
  const start = (paging.pageNumber - 1) * paging.pageSize;
  return ok({
    pageSize: paging.pageSize,
    pageNumber: paging.pageNumber,
    pageCount,
    result: items.slice(start, start + paging.pageSize).map(toWire),
  });
}
