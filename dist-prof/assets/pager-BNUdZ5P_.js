import { Q as isApiError } from "./index-D9x2-Kp7.js";
// src/api/uts/pager.ts
/**
* Paging over UTS lists. Three ways a list ends (reference §4.2, §5.1, §3):
* - search, modern: a 200 page whose results array is empty (or shorter than pageSize, or
*   recCount reached);
* - search, legacy: a page holding only the pseudo-hit {ui: "NONE", name: "NO RESULTS"};
* - content lists: pageNumber reaches pageCount, and a page past the end answers 404.
*/
/** True when asking for the next search page would bring nothing new. */
function isLastSearchPage(p) {
	if (p.sentinel || p.hits.length === 0) return true;
	if (p.hits.length < p.pageSize) return true;
	return p.recCount !== null && p.pageNumber * p.pageSize >= p.recCount;
}
/** True when a content list has a page after `page`. */
function hasNextPage(page) {
	if (page.items.length === 0) return false;
	if (page.pageCount !== null) return page.pageNumber < page.pageCount;
	return page.items.length >= page.pageSize;
}
/** A 404 on any page but the first means "past the end", not "not found". */
function isPastEndError(err, pageNumber) {
	return pageNumber > 1 && isApiError(err) && err.kind === "not-found";
}
/**
* The service answers 404 rather than an empty list when a sub-list has nothing in it
* (definitions of a concept that has none, atoms filtered down to none, a leaf's children;
* reference §3). Use this only once the parent is known to exist: then 404 means "none".
*/
async function emptyIfNotFound(page, paging = {}) {
	try {
		return await page;
	} catch (err) {
		if (!(isApiError(err) && err.kind === "not-found")) throw err;
		return {
			items: [],
			pageNumber: paging.pageNumber ?? 1,
			pageSize: paging.pageSize ?? 25,
			pageCount: 0
		};
	}
}
export { isPastEndError as i, hasNextPage as n, isLastSearchPage as r, emptyIfNotFound as t };
