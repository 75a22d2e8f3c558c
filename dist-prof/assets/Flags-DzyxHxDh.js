import { T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { t as Pagination } from "./Pagination-g0aO80GW.js";
import { at as Badge, dt as Group, st as Text } from "./index-D9x2-Kp7.js";
import "./uts-DV-A23bW.js";
import { n as hasNextPage } from "./pager-BNUdZ5P_.js";
// src/ui/pagesToOffer.ts
/**
* How many pages to offer. When the service does not say how many there are, one more than
* the current page is offered while the page came back full.
*/
function pagesToOffer(page) {
	return page.pageCount ?? (hasNextPage(page) ? page.pageNumber + 1 : page.pageNumber);
}
// src/ui/ListPager.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Pages of a UTS content list; nothing when there is only one. */
function ListPager({ page, onChange, label }) {
	const total = pagesToOffer(page);
	if (total <= 1) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		justify: "space-between",
		mt: "xs",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "xs",
			c: "dimmed",
			children: [
				"Page ",
				page.pageNumber,
				" of ",
				page.pageCount ?? `${total}+`
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pagination, {
			size: "sm",
			total,
			value: page.pageNumber,
			onChange,
			"aria-label": `Pages of ${label}`,
			getControlProps: (control) => ({ "aria-label": `${control} page of ${label}` }),
			getItemProps: (n) => ({ "aria-label": `Page ${n} of ${label}` })
		})]
	});
}
// src/ui/Flags.tsx
/** Obsolete / suppressible markers shown next to atoms, codes and relations. */
function Flags({ obsolete, suppressible }) {
	if (!obsolete && !suppressible) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: 4,
		component: "span",
		children: [obsolete && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
			size: "xs",
			color: "red",
			variant: "light",
			children: "obsolete"
		}), suppressible && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
			size: "xs",
			color: "gray",
			variant: "light",
			children: "suppressible"
		})]
	});
}
export { ListPager as n, Flags as t };
