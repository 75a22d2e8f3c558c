/**
 * The page sizes a user can pick on search and paged lists. The size lives in the URL
 * (`pageSize=`), so a shared link shows the same rows; 25 is the default and stays out of it.
 */
export const PAGE_SIZES = [25, 50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** `?pageSize=` as one of the offered sizes; anything else (absent, 7, 1000, "x") is the default. */
export function readPageSize(value: string | null): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

/**
 * The page to show after the size changes: the one holding the first row the user was
 * looking at, so switching 25 → 100 on page 5 (rows 101–125) lands on page 2 (rows 101–200)
 * instead of throwing the reader back to the top or past the end.
 */
export function pageAfterResize(pageNumber: number, from: number, to: number): number {
  const firstRow = (Math.max(1, pageNumber) - 1) * from;
  return Math.floor(firstRow / to) + 1;
}

/** Sets or removes `pageSize` and moves the page parameter as pageAfterResize says. */
export function resizeParams(params: URLSearchParams, size: PageSize, pageParam: string): URLSearchParams {
  const p = new URLSearchParams(params);
  const current = readPageSize(p.get('pageSize'));
  const page = pageAfterResize(Number(p.get(pageParam)) || 1, current, size);
  if (size === DEFAULT_PAGE_SIZE) p.delete('pageSize');
  else p.set('pageSize', String(size));
  if (page <= 1) p.delete(pageParam);
  else p.set(pageParam, String(page));
  return p;
}
