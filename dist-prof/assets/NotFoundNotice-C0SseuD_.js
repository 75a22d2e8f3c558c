import { K as useDocumentTitle, ct as Alert, et as Title, nt as Stack, ot as Anchor, st as Text } from "./index-D9x2-Kp7.js";
import { T as require_jsx_runtime, t as Link } from "./vendor-4g9ZpKyn.js";
// src/ui/NotFoundNotice.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An identifier that does not exist: say which, in which release, and what to do next. */
function NotFoundNotice({ what, id, release }) {
	useDocumentTitle(`No such ${what}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		"data-testid": "not-found",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
			order: 1,
			children: ["No such ", what]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "gray",
			title: "Not found",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				children: [
					"There is no ",
					what,
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: id }),
					" in release ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: release }),
					". Check the identifier, search for the term with the box at the top, or",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
						component: Link,
						to: `/search?${new URLSearchParams({ string: id })}`,
						children: [
							"search for “",
							id,
							"”"
						]
					}),
					"."
				]
			})
		})]
	});
}
export { NotFoundNotice as t };
