import type { RateLimiter } from '../../api/limiter.ts';
import { isPastEndError } from '../../api/uts/pager.ts';
import { classifyFailure, isAbort, type FailureKind, type WalkEnd } from './errors.ts';
import { runPool } from './pool.ts';
import { createRateMeter, type BulkProgress } from './progress.ts';

/** One page as a list endpoint answers it, reduced to what the walk needs. */
export interface FetchedPage<T> {
  items: T[];
  /** No page after this one (search: isLast; content lists: !hasNextPage). */
  isLast: boolean;
  /** Number of pages when the service says (content lists; search with recCount). */
  pageCount?: number | null;
}

/**
 * Pages fetched so far, by page number (1-based). Keyed by number, so a page asked twice
 * (a resume after an error) replaces itself and no row is ever written twice.
 */
export interface PageWalkState<T> {
  pages: ReadonlyMap<number, readonly T[]>;
  /** The last page number, once known (pageCount, a last page, or a 404 past the end). */
  lastPage: number | null;
}

export const emptyPageState = <T>(): PageWalkState<T> => ({ pages: new Map(), lastPage: null });

export interface PageWalkOptions<T> {
  fetchPage(pageNumber: number, signal: AbortSignal): Promise<FetchedPage<T>>;
  /** An earlier walk's state: its pages are not asked again. */
  previous?: PageWalkState<T>;
  /** Pages at once once the page count is known (before that, one after the other). Default 3. */
  concurrency?: number;
  /** Safety stop for huge lists (e.g. descendants of a root). */
  maxPages?: number;
  signal?: AbortSignal;
  onProgress?(progress: BulkProgress): void;
  classify?(err: unknown): FailureKind;
  limiter?: RateLimiter;
  now?: () => number;
}

export interface PageWalkResult<T> {
  end: WalkEnd;
  state: PageWalkState<T>;
  /** Every row, in page order, each once. */
  rows: T[];
  /** maxPages stopped the walk while the list went on. */
  truncated: boolean;
}

/** The rows of a page state in order, up to the first missing page. */
export function pageRows<T>(state: PageWalkState<T>): T[] {
  const rows: T[] = [];
  for (let n = 1; state.pages.has(n); n++) rows.push(...state.pages.get(n)!);
  return rows;
}

/**
 * Walks every page of a list for an "All pages" export. Until the page count is known the
 * pages go one after the other (the end of a search shows only on its last page); once it
 * is known the missing ones go a few at a time. Any failure stops the walk with the pages it
 * has; `previous` resumes from the first missing page. Cancelling keeps them too.
 */
export async function walkPages<T>(options: PageWalkOptions<T>): Promise<PageWalkResult<T>> {
  const { concurrency = 3, maxPages = Infinity, classify = classifyFailure } = options;
  const pages = new Map(options.previous?.pages ?? []);
  let lastPage = options.previous?.lastPage ?? null;
  const controller = new AbortController();
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  const meter = createRateMeter(options.now ?? (() => Date.now()));
  let stop: WalkEnd | null = null;
  const limit = () => Math.min(lastPage ?? Infinity, maxPages);

  const report = () => {
    let rows = 0;
    for (const p of pages.values()) rows += p.length;
    options.onProgress?.({
      done: pages.size,
      failed: 0,
      total: lastPage === null ? null : Math.min(lastPage, maxPages),
      rows,
      ratePerSecond: meter.rate(),
      elapsedMs: meter.elapsed(),
    });
  };

  const fetchOne = async (n: number): Promise<void> => {
    try {
      const page = await options.fetchPage(n, controller.signal);
      pages.set(n, page.items);
      if (page.isLast) lastPage = lastPage === null ? n : Math.min(lastPage, n);
      else if (page.pageCount) lastPage = page.pageCount;
      meter.mark();
      report();
    } catch (err) {
      if (isAbort(err, controller.signal)) return;
      if (isPastEndError(err, n)) {
        lastPage = lastPage === null ? n - 1 : Math.min(lastPage, n - 1);
        return;
      }
      stop ??= { status: 'stopped', error: err, kind: classify(err) };
      controller.abort(err);
    }
  };

  report();
  // Pages one by one until the count is known.
  for (let n = 1; n <= limit() && lastPage === null && !stop && !controller.signal.aborted; n++) {
    if (pages.has(n)) continue;
    if (options.limiter) await options.limiter.acquire(controller.signal).catch(() => undefined);
    if (controller.signal.aborted) break;
    await fetchOne(n);
  }
  // Then the missing ones, a few at a time.
  if (lastPage !== null && !stop && !controller.signal.aborted) {
    const missing: number[] = [];
    for (let n = 1; n <= limit(); n++) if (!pages.has(n)) missing.push(n);
    let cursor = 0;
    await runPool(
      concurrency,
      () => (stop || cursor >= missing.length ? null : missing[cursor++]!),
      fetchOne,
      controller.signal,
      options.limiter,
    );
  }
  outer?.removeEventListener('abort', onOuterAbort);
  // Pages past the end that came back while the count was still unknown are dropped.
  if (lastPage !== null) for (const n of [...pages.keys()]) if (n > lastPage) pages.delete(n);
  const state: PageWalkState<T> = { pages, lastPage };
  const rows = pageRows(state);
  const end: WalkEnd = stop ?? (outer?.aborted ? { status: 'cancelled' } : { status: 'complete' });
  const truncated =
    end.status === 'complete' && (lastPage === null || lastPage > maxPages) && pages.size >= maxPages;
  return { end, state, rows, truncated };
}
