import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as require_react } from "./vendor-4g9ZpKyn.js";
// node_modules/@mantine/hooks/esm/utils/use-callback-ref/use-callback-ref.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useCallbackRef(callback) {
	const callbackRef = (0, import_react.useRef)(callback);
	(0, import_react.useEffect)(() => {
		callbackRef.current = callback;
	});
	return (0, import_react.useMemo)(() => ((...args) => callbackRef.current?.(...args)), []);
}
// node_modules/@mantine/core/esm/components/ScrollArea/utils/to-int.mjs
function toInt(value) {
	return value ? parseInt(value, 10) : 0;
}
export { useCallbackRef as n, toInt as t };
