import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as clsx, P as getSize, k as createVarsResolver, l as useStyles, r as factory, s as extractStyleProps, u as useProps } from "./Box-DROYDCIE.js";
import { a as useUncontrolled, i as useResolvedStylesApi, n as InputWrapperContext, t as Input } from "./Input-Dczs-e95.js";
import { ft as ActionIcon, ut as InputBase } from "./index-D9x2-Kp7.js";
import { O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { t as useId$1 } from "./use-id-Cydf4vFq.js";
// node_modules/@mantine/core/esm/components/PasswordInput/PasswordToggleIcon.mjs
var import_jsx_runtime = require_jsx_runtime();
function PasswordToggleIcon({ reveal }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		xmlns: "http://www.w3.org/2000/svg",
		viewBox: "0 0 256 256",
		style: {
			width: "var(--psi-icon-size)",
			height: "var(--psi-icon-size)"
		},
		children: reveal ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "none",
				d: "M0 0h256v256H0z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "none",
				stroke: "currentColor",
				strokeLinecap: "round",
				strokeLinejoin: "round",
				strokeWidth: "16",
				d: "M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "none",
				stroke: "currentColor",
				strokeLinecap: "round",
				strokeLinejoin: "round",
				strokeWidth: "16",
				d: "M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
			})
		] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "none",
				d: "M0 0h256v256H0z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "none",
				stroke: "currentColor",
				strokeLinecap: "round",
				strokeLinejoin: "round",
				strokeWidth: "16",
				d: "M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "128",
				cy: "128",
				r: "40",
				fill: "none",
				stroke: "currentColor",
				strokeLinecap: "round",
				strokeLinejoin: "round",
				strokeWidth: "16"
			})
		] })
	});
}
// node_modules/@mantine/core/esm/components/PasswordInput/PasswordInput.module.mjs
var PasswordInput_module_default = {
	"root": "m_f61ca620",
	"input": "m_ccf8da4c",
	"innerInput": "m_f2d85dd2",
	"visibilityToggle": "m_b1072d44"
};
// node_modules/@mantine/core/esm/components/PasswordInput/PasswordInput.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var defaultProps = {
	visibilityToggleIcon: PasswordToggleIcon,
	visibilityToggleFocusable: false,
	size: "sm"
};
var varsResolver = createVarsResolver((_, { size }) => ({ root: {
	"--psi-icon-size": getSize(size, "psi-icon-size"),
	"--psi-button-size": getSize(size, "psi-button-size")
} }));
function PasswordInputField(props) {
	const ctx = (0, import_react.use)(InputWrapperContext);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		...props,
		"aria-describedby": ctx?.describedBy
	});
}
var PasswordInput = factory((_props) => {
	const props = useProps([
		"Input",
		"InputWrapper",
		"PasswordInput"
	], defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, required, error, success, leftSection, disabled, id, variant, inputContainer, description, label, size, errorProps, successProps, descriptionProps, labelProps, withAsterisk, inputWrapperOrder, wrapperProps, radius, rightSection, rightSectionWidth, rightSectionPointerEvents, leftSectionWidth, visible, defaultVisible, onVisibilityChange, visibilityToggleIcon: VisibilityToggleIcon, visibilityToggleButtonProps, visibilityToggleFocusable, rightSectionProps, leftSectionProps, leftSectionPointerEvents, withErrorStyles, withSuccessStyles, mod, attributes, dir, ...others } = props;
	const uuid = useId$1(id);
	const [_visible, setVisibility] = useUncontrolled({
		value: visible,
		defaultValue: defaultVisible,
		finalValue: false,
		onChange: onVisibilityChange
	});
	const toggleVisibility = () => setVisibility(!_visible);
	const getStyles = useStyles({
		name: "PasswordInput",
		classes: PasswordInput_module_default,
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
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		classNames,
		styles,
		props
	});
	const { styleProps, rest } = extractStyleProps(others);
	const errorId = errorProps?.id || `${uuid}-error`;
	const successId = successProps?.id || `${uuid}-success`;
	const descriptionId = descriptionProps?.id || `${uuid}-description`;
	const visibilityToggleButton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
		...getStyles("visibilityToggle"),
		disabled,
		radius,
		"aria-pressed": _visible,
		tabIndex: visibilityToggleFocusable ? 0 : -1,
		"aria-label": "Toggle password visibility",
		...visibilityToggleButtonProps,
		variant: visibilityToggleButtonProps?.variant ?? "subtle",
		color: "gray",
		unstyled,
		onTouchEnd: (event) => {
			event.preventDefault();
			visibilityToggleButtonProps?.onTouchEnd?.(event);
			toggleVisibility();
		},
		onMouseDown: (event) => {
			event.preventDefault();
			visibilityToggleButtonProps?.onMouseDown?.(event);
			toggleVisibility();
		},
		onKeyDown: (event) => {
			visibilityToggleButtonProps?.onKeyDown?.(event);
			if (event.key === " " || event.key === "Enter") {
				event.preventDefault();
				toggleVisibility();
			}
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisibilityToggleIcon, { reveal: _visible })
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input.Wrapper, {
		required,
		id: uuid,
		label,
		error,
		success,
		description,
		size,
		classNames: resolvedClassNames,
		styles: resolvedStyles,
		__staticSelector: "PasswordInput",
		__stylesApiProps: props,
		unstyled,
		withAsterisk,
		inputWrapperOrder,
		inputContainer,
		variant,
		labelProps: {
			...labelProps,
			htmlFor: uuid
		},
		descriptionProps: {
			...descriptionProps,
			id: descriptionId
		},
		errorProps: {
			...errorProps,
			id: errorId
		},
		successProps: {
			...successProps,
			id: successId
		},
		mod,
		attributes,
		...getStyles("root"),
		...styleProps,
		...wrapperProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
			component: "div",
			dir,
			error,
			success,
			leftSection,
			size,
			classNames: {
				...resolvedClassNames,
				input: clsx(PasswordInput_module_default.input, resolvedClassNames?.input)
			},
			styles: resolvedStyles,
			radius,
			disabled,
			__staticSelector: "PasswordInput",
			__stylesApiProps: props,
			rightSectionWidth,
			rightSection: rightSection ?? visibilityToggleButton,
			variant,
			unstyled,
			leftSectionWidth,
			rightSectionPointerEvents: rightSectionPointerEvents || "all",
			rightSectionProps,
			leftSectionProps,
			leftSectionPointerEvents,
			withAria: false,
			withErrorStyles,
			withSuccessStyles,
			attributes,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInputField, {
				required,
				"data-invalid": !!error || void 0,
				"data-with-left-section": !!leftSection || void 0,
				...getStyles("innerInput"),
				disabled,
				id: uuid,
				dir,
				...rest,
				autoComplete: rest.autoComplete || "off",
				type: _visible ? "text" : "password"
			})
		})
	});
});
PasswordInput.classes = {
	...InputBase.classes,
	...PasswordInput_module_default
};
PasswordInput.varsResolver = varsResolver;
PasswordInput.displayName = "@mantine/core/PasswordInput";
export { PasswordInput as t };
