import { st as Text } from "./index-D9x2-Kp7.js";
import { t as PagedEmpty } from "./PagedEmpty-DA4HFrUW.js";
import { t as usePageParam } from "./usePageParam-B-RJrjzB.js";
import { T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
// src/ui/EmptyNote.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The quiet line a section shows when its list is empty. The source-code tabs page their
* lists with `?page=`, so on a page past the end this says so and links back to page 1
* instead of claiming the list is empty.
*/
function EmptyNote({ children }) {
	const [page] = usePageParam();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedEmpty, {
		pageNumber: page,
		param: "page",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			size: "sm",
			children
		})
	});
}
export { EmptyNote as t };
