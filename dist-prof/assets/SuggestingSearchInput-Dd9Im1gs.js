import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as useCombobox, t as Combobox } from "./Combobox-BK3EnkUv.js";
import { C as pathForRef, Q as isApiError, W as useRelease, f as SEARCH_INPUT_PROPS, rt as Kbd, st as Text, tt as TextInput } from "./index-D9x2-Kp7.js";
import { t as Loader } from "./Loader-D0Yl6Xtm.js";
import { O as require_react, T as require_jsx_runtime, g as useQuery, h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { w as search } from "./uts-DV-A23bW.js";
// node_modules/@mantine/hooks/esm/use-debounced-value/use-debounced-value.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useDebouncedValue(value, wait, options = { leading: false }) {
	const [_value, setValue] = (0, import_react.useState)(value);
	const mountedRef = (0, import_react.useRef)(false);
	const timeoutRef = (0, import_react.useRef)(null);
	const cooldownRef = (0, import_react.useRef)(false);
	const latestValueRef = (0, import_react.useRef)(value);
	latestValueRef.current = value;
	const clearTimer = (0, import_react.useCallback)(() => {
		window.clearTimeout(timeoutRef.current);
		timeoutRef.current = null;
	}, []);
	const cancel = (0, import_react.useCallback)(() => {
		clearTimer();
		cooldownRef.current = false;
	}, []);
	const flush = (0, import_react.useCallback)(() => {
		if (timeoutRef.current) {
			cancel();
			cooldownRef.current = false;
			setValue(latestValueRef.current);
		}
	}, []);
	(0, import_react.useEffect)(() => {
		if (mountedRef.current) {
			clearTimer();
			if (!cooldownRef.current && options.leading) {
				cooldownRef.current = true;
				setValue(value);
				timeoutRef.current = window.setTimeout(() => {
					cooldownRef.current = false;
				}, wait);
			} else timeoutRef.current = window.setTimeout(() => {
				cooldownRef.current = false;
				setValue(value);
			}, wait);
		}
	}, [
		value,
		options.leading,
		wait
	]);
	(0, import_react.useEffect)(() => {
		mountedRef.current = true;
		return cancel;
	}, []);
	return [
		_value,
		cancel,
		{
			cancel,
			flush
		}
	];
}
// src/lib/queries/suggest.ts
/** Header autocomplete: names starting with what was typed, a few at a time. */
var suggestQuery = (release, prefix) => queryOptions({
	queryKey: [
		"uts",
		release,
		"suggest",
		prefix
	],
	queryFn: ({ signal }) => search({
		string: prefix,
		searchType: "rightTruncation",
		pageSize: 8,
		pageNumber: 1
	}, {
		release,
		signal
	}),
	enabled: prefix.trim().length >= 3,
	staleTime: 6e5
});
// src/shell/SuggestingSearchInput.tsx
var import_jsx_runtime = require_jsx_runtime();
var DEBOUNCE_MS = 250;
/**
* The header box once its suggestion code has loaded (HeaderSearch shows a plain box until
* then): typing three characters or more suggests concepts (debounced; the previous request
* is cancelled as the query key changes), picking one opens its concept.
*/
function SuggestingSearchInput({ inputRef, value, typed, onType, onSubmit, onPick }) {
	const release = useRelease();
	const [debounced] = useDebouncedValue(typed, DEBOUNCE_MS);
	const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
	const suggestions = useQuery(suggestQuery(release, debounced));
	const hits = suggestions.data?.hits ?? [];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox, {
		store: combobox,
		onOptionSubmit: (index) => {
			const hit = hits[Number(index)];
			combobox.closeDropdown();
			if (!hit) return;
			onPick(hit.ref ? pathForRef(hit.ref) : pathForRef({
				kind: "CUI",
				id: hit.ui,
				source: null
			}));
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Target, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
			...SEARCH_INPUT_PROPS,
			ref: inputRef,
			value,
			onChange: (e) => {
				onType(e.currentTarget.value);
				combobox.openDropdown();
				combobox.updateSelectedOptionIndex();
			},
			onFocus: () => combobox.openDropdown(),
			onBlur: () => combobox.closeDropdown(),
			onKeyDown: (e) => {
				if (e.key === "Enter" && combobox.getSelectedOptionIndex() < 0) {
					combobox.closeDropdown();
					onSubmit();
				}
			},
			rightSection: suggestions.isFetching ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
				size: "xs",
				"aria-label": "Loading suggestions"
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Kbd, {
				size: "xs",
				children: "/"
			})
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Dropdown, {
			hidden: debounced.length < 3 || hits.length === 0 && !suggestions.isSuccess && !suggestions.isError,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox.Options, {
				"aria-label": "Suggestions",
				children: [
					hits.map((h, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox.Option, {
						value: String(i),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "sm",
							children: h.name
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
							size: "xs",
							c: "dimmed",
							ff: "monospace",
							children: h.ui
						})]
					}, `${h.ui}-${i}`)),
					suggestions.isSuccess && hits.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Combobox.Empty, { children: [
						"No names start with “",
						debounced,
						"”"
					] }),
					suggestions.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Combobox.Empty, { children: isApiError(suggestions.error) && suggestions.error.kind === "auth" ? "Suggestions need an API key: set it in Settings." : "Suggestions are unavailable right now. Press Enter to search." })
				]
			})
		})]
	});
}
export { SuggestingSearchInput };
