import { ot as Anchor, st as Text } from "./index-D9x2-Kp7.js";
import { t as Loader } from "./Loader-D0Yl6Xtm.js";
import { T as require_jsx_runtime, c as useLocation, f as useSearchParams, t as Link } from "./vendor-4g9ZpKyn.js";
import "./uts-DV-A23bW.js";
import { n as hasNextPage } from "./pager-BNUdZ5P_.js";
// src/lib/paging.ts
/**
* A page number past the end of a list. The service answers a page past the end with an
* empty list (or a 404 that emptyIfNotFound turns into one), which must not read as "this
* list is empty": page > 1 and empty is the signal.
*/
function isPastEnd(pageNumber, itemCount) {
	return pageNumber > 1 && itemCount === 0;
}
/**
* The last page of a list, judged from its first page: the page count when the service gives
* one, 1 when the first page is not full; null when it cannot be told (a full first page
* without a count). 0 means the list is empty.
*/
function lastPageFromFirst(first) {
	if (first.items.length === 0) return 0;
	if (first.pageCount !== null && first.pageCount > 0) return first.pageCount;
	return hasNextPage(first) ? null : first.pageNumber;
}
/** Pages needed for `total` items at `pageSize`; null when the total is unknown. */
function pagesFor(total, pageSize) {
	if (total === null || pageSize <= 0) return null;
	return Math.ceil(total / pageSize);
}
/** What to say about page `pageNumber` when it is past the end (lastPage null = unknown). */
function pastEndNotice(pageNumber, lastPage) {
	if (lastPage !== null && lastPage >= 1) return {
		text: `Page ${pageNumber} doesn't exist — ${lastPage === 1 ? "there is only 1 page" : `there are ${lastPage} pages`}.`,
		goTo: lastPage
	};
	return {
		text: `Page ${pageNumber} doesn't exist — this list ends before it.`,
		goTo: 1
	};
}
/** `search` with page `n` in `param` (page 1 is the default, so it leaves the URL). */
function searchWithPage(search, param, n) {
	const next = new URLSearchParams(search);
	if (n <= 1) next.delete(param);
	else next.set(param, String(n));
	const s = next.toString();
	return s ? `?${s}` : "";
}
/**
* The last page of a search, when a page of it tells: the hit count when reported, this page
* when it is the last one holding hits; null when unknown (a full page without a count).
*/
function lastSearchPage(p) {
	if (p.recCount !== null) return pagesFor(p.recCount, p.pageSize);
	if (p.hits.length === 0) return p.pageNumber === 1 ? 0 : null;
	return p.isLast ? p.pageNumber : null;
}
// src/ui/PagedEmpty.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* What an empty page of a paged list shows. On page 1 it is the list's own "nothing here"
* message; past the end it says the page does not exist and links back to a page that does,
* so a stale or hand-edited page number never reads as "this list is empty".
*/
function PagedEmpty({ pageNumber, param, lastPage = null, checking = false, children }) {
	const [params] = useSearchParams();
	const { pathname } = useLocation();
	if (pageNumber <= 1 || lastPage === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
	if (checking) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
		size: "xs",
		"aria-label": "Finding the last page"
	});
	const { text, goTo } = pastEndNotice(pageNumber, lastPage);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		size: "sm",
		"data-testid": "past-end",
		role: "status",
		children: [
			text,
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
				component: Link,
				to: `${pathname}${searchWithPage(params, param, goTo)}`,
				children: goTo === 1 ? "Go to page 1" : `Go to the last page (${goTo})`
			})
		]
	});
}
export { lastSearchPage as i, isPastEnd as n, lastPageFromFirst as r, PagedEmpty as t };
