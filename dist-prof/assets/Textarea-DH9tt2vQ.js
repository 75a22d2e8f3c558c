import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { i as genericFactory, r as factory, u as useProps } from "./Box-DROYDCIE.js";
import { t as getEnv } from "./get-env-k_Y75d0K.js";
import { _t as assignRef, ut as InputBase, vt as useMergedRef } from "./index-D9x2-Kp7.js";
// node_modules/@mantine/core/esm/components/FileButton/FileButton.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var FileButton = genericFactory((props) => {
	const { onChange, children, multiple, accept, name, form, resetRef, disabled, capture, inputProps, ref, ...others } = useProps("FileButton", null, props);
	const inputRef = (0, import_react.useRef)(null);
	const onClick = () => {
		!disabled && inputRef.current?.click();
	};
	const handleChange = (event) => {
		if (event.currentTarget.files === null) return onChange(multiple ? [] : null);
		if (multiple) onChange(Array.from(event.currentTarget.files));
		else onChange(event.currentTarget.files[0] || null);
	};
	const reset = () => {
		if (inputRef.current) inputRef.current.value = "";
	};
	assignRef(resetRef, reset);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
		style: { display: "none" },
		type: "file",
		accept,
		multiple,
		onChange: handleChange,
		ref: useMergedRef(ref, inputRef),
		name,
		form,
		capture,
		...inputProps
	}), children({
		onClick,
		...others
	})] });
});
FileButton.displayName = "@mantine/core/FileButton";
// node_modules/@mantine/core/esm/components/Textarea/Autosize.mjs
var SIZING_STYLE_KEYS = [
	"borderBottomWidth",
	"borderLeftWidth",
	"borderRightWidth",
	"borderTopWidth",
	"boxSizing",
	"fontFamily",
	"fontSize",
	"fontStyle",
	"fontWeight",
	"letterSpacing",
	"lineHeight",
	"paddingBottom",
	"paddingLeft",
	"paddingRight",
	"paddingTop",
	"tabSize",
	"textIndent",
	"textRendering",
	"textTransform",
	"width",
	"wordBreak",
	"wordSpacing",
	"scrollbarGutter"
];
var HIDDEN_TEXTAREA_STYLE = {
	"min-height": "0",
	"max-height": "none",
	height: "0",
	visibility: "hidden",
	overflow: "hidden",
	position: "absolute",
	"z-index": "-1000",
	top: "0",
	right: "0",
	display: "block"
};
function forceHiddenStyles(node) {
	Object.keys(HIDDEN_TEXTAREA_STYLE).forEach((key) => {
		node.style.setProperty(key, HIDDEN_TEXTAREA_STYLE[key], "important");
	});
}
function getSizingData(node) {
	const style = window.getComputedStyle(node);
	if (style === null) return null;
	const sizingStyle = {};
	for (const key of SIZING_STYLE_KEYS) sizingStyle[key] = style[key];
	if (sizingStyle.boxSizing === "") return null;
	return {
		sizingStyle,
		paddingSize: parseFloat(sizingStyle.paddingBottom) + parseFloat(sizingStyle.paddingTop),
		borderSize: parseFloat(sizingStyle.borderBottomWidth) + parseFloat(sizingStyle.borderTopWidth)
	};
}
var hiddenTextarea = null;
function calculateNodeHeight(sizingData, value, minRows = 1, maxRows = Infinity) {
	if (!hiddenTextarea) {
		hiddenTextarea = document.createElement("textarea");
		hiddenTextarea.setAttribute("tabindex", "-1");
		hiddenTextarea.setAttribute("aria-hidden", "true");
		hiddenTextarea.setAttribute("aria-label", "autosize measurement");
		forceHiddenStyles(hiddenTextarea);
	}
	if (hiddenTextarea.parentNode === null) document.body.appendChild(hiddenTextarea);
	const { paddingSize, borderSize, sizingStyle } = sizingData;
	const { boxSizing } = sizingStyle;
	Object.keys(sizingStyle).forEach((key) => {
		hiddenTextarea.style[key] = sizingStyle[key];
	});
	forceHiddenStyles(hiddenTextarea);
	hiddenTextarea.value = value;
	let height = boxSizing === "border-box" ? hiddenTextarea.scrollHeight + borderSize : hiddenTextarea.scrollHeight - paddingSize;
	hiddenTextarea.value = value;
	height = boxSizing === "border-box" ? hiddenTextarea.scrollHeight + borderSize : hiddenTextarea.scrollHeight - paddingSize;
	hiddenTextarea.value = "x";
	const rowHeight = hiddenTextarea.scrollHeight - paddingSize;
	let minHeight = rowHeight * minRows;
	if (boxSizing === "border-box") minHeight = minHeight + paddingSize + borderSize;
	height = Math.max(minHeight, height);
	let maxHeight = rowHeight * maxRows;
	if (boxSizing === "border-box") maxHeight = maxHeight + paddingSize + borderSize;
	height = Math.min(maxHeight, height);
	return [height, rowHeight];
}
function TextareaAutosize({ maxRows, minRows, onChange, ref: userRef, ...props }) {
	const isControlled = props.value !== void 0;
	const libRef = (0, import_react.useRef)(null);
	const ref = useMergedRef(libRef, userRef);
	const heightRef = (0, import_react.useRef)(0);
	const widthRef = (0, import_react.useRef)(0);
	const resizeTextarea = () => {
		const node = libRef.current;
		if (!node) return;
		const nodeSizingData = getSizingData(node);
		if (!nodeSizingData) return;
		const [height] = calculateNodeHeight(nodeSizingData, node.value || node.placeholder || "x", minRows, maxRows);
		if (heightRef.current !== height) {
			heightRef.current = height;
			node.style.setProperty("height", `${height}px`, "important");
		}
	};
	const handleResize = (0, import_react.useEffectEvent)(resizeTextarea);
	const handleChange = (event) => {
		if (!isControlled) resizeTextarea();
		onChange?.(event);
	};
	(0, import_react.useLayoutEffect)(resizeTextarea);
	(0, import_react.useEffect)(() => {
		const handleResize = () => resizeTextarea();
		window.addEventListener("resize", handleResize);
		return () => window.removeEventListener("resize", handleResize);
	}, []);
	(0, import_react.useEffect)(() => {
		const node = libRef.current;
		if (!node || typeof ResizeObserver === "undefined") return;
		widthRef.current = node.offsetWidth;
		let frame = 0;
		const observer = new ResizeObserver(() => {
			if (libRef.current && libRef.current.offsetWidth !== widthRef.current) {
				widthRef.current = libRef.current.offsetWidth;
				cancelAnimationFrame(frame);
				frame = requestAnimationFrame(handleResize);
			}
		});
		observer.observe(node);
		return () => {
			cancelAnimationFrame(frame);
			observer.disconnect();
		};
	}, []);
	(0, import_react.useEffect)(() => {
		const handleFontsLoaded = () => resizeTextarea();
		document.fonts.addEventListener("loadingdone", handleFontsLoaded);
		return () => document.fonts.removeEventListener("loadingdone", handleFontsLoaded);
	}, []);
	(0, import_react.useEffect)(() => {
		const handleReset = (event) => {
			if (libRef.current?.form === event.target && !isControlled) {
				const currentValue = libRef.current.value;
				requestAnimationFrame(() => {
					if (libRef.current && currentValue !== libRef.current.value) resizeTextarea();
				});
			}
		};
		document.body.addEventListener("reset", handleReset);
		return () => document.body.removeEventListener("reset", handleReset);
	}, [isControlled]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("textarea", {
		rows: minRows,
		...props,
		onChange: handleChange,
		ref
	});
}
// node_modules/@mantine/core/esm/components/Textarea/Textarea.mjs
var Textarea = factory((props) => {
	const { autosize, maxRows, minRows, __staticSelector, resize, bottomSection, bottomSectionProps, ...others } = useProps([
		"Input",
		"InputWrapper",
		"Textarea"
	], null, props);
	const shouldAutosize = autosize && getEnv() !== "test";
	const autosizeProps = shouldAutosize ? {
		maxRows,
		minRows
	} : {};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
		component: shouldAutosize ? TextareaAutosize : "textarea",
		...others,
		__staticSelector: __staticSelector || "Textarea",
		__bottomSection: bottomSection,
		__bottomSectionProps: bottomSectionProps,
		multiline: true,
		"data-no-overflow": autosize && maxRows === void 0 || void 0,
		__vars: { "--input-resize": resize },
		...autosizeProps
	});
});
Textarea.classes = InputBase.classes;
Textarea.displayName = "@mantine/core/Textarea";
export { FileButton as n, Textarea as t };
