import { l as useStyles, r as factory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
// node_modules/@mantine/core/esm/components/VisuallyHidden/VisuallyHidden.module.mjs
var VisuallyHidden_module_default = { "root": "m_515a97f8" };
// node_modules/@mantine/core/esm/components/VisuallyHidden/VisuallyHidden.mjs
var import_jsx_runtime = require_jsx_runtime();
var VisuallyHidden = factory((_props) => {
	const props = useProps("VisuallyHidden", null, _props);
	const { classNames, className, style, styles, unstyled, vars, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "VisuallyHidden",
		classes: VisuallyHidden_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		...getStyles("root"),
		...others
	});
});
VisuallyHidden.classes = VisuallyHidden_module_default;
VisuallyHidden.displayName = "@mantine/core/VisuallyHidden";
export { VisuallyHidden as t };
