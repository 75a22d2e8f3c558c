import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as require_react, f as useSearchParams } from "./vendor-4g9ZpKyn.js";
import { S as linkTo } from "./index-D9x2-Kp7.js";
// src/lib/useHref.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Builds internal links that keep the page's `?release=` (when it is a release name), so
* following links never silently switches a shared view to another release.
* `href(path, extra?)`: `path` (with its own query) plus `extra` params plus the release.
*/
function useHref() {
	const [params] = useSearchParams();
	const release = params.get("release");
	return (0, import_react.useCallback)((path, extra) => linkTo(path, new URLSearchParams(release ? { release } : {}), extra), [release]);
}
export { useHref as t };
