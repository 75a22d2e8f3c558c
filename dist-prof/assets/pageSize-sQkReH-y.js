// src/lib/pageSize.ts
/**
* The page sizes a user can pick on search and paged lists. The size lives in the URL
* (`pageSize=`), so a shared link shows the same rows; 25 is the default and stays out of it.
*/
var PAGE_SIZES = [
	25,
	50,
	100,
	200
];
/** `?pageSize=` as one of the offered sizes; anything else (absent, 7, 1000, "x") is the default. */
function readPageSize(value) {
	const n = Number(value);
	return PAGE_SIZES.includes(n) ? n : 25;
}
/**
* The page to show after the size changes: the one holding the first row the user was
* looking at, so switching 25 → 100 on page 5 (rows 101–125) lands on page 2 (rows 101–200)
* instead of throwing the reader back to the top or past the end.
*/
function pageAfterResize(pageNumber, from, to) {
	const firstRow = (Math.max(1, pageNumber) - 1) * from;
	return Math.floor(firstRow / to) + 1;
}
/** Sets or removes `pageSize` and moves the page parameter as pageAfterResize says. */
function resizeParams(params, size, pageParam) {
	const p = new URLSearchParams(params);
	const current = readPageSize(p.get("pageSize"));
	const page = pageAfterResize(Number(p.get(pageParam)) || 1, current, size);
	if (size === 25) p.delete("pageSize");
	else p.set("pageSize", String(size));
	if (page <= 1) p.delete(pageParam);
	else p.set(pageParam, String(page));
	return p;
}
export { resizeParams as i, pageAfterResize as n, readPageSize as r, PAGE_SIZES as t };
