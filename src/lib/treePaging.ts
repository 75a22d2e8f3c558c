import type { Page } from '../api/uts/index.ts';
import { emptyIfNotFound, hasNextPage } from '../api/uts/index.ts';

/**
 * Paging of hierarchy lists (children, parents, ancestors of a code or an atom). UTS gives no
 * item count for these lists, only pageCount, so the first page also reads the last one: then
 * the page can say "100 of 437" instead of cutting the list silently at one page.
 */

/** A hierarchy page; `total` is set on the first page only, null when it could not be learned. */
export interface CountedPage<T> extends Page<T> {
  total: number | null;
}

type FetchPage<T> = (pageNumber: number) => Promise<Page<T>>;

/** Page `pageNumber` of a list whose "none" answer is a 404 (reference §3). */
export async function treePage<T>(
  fetchPage: FetchPage<T>,
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<CountedPage<T>> {
  const page = await emptyIfNotFound(fetchPage(pageNumber), { pageNumber, pageSize });
  if (pageNumber !== 1) return { ...page, total: null };
  return { ...page, total: await totalOf(page, fetchPage, signal) };
}

async function totalOf<T>(
  first: Page<T>,
  fetchPage: FetchPage<T>,
  signal?: AbortSignal,
): Promise<number | null> {
  if (!hasNextPage(first)) return first.items.length;
  const count = first.pageCount;
  if (count === null || count <= 1) return null;
  try {
    const last = await fetchPage(count);
    return (count - 1) * first.pageSize + last.items.length;
  } catch (err) {
    // The count is a nicety: the list itself is fine, so only a cancelled load is an error here.
    if (signal?.aborted) throw err;
    return null;
  }
}

/** The page after `last`, or undefined when the list has no more. */
export function nextTreePage(last: Page<unknown>): number | undefined {
  return hasNextPage(last) ? last.pageNumber + 1 : undefined;
}

/** What a heading says about the size of a list: "(437)", or "(100+)" when the total is unknown. */
export function countSuffix(shown: number, total: number | null, more: boolean): string {
  if (total !== null) return `(${Math.max(total, shown)})`;
  return more ? `(${shown}+)` : `(${shown})`;
}

/** The status line under a list that is not fully shown: "100 of 437 shown". */
export function shownText(shown: number, total: number | null): string {
  return total !== null ? `${shown} of ${Math.max(total, shown)} shown` : `${shown} shown, more to load`;
}

/** Items loaded so far, the list's total when known, and whether more can be loaded. */
export function pagedState<T>(data: { pages: Array<CountedPage<T>> } | undefined, hasNextPage: boolean) {
  const pages = data?.pages ?? [];
  return { items: pages.flatMap((p) => p.items), total: pages[0]?.total ?? null, more: hasNextPage };
}
