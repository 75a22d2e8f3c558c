import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as require_react } from "./vendor-4g9ZpKyn.js";
// node_modules/@mantine/hooks/esm/use-force-update/use-force-update.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var reducer = (value) => (value + 1) % 1e6;
function useForceUpdate() {
	const [, update] = (0, import_react.useReducer)(reducer, 0);
	return update;
}
export { useForceUpdate as t };
