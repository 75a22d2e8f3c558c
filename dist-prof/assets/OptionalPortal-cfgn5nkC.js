import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { D as require_react_dom, O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { g as useMantineEnv, r as factory, u as useProps } from "./Box-DROYDCIE.js";
import { r as useIsomorphicEffect } from "./CloseButton-DPVtf8hz.js";
import { _t as assignRef } from "./index-D9x2-Kp7.js";
// node_modules/@mantine/core/esm/core/utils/get-default-z-index/get-default-z-index.mjs
var elevations = {
	app: 100,
	modal: 200,
	popover: 300,
	overlay: 400,
	max: 9999
};
function getDefaultZIndex(level) {
	return elevations[level];
}
// node_modules/@mantine/core/esm/components/Portal/Portal.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
function createPortalNode(props) {
	const node = document.createElement("div");
	node.setAttribute("data-portal", "true");
	typeof props.className === "string" && node.classList.add(...props.className.split(" ").filter(Boolean));
	typeof props.style === "object" && Object.assign(node.style, props.style);
	typeof props.id === "string" && node.setAttribute("id", props.id);
	return node;
}
var cachedSharedPortalNode = null;
function getTargetNode({ target, reuseTargetNode, ...others }) {
	if (target) {
		if (typeof target === "string") return document.querySelector(target) || createPortalNode(others);
		return target;
	}
	if (reuseTargetNode) {
		if (cachedSharedPortalNode) {
			if (document.body.contains(cachedSharedPortalNode)) return cachedSharedPortalNode;
			cachedSharedPortalNode = null;
		}
		const existingNode = document.querySelector("[data-mantine-shared-portal-node]");
		if (existingNode) {
			cachedSharedPortalNode = existingNode;
			return existingNode;
		}
		const node = createPortalNode(others);
		node.setAttribute("data-mantine-shared-portal-node", "true");
		document.body.appendChild(node);
		cachedSharedPortalNode = node;
		return node;
	}
	return createPortalNode(others);
}
var defaultProps = { reuseTargetNode: true };
var Portal = factory((props) => {
	const { children, target, reuseTargetNode, ref, ...others } = useProps("Portal", defaultProps, props);
	const [mounted, setMounted] = (0, import_react.useState)(false);
	const nodeRef = (0, import_react.useRef)(null);
	useIsomorphicEffect(() => {
		setMounted(true);
		nodeRef.current = getTargetNode({
			target,
			reuseTargetNode,
			...others
		});
		assignRef(ref, nodeRef.current);
		if (!target && !reuseTargetNode && nodeRef.current) document.body.appendChild(nodeRef.current);
		return () => {
			if (!target && !reuseTargetNode && nodeRef.current) document.body.removeChild(nodeRef.current);
		};
	}, [target]);
	if (!mounted || !nodeRef.current) return null;
	return (0, import_react_dom.createPortal)(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children }), nodeRef.current);
});
Portal.displayName = "@mantine/core/Portal";
// node_modules/@mantine/core/esm/components/Portal/OptionalPortal.mjs
var OptionalPortal = factory(({ withinPortal = true, children, ...others }) => {
	if (useMantineEnv() === "test" || !withinPortal) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Portal, {
		...others,
		children
	});
});
OptionalPortal.displayName = "@mantine/core/OptionalPortal";
export { getDefaultZIndex as n, OptionalPortal as t };
