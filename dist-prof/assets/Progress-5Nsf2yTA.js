import { T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { C as getThemeColor, M as getRadius, P as getSize, f as useMantineTheme, k as createVarsResolver, l as useStyles, r as factory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { S as createSafeContext } from "./floating-ui.react-C-ZlW4mP.js";
import { i as useResolvedStylesApi } from "./Input-Dczs-e95.js";
import { d as getAutoContrastValue } from "./export-CvKKyFga.js";
import { t as getParsedComboboxData } from "./get-parsed-combobox-data-DonUj6U2.js";
import { t as ComboboxChevron } from "./ComboboxChevron-DOyvCjO1.js";
import { ht as getContrastColor, ut as InputBase } from "./index-D9x2-Kp7.js";
// node_modules/@mantine/core/esm/components/NativeSelect/NativeSelectOption.mjs
var import_jsx_runtime = require_jsx_runtime();
function isGroup(input) {
	return "group" in input;
}
function NativeSelectOption({ data }) {
	if (isGroup(data)) {
		const items = data.items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectOption, { data: item }, item.value));
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("optgroup", {
			label: data.group,
			children: items
		});
	}
	const { value, label, ...others } = data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
		value: data.value,
		...others,
		children: data.label
	});
}
NativeSelectOption.displayName = "@mantine/core/NativeSelectOption";
// node_modules/@mantine/core/esm/components/NativeSelect/NativeSelect.mjs
var defaultProps$1 = {
	size: "sm",
	rightSectionPointerEvents: "none"
};
var NativeSelect = factory((props) => {
	const { data, children, size, error, rightSection, unstyled, ...others } = useProps([
		"Input",
		"InputWrapper",
		"NativeSelect"
	], defaultProps$1, props);
	const options = getParsedComboboxData(data).map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelectOption, { data: item }, index));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
		component: "select",
		...others,
		__staticSelector: "NativeSelect",
		size,
		pointer: true,
		error,
		unstyled,
		rightSection: rightSection || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComboboxChevron, {
			size,
			error,
			unstyled
		}),
		children: children || options
	});
});
NativeSelect.classes = InputBase.classes;
NativeSelect.displayName = "@mantine/core/NativeSelect";
// node_modules/@mantine/core/esm/components/Progress/Progress.context.mjs
var [ProgressProvider, useProgressContext] = createSafeContext("Progress.Root component was not found in tree");
// node_modules/@mantine/core/esm/components/Progress/Progress.module.mjs
var Progress_module_default = {
	"root": "m_db6d6462",
	"section": "m_2242eb65",
	"stripes-animation": "m_81a374bd",
	"stripes-animation-vertical": "m_e0fb7a86",
	"label": "m_91e40b74"
};
// node_modules/@mantine/core/esm/components/Progress/ProgressLabel/ProgressLabel.mjs
var ProgressLabel = factory((props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ProgressLabel", null, props);
	const ctx = useProgressContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("label", {
			className,
			style,
			classNames,
			styles
		}),
		...others
	});
});
ProgressLabel.classes = Progress_module_default;
ProgressLabel.displayName = "@mantine/core/ProgressLabel";
// node_modules/@mantine/core/esm/components/Progress/ProgressRoot/ProgressRoot.mjs
var varsResolver = createVarsResolver((_, { size, radius, transitionDuration }) => ({ root: {
	"--progress-size": getSize(size, "progress-size"),
	"--progress-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--progress-transition-duration": typeof transitionDuration === "number" ? `${transitionDuration}ms` : void 0
} }));
var ProgressRoot = factory((_props) => {
	const props = useProps("ProgressRoot", null, _props);
	const { classNames, className, style, styles, unstyled, vars, autoContrast, transitionDuration, orientation, attributes, mod, ...others } = props;
	const getStyles = useStyles({
		name: "Progress",
		classes: Progress_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgressProvider, {
		value: {
			getStyles,
			autoContrast
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			mod: [{ orientation }, mod],
			...getStyles("root"),
			...others
		})
	});
});
ProgressRoot.classes = Progress_module_default;
ProgressRoot.varsResolver = varsResolver;
ProgressRoot.displayName = "@mantine/core/ProgressRoot";
// node_modules/@mantine/core/esm/components/Progress/ProgressSection/ProgressSection.mjs
var defaultProps = { withAria: true };
var ProgressSection = factory((props) => {
	const { classNames, className, style, styles, vars, value, withAria, color, striped, animated, mod, ...others } = useProps("ProgressSection", defaultProps, props);
	const ctx = useProgressContext();
	const theme = useMantineTheme();
	const ariaAttributes = withAria ? {
		role: "progressbar",
		"aria-valuemax": 100,
		"aria-valuemin": 0,
		"aria-valuenow": value,
		"aria-valuetext": `${value}%`
	} : {};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("section", {
			className,
			classNames,
			styles,
			style
		}),
		...others,
		...ariaAttributes,
		mod: [{
			striped: striped || animated,
			animated
		}, mod],
		__vars: {
			"--progress-section-size": `${value}%`,
			"--progress-section-color": getThemeColor(color, theme),
			"--progress-label-color": getAutoContrastValue(ctx.autoContrast, theme) ? getContrastColor({
				color,
				theme,
				autoContrast: ctx.autoContrast
			}) : void 0
		}
	});
});
ProgressSection.classes = Progress_module_default;
ProgressSection.displayName = "@mantine/core/ProgressSection";
// node_modules/@mantine/core/esm/components/Progress/Progress.mjs
var Progress = factory((_props) => {
	const props = useProps("Progress", null, _props);
	const { value, classNames, styles, vars, color, striped, animated, "aria-label": label, ...others } = props;
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		classNames,
		styles,
		props
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgressRoot, {
		classNames: resolvedClassNames,
		styles: resolvedStyles,
		vars,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgressSection, {
			value,
			color,
			striped,
			animated,
			"aria-label": label
		})
	});
});
Progress.classes = Progress_module_default;
Progress.displayName = "@mantine/core/Progress";
Progress.Section = ProgressSection;
Progress.Root = ProgressRoot;
Progress.Label = ProgressLabel;
export { NativeSelect as n, Progress as t };
