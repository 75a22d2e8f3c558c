// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { SearchPage } from '../../api/uts/types.ts';
import { walkPages, type FetchedPage } from './pages.ts';
import { searchPageSource } from './sources.ts';

/** A list of `total` rows served `size` per page, like the service (404 past the end). */
function fakeList(
  total: number,
  size: number,
  opts: { count?: boolean; fail?: (n: number, call: number) => unknown } = {},
) {
  const calls: number[] = [];
  let inFlight = 0;
  let max = 0;
  const fetchPage = async (n: number, signal: AbortSignal): Promise<FetchedPage<string>> => {
    calls.push(n);
    inFlight++;
    max = Math.max(max, inFlight);
    try {
      await new Promise((r) => setTimeout(r, 1));
      signal.throwIfAborted();
      const err = opts.fail?.(n, calls.filter((c) => c === n).length);
      if (err) throw err;
      const pageCount = Math.ceil(total / size);
      if (n > pageCount && n > 1) throw new ApiError('not-found', 'Not found', { status: 404 });
      const items = Array.from(
        { length: Math.max(0, Math.min(size, total - (n - 1) * size)) },
        (_, i) => `row${(n - 1) * size + i + 1}`,
      );
      return { items, isLast: n >= pageCount, pageCount: opts.count ? pageCount : null };
    } finally {
      inFlight--;
    }
  };
  return { fetchPage, calls, max: () => max };
}
const expected = (total: number) => Array.from({ length: total }, (_, i) => `row${i + 1}`);

describe('walkPages', () => {
  it('without a page count, reads page after page until the last one', async () => {
    const l = fakeList(95, 10);
    const r = await walkPages({ fetchPage: l.fetchPage });
    expect(r.end.status).toBe('complete');
    expect(r.rows).toEqual(expected(95));
    expect(l.calls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(l.max()).toBe(1);
  });

  it('with a page count, reads the rest a few at a time and keeps page order', async () => {
    const l = fakeList(200, 10, { count: true });
    const r = await walkPages({ fetchPage: l.fetchPage, concurrency: 3 });
    expect(r.rows).toEqual(expected(200));
    expect(l.max()).toBeLessThanOrEqual(3);
    expect(l.max()).toBeGreaterThan(1);
    expect([...l.calls].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('a page that fails stops the walk with the pages so far; resume starts there and repeats no row', async () => {
    const l = fakeList(95, 10, {
      fail: (n, call) => (n === 4 && call === 1 ? new ApiError('upstream', 'busy', { status: 503 }) : null),
    });
    const first = await walkPages({ fetchPage: l.fetchPage });
    expect(first.end).toMatchObject({ status: 'stopped', kind: 'transient' });
    expect(first.rows).toEqual(expected(30));
    const second = await walkPages({ fetchPage: l.fetchPage, previous: first.state });
    expect(second.end.status).toBe('complete');
    expect(second.rows).toEqual(expected(95));
    expect(l.calls).toEqual([1, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('an auth failure stops with kind fatal and keeps the pages', async () => {
    const l = fakeList(50, 10, {
      count: true,
      fail: (n) => (n === 3 ? new ApiError('auth', 'refused', { status: 401 }) : null),
    });
    const r = await walkPages({ fetchPage: l.fetchPage, concurrency: 1 });
    expect(r.end).toMatchObject({ status: 'stopped', kind: 'fatal' });
    expect(r.rows).toEqual(expected(20));
  });

  it('cancel keeps the pages; resume completes without a duplicate', async () => {
    const l = fakeList(120, 10, { count: true });
    const c = new AbortController();
    const first = await walkPages({
      fetchPage: l.fetchPage,
      signal: c.signal,
      onProgress: (p) => p.done === 5 && c.abort(),
    });
    expect(first.end.status).toBe('cancelled');
    const second = await walkPages({ fetchPage: l.fetchPage, previous: first.state });
    expect(second.rows).toEqual(expected(120));
    expect(new Set(second.rows).size).toBe(120);
  });

  it('a 404 past the end ends the list (a full last page without a count)', async () => {
    const l = fakeList(30, 10);
    // the fake says isLast on page 3; pretend it did not know, like a content list without pageCount
    const r = await walkPages({
      fetchPage: async (n, s) => ({ ...(await l.fetchPage(n, s)), isLast: false }),
    });
    expect(r.end.status).toBe('complete');
    expect(r.rows).toEqual(expected(30));
    expect(r.state.lastPage).toBe(3);
  });

  it('maxPages stops early and says the list was cut', async () => {
    const l = fakeList(100, 10);
    const r = await walkPages({ fetchPage: l.fetchPage, maxPages: 4 });
    expect(r.rows).toEqual(expected(40));
    expect(r.truncated).toBe(true);
    const all = await walkPages({ fetchPage: fakeList(30, 10).fetchPage, maxPages: 4 });
    expect(all.truncated).toBe(false);
  });

  it('reads the page count of a search from recCount', async () => {
    const page = (n: number): SearchPage => ({
      hits: [{ ui: `C${n}`, name: 'x', rootSource: null, ref: null }],
      pageNumber: n,
      pageSize: 1,
      recCount: 3,
      sentinel: false,
      isLast: n === 3,
    });
    const src = searchPageSource(async (n) => page(n));
    expect(await src(1, new AbortController().signal)).toMatchObject({ pageCount: 3, isLast: false });
    const r = await walkPages({ fetchPage: src });
    expect(r.rows.map((h) => h.ui)).toEqual(['C1', 'C2', 'C3']);
  });
});
