import { isApiError } from '../errors.ts';
import type { Page, SearchPage } from './types.ts';

/**
 * Paging over UTS lists. Three ways a list ends (reference §4.2, §5.1, §3):
 * - search, modern: a 200 page whose results array is empty (or shorter than pageSize, or
 *   recCount reached);
 * - search, legacy: a page holding only the pseudo-hit {ui: "NONE", name: "NO RESULTS"};
 * - content lists: pageNumber reaches pageCount, and a page past the end answers 404.
 */

/** True when asking for the next search page would bring nothing new. */
export function isLastSearchPage(
  p: Pick<SearchPage, 'hits' | 'pageNumber' | 'pageSize' | 'recCount' | 'sentinel'>,
): boolean {
  if (p.sentinel || p.hits.length === 0) return true;
  if (p.hits.length < p.pageSize) return true;
  return p.recCount !== null && p.pageNumber * p.pageSize >= p.recCount;
}

/** True when a content list has a page after `page`. */
export function hasNextPage(page: Page<unknown>): boolean {
  if (page.items.length === 0) return false;
  if (page.pageCount !== null) return page.pageNumber < page.pageCount;
  return page.items.length >= page.pageSize;
}

/** A 404 on any page but the first means "past the end", not "not found". */
export function isPastEndError(err: unknown, pageNumber: number): boolean {
  return pageNumber > 1 && isApiError(err) && err.kind === 'not-found';
}

export interface WalkOptions {
  /** First page to ask for (1-based). */
  startPage?: number;
  /** Stop after this many pages even if more exist (guards against huge descendant lists). */
  maxPages?: number;
  signal?: AbortSignal;
}

/**
 * Yields pages from `startPage` until `isLast(page)` says stop, a page past the end answers
 * 404, or `maxPages` pages have been read. Any other error is thrown.
 */
export async function* walkPages<P>(
  fetchPage: (pageNumber: number) => Promise<P>,
  isLast: (page: P) => boolean,
  { startPage = 1, maxPages = Infinity, signal }: WalkOptions = {},
): AsyncGenerator<P, void, undefined> {
  for (let n = startPage, read = 0; read < maxPages; n++, read++) {
    signal?.throwIfAborted();
    let page: P;
    try {
      page = await fetchPage(n);
    } catch (err) {
      if (isPastEndError(err, n)) return;
      throw err;
    }
    yield page;
    if (isLast(page)) return;
  }
}

/** Content-list pages (atoms, relations, descendants, ...). */
export function contentPages<T>(fetchPage: (pageNumber: number) => Promise<Page<T>>, options?: WalkOptions) {
  return walkPages(fetchPage, (p) => !hasNextPage(p), options);
}

/** Search pages, whichever end-of-results form the service uses. */
export function searchPages(fetchPage: (pageNumber: number) => Promise<SearchPage>, options?: WalkOptions) {
  return walkPages(fetchPage, (p) => p.isLast, options);
}

export interface Collected<T> {
  items: T[];
  /** maxPages stopped the walk while the service still had pages. */
  truncated: boolean;
}

/** Every item of a content list, up to maxPages pages. */
export async function collectContent<T>(
  fetchPage: (pageNumber: number) => Promise<Page<T>>,
  options: WalkOptions = {},
): Promise<Collected<T>> {
  const items: T[] = [];
  let last: Page<T> | undefined;
  let read = 0;
  for await (const page of contentPages(fetchPage, options)) {
    items.push(...page.items);
    last = page;
    read++;
  }
  return { items, truncated: !!last && read >= (options.maxPages ?? Infinity) && hasNextPage(last) };
}

/** Every hit of a search, up to maxPages pages. */
export async function collectSearch(
  fetchPage: (pageNumber: number) => Promise<SearchPage>,
  options: WalkOptions = {},
): Promise<Collected<SearchPage['hits'][number]>> {
  const items: SearchPage['hits'] = [];
  let last: SearchPage | undefined;
  let read = 0;
  for await (const page of searchPages(fetchPage, options)) {
    items.push(...page.hits);
    last = page;
    read++;
  }
  return { items, truncated: !!last && read >= (options.maxPages ?? Infinity) && !last.isLast };
}

/**
 * The service answers 404 rather than an empty list when a sub-list has nothing in it
 * (definitions of a concept that has none, atoms filtered down to none, a leaf's children;
 * reference §3). Use this only once the parent is known to exist: then 404 means "none".
 */
export async function emptyIfNotFound<T>(
  page: Promise<Page<T>>,
  paging: { pageNumber?: number; pageSize?: number } = {},
): Promise<Page<T>> {
  try {
    return await page;
  } catch (err) {
    if (!(isApiError(err) && err.kind === 'not-found')) throw err;
    return { items: [], pageNumber: paging.pageNumber ?? 1, pageSize: paging.pageSize ?? 25, pageCount: 0 };
  }
}
