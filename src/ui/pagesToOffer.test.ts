// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pagesToOffer } from './pagesToOffer.ts';

const page = (items: number, pageNumber: number, pageCount: number | null) => ({
  items: Array.from({ length: items }, (_, i) => i),
  pageNumber,
  pageSize: 25,
  pageCount,
});

describe('pagesToOffer', () => {
  it('is the page count when the service gives one', () => expect(pagesToOffer(page(25, 1, 3))).toBe(3));
  it('offers one more page while pages come back full and the count is unknown', () =>
    expect(pagesToOffer(page(25, 2, null))).toBe(3));
  it('stops at a short page', () => expect(pagesToOffer(page(4, 2, null))).toBe(2));
});

describe('pagesToOffer with its own page sizes', () => {
  const page = (n: number, size: number, count: number | null, items = size) => ({
    items: Array.from({ length: items }, (_, i) => i),
    pageNumber: n,
    pageSize: size,
    pageCount: count,
  });
  it('takes the pageCount the service sent', () => {
    expect(pagesToOffer(page(1, 25, 2))).toBe(2);
    expect(pagesToOffer(page(1, 25, 1, 3))).toBe(1);
  });
  it('offers one more page while pages come back full and the count is unknown', () => {
    expect(pagesToOffer(page(3, 25, null))).toBe(4);
    expect(pagesToOffer(page(3, 25, null, 10))).toBe(3);
  });
});
