import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { r as factory, u as useProps } from "./Box-DROYDCIE.js";
import { a as useUncontrolled, i as useResolvedStylesApi } from "./Input-Dczs-e95.js";
import { ut as InputBase } from "./index-D9x2-Kp7.js";
import { t as getParsedComboboxData } from "./get-parsed-combobox-data-DonUj6U2.js";
import { i as OptionsDropdown, o as getOptionsLockup, r as getComboboxLabelId } from "./get-option-by-label-BRagr3zp.js";
import { n as useCombobox, t as Combobox } from "./Combobox-BK3EnkUv.js";
import { O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { t as useId$1 } from "./use-id-Cydf4vFq.js";
// node_modules/@mantine/core/esm/components/Autocomplete/Autocomplete.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var Autocomplete = factory((_props) => {
	const props = useProps([
		"Input",
		"InputWrapper",
		"Autocomplete"
	], { size: "sm" }, _props);
	const { classNames, styles, unstyled, vars, dropdownOpened, defaultDropdownOpened, onDropdownClose, onDropdownOpen, onFocus, onBlur, onClick, onChange, data, value, defaultValue, selectFirstOptionOnChange, selectFirstOptionOnDropdownOpen, onOptionSubmit, comboboxProps, readOnly, disabled, filter, limit, withScrollArea, maxDropdownHeight, floatingHeight, size, id, renderOption, autoComplete, scrollAreaProps, onClear, clearButtonProps, error, clearable, clearSectionMode, rightSection, autoSelectOnBlur, openOnFocus = true, attributes, ...others } = props;
	const _id = useId$1(id);
	const comboboxLabelId = getComboboxLabelId({
		id: _id,
		label: others.label,
		labelProps: others.labelProps,
		inputWrapperOrder: others.inputWrapperOrder
	});
	const parsedData = getParsedComboboxData(data);
	const optionsLockup = getOptionsLockup(parsedData);
	const [_value, setValue] = useUncontrolled({
		value,
		defaultValue,
		finalValue: "",
		onChange
	});
	const combobox = useCombobox({
		opened: dropdownOpened,
		defaultOpened: defaultDropdownOpened,
		onDropdownOpen: () => {
			onDropdownOpen?.();
			if (selectFirstOptionOnDropdownOpen) combobox.selectFirstOption();
		},
		onDropdownClose: () => {
			onDropdownClose?.();
			setTimeout(combobox.resetSelectedOption, 0);
		}
	});
	const handleValueChange = (value) => {
		setValue(value);
		combobox.resetSelectedOption();
	};
	const { resolvedClassNames, resolvedStyles } = useResolvedStylesApi({
		props,
		styles,
		classNames
	});
	(0, import_react.useEffect)(() => {
		if (selectFirstOptionOnChange) combobox.selectFirstOption();
	}, [selectFirstOptionOnChange, _value]);
	const clearButton = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.ClearButton, {
		...clearButtonProps,
		onClear: () => {
			handleValueChange("");
			onClear?.();
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox, {
		store: combobox,
		__staticSelector: "Autocomplete",
		classNames: resolvedClassNames,
		styles: resolvedStyles,
		unstyled,
		readOnly,
		size,
		attributes,
		floatingHeight,
		keepMounted: autoSelectOnBlur,
		onOptionSubmit: (val) => {
			onOptionSubmit?.(val);
			handleValueChange(optionsLockup[val].label);
			combobox.closeDropdown();
		},
		...comboboxProps,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Target, {
			autoComplete,
			withExpandedAttribute: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
				...others,
				size,
				__staticSelector: "Autocomplete",
				__clearSection: clearButton,
				__clearable: clearable && !!_value && !disabled && !readOnly,
				__clearSectionMode: clearSectionMode,
				rightSection,
				disabled,
				readOnly,
				value: _value,
				error,
				onChange: (event) => {
					handleValueChange(event.currentTarget.value);
					combobox.openDropdown();
					selectFirstOptionOnChange && combobox.selectFirstOption();
				},
				onFocus: (event) => {
					openOnFocus && combobox.openDropdown();
					onFocus?.(event);
				},
				onBlur: (event) => {
					if (autoSelectOnBlur) combobox.clickSelectedOption();
					combobox.closeDropdown();
					onBlur?.(event);
				},
				onClick: (event) => {
					combobox.openDropdown();
					onClick?.(event);
				},
				classNames: resolvedClassNames,
				styles: resolvedStyles,
				unstyled,
				attributes,
				id: _id
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionsDropdown, {
			data: parsedData,
			hidden: readOnly || disabled,
			filter,
			search: _value,
			limit,
			hiddenWhenEmpty: true,
			withScrollArea,
			maxDropdownHeight,
			unstyled,
			labelId: comboboxLabelId,
			"aria-label": comboboxLabelId ? void 0 : others["aria-label"],
			renderOption,
			scrollAreaProps
		})]
	});
});
Autocomplete.classes = {
	...InputBase.classes,
	...Combobox.classes
};
Autocomplete.displayName = "@mantine/core/Autocomplete";
export { Autocomplete as t };
