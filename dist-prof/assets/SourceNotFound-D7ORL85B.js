import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as require_react, T as require_jsx_runtime, f as useSearchParams, t as Link } from "./vendor-4g9ZpKyn.js";
import { _ as SEARCH_PATH, ot as Anchor, st as Text } from "./index-D9x2-Kp7.js";
import { i as resizeParams, r as readPageSize } from "./pageSize-sQkReH-y.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
// src/lib/usePageSizeParam.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Rows per page held in the URL (`?pageSize=`); changing it moves `pageParam` to keep the first row. */
function usePageSizeParam(pageParam = "page") {
	const [params, setParams] = useSearchParams();
	return [readPageSize(params.get("pageSize")), (0, import_react.useCallback)((next) => setParams((prev) => resizeParams(prev, next, pageParam)), [pageParam, setParams])];
}
// src/ui/SourceNotFound.tsx
var import_jsx_runtime = require_jsx_runtime();
/** What the source and crosswalk pages say for an unknown code, with a search for it in its source. */
function SourceNotFound({ sab, id, release }) {
	const to = useHref();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		size: "sm",
		children: [
			"No code, source concept or descriptor ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: id }),
			" in ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: sab }),
			" (release ",
			release,
			"). Check the identifier, use the search box above, or",
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
				component: Link,
				to: to(SEARCH_PATH, {
					string: id,
					sabs: sab
				}),
				size: "sm",
				children: [
					"search ",
					sab,
					" for “",
					id,
					"”"
				]
			}),
			"."
		]
	});
}
export { usePageSizeParam as n, SourceNotFound as t };
