import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { C as getThemeColor, O as clsx, P as getSize, k as createVarsResolver, l as useStyles, r as factory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
// node_modules/@mantine/hooks/esm/use-media-query/use-media-query.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getInitialValue(query, initialValue) {
	if (typeof initialValue === "boolean") return initialValue;
	if (typeof window !== "undefined" && "matchMedia" in window) try {
		return window.matchMedia(query).matches;
	} catch {
		return false;
	}
	return false;
}
function useMediaQuery(query, initialValue, { getInitialValueInEffect } = { getInitialValueInEffect: true }) {
	const [matches, setMatches] = (0, import_react.useState)(getInitialValueInEffect ? initialValue : getInitialValue(query));
	(0, import_react.useEffect)(() => {
		try {
			if ("matchMedia" in window) {
				const mediaQuery = window.matchMedia(query);
				setMatches(mediaQuery.matches);
				const callback = (event) => setMatches(event.matches);
				mediaQuery.addEventListener("change", callback);
				return () => {
					mediaQuery.removeEventListener("change", callback);
				};
			}
		} catch (e) {
			return;
		}
	}, [query]);
	return matches || false;
}
// node_modules/@mantine/hooks/esm/use-did-update/use-did-update.mjs
function dependenciesChanged(previous, next) {
	return previous.length !== next.length || next.some((dep, index) => !Object.is(dep, previous[index]));
}
function useDidUpdate(fn, dependencies) {
	const mounted = (0, import_react.useRef)(false);
	const previousRender = (0, import_react.useRef)(null);
	const previousDependencies = (0, import_react.useRef)(void 0);
	const render = {};
	(0, import_react.useEffect)(() => {
		const isSameRender = previousRender.current === render;
		const previous = previousDependencies.current;
		previousRender.current = render;
		previousDependencies.current = dependencies;
		if (!mounted.current) {
			mounted.current = true;
			return;
		}
		if (isSameRender) return;
		if (dependencies && previous && !dependenciesChanged(previous, dependencies)) return;
		return fn();
	}, dependencies);
}
// node_modules/@mantine/hooks/esm/use-reduced-motion/use-reduced-motion.mjs
function useReducedMotion(initialValue, options) {
	return useMediaQuery("(prefers-reduced-motion: reduce)", initialValue, options);
}
// node_modules/@mantine/core/esm/components/Loader/Loader.module.mjs
var Loader_module_default = {
	"root": "m_5ae2e3c",
	"barsLoader": "m_7a2bd4cd",
	"bar": "m_870bb79",
	"bars-loader-animation": "m_5d2b3b9d",
	"dotsLoader": "m_4e3f22d7",
	"dot": "m_870c4af",
	"loader-dots-animation": "m_aac34a1",
	"ovalLoader": "m_b34414df",
	"oval-loader-animation": "m_f8e89c4b"
};
// node_modules/@mantine/core/esm/components/Loader/loaders/Bars.mjs
var import_jsx_runtime = require_jsx_runtime();
var Bars = ({ className, ...others }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	component: "span",
	className: clsx(Loader_module_default.barsLoader, className),
	...others,
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.bar }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.bar }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.bar })
	]
});
Bars.displayName = "@mantine/core/Bars";
// node_modules/@mantine/core/esm/components/Loader/loaders/Dots.mjs
var Dots = ({ className, ...others }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
	component: "span",
	className: clsx(Loader_module_default.dotsLoader, className),
	...others,
	children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.dot }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.dot }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { className: Loader_module_default.dot })
	]
});
Dots.displayName = "@mantine/core/Dots";
// node_modules/@mantine/core/esm/components/Loader/loaders/Oval.mjs
var Oval = ({ className, ...others }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
	component: "span",
	className: clsx(Loader_module_default.ovalLoader, className),
	...others
});
Oval.displayName = "@mantine/core/Oval";
// node_modules/@mantine/core/esm/components/Loader/Loader.mjs
var defaultLoaders = {
	bars: Bars,
	oval: Oval,
	dots: Dots
};
var defaultProps = {
	loaders: defaultLoaders,
	type: "oval"
};
var varsResolver = createVarsResolver((theme, { size, color }) => ({ root: {
	"--loader-size": getSize(size, "loader-size"),
	"--loader-color": color ? getThemeColor(color, theme) : void 0
} }));
var Loader = factory((_props) => {
	const props = useProps("Loader", defaultProps, _props);
	const { size, color, type, vars, className, style, classNames, styles, unstyled, loaders, variant, children, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Loader",
		props,
		classes: Loader_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	if (children) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		...others,
		children
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		component: loaders[type],
		variant,
		size,
		...others
	});
});
Loader.defaultLoaders = defaultLoaders;
Loader.classes = Loader_module_default;
Loader.varsResolver = varsResolver;
Loader.displayName = "@mantine/core/Loader";
export { useMediaQuery as i, useReducedMotion as n, useDidUpdate as r, Loader as t };
