import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { M as getRadius, P as getSize, i as genericFactory, k as createVarsResolver, l as useStyles, r as factory, s as extractStyleProps, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { a as useUncontrolled, i as useResolvedStylesApi, n as InputWrapperContext } from "./Input-Dczs-e95.js";
import { ut as InputBase, vt as useMergedRef } from "./index-D9x2-Kp7.js";
import { t as getParsedComboboxData } from "./get-parsed-combobox-data-DonUj6U2.js";
import { a as isOptionsGroup, i as OptionsDropdown, n as isExternalInputChange, o as getOptionsLockup, r as getComboboxLabelId, t as getOptionByLabel } from "./get-option-by-label-BRagr3zp.js";
import { n as useCombobox, t as Combobox } from "./Combobox-BK3EnkUv.js";
import { O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { t as CloseButton } from "./CloseButton-DPVtf8hz.js";
import { t as useId$1 } from "./use-id-Cydf4vFq.js";
// node_modules/@mantine/core/esm/components/Combobox/use-pills-reorder/move-pill.mjs
function movePill(value, from, to, position) {
	if (from === to) return value;
	if (position === "before" && to === from + 1) return value;
	if (position === "after" && to === from - 1) return value;
	const result = value.slice();
	const [item] = result.splice(from, 1);
	let targetIndex = from < to ? to - 1 : to;
	if (position === "after") targetIndex += 1;
	result.splice(targetIndex, 0, item);
	return result;
}
// node_modules/@mantine/core/esm/components/Combobox/use-pills-reorder/use-pills-reorder.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var findSearchInput = (container) => {
	const lastChild = container.lastElementChild;
	if (!lastChild) return null;
	if (lastChild instanceof HTMLInputElement) return lastChild;
	return lastChild.querySelector("input");
};
var valuesMatch = (a, b) => {
	if (a === b) return true;
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
	return true;
};
function usePillsReorder({ value, onChange, enabled }) {
	const dragStateRef = (0, import_react.useRef)({
		draggedIndex: null,
		currentDropTarget: null
	});
	const pendingFocusRef = (0, import_react.useRef)(null);
	const containerRef = (0, import_react.useRef)(null);
	const valueRef = (0, import_react.useRef)(value);
	valueRef.current = value;
	(0, import_react.useEffect)(() => {
		const pending = pendingFocusRef.current;
		if (!pending) return;
		pendingFocusRef.current = null;
		if (!valuesMatch(valueRef.current, pending.expectedValue)) return;
		pending.container?.querySelector(`[data-mantine-pill-index="${pending.index}"]`)?.focus();
	});
	const setContainer = (0, import_react.useCallback)((node) => {
		containerRef.current = node;
	}, []);
	const getListProps = () => {
		if (!enabled) return {};
		return { ref: setContainer };
	};
	const handleInputKeyDown = (event) => {
		if (!enabled || event.key !== "ArrowLeft") return;
		const input = event.currentTarget;
		if (!(input.value.length === 0 || input.selectionStart === 0 && input.selectionEnd === 0)) return;
		const container = containerRef.current;
		if (!container) return;
		const pills = container.querySelectorAll("[data-mantine-pill-index]");
		if (pills.length === 0) return;
		event.preventDefault();
		pills[pills.length - 1].focus();
	};
	const getPillProps = (index) => {
		if (!enabled) return;
		return {
			draggable: true,
			tabIndex: -1,
			"data-mantine-pill-index": index,
			"aria-keyshortcuts": "Alt+ArrowLeft Alt+ArrowRight",
			onMouseDown: (event) => {
				if (event.button === 0) event.stopPropagation();
			},
			onDragStart: (event) => {
				event.stopPropagation();
				event.dataTransfer.effectAllowed = "move";
				event.dataTransfer.setData("text/plain", String(index));
				dragStateRef.current.draggedIndex = index;
				const target = event.currentTarget;
				const rect = target.getBoundingClientRect();
				const ghost = target.cloneNode(true);
				ghost.removeAttribute("data-dragging");
				ghost.removeAttribute("data-drag-over");
				ghost.style.position = "fixed";
				ghost.style.top = "-9999px";
				ghost.style.left = "-9999px";
				ghost.style.width = `${rect.width}px`;
				ghost.style.height = `${rect.height}px`;
				ghost.style.pointerEvents = "none";
				document.body.appendChild(ghost);
				event.dataTransfer.setDragImage(ghost, event.clientX - rect.left, event.clientY - rect.top);
				setTimeout(() => ghost.parentNode?.removeChild(ghost), 0);
				requestAnimationFrame(() => {
					target.setAttribute("data-dragging", "true");
				});
			},
			onDragOver: (event) => {
				const { draggedIndex } = dragStateRef.current;
				if (draggedIndex === null || draggedIndex === index) return;
				const target = event.currentTarget;
				const rect = target.getBoundingClientRect();
				const x = event.clientX - rect.left;
				const position = (getComputedStyle(target).direction === "rtl" ? x > rect.width / 2 : x < rect.width / 2) ? "before" : "after";
				event.preventDefault();
				event.stopPropagation();
				event.dataTransfer.dropEffect = "move";
				const prevTarget = dragStateRef.current.currentDropTarget;
				if (prevTarget && prevTarget !== target) prevTarget.removeAttribute("data-drag-over");
				target.setAttribute("data-drag-over", position);
				dragStateRef.current.currentDropTarget = target;
			},
			onDragLeave: (event) => {
				const target = event.currentTarget;
				const related = event.relatedTarget;
				if (related && target.contains(related)) return;
				target.removeAttribute("data-drag-over");
				if (dragStateRef.current.currentDropTarget === target) dragStateRef.current.currentDropTarget = null;
			},
			onDrop: (event) => {
				event.preventDefault();
				event.stopPropagation();
				const target = event.currentTarget;
				const position = target.getAttribute("data-drag-over");
				target.removeAttribute("data-drag-over");
				const { draggedIndex } = dragStateRef.current;
				if (draggedIndex !== null && position && draggedIndex !== index) {
					const nextValue = movePill(valueRef.current, draggedIndex, index, position);
					if (nextValue !== valueRef.current) onChange(nextValue);
				}
				dragStateRef.current.draggedIndex = null;
				dragStateRef.current.currentDropTarget = null;
			},
			onDragEnd: (event) => {
				event.currentTarget.removeAttribute("data-dragging");
				const prevTarget = dragStateRef.current.currentDropTarget;
				if (prevTarget) prevTarget.removeAttribute("data-drag-over");
				dragStateRef.current.draggedIndex = null;
				dragStateRef.current.currentDropTarget = null;
			},
			onKeyDown: (event) => {
				if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
				const target = event.currentTarget;
				const movingForward = getComputedStyle(target).direction === "rtl" ? event.key === "ArrowLeft" : event.key === "ArrowRight";
				const targetIndex = movingForward ? index + 1 : index - 1;
				if (event.altKey) {
					if (targetIndex < 0 || targetIndex >= valueRef.current.length) return;
					event.preventDefault();
					event.stopPropagation();
					const position = movingForward ? "after" : "before";
					const nextValue = movePill(valueRef.current, index, targetIndex, position);
					if (nextValue === valueRef.current) return;
					pendingFocusRef.current = {
						container: target.parentElement,
						index: targetIndex,
						expectedValue: nextValue
					};
					onChange(nextValue);
					return;
				}
				if (targetIndex < 0) return;
				const container = target.parentElement;
				if (!container) return;
				event.preventDefault();
				event.stopPropagation();
				if (targetIndex >= valueRef.current.length) {
					findSearchInput(container)?.focus();
					return;
				}
				container.querySelector(`[data-mantine-pill-index="${targetIndex}"]`)?.focus();
			}
		};
	};
	return {
		getPillProps,
		getListProps,
		handleInputKeyDown
	};
}
// node_modules/@mantine/core/esm/components/PillsInput/PillsInput.context.mjs
var PillsInputContext = (0, import_react.createContext)(null);
// node_modules/@mantine/core/esm/components/Pill/Pill.module.mjs
var Pill_module_default = {
	"root": "m_7cda1cd6",
	"root--default": "m_44da308b",
	"root--contrast": "m_e3a01f8",
	"label": "m_1e0e6180",
	"remove": "m_ae386778",
	"group": "m_1dcfd90b"
};
// node_modules/@mantine/core/esm/components/Pill/PillGroup/PillGroup.mjs
var import_jsx_runtime = require_jsx_runtime();
var PillGroupContext = (0, import_react.createContext)(null);
var varsResolver$1 = createVarsResolver((_, { gap }, { size }) => ({ group: { "--pg-gap": gap !== void 0 ? getSize(gap) : getSize(size, "pg-gap") } }));
var PillGroup = factory((_props) => {
	const props = useProps("PillGroup", null, _props);
	const { classNames, className, style, styles, unstyled, vars, size, disabled, attributes, ...others } = props;
	const _size = (0, import_react.use)(PillsInputContext)?.size || size || void 0;
	const getStyles = useStyles({
		name: "PillGroup",
		classes: Pill_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1,
		stylesCtx: { size: _size },
		rootSelector: "group"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PillGroupContext, {
		value: {
			size: _size,
			disabled
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			size: _size,
			...getStyles("group"),
			...others
		})
	});
});
PillGroup.classes = Pill_module_default;
PillGroup.varsResolver = varsResolver$1;
PillGroup.displayName = "@mantine/core/PillGroup";
// node_modules/@mantine/core/esm/components/Pill/Pill.mjs
var defaultProps$3 = { variant: "default" };
var varsResolver = createVarsResolver((_, { radius }, { size }) => ({ root: {
	"--pill-fz": getSize(size, "pill-fz"),
	"--pill-height": getSize(size, "pill-height"),
	"--pill-radius": radius === void 0 ? void 0 : getRadius(radius)
} }));
var Pill = factory((_props) => {
	const props = useProps("Pill", defaultProps$3, _props);
	const { classNames, className, style, styles, unstyled, vars, variant, children, withRemoveButton, onRemove, removeButtonProps, radius, size, disabled, mod, attributes, ...others } = props;
	const ctx = (0, import_react.use)(PillGroupContext);
	const pillsInputCtx = (0, import_react.use)(PillsInputContext);
	const _size = size || ctx?.size || void 0;
	const _variant = pillsInputCtx?.variant === "filled" ? "contrast" : variant || "default";
	const getStyles = useStyles({
		name: "Pill",
		classes: Pill_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver,
		stylesCtx: { size: _size }
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "span",
		variant: _variant,
		size: _size,
		...getStyles("root", { variant: _variant }),
		mod: [{
			"with-remove": withRemoveButton && !disabled,
			disabled: disabled || ctx?.disabled
		}, mod],
		...others,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			...getStyles("label"),
			children
		}), withRemoveButton && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
			variant: "transparent",
			radius,
			tabIndex: -1,
			"aria-hidden": true,
			unstyled,
			...removeButtonProps,
			...getStyles("remove", {
				className: removeButtonProps?.className,
				style: removeButtonProps?.style
			}),
			onMouseDown: (event) => {
				event.preventDefault();
				event.stopPropagation();
				removeButtonProps?.onMouseDown?.(event);
			},
			onClick: (event) => {
				event.stopPropagation();
				onRemove?.();
				removeButtonProps?.onClick?.(event);
			}
		})]
	});
});
Pill.classes = Pill_module_default;
Pill.varsResolver = varsResolver;
Pill.displayName = "@mantine/core/Pill";
Pill.Group = PillGroup;
// node_modules/@mantine/core/esm/components/PillsInput/PillsInput.module.mjs
var PillsInput_module_default = { "field": "m_45c4369d" };
// node_modules/@mantine/core/esm/components/PillsInput/PillsInputField/PillsInputField.mjs
var defaultProps$2 = { type: "visible" };
var PillsInputField = factory((_props) => {
	const props = useProps("PillsInputField", defaultProps$2, _props);
	const { classNames, className, style, styles, unstyled, vars, type, disabled, id, pointer, mod, attributes, ref, ...others } = props;
	const ctx = (0, import_react.use)(PillsInputContext);
	const inputWrapperCtx = (0, import_react.use)(InputWrapperContext);
	const getStyles = useStyles({
		name: "PillsInputField",
		classes: PillsInput_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		rootSelector: "field"
	});
	const _disabled = disabled || ctx?.disabled;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "input",
		ref: useMergedRef(ref, ctx?.fieldRef),
		"data-type": type,
		disabled: _disabled,
		mod: [{
			disabled: _disabled,
			pointer
		}, mod],
		...getStyles("field"),
		...others,
		id: inputWrapperCtx?.inputId || id,
		"aria-invalid": ctx?.hasError,
		"aria-describedby": inputWrapperCtx?.describedBy,
		type: "text",
		onMouseDown: (event) => !pointer && event.stopPropagation()
	});
});
PillsInputField.classes = PillsInput_module_default;
PillsInputField.displayName = "@mantine/core/PillsInputField";
// node_modules/@mantine/core/esm/components/PillsInput/PillsInput.mjs
var defaultProps$1 = { size: "sm" };
var PillsInput = factory((_props) => {
	const { children, onMouseDown, onClick, size, disabled, __staticSelector, error, variant, ...others } = useProps([
		"Input",
		"InputWrapper",
		"PillsInput"
	], defaultProps$1, _props);
	const fieldRef = (0, import_react.useRef)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PillsInputContext, {
		value: {
			fieldRef,
			size,
			disabled,
			hasError: !!error,
			variant
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
			size,
			error,
			variant,
			component: "div",
			"data-no-overflow": true,
			onMouseDown: (event) => {
				event.preventDefault();
				onMouseDown?.(event);
				fieldRef.current?.focus();
			},
			onClick: (event) => {
				event.preventDefault();
				if (!event.currentTarget.closest("fieldset")?.disabled) {
					fieldRef.current?.focus();
					onClick?.(event);
				}
			},
			...others,
			multiline: true,
			disabled,
			__staticSelector: __staticSelector || "PillsInput",
			withAria: false,
			children
		})
	});
});
PillsInput.displayName = "@mantine/core/PillsInput";
PillsInput.classes = InputBase.classes;
PillsInput.Field = PillsInputField;
// node_modules/@mantine/core/esm/components/MultiSelect/filter-picked-values.mjs
function normalizeValue(value) {
	return typeof value === "string" ? value.trim().toLowerCase() : value;
}
function filterPickedValues({ data, value }) {
	const normalizedValue = value.map(normalizeValue);
	return data.reduce((acc, item) => {
		if (isOptionsGroup(item)) acc.push({
			group: item.group,
			items: item.items.filter((option) => normalizedValue.indexOf(normalizeValue(option.value)) === -1)
		});
		else if (normalizedValue.indexOf(normalizeValue(item.value)) === -1) acc.push(item);
		return acc;
	}, []);
}
// node_modules/@mantine/core/esm/components/MultiSelect/MultiSelect.mjs
var clearSectionOffset = {
	xs: 41,
	sm: 50,
	md: 60,
	lg: 72,
	xl: 89
};
var defaultProps = {
	maxValues: Infinity,
	withCheckIcon: true,
	checkIconPosition: "left",
	hiddenInputValuesDivider: ",",
	clearSearchOnChange: true,
	openOnFocus: true,
	size: "sm"
};
var MultiSelect = genericFactory((_props) => {
	const props = useProps([
		"Input",
		"InputWrapper",
		"MultiSelect"
	], defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, size, value, defaultValue, onChange, onKeyDown, variant, data, dropdownOpened, defaultDropdownOpened, onDropdownOpen, onDropdownClose, selectFirstOptionOnChange, selectFirstOptionOnDropdownOpen, onOptionSubmit, comboboxProps, filter, limit, withScrollArea, maxDropdownHeight, floatingHeight, searchValue, defaultSearchValue, onSearchChange, readOnly, disabled, onFocus, onBlur, radius, rightSection, rightSectionWidth, rightSectionPointerEvents, rightSectionProps, leftSection, leftSectionWidth, leftSectionPointerEvents, leftSectionProps, inputContainer, inputWrapperOrder, withAsterisk, labelProps, descriptionProps, errorProps, successProps, wrapperProps, description, label, error, success, maxValues, searchable, nothingFoundMessage, withCheckIcon, withAlignedLabels, checkIconPosition, hidePickedOptions, withErrorStyles, withSuccessStyles, name, form, id, clearable, clearSectionMode, clearButtonProps, hiddenInputProps, placeholder, hiddenInputValuesDivider, required, mod, renderOption, renderPill, onRemove, onClear, onMaxValues, scrollAreaProps, chevronColor, attributes, clearSearchOnChange, openOnFocus, loading, loadingPosition, withPillsReorder, ...others } = props;
	const _id = useId$1(id);
	const comboboxLabelId = getComboboxLabelId({
		id: _id,
		label,
		labelProps,
		inputWrapperOrder
	});
	const parsedData = getParsedComboboxData(data);
	const optionsLockup = getOptionsLockup(parsedData);
	const retainedSelectedOptions = (0, import_react.useRef)({});
	const combobox = useCombobox({
		opened: dropdownOpened,
		defaultOpened: defaultDropdownOpened,
		onDropdownOpen: () => {
			onDropdownOpen?.();
			if (selectFirstOptionOnDropdownOpen) combobox.selectFirstOption();
		},
		onDropdownClose: () => {
			onDropdownClose?.();
			combobox.resetSelectedOption();
		}
	});
	const { styleProps, rest: { type, autoComplete, ...rest } } = extractStyleProps(others);
	const [_value, setValue] = useUncontrolled({
		value,
		defaultValue,
		finalValue: [],
		onChange
	});
	const { getPillProps, getListProps, handleInputKeyDown } = usePillsReorder({
		value: _value,
		onChange: setValue,
		enabled: withPillsReorder && !disabled && !readOnly
	});
	const [_searchValue, setSearchValue] = useUncontrolled({
		value: searchValue,
		defaultValue: defaultSearchValue,
		finalValue: "",
		onChange: onSearchChange
	});
	const handleSearchChange = (value) => {
		setSearchValue(value);
		combobox.resetSelectedOption();
	};
	const getStyles = useStyles({
		name: "MultiSelect",
		classes: {},
		props,
		classNames,
		styles,
		unstyled,
		attributes
	});
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		props,
		styles,
		classNames
	});
	const handleInputKeydown = (event) => {
		onKeyDown?.(event);
		if (event.defaultPrevented) return;
		if (event.key === " " && !searchable) {
			event.preventDefault();
			combobox.toggleDropdown();
		}
		if (event.key === "Backspace" && _searchValue.length === 0 && _value.length > 0 && !readOnly) {
			onRemove?.(_value[_value.length - 1]);
			setValue(_value.slice(0, _value.length - 1));
		}
		handleInputKeyDown(event);
	};
	const values = _value.map((item, index) => {
		const optionData = optionsLockup[`${item}`] || retainedSelectedOptions.current[`${item}`];
		const reorderProps = getPillProps(index);
		if (renderPill) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: renderPill({
			option: optionData,
			value: item,
			onRemove: () => {
				setValue(_value.filter((i) => item !== i));
				onRemove?.(item);
			},
			disabled,
			reorderProps
		}) }, `${item}-${index}`);
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Pill, {
			withRemoveButton: !readOnly && !optionsLockup[`${item}`]?.disabled,
			onRemove: () => {
				setValue(_value.filter((i) => item !== i));
				onRemove?.(item);
			},
			unstyled,
			disabled,
			...getStyles("pill"),
			...reorderProps,
			children: optionData?.label || item
		}, `${item}-${index}`);
	});
	(0, import_react.useEffect)(() => {
		if (selectFirstOptionOnChange) combobox.selectFirstOption();
	}, [selectFirstOptionOnChange, _searchValue]);
	(0, import_react.useEffect)(() => {
		_value.forEach((val) => {
			if (`${val}` in optionsLockup) retainedSelectedOptions.current[`${val}`] = optionsLockup[`${val}`];
		});
	}, [optionsLockup, _value]);
	const clearButton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.ClearButton, {
		...clearButtonProps,
		onClear: () => {
			onClear?.();
			setValue([]);
			handleSearchChange("");
		}
	});
	const filteredData = filterPickedValues({
		data: parsedData,
		value: _value
	});
	const _clearable = clearable && _value.length > 0 && !disabled && !readOnly;
	const pillsListStyle = _clearable ? { paddingInlineEnd: clearSectionOffset[size] ?? clearSectionOffset.sm } : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox, {
		store: combobox,
		classNames: resolvedClassNames,
		styles: resolvedStyles,
		unstyled,
		size,
		readOnly,
		__staticSelector: "MultiSelect",
		attributes,
		floatingHeight,
		onOptionSubmit: (val) => {
			onOptionSubmit?.(val);
			if (clearSearchOnChange) handleSearchChange("");
			combobox.updateSelectedOptionIndex("selected");
			if (_value.includes(optionsLockup[`${val}`].value)) {
				setValue(_value.filter((v) => v !== optionsLockup[`${val}`].value));
				onRemove?.(optionsLockup[`${val}`].value);
			} else if (_value.length < maxValues) setValue([..._value, optionsLockup[`${val}`].value]);
			else onMaxValues?.();
		},
		...comboboxProps,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.DropdownTarget, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PillsInput, {
			...styleProps,
			__staticSelector: "MultiSelect",
			classNames: resolvedClassNames,
			styles: resolvedStyles,
			unstyled,
			size,
			className,
			style,
			variant,
			disabled,
			radius,
			__defaultRightSection: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Chevron, {
				size,
				error,
				unstyled,
				color: chevronColor
			}),
			__clearSection: clearButton,
			__clearable: _clearable,
			__clearSectionMode: clearSectionMode,
			rightSection,
			rightSectionPointerEvents: rightSectionPointerEvents || "none",
			rightSectionWidth,
			rightSectionProps,
			leftSection,
			leftSectionWidth,
			leftSectionPointerEvents,
			leftSectionProps,
			loading,
			loadingPosition,
			inputContainer,
			inputWrapperOrder,
			withAsterisk,
			labelProps,
			descriptionProps,
			errorProps,
			successProps,
			wrapperProps,
			description,
			label,
			error,
			success,
			withErrorStyles,
			withSuccessStyles,
			__stylesApiProps: {
				...props,
				rightSectionPointerEvents: rightSectionPointerEvents || "none",
				multiline: true
			},
			pointer: !searchable,
			onClick: () => searchable ? combobox.openDropdown() : combobox.toggleDropdown(),
			"data-expanded": combobox.dropdownOpened || void 0,
			id: _id,
			required,
			mod,
			attributes,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Pill.Group, {
				attributes,
				disabled,
				unstyled,
				...getStyles("pillsList", { style: pillsListStyle }),
				...getListProps(),
				children: [values, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.EventsTarget, {
					autoComplete,
					withExpandedAttribute: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PillsInput.Field, {
						...rest,
						id: _id,
						placeholder,
						type: !searchable && !placeholder ? "hidden" : "visible",
						...getStyles("inputField"),
						unstyled,
						onFocus: (event) => {
							onFocus?.(event);
							openOnFocus && searchable && combobox.openDropdown();
						},
						onBlur: (event) => {
							onBlur?.(event);
							combobox.closeDropdown();
							handleSearchChange("");
						},
						onKeyDown: handleInputKeydown,
						value: _searchValue,
						onChange: (event) => {
							if (isExternalInputChange(event)) {
								if (!readOnly) {
									const externalOption = getOptionByLabel(optionsLockup, event.currentTarget.value);
									if (externalOption && !_value.includes(externalOption.value) && _value.length < maxValues) setValue([..._value, externalOption.value]);
								}
								return;
							}
							handleSearchChange(event.currentTarget.value);
							searchable && combobox.openDropdown();
							selectFirstOptionOnChange && combobox.selectFirstOption();
						},
						disabled,
						readOnly: readOnly || !searchable,
						pointer: !searchable
					})
				})]
			})
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionsDropdown, {
			data: hidePickedOptions ? filteredData : parsedData,
			hidden: readOnly || disabled,
			filter,
			search: _searchValue,
			limit,
			hiddenWhenEmpty: !nothingFoundMessage,
			withScrollArea,
			maxDropdownHeight,
			filterOptions: searchable,
			value: _value,
			checkIconPosition,
			withCheckIcon,
			withAlignedLabels,
			nothingFoundMessage,
			unstyled,
			labelId: comboboxLabelId,
			"aria-label": comboboxLabelId ? void 0 : others["aria-label"],
			renderOption,
			scrollAreaProps
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.HiddenInput, {
		name,
		valuesDivider: hiddenInputValuesDivider,
		value: _value,
		form,
		disabled,
		...hiddenInputProps
	})] });
});
MultiSelect.classes = {
	...InputBase.classes,
	...Combobox.classes
};
MultiSelect.displayName = "@mantine/core/MultiSelect";
export { usePillsReorder as i, PillsInput as n, Pill as r, MultiSelect as t };
