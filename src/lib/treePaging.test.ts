// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { Page } from '../api/uts/index.ts';
import { countSuffix, nextTreePage, pagedState, shownText, treePage } from './treePaging.ts';

/** A fake hierarchy list of `total` items served `pageSize` at a time, as UTS pages it. */
function list(total: number, pageSize: number) {
  const asked: number[] = [];
  const pageCount = Math.ceil(total / pageSize);
  const fetchPage = (n: number): Promise<Page<number>> => {
    asked.push(n);
    if (total === 0 || n > pageCount) return Promise.reject(new ApiError('not-found', 'none'));
    const items = Array.from(
      { length: Math.min(pageSize, total - (n - 1) * pageSize) },
      (_, i) => (n - 1) * pageSize + i,
    );
    return Promise.resolve({ items, pageNumber: n, pageSize, pageCount });
  };
  return { fetchPage, asked };
}

describe('treePage', () => {
  it('counts a list longer than one page by reading its last page', async () => {
    const { fetchPage, asked } = list(437, 100);
    const first = await treePage(fetchPage, 1, 100);
    expect(first.items).toHaveLength(100);
    expect(first.total).toBe(437);
    expect(asked).toEqual([1, 5]);
  });

  it('counts a one-page list from that page alone', async () => {
    const { fetchPage, asked } = list(7, 100);
    expect((await treePage(fetchPage, 1, 100)).total).toBe(7);
    expect(asked).toEqual([1]);
  });

  it('turns "none" (404 on the first page) into an empty list of 0', async () => {
    const { fetchPage } = list(0, 100);
    const first = await treePage(fetchPage, 1, 100);
    expect(first.items).toEqual([]);
    expect(first.total).toBe(0);
    expect(nextTreePage(first)).toBeUndefined();
  });

  it('keeps the list when the count cannot be read, with the total unknown', async () => {
    const { fetchPage } = list(250, 100);
    const failingLast = (n: number) =>
      n === 3 ? Promise.reject(new ApiError('upstream', 'boom')) : fetchPage(n);
    const first = await treePage(failingLast, 1, 100);
    expect(first.items).toHaveLength(100);
    expect(first.total).toBeNull();
  });

  it('fails when the first page fails', async () => {
    const failing = () => Promise.reject(new ApiError('upstream', 'boom'));
    await expect(treePage(failing, 1, 100)).rejects.toThrow('boom');
  });

  it('walks page by page to the end, every item once', async () => {
    const { fetchPage } = list(437, 100);
    const seen: number[] = [];
    let n: number | undefined = 1;
    while (n !== undefined) {
      const page = await treePage(fetchPage, n, 100);
      seen.push(...page.items);
      n = nextTreePage(page);
    }
    expect(seen).toEqual(Array.from({ length: 437 }, (_, i) => i));
  });
});

describe('counts shown to the user', () => {
  it('says the total, or that there are more when it is unknown', () => {
    expect(countSuffix(100, 437, true)).toBe('(437)');
    expect(countSuffix(4, 4, false)).toBe('(4)');
    expect(countSuffix(100, null, true)).toBe('(100+)');
    expect(countSuffix(12, null, false)).toBe('(12)');
    expect(shownText(100, 437)).toBe('100 of 437 shown');
    expect(shownText(100, null)).toBe('100 shown, more to load');
  });

  it('never claims fewer than are on screen (the list grew since it was counted)', () => {
    expect(countSuffix(120, 110, false)).toBe('(120)');
    expect(shownText(120, 110)).toBe('120 of 120 shown');
  });

  it('flattens loaded pages and takes the total from the first', () => {
    const page = (items: number[], total: number | null) => ({
      items,
      pageNumber: 1,
      pageSize: 2,
      pageCount: 2,
      total,
    });
    expect(pagedState({ pages: [page([1, 2], 3), page([3], null)] }, false)).toEqual({
      items: [1, 2, 3],
      total: 3,
      more: false,
    });
    expect(pagedState(undefined, false)).toEqual({ items: [], total: null, more: false });
  });
});
