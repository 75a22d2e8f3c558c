import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { i as randomId, r as useIsomorphicEffect } from "./CloseButton-DPVtf8hz.js";
import { O as require_react } from "./vendor-4g9ZpKyn.js";
// node_modules/@mantine/hooks/esm/use-id/use-id.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useId$1(staticId) {
	const reactId = (0, import_react.useId)();
	const [uuid, setUuid] = (0, import_react.useState)(`mantine-${reactId.replace(/:/g, "")}`);
	const hasInitializedRef = (0, import_react.useRef)(false);
	useIsomorphicEffect(() => {
		if (hasInitializedRef.current) return;
		hasInitializedRef.current = true;
		setUuid(randomId());
	}, []);
	if (typeof staticId === "string") return staticId;
	return uuid;
}
export { useId$1 as t };
