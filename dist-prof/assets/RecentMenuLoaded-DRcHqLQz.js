import { t as Menu } from "./Menu-CGuf-gFX.js";
import { J as clearRecent, n as useRecent, q as KIND_LABEL, st as Text, t as RecentButton } from "./index-D9x2-Kp7.js";
import { T as require_jsx_runtime, t as Link } from "./vendor-4g9ZpKyn.js";
// src/shell/RecentMenuLoaded.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The header's "Recent" menu once its code has loaded (RecentMenu shows its button until then). */
function RecentMenuLoaded({ defaultOpened }) {
	const recent = useRecent();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
		position: "bottom-end",
		width: 360,
		withinPortal: true,
		defaultOpened,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Target, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentButton, { count: recent.length }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu.Dropdown, {
			mah: 420,
			style: { overflowY: "auto" },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Label, { children: "Recently viewed in this tab" }),
				recent.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					px: "sm",
					py: 4,
					c: "dimmed",
					children: "Nothing yet: concepts, codes and drugs you open appear here."
				}),
				recent.map((v) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
					component: Link,
					to: v.path,
					leftSection: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "xs",
						c: "dimmed",
						w: 52,
						children: KIND_LABEL[v.kind]
					}),
					children: v.title
				}, v.path)),
				recent.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Divider, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Item, {
					color: "red",
					onClick: clearRecent,
					children: "Clear recently viewed"
				})] })
			]
		})]
	});
}
export { RecentMenuLoaded };
