import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { A as getFontSize, C as getThemeColor, M as getRadius, P as getSize, a as polymorphic, k as createVarsResolver, l as useStyles, r as factory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { dt as Group, ht as getContrastColor } from "./index-D9x2-Kp7.js";
import { S as createSafeContext } from "./floating-ui.react-C-ZlW4mP.js";
import { n as UnstyledButton } from "./CloseButton-DPVtf8hz.js";
import { O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { f as createEventHandler } from "./Popover-BLOUV1aT.js";
import { d as getAutoContrastValue } from "./export-CvKKyFga.js";
import { a as useUncontrolled } from "./Input-Dczs-e95.js";
// node_modules/@mantine/hooks/esm/use-pagination/use-pagination.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function range(start, end) {
	const length = end - start + 1;
	return Array.from({ length }, (_, index) => index + start);
}
var DOTS = "dots";
function usePagination({ total, siblings = 1, boundaries = 1, page, initialPage, onChange, startValue = 1 }) {
	const _startValue = Math.max(Math.trunc(startValue), 1);
	const _endValue = Math.max(Math.trunc(total), _startValue);
	const _total = _endValue - _startValue + 1;
	const _initialPage = initialPage ?? _startValue;
	const [activePage, setActivePage] = useUncontrolled({
		value: page,
		onChange,
		defaultValue: _initialPage,
		finalValue: _initialPage
	});
	const setPage = (0, import_react.useCallback)((pageNumber) => {
		if (pageNumber < _startValue) setActivePage(_startValue);
		else if (pageNumber > _endValue) setActivePage(_endValue);
		else setActivePage(pageNumber);
	}, [
		_startValue,
		_endValue,
		setActivePage
	]);
	const next = (0, import_react.useCallback)(() => setPage(activePage + 1), [activePage, setPage]);
	const previous = (0, import_react.useCallback)(() => setPage(activePage - 1), [activePage, setPage]);
	const first = (0, import_react.useCallback)(() => setPage(_startValue), [setPage, _startValue]);
	const last = (0, import_react.useCallback)(() => setPage(_endValue), [_endValue, setPage]);
	return {
		range: (0, import_react.useMemo)(() => {
			if (siblings * 2 + 3 + boundaries * 2 >= _total) return range(_startValue, _endValue);
			const leftSiblingIndex = Math.max(activePage - siblings, _startValue + boundaries - 1);
			const rightSiblingIndex = Math.min(activePage + siblings, _endValue - boundaries);
			const shouldShowLeftDots = leftSiblingIndex > _startValue + boundaries + 1;
			const shouldShowRightDots = rightSiblingIndex < _endValue - (boundaries + 1);
			if (!shouldShowLeftDots && shouldShowRightDots) {
				const leftItemCount = siblings * 2 + boundaries + 2;
				return [
					...range(_startValue, _startValue + leftItemCount - 1),
					DOTS,
					...range(_endValue - (boundaries - 1), _endValue)
				];
			}
			if (shouldShowLeftDots && !shouldShowRightDots) {
				const rightItemCount = boundaries + 1 + 2 * siblings;
				return [
					...range(_startValue, _startValue + boundaries - 1),
					DOTS,
					...range(_endValue - rightItemCount, _endValue)
				];
			}
			return [
				...range(_startValue, _startValue + boundaries - 1),
				DOTS,
				...range(leftSiblingIndex, rightSiblingIndex),
				DOTS,
				...range(_endValue - boundaries + 1, _endValue)
			];
		}, [
			_total,
			siblings,
			activePage,
			_startValue,
			_endValue,
			boundaries
		]),
		active: activePage,
		setPage,
		next,
		previous,
		first,
		last
	};
}
// node_modules/@mantine/core/esm/components/Pagination/Pagination.context.mjs
var [PaginationProvider, usePaginationContext] = createSafeContext("Pagination.Root component was not found in tree");
// node_modules/@mantine/core/esm/components/Pagination/Pagination.module.mjs
var Pagination_module_default = {
	"root": "m_4addd315",
	"control": "m_326d024a",
	"dots": "m_4ad7767d",
	"items": "m_105fdbed",
	"label": "m_10817321"
};
// node_modules/@mantine/core/esm/components/Pagination/PaginationControl/PaginationControl.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps$4 = { withPadding: true };
var PaginationControl = factory((_props) => {
	const { classNames, className, style, styles, vars, active, disabled, withPadding, mod, ...others } = useProps("PaginationControl", defaultProps$4, _props);
	const ctx = usePaginationContext();
	const _disabled = disabled || ctx.disabled;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UnstyledButton, {
		disabled: _disabled,
		mod: [{
			active,
			disabled: _disabled,
			"with-padding": withPadding
		}, mod],
		...ctx.getStyles("control", {
			className,
			style,
			classNames,
			styles,
			active: !_disabled
		}),
		...others
	});
});
PaginationControl.classes = Pagination_module_default;
PaginationControl.displayName = "@mantine/core/PaginationControl";
// node_modules/@mantine/core/esm/components/Pagination/Pagination.icons.mjs
function PaginationIcon({ style, children, path, ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		viewBox: "0 0 16 16",
		xmlns: "http://www.w3.org/2000/svg",
		style: {
			width: "calc(var(--pagination-control-size) / 1.8)",
			height: "calc(var(--pagination-control-size) / 1.8)",
			...style
		},
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: path,
			fill: "currentColor"
		})
	});
}
var PaginationNextIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z"
});
var PaginationPreviousIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z"
});
var PaginationFirstIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M6.85355 3.85355C7.04882 3.65829 7.04882 3.34171 6.85355 3.14645C6.65829 2.95118 6.34171 2.95118 6.14645 3.14645L2.14645 7.14645C1.95118 7.34171 1.95118 7.65829 2.14645 7.85355L6.14645 11.8536C6.34171 12.0488 6.65829 12.0488 6.85355 11.8536C7.04882 11.6583 7.04882 11.3417 6.85355 11.1464L3.20711 7.5L6.85355 3.85355ZM12.8536 3.85355C13.0488 3.65829 13.0488 3.34171 12.8536 3.14645C12.6583 2.95118 12.3417 2.95118 12.1464 3.14645L8.14645 7.14645C7.95118 7.34171 7.95118 7.65829 8.14645 7.85355L12.1464 11.8536C12.3417 12.0488 12.6583 12.0488 12.8536 11.8536C13.0488 11.6583 13.0488 11.3417 12.8536 11.1464L9.20711 7.5L12.8536 3.85355Z"
});
var PaginationLastIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M2.14645 11.1464C1.95118 11.3417 1.95118 11.6583 2.14645 11.8536C2.34171 12.0488 2.65829 12.0488 2.85355 11.8536L6.85355 7.85355C7.04882 7.65829 7.04882 7.34171 6.85355 7.14645L2.85355 3.14645C2.65829 2.95118 2.34171 2.95118 2.14645 3.14645C1.95118 3.34171 1.95118 3.65829 2.14645 3.85355L5.79289 7.5L2.14645 11.1464ZM8.14645 11.1464C7.95118 11.3417 7.95118 11.6583 8.14645 11.8536C8.34171 12.0488 8.65829 12.0488 8.85355 11.8536L12.8536 7.85355C13.0488 7.65829 13.0488 7.34171 12.8536 7.14645L8.85355 3.14645C8.65829 2.95118 8.34171 2.95118 8.14645 3.14645C7.95118 3.34171 7.95118 3.65829 8.14645 3.85355L11.7929 7.5L8.14645 11.1464Z"
});
var PaginationDotsIcon = (props) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationIcon, {
	...props,
	path: "M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z"
});
// node_modules/@mantine/core/esm/components/Pagination/PaginationDots/PaginationDots.mjs
var defaultProps$3 = { icon: PaginationDotsIcon };
var PaginationDots = factory((_props) => {
	const { classNames, className, style, styles, vars, icon: Icon, ...others } = useProps("PaginationDots", defaultProps$3, _props);
	const ctx = usePaginationContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("dots", {
			className,
			style,
			styles,
			classNames
		}),
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, { style: {
			width: "calc(var(--pagination-control-size) / 1.8)",
			height: "calc(var(--pagination-control-size) / 1.8)"
		} })
	});
});
PaginationDots.classes = Pagination_module_default;
PaginationDots.displayName = "@mantine/core/PaginationDots";
// node_modules/@mantine/core/esm/components/Pagination/PaginationEdges/PaginationEdges.mjs
function createEdgeComponent({ icon, name, action, type }) {
	const defaultProps = { icon };
	const Component = (props) => {
		const { icon: Icon, ...others } = useProps(name, defaultProps, props);
		const ctx = usePaginationContext();
		const disabled = type === "next" ? ctx.active === ctx.total : ctx.active === 1;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationControl, {
			disabled: ctx.disabled || disabled,
			onClick: ctx[action],
			withPadding: false,
			...others,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
				className: "mantine-rotate-rtl",
				style: {
					width: "calc(var(--pagination-control-size) / 1.8)",
					height: "calc(var(--pagination-control-size) / 1.8)"
				}
			})
		});
	};
	Component.displayName = `@mantine/core/${name}`;
	return polymorphic(Component);
}
var PaginationNext = createEdgeComponent({
	icon: PaginationNextIcon,
	name: "PaginationNext",
	action: "onNext",
	type: "next"
});
var PaginationPrevious = createEdgeComponent({
	icon: PaginationPreviousIcon,
	name: "PaginationPrevious",
	action: "onPrevious",
	type: "previous"
});
var PaginationFirst = createEdgeComponent({
	icon: PaginationFirstIcon,
	name: "PaginationFirst",
	action: "onFirst",
	type: "previous"
});
var PaginationLast = createEdgeComponent({
	icon: PaginationLastIcon,
	name: "PaginationLast",
	action: "onLast",
	type: "next"
});
// node_modules/@mantine/core/esm/components/Pagination/PaginationItems/PaginationItems.mjs
function PaginationItems({ dotsIcon }) {
	const ctx = usePaginationContext();
	const items = ctx.range.map((page, index) => {
		if (page === "dots") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationDots, { icon: dotsIcon }, index);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationControl, {
			active: page === ctx.active,
			"aria-current": page === ctx.active ? "page" : void 0,
			onClick: () => ctx.onChange(page),
			disabled: ctx.disabled,
			...ctx.getItemProps?.(page),
			children: ctx.getItemProps?.(page)?.children ?? page
		}, index);
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: items });
}
PaginationItems.displayName = "@mantine/core/PaginationItems";
// node_modules/@mantine/core/esm/components/Pagination/PaginationLabel/PaginationLabel.mjs
var defaultProps$2 = { formatLabel: ({ page, totalPages }) => `Page ${page} of ${totalPages}` };
var PaginationLabel = factory((_props) => {
	const { classNames, className, style, styles, vars, formatLabel, ...others } = useProps("PaginationLabel", defaultProps$2, _props);
	const ctx = usePaginationContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("label", {
			className,
			style,
			styles,
			classNames
		}),
		...others,
		children: formatLabel({
			page: ctx.active,
			totalPages: ctx.total
		})
	});
});
PaginationLabel.classes = Pagination_module_default;
PaginationLabel.displayName = "@mantine/core/PaginationLabel";
// node_modules/@mantine/core/esm/components/Pagination/PaginationRoot/PaginationRoot.mjs
var defaultProps$1 = {
	siblings: 1,
	boundaries: 1
};
var varsResolver = createVarsResolver((theme, { size, radius, color, autoContrast }) => ({ root: {
	"--pagination-control-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--pagination-control-size": getSize(size, "pagination-control-size"),
	"--pagination-control-fz": getFontSize(size),
	"--pagination-active-bg": color ? getThemeColor(color, theme) : void 0,
	"--pagination-active-color": getAutoContrastValue(autoContrast, theme) ? getContrastColor({
		color,
		theme,
		autoContrast
	}) : void 0
} }));
var PaginationRoot = factory((_props) => {
	const props = useProps("PaginationRoot", defaultProps$1, _props);
	const { classNames, className, style, styles, unstyled, vars, total, value, defaultValue, onChange, disabled, siblings, boundaries, color, radius, onNextPage, onPreviousPage, onFirstPage, onLastPage, getItemProps, autoContrast, startValue, layout, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Pagination",
		classes: Pagination_module_default,
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
	const { range, setPage, next, previous, active, first, last } = usePagination({
		page: value,
		initialPage: defaultValue,
		onChange,
		total,
		siblings,
		boundaries,
		startValue
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationProvider, {
		value: {
			total,
			range,
			active,
			disabled,
			layout,
			getItemProps,
			onChange: setPage,
			onNext: createEventHandler(onNextPage, next),
			onPrevious: createEventHandler(onPreviousPage, previous),
			onFirst: createEventHandler(onFirstPage, first),
			onLast: createEventHandler(onLastPage, last),
			getStyles
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...getStyles("root"),
			mod: [{ layout }, mod],
			...others
		})
	});
});
PaginationRoot.classes = Pagination_module_default;
PaginationRoot.varsResolver = varsResolver;
PaginationRoot.displayName = "@mantine/core/PaginationRoot";
// node_modules/@mantine/core/esm/components/Pagination/Pagination.mjs
var defaultProps = {
	withControls: true,
	withPages: true,
	siblings: 1,
	boundaries: 1,
	gap: 8
};
function PaginationItemsGroup({ children }) {
	const ctx = usePaginationContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("items"),
		children
	});
}
var Pagination = factory((_props) => {
	const { withEdges, withControls, getControlProps, nextIcon, previousIcon, lastIcon, firstIcon, dotsIcon, total, gap, hideWithOnePage, withPages, layout, formatLabel, ...others } = useProps("Pagination", defaultProps, _props);
	if (total <= 0 || hideWithOnePage && total === 1) return null;
	const pagesContent = withPages ? layout === "responsive" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationItemsGroup, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationItems, { dotsIcon }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationLabel, { formatLabel })] }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationItems, { dotsIcon }) : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationRoot, {
		total,
		layout,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap,
			children: [
				withEdges && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationFirst, {
					icon: firstIcon,
					...getControlProps?.("first")
				}),
				withControls && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationPrevious, {
					icon: previousIcon,
					...getControlProps?.("previous")
				}),
				pagesContent,
				withControls && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationNext, {
					icon: nextIcon,
					...getControlProps?.("next")
				}),
				withEdges && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PaginationLast, {
					icon: lastIcon,
					...getControlProps?.("last")
				})
			]
		})
	});
});
Pagination.classes = Pagination_module_default;
Pagination.displayName = "@mantine/core/Pagination";
Pagination.Root = PaginationRoot;
Pagination.Control = PaginationControl;
Pagination.Dots = PaginationDots;
Pagination.First = PaginationFirst;
Pagination.Last = PaginationLast;
Pagination.Next = PaginationNext;
Pagination.Previous = PaginationPrevious;
Pagination.Items = PaginationItems;
Pagination.Label = PaginationLabel;
export { Pagination as t };
