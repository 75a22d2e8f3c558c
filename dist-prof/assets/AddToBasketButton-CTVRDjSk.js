import { c as entryId, i as basketStore, it as Button, r as useBasket } from "./index-D9x2-Kp7.js";
import "./basket-BM6J3XqJ.js";
import { T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
// src/ui/AddToBasketButton.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* "Add to basket" for one code; once added it reads "In basket" and a second press takes the
* code out again. Null `entry` (the page's data not loaded yet) shows nothing.
*/
function AddToBasketButton({ entry, size = "compact-xs" }) {
	const basket = useBasket();
	if (!entry) return null;
	const id = entryId(entry.system, entry.code);
	const inBasket = basket.entries.some((e) => e.id === id);
	const what = `${entry.system} ${entry.code}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		size,
		variant: inBasket ? "light" : "default",
		"aria-pressed": inBasket,
		"aria-label": inBasket ? `Remove ${what} from the basket` : `Add ${what} to the basket`,
		onClick: () => inBasket ? basketStore().remove([id]) : basketStore().add([entry]),
		children: inBasket ? "✓ In basket" : "+ Add to basket"
	});
}
export { AddToBasketButton as t };
