import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as require_react, f as useSearchParams } from "./vendor-4g9ZpKyn.js";
// src/lib/usePageParam.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** A 1-based page number held in the URL (`?page=` by default); bad values read as 1. */
function readPageParam(value) {
	const n = Number(value);
	return Number.isInteger(n) && n >= 1 ? n : 1;
}
function usePageParam(name = "page") {
	const [params, setParams] = useSearchParams();
	return [readPageParam(params.get(name)), (0, import_react.useCallback)((next) => setParams((prev) => {
		const p = new URLSearchParams(prev);
		if (next <= 1) p.delete(name);
		else p.set(name, String(next));
		return p;
	}), [name, setParams])];
}
export { usePageParam as t };
