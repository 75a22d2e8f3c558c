// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isPastEnd,
  lastPageFromFirst,
  lastSearchPage,
  pagesFor,
  pastEndNotice,
  searchWithPage,
} from './paging.ts';

const page = (n: number, pageCount: number | null, pageNumber = 1, pageSize = 25) => ({
  items: Array.from({ length: n }, (_, i) => i),
  pageNumber,
  pageSize,
  pageCount,
});

describe('isPastEnd', () => {
  it('is an empty page after the first', () => {
    expect(isPastEnd(99, 0)).toBe(true);
    expect(isPastEnd(1, 0)).toBe(false);
    expect(isPastEnd(2, 3)).toBe(false);
  });
});

describe('lastPageFromFirst', () => {
  it('takes the page count the service gives', () => expect(lastPageFromFirst(page(25, 3))).toBe(3));
  it('is 1 for a short first page without a count', () => expect(lastPageFromFirst(page(7, null))).toBe(1));
  it('is unknown for a full first page without a count', () =>
    expect(lastPageFromFirst(page(25, null))).toBeNull());
  it('is 0 when the list is empty', () => expect(lastPageFromFirst(page(0, 0))).toBe(0));
});

describe('pagesFor', () => {
  it('rounds up', () => {
    expect(pagesFor(134, 25)).toBe(6);
    expect(pagesFor(125, 25)).toBe(5);
    expect(pagesFor(null, 25)).toBeNull();
  });
});

describe('lastSearchPage', () => {
  const sp = (hits: number, pageNumber: number, recCount: number | null, isLast: boolean) => ({
    hits: Array.from({ length: hits }, (_, i) => ({ ui: `C${i}`, name: 'x', rootSource: null, ref: null })),
    pageNumber,
    pageSize: 25,
    recCount,
    isLast,
  });
  it('counts pages from the hit count', () => expect(lastSearchPage(sp(25, 1, 134, false))).toBe(6));
  it('is this page when it is the last with hits', () =>
    expect(lastSearchPage(sp(9, 4, null, true))).toBe(4));
  it('is unknown for a full page without a count', () =>
    expect(lastSearchPage(sp(25, 2, null, false))).toBeNull());
  it('is 0 for a search with no hits, unknown for an empty later page', () => {
    expect(lastSearchPage(sp(0, 1, null, true))).toBe(0);
    expect(lastSearchPage(sp(0, 99, null, true))).toBeNull();
  });
});

describe('pastEndNotice', () => {
  it('names the page count and offers the last page', () =>
    expect(pastEndNotice(99, 3)).toEqual({ text: "Page 99 doesn't exist — there are 3 pages.", goTo: 3 }));
  it('says "only 1 page" for one', () =>
    expect(pastEndNotice(2, 1)).toEqual({ text: "Page 2 doesn't exist — there is only 1 page.", goTo: 1 }));
  it('offers page 1 when the count is unknown', () =>
    expect(pastEndNotice(5, null)).toEqual({
      text: "Page 5 doesn't exist — this list ends before it.",
      goTo: 1,
    }));
});

describe('searchWithPage', () => {
  const s = new URLSearchParams('tab=relations&relPage=99&release=2025AA');
  it('sets the page and keeps every other parameter', () =>
    expect(searchWithPage(s, 'relPage', 3)).toBe('?tab=relations&relPage=3&release=2025AA'));
  it('drops the parameter for page 1', () =>
    expect(searchWithPage(s, 'relPage', 1)).toBe('?tab=relations&release=2025AA'));
  it('is empty when nothing is left', () =>
    expect(searchWithPage(new URLSearchParams('page=4'), 'page', 1)).toBe(''));
});
