import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { R as rem, f as useMantineTheme, l as useStyles, n as polymorphicFactory, r as factory, t as Box, u as useProps, w as parseThemeColor } from "./Box-DROYDCIE.js";
import { a as useUncontrolled, i as useResolvedStylesApi, t as Input } from "./Input-Dczs-e95.js";
import { O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { f as createEventHandler, i as usePopoverContext, l as getSingleElementChild, o as getFloatingPosition, p as isElement, r as useContextMenuHandlers, t as Popover } from "./Popover-BLOUV1aT.js";
import { S as createSafeContext, a as useFloating, c as useInteractions, n as safePolygon, s as useHover, x as useDirection } from "./floating-ui.react-C-ZlW4mP.js";
import { t as CheckIcon } from "./CheckIcon-C2GoJARm.js";
import { n as UnstyledButton } from "./CloseButton-DPVtf8hz.js";
import { lt as AccordionChevron, vt as useMergedRef } from "./index-D9x2-Kp7.js";
import { t as useId$1 } from "./use-id-Cydf4vFq.js";
// node_modules/@mantine/core/esm/core/utils/find-element-ancestor/find-element-ancestor.mjs
function findElementAncestor(element, selector) {
	let _element = element;
	while ((_element = _element.parentElement) && !_element.matches(selector));
	return _element;
}
// node_modules/@mantine/core/esm/core/utils/create-scoped-keydown-handler/create-scoped-keydown-handler.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function getPreviousIndex(current, elements, loop) {
	for (let i = current - 1; i >= 0; i -= 1) if (!elements[i].disabled) return i;
	if (loop) {
		for (let i = elements.length - 1; i > -1; i -= 1) if (!elements[i].disabled) return i;
	}
	return current;
}
function getNextIndex(current, elements, loop) {
	for (let i = current + 1; i < elements.length; i += 1) if (!elements[i].disabled) return i;
	if (loop) {
		for (let i = 0; i < elements.length; i += 1) if (!elements[i].disabled) return i;
	}
	return current;
}
/** Validates that target element is on the same level as sibling, used to filter out children that have the same sibling selector */
function onSameLevel(target, sibling, parentSelector) {
	return findElementAncestor(target, parentSelector) === findElementAncestor(sibling, parentSelector);
}
function createScopedKeydownHandler({ parentSelector, siblingSelector, onKeyDown, loop = true, activateOnFocus = false, dir = "rtl", orientation }) {
	return (event) => {
		onKeyDown?.(event);
		const elements = Array.from(findElementAncestor(event.currentTarget, parentSelector)?.querySelectorAll(siblingSelector) || []).filter((node) => onSameLevel(event.currentTarget, node, parentSelector));
		const current = elements.findIndex((el) => event.currentTarget === el);
		const _nextIndex = getNextIndex(current, elements, loop);
		const _previousIndex = getPreviousIndex(current, elements, loop);
		const nextIndex = dir === "rtl" ? _previousIndex : _nextIndex;
		const previousIndex = dir === "rtl" ? _nextIndex : _previousIndex;
		switch (event.key) {
			case "ArrowRight":
				if (orientation === "horizontal") {
					event.stopPropagation();
					event.preventDefault();
					elements[nextIndex].focus();
					activateOnFocus && elements[nextIndex].click();
				}
				break;
			case "ArrowLeft":
				if (orientation === "horizontal") {
					event.stopPropagation();
					event.preventDefault();
					elements[previousIndex].focus();
					activateOnFocus && elements[previousIndex].click();
				}
				break;
			case "ArrowUp":
				if (orientation === "vertical") {
					event.stopPropagation();
					event.preventDefault();
					elements[_previousIndex].focus();
					activateOnFocus && elements[_previousIndex].click();
				}
				break;
			case "ArrowDown":
				if (orientation === "vertical") {
					event.stopPropagation();
					event.preventDefault();
					elements[_nextIndex].focus();
					activateOnFocus && elements[_nextIndex].click();
				}
				break;
			case "Home":
				event.stopPropagation();
				event.preventDefault();
				elements[getNextIndex(-1, elements, false)]?.focus();
				break;
			case "End":
				event.stopPropagation();
				event.preventDefault();
				elements[getPreviousIndex(elements.length, elements, false)]?.focus();
		}
	};
}
// node_modules/@mantine/core/esm/core/utils/get-context-item-index/get-context-item-index.mjs
function getContextItemIndex(elementSelector, parentSelector, node) {
	if (!node) return null;
	return Array.from(findElementAncestor(node, parentSelector)?.querySelectorAll(elementSelector) || []).findIndex((element) => element === node);
}
// node_modules/@mantine/core/esm/utils/Floating/use-delayed-hover.mjs
function useDelayedHover({ open, close, openDelay, closeDelay }) {
	const openTimeout = (0, import_react.useRef)(-1);
	const closeTimeout = (0, import_react.useRef)(-1);
	const clearTimeouts = () => {
		window.clearTimeout(openTimeout.current);
		window.clearTimeout(closeTimeout.current);
	};
	const openDropdown = () => {
		clearTimeouts();
		if (openDelay === 0 || openDelay === void 0) open();
		else openTimeout.current = window.setTimeout(open, openDelay);
	};
	const closeDropdown = () => {
		clearTimeouts();
		if (closeDelay === 0 || closeDelay === void 0) close();
		else closeTimeout.current = window.setTimeout(close, closeDelay);
	};
	(0, import_react.useEffect)(() => clearTimeouts, []);
	return {
		openDropdown,
		closeDropdown
	};
}
// node_modules/@mantine/core/esm/components/Menu/Menu.context.mjs
var [MenuContextProvider, useMenuContext] = createSafeContext("Menu component was not found in the tree");
// node_modules/@mantine/core/esm/components/Menu/MenuCheckboxGroup/MenuCheckboxGroup.context.mjs
var MenuCheckboxGroupContext = (0, import_react.createContext)(null);
// node_modules/@mantine/core/esm/components/Menu/MenuCheckboxGroup/MenuCheckboxGroup.mjs
var import_jsx_runtime = require_jsx_runtime();
function MenuCheckboxGroup(_props) {
	const { value, defaultValue, onChange, children } = useProps("MenuCheckboxGroup", null, _props);
	const [_value, setValue] = useUncontrolled({
		value,
		defaultValue,
		finalValue: [],
		onChange
	});
	const toggle = (0, import_react.useCallback)((next) => {
		setValue(_value.includes(next) ? _value.filter((item) => item !== next) : [..._value, next]);
	}, [_value, setValue]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuCheckboxGroupContext, {
		value: {
			values: _value,
			onChange: toggle
		},
		children
	});
}
MenuCheckboxGroup.displayName = "@mantine/core/MenuCheckboxGroup";
// node_modules/@mantine/core/esm/components/Menu/MenuSub/MenuSub.context.mjs
var SubMenuContext = (0, import_react.createContext)(null);
// node_modules/@mantine/core/esm/components/Menu/MenuSelectableItem/MenuSelectableItem.mjs
function MenuSelectableItem({ role, checked, indicator, onSelect, color, closeMenuOnClick, rightSection, children, disabled, dataDisabled, className, style, styles, classNames, buttonRef, others }) {
	const ctx = useMenuContext();
	const subCtx = (0, import_react.use)(SubMenuContext);
	const theme = useMantineTheme();
	const { dir } = useDirection();
	const itemRef = (0, import_react.useRef)(null);
	const handleClick = createEventHandler(others.onClick, () => {
		if (dataDisabled) return;
		onSelect();
		if (closeMenuOnClick) ctx.closeDropdownImmediately();
	});
	const handleMouseMove = createEventHandler(others.onMouseMove, () => {
		if (!ctx.hasSearch) return;
		const dropdown = itemRef.current?.closest("[data-menu-dropdown]");
		if (!dropdown) return;
		dropdown.querySelectorAll("[data-menu-active]").forEach((node) => {
			if (node !== itemRef.current && node.closest("[data-menu-dropdown]") === dropdown) node.removeAttribute("data-menu-active");
		});
	});
	const handleKeydown = createEventHandler(others.onKeyDown, (event) => {
		if (event.key === "ArrowLeft" && subCtx) {
			subCtx.close();
			subCtx.focusParentItem();
		}
	});
	const colors = color ? theme.variantColorResolver({
		color,
		theme,
		variant: "light"
	}) : void 0;
	const parsedThemeColor = color ? parseThemeColor({
		color,
		theme
	}) : null;
	const renderIndicator = ctx.alignItemsLabels !== "none" || checked;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		onMouseDown: (event) => event.preventDefault(),
		...others,
		unstyled: ctx.unstyled,
		tabIndex: ctx.menuItemTabIndex,
		...ctx.getStyles("item", {
			className,
			style,
			styles,
			classNames
		}),
		ref: useMergedRef(itemRef, buttonRef),
		role,
		"aria-checked": checked,
		disabled,
		"data-menu-item": true,
		"data-checked": checked || void 0,
		"data-disabled": disabled || dataDisabled || void 0,
		"data-mantine-stop-propagation": true,
		onClick: handleClick,
		onMouseMove: handleMouseMove,
		onKeyDown: createScopedKeydownHandler({
			siblingSelector: "[data-menu-item]:not([data-disabled])",
			parentSelector: "[data-menu-dropdown]",
			activateOnFocus: false,
			loop: ctx.loop,
			dir,
			orientation: "vertical",
			onKeyDown: handleKeydown
		}),
		__vars: {
			"--menu-item-color": parsedThemeColor?.isThemeColor && parsedThemeColor?.shade === void 0 ? `var(--mantine-color-${parsedThemeColor.color}-6)` : colors?.color,
			"--menu-item-hover": colors?.hover
		},
		children: [
			renderIndicator && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemIndicator", {
					styles,
					classNames
				}),
				"data-checked": checked || void 0,
				children: checked ? indicator : null
			}),
			children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemLabel", {
					styles,
					classNames
				}),
				"data-menu-item-label": true,
				children
			}),
			rightSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemSection", {
					styles,
					classNames
				}),
				"data-position": "right",
				children: rightSection
			})
		]
	});
}
// node_modules/@mantine/core/esm/components/Menu/Menu.module.mjs
var Menu_module_default = {
	"dropdown": "m_dc9b7c9f",
	"label": "m_9bfac126",
	"divider": "m_efdf90cb",
	"item": "m_99ac2aa1",
	"search": "m_ef8769b6",
	"itemLabel": "m_5476e0d3",
	"itemIndicator": "m_8395186e",
	"itemSection": "m_8b75e504",
	"chevron": "m_b85b0bed"
};
// node_modules/@mantine/core/esm/components/Menu/MenuCheckboxItem/MenuCheckboxItem.mjs
var MenuCheckboxItem = factory((_props) => {
	const { classNames, className, style, styles, vars, color, closeMenuOnClick, rightSection, children, disabled, "data-disabled": dataDisabled, value, checked, defaultChecked, onChange, checkIcon, ref, ...others } = useProps("MenuCheckboxItem", null, _props);
	const ctx = useMenuContext();
	const groupCtx = (0, import_react.use)(MenuCheckboxGroupContext);
	const groupChecked = groupCtx && value !== void 0 ? groupCtx.values.includes(value) : void 0;
	const [_checked, setChecked] = useUncontrolled({
		value: checked ?? groupChecked,
		defaultValue: defaultChecked,
		finalValue: false,
		onChange
	});
	const resolvedCheckIcon = checkIcon ?? ctx.checkIcon ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckIcon, { size: 10 });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuSelectableItem, {
		role: "menuitemcheckbox",
		checked: _checked,
		indicator: resolvedCheckIcon,
		onSelect: () => {
			if (onChange) setChecked(!_checked);
			else if (groupCtx && value !== void 0) groupCtx.onChange(value);
			else setChecked(!_checked);
		},
		color,
		closeMenuOnClick,
		rightSection,
		disabled,
		dataDisabled,
		className,
		style,
		styles,
		classNames,
		buttonRef: ref,
		others,
		children
	});
});
MenuCheckboxItem.classes = Menu_module_default;
MenuCheckboxItem.displayName = "@mantine/core/MenuCheckboxItem";
// node_modules/@mantine/core/esm/components/Menu/MenuContextMenu/MenuContextMenu.mjs
function MenuContextMenu(props) {
	const { children, disabled, longPressDelay } = useProps("MenuContextMenu", null, props);
	const child = getSingleElementChild(children);
	if (!child) throw new Error("Menu.ContextMenu component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	const ctx = useMenuContext();
	const popoverCtx = usePopoverContext();
	const handlers = useContextMenuHandlers({
		childProps: child.props,
		disabled: disabled || popoverCtx.disabled,
		opened: ctx.opened,
		longPressDelay,
		setReference: popoverCtx.reference,
		open: () => ctx.openDropdown()
	});
	return (0, import_react.cloneElement)(child, handlers);
}
MenuContextMenu.displayName = "@mantine/core/MenuContextMenu";
// node_modules/@mantine/core/esm/components/Menu/MenuDivider/MenuDivider.mjs
var MenuDivider = factory((props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("MenuDivider", null, props);
	const ctx = useMenuContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("divider", {
			className,
			style,
			styles,
			classNames
		}),
		...others
	});
});
MenuDivider.classes = Menu_module_default;
MenuDivider.displayName = "@mantine/core/MenuDivider";
// node_modules/@mantine/core/esm/components/Menu/use-menu-type-ahead.mjs
var RESET_DELAY = 500;
function getItemText(item) {
	return ((item.querySelector("[data-menu-item-label]") ?? item).textContent ?? "").trim().toLowerCase();
}
function isRepeatedChar(buffer) {
	return buffer.length > 1 && buffer.split("").every((char) => char === buffer[0]);
}
function useMenuTypeAhead({ enabled, opened, getDropdown }) {
	const stateRef = (0, import_react.useRef)({
		buffer: "",
		timeoutId: null
	});
	(0, import_react.useEffect)(() => {
		if (opened && enabled) return;
		const state = stateRef.current;
		if (state.timeoutId !== null) {
			window.clearTimeout(state.timeoutId);
			state.timeoutId = null;
		}
		state.buffer = "";
	}, [opened, enabled]);
	(0, import_react.useEffect)(() => () => {
		const { timeoutId } = stateRef.current;
		if (timeoutId !== null) window.clearTimeout(timeoutId);
	}, []);
	return (event) => {
		if (!enabled || event.defaultPrevented) return;
		if (event.ctrlKey || event.metaKey || event.altKey) return;
		if (event.key.length !== 1 || event.key === " ") return;
		const target = event.target;
		if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT" || target.isContentEditable)) return;
		const dropdown = getDropdown();
		if (!dropdown) return;
		const items = Array.from(dropdown.querySelectorAll("[data-menu-item]:not([data-disabled])")).filter((item) => item.closest("[data-menu-dropdown]") === dropdown);
		if (items.length === 0) return;
		const state = stateRef.current;
		state.buffer = (state.buffer + event.key).toLowerCase();
		if (state.timeoutId !== null) window.clearTimeout(state.timeoutId);
		state.timeoutId = window.setTimeout(() => {
			state.buffer = "";
			state.timeoutId = null;
		}, RESET_DELAY);
		const activeElement = document.activeElement;
		const currentIndex = activeElement ? items.indexOf(activeElement) : -1;
		let match = null;
		if (state.buffer.length === 1 || isRepeatedChar(state.buffer)) {
			const char = state.buffer[0];
			const startIndex = currentIndex + 1;
			for (let i = 0; i < items.length; i += 1) {
				const idx = (startIndex + i) % items.length;
				if (getItemText(items[idx]).startsWith(char)) {
					match = items[idx];
					break;
				}
			}
		} else for (let i = 0; i < items.length; i += 1) if (getItemText(items[i]).startsWith(state.buffer)) {
			match = items[i];
			break;
		}
		if (match) {
			event.preventDefault();
			match.focus();
		}
	};
}
// node_modules/@mantine/core/esm/components/Menu/MenuDropdown/MenuDropdown.mjs
var MenuDropdown = factory((props) => {
	const { classNames, className, style, styles, vars, onMouseEnter, onMouseLeave, onKeyDown, children, ref, ...others } = useProps("MenuDropdown", null, props);
	const wrapperRef = (0, import_react.useRef)(null);
	const ctx = useMenuContext();
	const typeAhead = useMenuTypeAhead({
		enabled: !ctx.hasSearch,
		opened: ctx.opened,
		getDropdown: () => wrapperRef.current
	});
	const handleKeyDown = createEventHandler(onKeyDown, (event) => {
		typeAhead(event);
		if (event.defaultPrevented || ctx.hasSearch) return;
		if (event.key === "ArrowUp" || event.key === "ArrowDown") {
			event.preventDefault();
			wrapperRef.current?.querySelectorAll("[data-menu-item]:not(:disabled)")[0]?.focus();
		}
	});
	const handleMouseEnter = createEventHandler(onMouseEnter, () => (ctx.trigger === "hover" || ctx.trigger === "click-hover") && ctx.openDropdown());
	const handleMouseLeave = createEventHandler(onMouseLeave, () => (ctx.trigger === "hover" || ctx.trigger === "click-hover") && ctx.closeDropdown());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Popover.Dropdown, {
		...others,
		onMouseEnter: handleMouseEnter,
		onMouseLeave: handleMouseLeave,
		role: "menu",
		"aria-orientation": "vertical",
		ref: useMergedRef(ref, wrapperRef),
		...ctx.getStyles("dropdown", {
			className,
			style,
			styles,
			classNames,
			withStaticClass: false
		}),
		tabIndex: -1,
		"data-menu-dropdown": true,
		onKeyDown: handleKeyDown,
		children: [ctx.withInitialFocusPlaceholder && !ctx.hasSearch && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "presentation",
			tabIndex: -1,
			"data-autofocus": true,
			"data-mantine-stop-propagation": true,
			style: { outline: 0 }
		}), children]
	});
});
MenuDropdown.classes = Menu_module_default;
MenuDropdown.displayName = "@mantine/core/MenuDropdown";
// node_modules/@mantine/core/esm/components/Menu/MenuItem/MenuItem.mjs
var MenuItem = polymorphicFactory((props) => {
	const { classNames, className, style, styles, vars, color, closeMenuOnClick, leftSection, rightSection, children, disabled, "data-disabled": dataDisabled, ref, ...others } = useProps("MenuItem", null, props);
	const ctx = useMenuContext();
	const subCtx = (0, import_react.use)(SubMenuContext);
	const theme = useMantineTheme();
	const { dir } = useDirection();
	const itemRef = (0, import_react.useRef)(null);
	const _others = others;
	const handleClick = createEventHandler(_others.onClick, () => {
		if (dataDisabled) return;
		if (typeof closeMenuOnClick === "boolean") closeMenuOnClick && ctx.closeDropdownImmediately();
		else ctx.closeOnItemClick && ctx.closeDropdownImmediately();
	});
	const handleMouseMove = createEventHandler(_others.onMouseMove, () => {
		if (!ctx.hasSearch) return;
		const dropdown = itemRef.current?.closest("[data-menu-dropdown]");
		if (!dropdown) return;
		dropdown.querySelectorAll("[data-menu-active]").forEach((node) => {
			if (node !== itemRef.current && node.closest("[data-menu-dropdown]") === dropdown) node.removeAttribute("data-menu-active");
		});
	});
	const colors = color ? theme.variantColorResolver({
		color,
		theme,
		variant: "light"
	}) : void 0;
	const parsedThemeColor = color ? parseThemeColor({
		color,
		theme
	}) : null;
	const handleKeydown = createEventHandler(_others.onKeyDown, (event) => {
		if (event.key === "ArrowLeft" && subCtx) {
			subCtx.close();
			subCtx.focusParentItem();
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		onMouseDown: (event) => event.preventDefault(),
		...others,
		unstyled: ctx.unstyled,
		tabIndex: ctx.menuItemTabIndex,
		...ctx.getStyles("item", {
			className,
			style,
			styles,
			classNames
		}),
		ref: useMergedRef(itemRef, ref),
		role: "menuitem",
		disabled,
		"data-menu-item": true,
		"data-disabled": disabled || dataDisabled || void 0,
		"data-mantine-stop-propagation": true,
		onClick: handleClick,
		onMouseMove: handleMouseMove,
		onKeyDown: createScopedKeydownHandler({
			siblingSelector: "[data-menu-item]:not([data-disabled])",
			parentSelector: "[data-menu-dropdown]",
			activateOnFocus: false,
			loop: ctx.loop,
			dir,
			orientation: "vertical",
			onKeyDown: handleKeydown
		}),
		__vars: {
			"--menu-item-color": parsedThemeColor?.isThemeColor && parsedThemeColor?.shade === void 0 ? `var(--mantine-color-${parsedThemeColor.color}-6)` : colors?.color,
			"--menu-item-hover": colors?.hover
		},
		children: [
			ctx.alignItemsLabels === "all" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemIndicator", {
					styles,
					classNames
				}),
				"data-placeholder": true
			}),
			leftSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemSection", {
					styles,
					classNames
				}),
				"data-position": "left",
				children: leftSection
			}),
			children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemLabel", {
					styles,
					classNames
				}),
				"data-menu-item-label": true,
				children
			}),
			rightSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemSection", {
					styles,
					classNames
				}),
				"data-position": "right",
				children: rightSection
			})
		]
	});
});
MenuItem.classes = Menu_module_default;
MenuItem.displayName = "@mantine/core/MenuItem";
// node_modules/@mantine/core/esm/components/Menu/MenuLabel/MenuLabel.mjs
var MenuLabel = factory((props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("MenuLabel", null, props);
	const ctx = useMenuContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...ctx.getStyles("label", {
			className,
			style,
			styles,
			classNames
		}),
		...others
	});
});
MenuLabel.classes = Menu_module_default;
MenuLabel.displayName = "@mantine/core/MenuLabel";
// node_modules/@mantine/core/esm/components/Menu/MenuRadioGroup/MenuRadioGroup.context.mjs
var MenuRadioGroupContext = (0, import_react.createContext)(null);
// node_modules/@mantine/core/esm/components/Menu/MenuRadioGroup/MenuRadioGroup.mjs
function MenuRadioGroup(_props) {
	const { value, defaultValue, onChange, children } = useProps("MenuRadioGroup", null, _props);
	const [_value, setValue] = useUncontrolled({
		value,
		defaultValue,
		finalValue: null,
		onChange
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuRadioGroupContext, {
		value: {
			value: _value,
			onChange: (next) => setValue(next)
		},
		children
	});
}
MenuRadioGroup.displayName = "@mantine/core/MenuRadioGroup";
// node_modules/@mantine/core/esm/components/Radio/RadioIcon.mjs
function RadioIcon({ size, style, ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		xmlns: "http://www.w3.org/2000/svg",
		fill: "none",
		viewBox: "0 0 5 5",
		style: {
			width: rem(size),
			height: rem(size),
			...style
		},
		"aria-hidden": true,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
			cx: "2.5",
			cy: "2.5",
			r: "2.5",
			fill: "currentColor"
		})
	});
}
// node_modules/@mantine/core/esm/components/Menu/MenuRadioItem/MenuRadioItem.mjs
var MenuRadioItem = factory((_props) => {
	const { classNames, className, style, styles, vars, color, closeMenuOnClick, rightSection, children, disabled, "data-disabled": dataDisabled, value, checked, onChange, checkIcon, ref, ...others } = useProps("MenuRadioItem", null, _props);
	const ctx = useMenuContext();
	const groupCtx = (0, import_react.use)(MenuRadioGroupContext);
	const _checked = checked ?? (groupCtx ? groupCtx.value === value : false);
	const resolvedCheckIcon = checkIcon ?? ctx.checkIcon ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RadioIcon, { size: 5 });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuSelectableItem, {
		role: "menuitemradio",
		checked: _checked,
		indicator: resolvedCheckIcon,
		onSelect: () => {
			if (!_checked) {
				if (onChange) onChange(value);
				else if (groupCtx) groupCtx.onChange(value);
			}
		},
		color,
		closeMenuOnClick,
		rightSection,
		disabled,
		dataDisabled,
		className,
		style,
		styles,
		classNames,
		buttonRef: ref,
		others,
		children
	});
});
MenuRadioItem.classes = Menu_module_default;
MenuRadioItem.displayName = "@mantine/core/MenuRadioItem";
// node_modules/@mantine/core/esm/components/Menu/MenuSearch/MenuSearch.mjs
var ITEM_SELECTOR = "[data-menu-item]:not([data-disabled])";
var ACTIVE_SELECTOR = "[data-menu-active]";
function getDropdown(node) {
	return node?.closest("[data-menu-dropdown]");
}
function getItems(dropdown) {
	if (!dropdown) return [];
	return Array.from(dropdown.querySelectorAll(ITEM_SELECTOR)).filter((item) => item.closest("[data-menu-dropdown]") === dropdown);
}
function clearActive(dropdown) {
	if (!dropdown) return;
	dropdown.querySelectorAll(ACTIVE_SELECTOR).forEach((node) => {
		if (node.closest("[data-menu-dropdown]") === dropdown) node.removeAttribute("data-menu-active");
	});
}
function setActive(item, dropdown) {
	clearActive(dropdown);
	if (item) {
		item.setAttribute("data-menu-active", "true");
		item.scrollIntoView({ block: "nearest" });
	}
}
function getActiveIndex(items) {
	return items.findIndex((item) => item.hasAttribute("data-menu-active"));
}
var defaultProps$3 = { clearSearchOnClose: true };
var MenuSearch = factory((props) => {
	const { classNames, styles, onKeyDown, onChange, size, clearSearchOnClose, ref, ...others } = useProps("MenuSearch", defaultProps$3, props);
	const ctx = useMenuContext();
	const inputRef = (0, import_react.useRef)(null);
	const mergedRef = useMergedRef(ref, inputRef);
	const onChangeRef = (0, import_react.useRef)(onChange);
	onChangeRef.current = onChange;
	(0, import_react.useEffect)(() => {
		return ctx.registerSearch();
	}, [ctx.registerSearch]);
	(0, import_react.useEffect)(() => {
		if (clearSearchOnClose) ctx.searchExitClearRef.current = () => {
			onChangeRef.current?.({ currentTarget: { value: "" } });
		};
		else ctx.searchExitClearRef.current = null;
	}, [clearSearchOnClose, ctx.searchExitClearRef]);
	(0, import_react.useEffect)(() => {
		if (!ctx.opened) clearActive(getDropdown(inputRef.current));
	}, [ctx.opened]);
	const handleChange = createEventHandler(onChange, (event) => {
		clearActive(getDropdown(event.currentTarget));
	});
	const handleKeyDown = createEventHandler(onKeyDown, (event) => {
		if (event.defaultPrevented) return;
		const dropdown = getDropdown(event.currentTarget);
		const items = getItems(dropdown);
		if (event.key === "ArrowDown") {
			event.preventDefault();
			if (items.length === 0) return;
			const current = getActiveIndex(items);
			setActive(items[current >= items.length - 1 ? ctx.loop ? 0 : current : current + 1] ?? null, dropdown);
		} else if (event.key === "ArrowUp") {
			event.preventDefault();
			if (items.length === 0) return;
			const current = getActiveIndex(items);
			setActive(items[current <= 0 ? current === -1 ? items.length - 1 : ctx.loop ? items.length - 1 : 0 : current - 1] ?? null, dropdown);
		} else if (event.key === "Home") {
			event.preventDefault();
			if (items.length > 0) setActive(items[0], dropdown);
		} else if (event.key === "End") {
			event.preventDefault();
			if (items.length > 0) setActive(items[items.length - 1], dropdown);
		} else if (event.key === "Enter") {
			if (event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229) return;
			const target = items[getActiveIndex(items)];
			if (target) {
				event.preventDefault();
				if (target.hasAttribute("data-sub-menu-item")) {
					target.focus();
					target.dispatchEvent(new KeyboardEvent("keydown", {
						key: "ArrowRight",
						bubbles: true
					}));
				} else target.click();
			}
		}
	});
	const _styles = ctx.getStyles("search");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
		"data-autofocus": true,
		"data-mantine-stop-propagation": true,
		type: "search",
		size,
		...others,
		ref: mergedRef,
		classNames: [{ input: _styles.className }, classNames],
		styles: [{ input: _styles.style }, styles],
		onKeyDown: handleKeyDown,
		onChange: handleChange,
		__staticSelector: "Menu"
	});
});
MenuSearch.classes = Menu_module_default;
MenuSearch.displayName = "@mantine/core/MenuSearch";
// node_modules/@mantine/core/esm/components/Menu/MenuSubDropdown/MenuSubDropdown.mjs
var MenuSubDropdown = factory((props) => {
	const { classNames, className, style, styles, vars, onMouseEnter, onMouseLeave, onPointerEnter, onPointerLeave, onKeyDown, children, ref, ...others } = useProps("MenuSubDropdown", null, props);
	const wrapperRef = (0, import_react.useRef)(null);
	const ctx = useMenuContext();
	const subCtx = (0, import_react.use)(SubMenuContext);
	const typeAhead = useMenuTypeAhead({
		enabled: !ctx.hasSearch,
		opened: subCtx?.opened ?? false,
		getDropdown: () => wrapperRef.current
	});
	const handleKeyDown = createEventHandler(onKeyDown, (event) => {
		typeAhead(event);
		if (!event.ctrlKey && !event.metaKey && !event.altKey && event.key.length === 1 && event.key !== " ") event.stopPropagation();
	});
	const floatingProps = subCtx?.getFloatingProps({
		onMouseEnter,
		onMouseLeave,
		onPointerEnter,
		onPointerLeave
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover.Dropdown, {
		...others,
		...floatingProps,
		role: "menu",
		"aria-orientation": "vertical",
		ref: useMergedRef(ref, wrapperRef, subCtx?.setFloating),
		...ctx.getStyles("dropdown", {
			className,
			style,
			styles,
			classNames,
			withStaticClass: false
		}),
		tabIndex: -1,
		"data-menu-dropdown": true,
		onKeyDown: handleKeyDown,
		children
	});
});
MenuSubDropdown.classes = Menu_module_default;
MenuSubDropdown.displayName = "@mantine/core/MenuSubDropdown";
// node_modules/@mantine/core/esm/components/Menu/MenuSubItem/MenuSubItem.mjs
var MenuSubItem = polymorphicFactory((props) => {
	const { classNames, className, style, styles, vars, color, leftSection, rightSection, children, disabled, "data-disabled": dataDisabled, closeMenuOnClick, ref, ...others } = useProps("MenuSubItem", null, props);
	const ctx = useMenuContext();
	const subCtx = (0, import_react.use)(SubMenuContext);
	const theme = useMantineTheme();
	const { dir } = useDirection();
	const itemRef = (0, import_react.useRef)(null);
	const _others = others;
	const colors = color ? theme.variantColorResolver({
		color,
		theme,
		variant: "light"
	}) : void 0;
	const parsedThemeColor = color ? parseThemeColor({
		color,
		theme
	}) : null;
	const handleKeydown = createEventHandler(_others.onKeyDown, (event) => {
		if (event.key === "ArrowRight") {
			subCtx?.open();
			subCtx?.focusFirstItem();
		}
		if (event.key === "ArrowLeft" && subCtx?.parentContext) {
			subCtx.parentContext.close();
			subCtx.parentContext.focusParentItem();
		}
	});
	const handleClick = createEventHandler(_others.onClick, () => {
		if (!dataDisabled && closeMenuOnClick) ctx.closeDropdownImmediately();
	});
	const handleMouseMove = createEventHandler(_others.onMouseMove, () => {
		if (!ctx.hasSearch) return;
		const dropdown = itemRef.current?.closest("[data-menu-dropdown]");
		if (!dropdown) return;
		dropdown.querySelectorAll("[data-menu-active]").forEach((node) => {
			if (node !== itemRef.current && node.closest("[data-menu-dropdown]") === dropdown) node.removeAttribute("data-menu-active");
		});
	});
	const referenceProps = subCtx?.getReferenceProps({
		onMouseEnter: _others.onMouseEnter,
		onMouseLeave: _others.onMouseLeave,
		onPointerEnter: _others.onPointerEnter,
		onPointerLeave: _others.onPointerLeave
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		onMouseDown: (event) => event.preventDefault(),
		...others,
		...referenceProps,
		unstyled: ctx.unstyled,
		tabIndex: ctx.menuItemTabIndex,
		...ctx.getStyles("item", {
			className,
			style,
			styles,
			classNames
		}),
		ref: useMergedRef(itemRef, ref, subCtx?.setReference),
		role: "menuitem",
		disabled,
		"data-menu-item": true,
		"data-sub-menu-item": true,
		"data-disabled": disabled || dataDisabled || void 0,
		"data-mantine-stop-propagation": true,
		onClick: handleClick,
		onMouseMove: handleMouseMove,
		onKeyDown: createScopedKeydownHandler({
			siblingSelector: "[data-menu-item]:not([data-disabled])",
			parentSelector: "[data-menu-dropdown]",
			activateOnFocus: false,
			loop: ctx.loop,
			dir,
			orientation: "vertical",
			onKeyDown: handleKeydown
		}),
		__vars: {
			"--menu-item-color": parsedThemeColor?.isThemeColor && parsedThemeColor?.shade === void 0 ? `var(--mantine-color-${parsedThemeColor.color}-6)` : colors?.color,
			"--menu-item-hover": colors?.hover
		},
		children: [
			ctx.alignItemsLabels === "all" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemIndicator", {
					styles,
					classNames
				}),
				"data-placeholder": true
			}),
			leftSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemSection", {
					styles,
					classNames
				}),
				"data-position": "left",
				children: leftSection
			}),
			children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemLabel", {
					styles,
					classNames
				}),
				"data-menu-item-label": true,
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...ctx.getStyles("itemSection", {
					styles,
					classNames
				}),
				"data-position": "right",
				children: rightSection || /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionChevron, {
					...ctx.getStyles("chevron"),
					size: 14
				})
			})
		]
	});
});
MenuSubItem.classes = Menu_module_default;
MenuSubItem.displayName = "@mantine/core/MenuSubItem";
// node_modules/@mantine/core/esm/components/Menu/MenuSubTarget/MenuSubTarget.mjs
function MenuSubTarget({ children, refProp }) {
	if (!isElement(children)) throw new Error("Menu.Sub.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	useMenuContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover.Target, {
		refProp,
		popupType: "menu",
		children
	});
}
MenuSubTarget.displayName = "@mantine/core/MenuSubTarget";
// node_modules/@mantine/core/esm/components/Menu/MenuSub/MenuSub.mjs
var defaultProps$2 = {
	offset: 0,
	position: "right-start",
	safeAreaPolygon: true,
	transitionProps: { duration: 0 },
	openDelay: 0,
	middlewares: { shift: { crossAxis: true } }
};
function MenuSub(_props) {
	const { children, closeDelay, openDelay, position, safeAreaPolygon, opened: openedProp, onChange, ...others } = useProps("MenuSub", defaultProps$2, _props);
	const id = useId$1();
	const [opened, setOpened] = useUncontrolled({
		value: openedProp,
		finalValue: false,
		onChange
	});
	const parentSubCtx = (0, import_react.use)(SubMenuContext);
	const menuCtx = useMenuContext();
	const { dir } = useDirection();
	const resolvedPosition = getFloatingPosition(dir, position);
	const levelRegister = parentSubCtx?.registerOpenSub ?? menuCtx.registerOpenSub;
	const activeChildCloseRef = (0, import_react.useRef)(null);
	const registerOpenSub = (0, import_react.useCallback)((closeFn) => {
		const prev = activeChildCloseRef.current;
		if (prev && prev !== closeFn) prev();
		activeChildCloseRef.current = closeFn;
		return () => {
			if (activeChildCloseRef.current === closeFn) activeChildCloseRef.current = null;
		};
	}, []);
	const setOpenedRef = (0, import_react.useRef)(setOpened);
	setOpenedRef.current = setOpened;
	const handleOpen = (0, import_react.useCallback)(() => setOpenedRef.current(true), []);
	const handleClose = (0, import_react.useCallback)(() => setOpenedRef.current(false), []);
	(0, import_react.useEffect)(() => {
		if (!opened) return;
		return levelRegister(handleClose);
	}, [
		opened,
		levelRegister,
		handleClose
	]);
	const { context, refs } = useFloating({
		placement: resolvedPosition,
		open: opened,
		onOpenChange: (nextOpen) => {
			if (nextOpen) handleOpen();
			else handleClose();
		}
	});
	const { getReferenceProps, getFloatingProps } = useInteractions([useHover(context, {
		handleClose: safeAreaPolygon ? safePolygon(typeof safeAreaPolygon === "object" ? safeAreaPolygon : void 0) : void 0,
		delay: {
			open: openDelay,
			close: closeDelay
		}
	})]);
	const focusFirstItem = () => window.setTimeout(() => {
		document.getElementById(`${id}-dropdown`)?.querySelectorAll("[data-menu-item]:not([data-disabled])")[0]?.focus();
	}, 16);
	const focusParentItem = () => window.setTimeout(() => {
		document.getElementById(`${id}-target`)?.focus();
	}, 16);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SubMenuContext, {
		value: {
			opened,
			close: handleClose,
			open: handleOpen,
			focusFirstItem,
			focusParentItem,
			parentContext: parentSubCtx,
			setReference: refs.setReference,
			setFloating: refs.setFloating,
			getReferenceProps,
			getFloatingProps,
			registerOpenSub
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover, {
			opened,
			onChange: (nextOpened) => nextOpened ? handleOpen() : handleClose(),
			withArrow: false,
			id,
			position,
			...others,
			withinPortal: false,
			children
		})
	});
}
MenuSub.extend = (input) => input;
MenuSub.displayName = "@mantine/core/MenuSub";
MenuSub.Target = MenuSubTarget;
MenuSub.Dropdown = MenuSubDropdown;
MenuSub.Item = MenuSubItem;
// node_modules/@mantine/core/esm/components/Menu/MenuTarget/MenuTarget.mjs
var defaultProps$1 = { refProp: "ref" };
function MenuTarget(props) {
	const { children, refProp, ...others } = useProps("MenuTarget", defaultProps$1, props);
	const child = getSingleElementChild(children);
	if (!child) throw new Error("Menu.Target component children should be an element or a component that accepts ref. Fragments, strings, numbers and other primitive values are not supported");
	const ctx = useMenuContext();
	const _childProps = child.props;
	const onClick = createEventHandler(_childProps.onClick, () => {
		if (ctx.trigger === "click") ctx.toggleDropdown();
		else if (ctx.trigger === "click-hover") {
			ctx.setOpenedViaClick(true);
			if (!ctx.opened) ctx.openDropdown();
		}
	});
	const onMouseEnter = createEventHandler(_childProps.onMouseEnter, () => (ctx.trigger === "hover" || ctx.trigger === "click-hover") && ctx.openDropdown());
	const onMouseLeave = createEventHandler(_childProps.onMouseLeave, () => {
		if (ctx.trigger === "hover") ctx.closeDropdown();
		else if (ctx.trigger === "click-hover" && !ctx.openedViaClick) ctx.closeDropdown();
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover.Target, {
		refProp,
		popupType: "menu",
		...others,
		children: (0, import_react.cloneElement)(child, {
			onClick,
			onMouseEnter,
			onMouseLeave,
			"data-expanded": ctx.opened ? true : void 0
		})
	});
}
MenuTarget.displayName = "@mantine/core/MenuTarget";
// node_modules/@mantine/core/esm/components/Menu/Menu.mjs
var defaultProps = {
	trapFocus: true,
	closeOnItemClick: true,
	withInitialFocusPlaceholder: true,
	clickOutsideEvents: [
		"mousedown",
		"touchstart",
		"keydown"
	],
	loop: true,
	trigger: "click",
	openDelay: 0,
	closeDelay: 100,
	menuItemTabIndex: -1,
	alignItemsLabels: "with-indicators"
};
var Menu = factory((_props) => {
	const props = useProps("Menu", defaultProps, _props);
	const { children, onOpen, onClose, opened, defaultOpened, trapFocus, onChange, closeOnItemClick, loop, closeOnEscape, trigger, openDelay, closeDelay, classNames, styles, unstyled, variant, vars, menuItemTabIndex, keepMounted, withInitialFocusPlaceholder, attributes, onExitTransitionEnd, alignItemsLabels, checkIcon, ...others } = props;
	const getStyles = useStyles({
		name: "Menu",
		classes: Menu_module_default,
		props,
		classNames,
		styles,
		unstyled,
		attributes
	});
	const [_opened, setOpened] = useUncontrolled({
		value: opened,
		defaultValue: defaultOpened,
		finalValue: false,
		onChange
	});
	const [openedViaClick, setOpenedViaClick] = (0, import_react.useState)(false);
	const close = () => {
		setOpened(false);
		setOpenedViaClick(false);
		_opened && onClose?.();
	};
	const open = () => {
		setOpened(true);
		!_opened && onOpen?.();
	};
	const toggleDropdown = () => {
		_opened ? close() : open();
	};
	const { openDropdown, closeDropdown } = useDelayedHover({
		open,
		close,
		closeDelay,
		openDelay
	});
	const activeSubCloseRef = (0, import_react.useRef)(null);
	const registerOpenSub = (0, import_react.useCallback)((closeFn) => {
		const prev = activeSubCloseRef.current;
		if (prev && prev !== closeFn) prev();
		activeSubCloseRef.current = closeFn;
		return () => {
			if (activeSubCloseRef.current === closeFn) activeSubCloseRef.current = null;
		};
	}, []);
	const searchCountRef = (0, import_react.useRef)(0);
	const [hasSearch, setHasSearch] = (0, import_react.useState)(false);
	const registerSearch = (0, import_react.useCallback)(() => {
		searchCountRef.current += 1;
		if (searchCountRef.current === 1) setHasSearch(true);
		return () => {
			searchCountRef.current -= 1;
			if (searchCountRef.current === 0) setHasSearch(false);
		};
	}, []);
	const searchExitClearRef = (0, import_react.useRef)(null);
	const handleExitTransitionEnd = () => {
		searchExitClearRef.current?.();
		onExitTransitionEnd?.();
	};
	const getItemIndex = (node) => getContextItemIndex("[data-menu-item]", "[data-menu-dropdown]", node);
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		classNames,
		styles,
		props
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MenuContextProvider, {
		value: {
			getStyles,
			opened: _opened,
			toggleDropdown,
			getItemIndex,
			openedViaClick,
			setOpenedViaClick,
			closeOnItemClick,
			closeDropdown: trigger === "click" ? close : closeDropdown,
			openDropdown: trigger === "click" ? open : openDropdown,
			closeDropdownImmediately: close,
			loop,
			trigger,
			unstyled,
			menuItemTabIndex,
			withInitialFocusPlaceholder,
			registerOpenSub,
			hasSearch,
			registerSearch,
			searchExitClearRef,
			alignItemsLabels,
			checkIcon
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Popover, {
			returnFocus: true,
			...others,
			opened: _opened,
			onChange: toggleDropdown,
			defaultOpened,
			trapFocus: keepMounted ? false : trapFocus,
			closeOnEscape,
			__staticSelector: "Menu",
			classNames: resolvedClassNames,
			styles: resolvedStyles,
			unstyled,
			variant,
			keepMounted,
			onExitTransitionEnd: handleExitTransitionEnd,
			children
		})
	});
});
Menu.displayName = "@mantine/core/Menu";
Menu.classes = Menu_module_default;
Menu.Item = MenuItem;
Menu.Label = MenuLabel;
Menu.Dropdown = MenuDropdown;
Menu.Target = MenuTarget;
Menu.Divider = MenuDivider;
Menu.Search = MenuSearch;
Menu.Sub = MenuSub;
Menu.CheckboxItem = MenuCheckboxItem;
Menu.CheckboxGroup = MenuCheckboxGroup;
Menu.RadioItem = MenuRadioItem;
Menu.RadioGroup = MenuRadioGroup;
Menu.ContextMenu = MenuContextMenu;
export { createScopedKeydownHandler as n, Menu as t };
