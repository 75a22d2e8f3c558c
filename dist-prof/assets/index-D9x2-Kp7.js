const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/uts-DV-A23bW.js","assets/rolldown-runtime-SbdDWaPq.js","assets/credentials-DKGvR86g.js","assets/http-BBI0z3A4.js","assets/pager-BNUdZ5P_.js","assets/DrugVocabVersions-DTqzRKMQ.js","assets/vendor-4g9ZpKyn.js","assets/drugs-i_Q6eKxQ.js","assets/defaultClient-BCUI7CiJ.js","assets/SuggestingSearchInput-Dd9Im1gs.js","assets/Combobox-BK3EnkUv.js","assets/Box-DROYDCIE.js","assets/Popover-BLOUV1aT.js","assets/OptionalPortal-cfgn5nkC.js","assets/CloseButton-DPVtf8hz.js","assets/Input-Dczs-e95.js","assets/Loader-D0Yl6Xtm.js","assets/use-id-Cydf4vFq.js","assets/floating-ui.react-C-ZlW4mP.js","assets/VisuallyHidden-mwShJ9vH.js","assets/ComboboxChevron-DOyvCjO1.js","assets/RecentMenuLoaded-DRcHqLQz.js","assets/Menu-CGuf-gFX.js","assets/CheckIcon-C2GoJARm.js","assets/ReleaseNotice-iFjLUEMY.js","assets/releaseAvailability-DaAZMr3c.js","assets/HomePage-CHqKXlKg.js","assets/DemoBanner-BxLkWiDC.js","assets/List-C76iT4Zb.js","assets/drugUrls-BpFlr9GH.js","assets/Select-GSSa1PIa.js","assets/get-parsed-combobox-data-DonUj6U2.js","assets/get-option-by-label-BRagr3zp.js","assets/ScrollArea-BUyl--cD.js","assets/to-int-DigplLUE.js","assets/SettingsPage-Demug5or.js","assets/PasswordInput-jngY0_pT.js","assets/notifications.store-BL2TFlY2.js","assets/SegmentedControl-3JAJo0yF.js","assets/get-env-k_Y75d0K.js","assets/DrugLookupPage-BDMvHNwy.js","assets/Tabs-CwTb-hlM.js","assets/export-CvKKyFga.js","assets/use-force-update-DAERAsy4.js","assets/MultiSelect-CLfF5Hy6.js","assets/SectionBoundary-DJ2YSlzP.js","assets/DrugConcepts-CoZeopIE.js","assets/export-DuIKWi5N.js","assets/Combination-D5VmcqXQ.js","assets/Progress-5Nsf2yTA.js","assets/pageSize-sQkReH-y.js","assets/Table-CAgEX9eX.js","assets/useHref-DI6ZXo7y.js","assets/Autocomplete-Ck1jZLHL.js","assets/Checkbox-CMylH_x5.js","assets/InlineInput-KYWdWpcl.js","assets/Switch-DhFYV8G8.js","assets/DrugConceptPage-Bm-piFwT.js","assets/CopyValue-Ao3Avi7_.js","assets/SimpleGrid-Crx1hBob.js","assets/AddToBasketButton-CTVRDjSk.js","assets/basket-BM6J3XqJ.js","assets/prefetched-DXpK58X4.js","assets/SourcePage-BhFwo6zZ.js","assets/relationColumns-B7V17mmg.js","assets/plainWords-DGw3GT_H.js","assets/TreePanel-BT52xolj.js","assets/TreePanel-By5dsqjC.css","assets/Flags-DzyxHxDh.js","assets/Pagination-g0aO80GW.js","assets/sourceConcept-USqAJ3rH.js","assets/SourceNotFound-D7ORL85B.js","assets/usePageParam-B-RJrjzB.js","assets/EmptyNote-B7LXKG8X.js","assets/PagedEmpty-DA4HFrUW.js","assets/CrosswalkPage-W_X4Q0Ur.js","assets/sources-Car0o9o6.js","assets/usePastEnd-CrQLR_xj.js","assets/SemanticTypePage-Dh5uYYV4.js","assets/semanticNetwork-8feJ1BUO.js","assets/queries-B_NkmBt2.js","assets/VocabulariesPage-hYho63p1.js","assets/ReleasesPage-CvOEF2yq.js","assets/SearchPage-DkzTn7KS.js","assets/searchUrl-OeezqO5j.js","assets/ConceptPage-C0k6Gx2m.js","assets/queries-CTYEbwFO.js","assets/NotFoundNotice-C0SseuD_.js","assets/AtomPage-DQsDKXAw.js","assets/queries-7_GeDFHe.js","assets/AboutPage-84EiHzGa.js","assets/BatchPage-D5kEuFFP.js","assets/Textarea-DH9tt2vQ.js","assets/BasketPage-BnqZfoQr.js","assets/pageStyles-C8l8X0Wm.css","assets/routeData-Cxc8pR0X.js","assets/NotificationsHost-CT-dM_2D.js","assets/NotificationsHost-B3DEfS0i.css"])))=>i.map(i=>d[i]);
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { C as QueryClientProvider, D as require_react_dom, E as require_client, O as require_react, T as require_jsx_runtime, a as createBrowserRouter, c as useLocation, d as useRouteError, f as useSearchParams, g as useQuery, h as queryOptions, i as RouterProvider, l as useNavigate, n as NavLink$1, o as isRouteErrorResponse, r as Outlet, s as redirect, t as Link, v as QueryClient, w as useQueryClient, y as focusManager } from "./vendor-4g9ZpKyn.js";
import { A as getFontSize, B as keys, C as getThemeColor, F as getSpacing, L as em, M as getRadius, O as clsx, P as getSize, R as rem, S as isVirtualColor, T as getPrimaryShade, _ as useMantineStyleNonce, b as getGradient, d as MantineThemeProvider, f as useMantineTheme, g as useMantineEnv, h as useMantineCssVariablesResolver, j as getLineHeight, k as createVarsResolver, l as useStyles, m as MantineContext, n as polymorphicFactory, p as DEFAULT_THEME, r as factory, s as extractStyleProps, t as Box, u as useProps, v as alpha, w as parseThemeColor, x as darken, z as deepMerge } from "./Box-DROYDCIE.js";
import { n as UnstyledButton, r as useIsomorphicEffect, t as CloseButton } from "./CloseButton-DPVtf8hz.js";
import { t as useId$1 } from "./use-id-Cydf4vFq.js";
import { i as useMediaQuery, n as useReducedMotion, r as useDidUpdate, t as Loader } from "./Loader-D0Yl6Xtm.js";
import { a as isValidRelease, i as getPreferences, l as subscribeCredentials, r as getApiKey, s as setApiKey, u as wasApiKeyCleared } from "./credentials-DKGvR86g.js";
import { a as useUncontrolled, r as Transition, t as Input } from "./Input-Dczs-e95.js";
// \0vite/modulepreload-polyfill.js
(function polyfill() {
	const relList = document.createElement("link").relList;
	if (relList && relList.supports && relList.supports("modulepreload")) return;
	for (const link of document.querySelectorAll("link[rel=\"modulepreload\"]")) processPreload(link);
	new MutationObserver((mutations) => {
		for (const mutation of mutations) {
			if (mutation.type !== "childList") continue;
			for (const node of mutation.addedNodes) if (node.tagName === "LINK" && node.rel === "modulepreload") processPreload(node);
		}
	}).observe(document, {
		childList: true,
		subtree: true
	});
	function getFetchOpts(link) {
		const fetchOpts = {};
		if (link.integrity) fetchOpts.integrity = link.integrity;
		if (link.referrerPolicy) fetchOpts.referrerPolicy = link.referrerPolicy;
		if (link.crossOrigin === "use-credentials") fetchOpts.credentials = "include";
		else if (link.crossOrigin === "anonymous") fetchOpts.credentials = "omit";
		else fetchOpts.credentials = "same-origin";
		return fetchOpts;
	}
	function processPreload(link) {
		if (link.ep) return;
		link.ep = true;
		const fetchOpts = getFetchOpts(link);
		fetch(link.href, fetchOpts);
	}
})();
// node_modules/@mantine/core/esm/core/utils/units-converters/px.mjs
function getTransformedScaledValue(value) {
	if (typeof value !== "string" || !value.includes("var(--mantine-scale)")) return value;
	return value.match(/^calc\((.*?)\)$/)?.[1].split("*")[0].trim();
}
function px(value) {
	const transformedValue = getTransformedScaledValue(value);
	if (typeof transformedValue === "number") return transformedValue;
	if (typeof transformedValue === "string") {
		if (transformedValue.includes("calc") || transformedValue.includes("var")) return transformedValue;
		if (transformedValue.includes("px")) return Number(transformedValue.replace("px", ""));
		if (transformedValue.includes("rem")) return Number(transformedValue.replace("rem", "")) * 16;
		if (transformedValue.includes("em")) return Number(transformedValue.replace("em", "")) * 16;
		return Number(transformedValue);
	}
	return NaN;
}
// node_modules/@mantine/core/esm/core/utils/noop/noop.mjs
var noop = () => {};
// node_modules/@mantine/core/esm/core/utils/get-breakpoint-value/get-breakpoint-value.mjs
function getBreakpointValue(breakpoint, breakpoints) {
	if (breakpoint in breakpoints) return px(breakpoints[breakpoint]);
	return px(breakpoint);
}
// node_modules/@mantine/hooks/esm/use-color-scheme/use-color-scheme.mjs
function useColorScheme(initialValue, options) {
	return useMediaQuery("(prefers-color-scheme: dark)", initialValue === "dark", options) ? "dark" : "light";
}
// node_modules/@mantine/hooks/esm/use-merged-ref/use-merged-ref.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function assignRef(ref, value) {
	if (typeof ref === "function") return ref(value);
	else if (typeof ref === "object" && ref !== null && "current" in ref) ref.current = value;
}
function mergeRefs(...refs) {
	const cleanupMap = /* @__PURE__ */ new Map();
	return (node) => {
		refs.forEach((ref) => {
			const cleanup = assignRef(ref, node);
			if (cleanup) cleanupMap.set(ref, cleanup);
		});
		if (cleanupMap.size > 0) return () => {
			refs.forEach((ref) => {
				const cleanup = cleanupMap.get(ref);
				if (cleanup && typeof cleanup === "function") cleanup();
				else assignRef(ref, null);
			});
			cleanupMap.clear();
		};
	};
}
function useMergedRef(...refs) {
	return (0, import_react.useCallback)(mergeRefs(...refs), refs);
}
// node_modules/@mantine/hooks/esm/use-hotkeys/parse-hotkey.mjs
var keyNameMap = {
	" ": "space",
	ArrowLeft: "arrowleft",
	ArrowRight: "arrowright",
	ArrowUp: "arrowup",
	ArrowDown: "arrowdown",
	Escape: "escape",
	Esc: "escape",
	esc: "escape",
	Enter: "enter",
	Tab: "tab",
	Backspace: "backspace",
	Delete: "delete",
	Insert: "insert",
	Home: "home",
	End: "end",
	PageUp: "pageup",
	PageDown: "pagedown",
	"+": "plus",
	"-": "minus",
	"*": "asterisk",
	"/": "slash"
};
function normalizeKey(key) {
	const lowerKey = key.replace("Key", "").toLowerCase();
	return keyNameMap[key] || lowerKey;
}
function parseHotkey(hotkey) {
	const keys = hotkey.toLowerCase().split("+").map((part) => part.trim());
	const modifiers = {
		alt: keys.includes("alt"),
		ctrl: keys.includes("ctrl"),
		meta: keys.includes("meta"),
		mod: keys.includes("mod"),
		shift: keys.includes("shift")
	};
	const reservedKeys = [
		"alt",
		"ctrl",
		"meta",
		"shift",
		"mod"
	];
	const freeKey = keys.find((key) => !reservedKeys.includes(key));
	return {
		...modifiers,
		key: freeKey === "[plus]" ? "+" : freeKey
	};
}
function isExactHotkey(hotkey, event, usePhysicalKeys) {
	const { alt, ctrl, meta, mod, shift, key } = hotkey;
	const { altKey, ctrlKey, metaKey, shiftKey, key: pressedKey, code: pressedCode } = event;
	if (alt !== altKey) return false;
	if (mod) {
		if (!ctrlKey && !metaKey) return false;
	} else {
		if (ctrl !== ctrlKey) return false;
		if (meta !== metaKey) return false;
	}
	if (shift !== shiftKey) return false;
	if (key && (usePhysicalKeys ? normalizeKey(pressedCode) === normalizeKey(key) : normalizeKey(pressedKey ?? pressedCode) === normalizeKey(key))) return true;
	return false;
}
function getHotkeyMatcher(hotkey, usePhysicalKeys) {
	return (event) => isExactHotkey(parseHotkey(hotkey), event, usePhysicalKeys);
}
// node_modules/@mantine/hooks/esm/use-hotkeys/use-hotkeys.mjs
function shouldFireEvent(event, tagsToIgnore, triggerOnContentEditable = false) {
	if (event.target instanceof HTMLElement) {
		if (triggerOnContentEditable) return !tagsToIgnore.includes(event.target.tagName);
		return !event.target.isContentEditable && !tagsToIgnore.includes(event.target.tagName);
	}
	return true;
}
function useHotkeys(hotkeys, tagsToIgnore = [
	"INPUT",
	"TEXTAREA",
	"SELECT"
], triggerOnContentEditable = false) {
	const handleKeydown = (0, import_react.useEffectEvent)((event) => {
		hotkeys.forEach(([hotkey, handler, options]) => {
			const { preventDefault = true, usePhysicalKeys = false } = options || {};
			if (getHotkeyMatcher(hotkey, usePhysicalKeys)(event) && shouldFireEvent(event, tagsToIgnore, triggerOnContentEditable)) {
				if (preventDefault) event.preventDefault();
				handler(event);
			}
		});
	});
	(0, import_react.useEffect)(() => {
		document.documentElement.addEventListener("keydown", handleKeydown);
		return () => document.documentElement.removeEventListener("keydown", handleKeydown);
	}, []);
}
// node_modules/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs
function useDisclosure(initialState = false, options = {}) {
	const [opened, setOpened] = (0, import_react.useState)(initialState);
	const open = (0, import_react.useCallback)(() => {
		setOpened((isOpened) => {
			if (!isOpened) {
				options.onOpen?.();
				return true;
			}
			return isOpened;
		});
	}, [options.onOpen]);
	const close = (0, import_react.useCallback)(() => {
		setOpened((isOpened) => {
			if (isOpened) {
				options.onClose?.();
				return false;
			}
			return isOpened;
		});
	}, [options.onClose]);
	return [opened, {
		open,
		close,
		toggle: (0, import_react.useCallback)(() => {
			opened ? close() : open();
		}, [
			close,
			open,
			opened
		]),
		set: setOpened
	}];
}
// node_modules/@mantine/hooks/esm/use-collapse/use-collapse.mjs
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
function getAutoHeightDuration(height) {
	if (!height || typeof height === "string") return 0;
	const constant = height / 36;
	return Math.round((4 + 15 * constant ** .25 + constant / 5) * 10);
}
function getElementHeight(elementRef) {
	return elementRef.current ? elementRef.current.scrollHeight : "auto";
}
function isMeasured(size) {
	return typeof size === "number" && size > 0;
}
function useCollapse({ transitionDuration, transitionTimingFunction = "ease", onTransitionEnd, onTransitionStart, expanded, keepMounted }) {
	const collapsedStyles = {
		height: 0,
		overflow: "hidden",
		...keepMounted ? {} : { display: "none" }
	};
	const onTransitionStartEvent = (0, import_react.useEffectEvent)(() => onTransitionStart?.());
	const onTransitionEndEvent = (0, import_react.useEffectEvent)(() => onTransitionEnd?.());
	const elementRef = (0, import_react.useRef)(null);
	const [styles, setStylesRaw] = (0, import_react.useState)(expanded ? {} : collapsedStyles);
	const [state, setState] = (0, import_react.useState)(expanded ? "entered" : "exited");
	const setStyles = (newStyles) => {
		(0, import_react_dom.flushSync)(() => setStylesRaw(newStyles));
	};
	const mergeStyles = (newStyles) => {
		setStyles((oldStyles) => ({
			...oldStyles,
			...newStyles
		}));
	};
	const getTransitionStyles = (height) => {
		const duration = transitionDuration ?? getAutoHeightDuration(height);
		return { transition: `height ${duration}ms ${transitionTimingFunction}, opacity ${duration}ms ${transitionTimingFunction}` };
	};
	const transitionRef = (0, import_react.useRef)(0);
	useDidUpdate(() => {
		transitionRef.current += 1;
		const transitionId = transitionRef.current;
		const isCurrentTransition = () => transitionRef.current === transitionId;
		if (transitionDuration !== 0) onTransitionStartEvent();
		if (expanded) window.requestAnimationFrame(() => {
			if (!isCurrentTransition() || !elementRef.current) return;
			(0, import_react_dom.flushSync)(() => setState("entering"));
			mergeStyles({
				willChange: "height",
				display: "block",
				overflow: "hidden"
			});
			window.requestAnimationFrame(() => {
				if (!isCurrentTransition() || !elementRef.current) return;
				const height = getElementHeight(elementRef);
				if (!isMeasured(height)) {
					setStyles({});
					setState("entered");
					onTransitionEndEvent();
					return;
				}
				mergeStyles({
					...getTransitionStyles(height),
					height
				});
			});
		});
		else window.requestAnimationFrame(() => {
			if (!isCurrentTransition() || !elementRef.current) return;
			(0, import_react_dom.flushSync)(() => setState("exiting"));
			const height = getElementHeight(elementRef);
			if (!isMeasured(height)) {
				setStyles(collapsedStyles);
				setState("exited");
				onTransitionEndEvent();
				return;
			}
			mergeStyles({
				...getTransitionStyles(height),
				willChange: "height",
				height
			});
			window.requestAnimationFrame(() => {
				if (!isCurrentTransition() || !elementRef.current) return;
				mergeStyles({
					height: 0,
					overflow: "hidden"
				});
			});
		});
	}, [expanded]);
	const handleTransitionEnd = (event) => {
		if (event.target !== elementRef.current || event.propertyName !== "height") return;
		if (expanded) {
			const height = getElementHeight(elementRef);
			if (height === styles.height) setStyles({});
			else mergeStyles({ height });
			setState("entered");
			onTransitionEndEvent();
		} else if (styles.height === 0) {
			setStyles(collapsedStyles);
			setState("exited");
			onTransitionEndEvent();
		}
	};
	return {
		state,
		getCollapseProps: (input) => ({
			"aria-hidden": !expanded,
			inert: !expanded,
			ref: mergeRefs(elementRef, input?.ref),
			onTransitionEnd: handleTransitionEnd,
			style: {
				boxSizing: "border-box",
				...input?.style,
				...styles
			}
		})
	};
}
// node_modules/@mantine/hooks/esm/use-collapse/use-horizontal-collapse.mjs
function getAutoWidthDuration(width) {
	if (!width || typeof width === "string") return 0;
	const constant = width / 36;
	return Math.round((4 + 15 * constant ** .25 + constant / 5) * 10);
}
function getElementWidth(elementRef) {
	return elementRef.current ? elementRef.current.scrollWidth : "auto";
}
function useHorizontalCollapse({ transitionDuration, transitionTimingFunction = "ease", onTransitionEnd, onTransitionStart, expanded, keepMounted }) {
	const collapsedStyles = {
		width: 0,
		overflow: "hidden",
		...keepMounted ? {} : { display: "none" }
	};
	const onTransitionStartEvent = (0, import_react.useEffectEvent)(() => onTransitionStart?.());
	const onTransitionEndEvent = (0, import_react.useEffectEvent)(() => onTransitionEnd?.());
	const elementRef = (0, import_react.useRef)(null);
	const [styles, setStylesRaw] = (0, import_react.useState)(expanded ? {} : collapsedStyles);
	const [state, setState] = (0, import_react.useState)(expanded ? "entered" : "exited");
	const setStyles = (newStyles) => {
		(0, import_react_dom.flushSync)(() => setStylesRaw(newStyles));
	};
	const mergeStyles = (newStyles) => {
		setStyles((oldStyles) => ({
			...oldStyles,
			...newStyles
		}));
	};
	const getTransitionStyles = (width) => {
		const duration = transitionDuration ?? getAutoWidthDuration(width);
		return { transition: `width ${duration}ms ${transitionTimingFunction}, opacity ${duration}ms ${transitionTimingFunction}` };
	};
	const transitionRef = (0, import_react.useRef)(0);
	useDidUpdate(() => {
		transitionRef.current += 1;
		const transitionId = transitionRef.current;
		const isCurrentTransition = () => transitionRef.current === transitionId;
		if (transitionDuration !== 0) onTransitionStartEvent();
		if (expanded) window.requestAnimationFrame(() => {
			if (!isCurrentTransition() || !elementRef.current) return;
			(0, import_react_dom.flushSync)(() => setState("entering"));
			mergeStyles({
				willChange: "width",
				display: "block",
				overflow: "hidden"
			});
			window.requestAnimationFrame(() => {
				if (!isCurrentTransition() || !elementRef.current) return;
				const width = getElementWidth(elementRef);
				if (!isMeasured(width)) {
					setStyles({});
					setState("entered");
					onTransitionEndEvent();
					return;
				}
				mergeStyles({
					...getTransitionStyles(width),
					width
				});
			});
		});
		else window.requestAnimationFrame(() => {
			if (!isCurrentTransition() || !elementRef.current) return;
			(0, import_react_dom.flushSync)(() => setState("exiting"));
			const width = getElementWidth(elementRef);
			if (!isMeasured(width)) {
				setStyles(collapsedStyles);
				setState("exited");
				onTransitionEndEvent();
				return;
			}
			mergeStyles({
				...getTransitionStyles(width),
				willChange: "width",
				width
			});
			window.requestAnimationFrame(() => {
				if (!isCurrentTransition() || !elementRef.current) return;
				mergeStyles({
					width: 0,
					overflow: "hidden"
				});
			});
		});
	}, [expanded]);
	const handleTransitionEnd = (event) => {
		if (event.target !== elementRef.current || event.propertyName !== "width") return;
		if (expanded) {
			const width = getElementWidth(elementRef);
			if (width === styles.width) setStyles({});
			else mergeStyles({ width });
			setState("entered");
			onTransitionEndEvent();
		} else if (styles.width === 0) {
			setStyles(collapsedStyles);
			setState("exited");
			onTransitionEndEvent();
		}
	};
	return {
		state,
		getCollapseProps: (input) => ({
			"aria-hidden": !expanded,
			inert: !expanded,
			ref: mergeRefs(elementRef, input?.ref),
			onTransitionEnd: handleTransitionEnd,
			style: {
				boxSizing: "border-box",
				...input?.style,
				...styles
			}
		})
	};
}
// node_modules/@mantine/core/esm/core/MantineProvider/color-scheme-managers/is-mantine-color-scheme.mjs
function isMantineColorScheme(value) {
	return value === "auto" || value === "dark" || value === "light";
}
// node_modules/@mantine/core/esm/core/MantineProvider/color-scheme-managers/local-storage-manager.mjs
function localStorageColorSchemeManager({ key = "mantine-color-scheme-value" } = {}) {
	let handleStorageEvent;
	return {
		get: (defaultValue) => {
			if (typeof window === "undefined") return defaultValue;
			try {
				const storedColorScheme = window.localStorage.getItem(key);
				return isMantineColorScheme(storedColorScheme) ? storedColorScheme : defaultValue;
			} catch {
				return defaultValue;
			}
		},
		set: (value) => {
			try {
				window.localStorage.setItem(key, value);
			} catch (error) {
				console.warn("[@mantine/core] Local storage color scheme manager was unable to save color scheme.", error);
			}
		},
		subscribe: (onUpdate) => {
			handleStorageEvent = (event) => {
				if (event.storageArea === window.localStorage && event.key === key) isMantineColorScheme(event.newValue) && onUpdate(event.newValue);
			};
			window.addEventListener("storage", handleStorageEvent);
		},
		unsubscribe: () => {
			window.removeEventListener("storage", handleStorageEvent);
		},
		clear: () => {
			window.localStorage.removeItem(key);
		}
	};
}
// node_modules/@mantine/core/esm/core/MantineProvider/color-functions/get-contrast-color/get-contrast-color.mjs
function getContrastColor({ color, theme, autoContrast, colorScheme }) {
	if (!(typeof autoContrast === "boolean" ? autoContrast : theme.autoContrast)) return "var(--mantine-color-white)";
	return parseThemeColor({
		color: color || theme.primaryColor,
		theme,
		colorScheme
	}).isLight ? "var(--mantine-color-black)" : "var(--mantine-color-white)";
}
function getVirtualColorContrast(value, theme, colorScheme) {
	return getContrastColor({
		color: colorScheme === "dark" ? value.dark : value.light,
		theme,
		colorScheme,
		autoContrast: true
	});
}
function getPrimaryContrastColor(theme, colorScheme) {
	const primaryColor = theme.colors[theme.primaryColor];
	if (isVirtualColor(primaryColor)) {
		if (!theme.autoContrast) return "var(--mantine-color-white)";
		return getVirtualColorContrast(primaryColor, theme, colorScheme);
	}
	return getContrastColor({
		color: primaryColor[getPrimaryShade(theme, colorScheme)],
		theme,
		autoContrast: null
	});
}
// node_modules/@mantine/core/esm/core/MantineProvider/use-mantine-color-scheme/use-mantine-color-scheme.mjs
function disableTransition(nonce) {
	const style = document.createElement("style");
	style.setAttribute("data-mantine-styles", "inline");
	style.innerHTML = "*, *::before, *::after {transition: none !important;}";
	style.setAttribute("data-mantine-disable-transition", "true");
	nonce && style.setAttribute("nonce", nonce);
	document.head.appendChild(style);
	const clear = () => document.querySelectorAll("[data-mantine-disable-transition]").forEach((element) => element.remove());
	return clear;
}
function useMantineColorScheme({ keepTransitions } = {}) {
	const clearStylesRef = (0, import_react.useRef)(noop);
	const timeoutRef = (0, import_react.useRef)(-1);
	const ctx = (0, import_react.use)(MantineContext);
	const nonce = useMantineStyleNonce();
	const nonceValue = (0, import_react.useRef)(nonce?.());
	if (!ctx) throw new Error("[@mantine/core] MantineProvider was not found in tree");
	const setColorScheme = (value) => {
		ctx.setColorScheme(value);
		clearStylesRef.current = keepTransitions ? () => {} : disableTransition(nonceValue.current);
		window.clearTimeout(timeoutRef.current);
		timeoutRef.current = window.setTimeout(() => {
			clearStylesRef.current?.();
		}, 10);
	};
	const clearColorScheme = () => {
		ctx.clearColorScheme();
		clearStylesRef.current = keepTransitions ? () => {} : disableTransition(nonceValue.current);
		window.clearTimeout(timeoutRef.current);
		timeoutRef.current = window.setTimeout(() => {
			clearStylesRef.current?.();
		}, 10);
	};
	const osColorScheme = useColorScheme("light", { getInitialValueInEffect: false });
	const computedColorScheme = ctx.colorScheme === "auto" ? osColorScheme : ctx.colorScheme;
	const toggleColorScheme = (0, import_react.useCallback)(() => setColorScheme(computedColorScheme === "light" ? "dark" : "light"), [setColorScheme, computedColorScheme]);
	(0, import_react.useEffect)(() => () => {
		clearStylesRef.current?.();
		window.clearTimeout(timeoutRef.current);
	}, []);
	return {
		colorScheme: ctx.colorScheme,
		setColorScheme,
		clearColorScheme,
		toggleColorScheme
	};
}
// node_modules/@mantine/core/esm/core/MantineProvider/use-mantine-color-scheme/use-provider-color-scheme.mjs
function setColorSchemeAttribute(colorScheme, getRootElement) {
	const hasDarkColorScheme = typeof window !== "undefined" && "matchMedia" in window && window.matchMedia("(prefers-color-scheme: dark)")?.matches;
	const computedColorScheme = colorScheme !== "auto" ? colorScheme : hasDarkColorScheme ? "dark" : "light";
	getRootElement()?.setAttribute("data-mantine-color-scheme", computedColorScheme);
}
function useProviderColorScheme({ manager, defaultColorScheme, getRootElement, forceColorScheme }) {
	const media = (0, import_react.useRef)(null);
	const [value, setValue] = (0, import_react.useState)(() => manager.get(defaultColorScheme));
	const colorSchemeValue = forceColorScheme || value;
	const setColorScheme = (0, import_react.useCallback)((colorScheme) => {
		if (!forceColorScheme) {
			setColorSchemeAttribute(colorScheme, getRootElement);
			setValue(colorScheme);
			manager.set(colorScheme);
		}
	}, [
		manager.set,
		colorSchemeValue,
		forceColorScheme
	]);
	const clearColorScheme = (0, import_react.useCallback)(() => {
		setValue(defaultColorScheme);
		setColorSchemeAttribute(defaultColorScheme, getRootElement);
		manager.clear();
	}, [manager.clear, defaultColorScheme]);
	(0, import_react.useEffect)(() => {
		manager.subscribe(setColorScheme);
		return manager.unsubscribe;
	}, [manager.subscribe, manager.unsubscribe]);
	useIsomorphicEffect(() => {
		setColorSchemeAttribute(manager.get(defaultColorScheme), getRootElement);
	}, []);
	(0, import_react.useEffect)(() => {
		if (forceColorScheme) {
			setColorSchemeAttribute(forceColorScheme, getRootElement);
			return () => {};
		}
		if (forceColorScheme === void 0) setColorSchemeAttribute(value, getRootElement);
		if (typeof window !== "undefined" && "matchMedia" in window) media.current = window.matchMedia("(prefers-color-scheme: dark)");
		const listener = (event) => {
			if (value === "auto") setColorSchemeAttribute(event.matches ? "dark" : "light", getRootElement);
		};
		media.current?.addEventListener("change", listener);
		return () => media.current?.removeEventListener("change", listener);
	}, [value, forceColorScheme]);
	return {
		colorScheme: colorSchemeValue,
		setColorScheme,
		clearColorScheme
	};
}
// node_modules/@mantine/core/esm/core/MantineProvider/use-mantine-color-scheme/use-computed-color-scheme.mjs
function useComputedColorScheme(defaultValue, options = { getInitialValueInEffect: true }) {
	const osColorScheme = useColorScheme(defaultValue, options);
	const { colorScheme } = useMantineColorScheme();
	return colorScheme === "auto" ? osColorScheme : colorScheme;
}
// node_modules/@mantine/core/esm/core/MantineProvider/convert-css-variables/css-variables-object-to-string.mjs
function cssVariablesObjectToString(variables) {
	return Object.entries(variables).map(([name, value]) => `${name}: ${value};`).join("");
}
// node_modules/@mantine/core/esm/core/MantineProvider/convert-css-variables/convert-css-variables.mjs
function convertCssVariables(input, selectorOverride) {
	const selectors = selectorOverride ? [selectorOverride] : [":root", ":host"];
	const sharedVariables = cssVariablesObjectToString(input.variables);
	const shared = sharedVariables ? `${selectors.join(", ")}{${sharedVariables}}` : "";
	const dark = cssVariablesObjectToString(input.dark);
	const light = cssVariablesObjectToString(input.light);
	const selectorsWithScheme = (scheme) => selectors.map((selector) => selector === ":host" ? `${selector}([data-mantine-color-scheme="${scheme}"])` : `${selector}[data-mantine-color-scheme="${scheme}"]`).join(", ");
	return `${shared}\n\n${dark ? `${selectorsWithScheme("dark")}{${dark}}` : ""}\n\n${light ? `${selectorsWithScheme("light")}{${light}}` : ""}`;
}
// node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/get-css-color-variables.mjs
function getCSSColorVariables({ theme, color, colorScheme, name = color, withColorValues = true }) {
	if (!theme.colors[color]) return {};
	if (colorScheme === "light") {
		const primaryShade = getPrimaryShade(theme, "light");
		const dynamicVariables = {
			[`--mantine-color-${name}-text`]: `var(--mantine-color-${name}-filled)`,
			[`--mantine-color-${name}-filled`]: `var(--mantine-color-${name}-${primaryShade})`,
			[`--mantine-color-${name}-filled-hover`]: `var(--mantine-color-${name}-${primaryShade === 9 ? 8 : primaryShade + 1})`,
			[`--mantine-color-${name}-light`]: `var(--mantine-color-${name}-1)`,
			[`--mantine-color-${name}-light-hover`]: `var(--mantine-color-${name}-2)`,
			[`--mantine-color-${name}-light-color`]: `var(--mantine-color-${name}-9)`,
			[`--mantine-color-${name}-outline`]: `var(--mantine-color-${name}-${primaryShade})`,
			[`--mantine-color-${name}-outline-hover`]: alpha(theme.colors[color][primaryShade], .05)
		};
		if (!withColorValues) return dynamicVariables;
		return {
			[`--mantine-color-${name}-0`]: theme.colors[color][0],
			[`--mantine-color-${name}-1`]: theme.colors[color][1],
			[`--mantine-color-${name}-2`]: theme.colors[color][2],
			[`--mantine-color-${name}-3`]: theme.colors[color][3],
			[`--mantine-color-${name}-4`]: theme.colors[color][4],
			[`--mantine-color-${name}-5`]: theme.colors[color][5],
			[`--mantine-color-${name}-6`]: theme.colors[color][6],
			[`--mantine-color-${name}-7`]: theme.colors[color][7],
			[`--mantine-color-${name}-8`]: theme.colors[color][8],
			[`--mantine-color-${name}-9`]: theme.colors[color][9],
			...dynamicVariables
		};
	}
	const primaryShade = getPrimaryShade(theme, "dark");
	const dynamicVariables = {
		[`--mantine-color-${name}-text`]: `var(--mantine-color-${name}-4)`,
		[`--mantine-color-${name}-filled`]: `var(--mantine-color-${name}-${primaryShade})`,
		[`--mantine-color-${name}-filled-hover`]: `var(--mantine-color-${name}-${primaryShade === 9 ? 8 : primaryShade + 1})`,
		[`--mantine-color-${name}-light`]: darken(theme.colors[color][9], .5),
		[`--mantine-color-${name}-light-hover`]: darken(theme.colors[color][9], .3),
		[`--mantine-color-${name}-light-color`]: `var(--mantine-color-${name}-0)`,
		[`--mantine-color-${name}-outline`]: `var(--mantine-color-${name}-${Math.max(primaryShade - 4, 0)})`,
		[`--mantine-color-${name}-outline-hover`]: alpha(theme.colors[color][Math.max(primaryShade - 4, 0)], .05)
	};
	if (!withColorValues) return dynamicVariables;
	return {
		[`--mantine-color-${name}-0`]: theme.colors[color][0],
		[`--mantine-color-${name}-1`]: theme.colors[color][1],
		[`--mantine-color-${name}-2`]: theme.colors[color][2],
		[`--mantine-color-${name}-3`]: theme.colors[color][3],
		[`--mantine-color-${name}-4`]: theme.colors[color][4],
		[`--mantine-color-${name}-5`]: theme.colors[color][5],
		[`--mantine-color-${name}-6`]: theme.colors[color][6],
		[`--mantine-color-${name}-7`]: theme.colors[color][7],
		[`--mantine-color-${name}-8`]: theme.colors[color][8],
		[`--mantine-color-${name}-9`]: theme.colors[color][9],
		...dynamicVariables
	};
}
// node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/default-css-variables-resolver.mjs
function assignSizeVariables(variables, sizes, name) {
	keys(sizes).forEach((size) => Object.assign(variables, { [`--mantine-${name}-${size}`]: sizes[size] }));
}
var defaultCssVariablesResolver = (theme) => {
	const lightPrimaryShade = getPrimaryShade(theme, "light");
	const defaultRadius = theme.defaultRadius in theme.radius ? theme.radius[theme.defaultRadius] : rem(theme.defaultRadius);
	const result = {
		variables: {
			"--mantine-z-index-app": "100",
			"--mantine-z-index-modal": "200",
			"--mantine-z-index-popover": "300",
			"--mantine-z-index-overlay": "400",
			"--mantine-z-index-max": "9999",
			"--mantine-scale": theme.scale.toString(),
			"--mantine-cursor-type": theme.cursorType,
			"--mantine-webkit-font-smoothing": theme.fontSmoothing ? "antialiased" : "unset",
			"--mantine-moz-font-smoothing": theme.fontSmoothing ? "grayscale" : "unset",
			"--mantine-color-white": theme.white,
			"--mantine-color-black": theme.black,
			"--mantine-line-height": theme.lineHeights.md,
			"--mantine-font-family": theme.fontFamily,
			"--mantine-font-family-monospace": theme.fontFamilyMonospace,
			"--mantine-font-family-headings": theme.headings.fontFamily,
			"--mantine-heading-font-weight": theme.headings.fontWeight,
			"--mantine-heading-text-wrap": theme.headings.textWrap,
			"--mantine-radius-default": defaultRadius,
			"--mantine-primary-color-filled": `var(--mantine-color-${theme.primaryColor}-filled)`,
			"--mantine-primary-color-filled-hover": `var(--mantine-color-${theme.primaryColor}-filled-hover)`,
			"--mantine-primary-color-light": `var(--mantine-color-${theme.primaryColor}-light)`,
			"--mantine-primary-color-light-hover": `var(--mantine-color-${theme.primaryColor}-light-hover)`,
			"--mantine-primary-color-light-color": `var(--mantine-color-${theme.primaryColor}-light-color)`
		},
		light: {
			"--mantine-color-scheme": "light",
			"--mantine-primary-color-contrast": getPrimaryContrastColor(theme, "light"),
			"--mantine-color-bright": "var(--mantine-color-black)",
			"--mantine-color-text": theme.black,
			"--mantine-color-body": theme.white,
			"--mantine-color-error": "var(--mantine-color-red-6)",
			"--mantine-color-success": "var(--mantine-color-teal-8)",
			"--mantine-color-placeholder": "var(--mantine-color-gray-5)",
			"--mantine-color-anchor": `var(--mantine-color-${theme.primaryColor}-${lightPrimaryShade})`,
			"--mantine-color-default": "var(--mantine-color-white)",
			"--mantine-color-default-hover": "var(--mantine-color-gray-0)",
			"--mantine-color-default-color": "var(--mantine-color-black)",
			"--mantine-color-default-border": "var(--mantine-color-gray-4)",
			"--mantine-color-dimmed": "var(--mantine-color-gray-6)",
			"--mantine-color-disabled": "var(--mantine-color-gray-2)",
			"--mantine-color-disabled-color": "var(--mantine-color-gray-5)",
			"--mantine-color-disabled-border": "var(--mantine-color-gray-3)"
		},
		dark: {
			"--mantine-color-scheme": "dark",
			"--mantine-primary-color-contrast": getPrimaryContrastColor(theme, "dark"),
			"--mantine-color-bright": "var(--mantine-color-white)",
			"--mantine-color-text": "var(--mantine-color-dark-0)",
			"--mantine-color-body": "var(--mantine-color-dark-7)",
			"--mantine-color-error": "var(--mantine-color-red-8)",
			"--mantine-color-success": "var(--mantine-color-teal-8)",
			"--mantine-color-placeholder": "var(--mantine-color-dark-3)",
			"--mantine-color-anchor": `var(--mantine-color-${theme.primaryColor}-4)`,
			"--mantine-color-default": "var(--mantine-color-dark-6)",
			"--mantine-color-default-hover": "var(--mantine-color-dark-5)",
			"--mantine-color-default-color": "var(--mantine-color-white)",
			"--mantine-color-default-border": "var(--mantine-color-dark-4)",
			"--mantine-color-dimmed": "var(--mantine-color-dark-2)",
			"--mantine-color-disabled": "var(--mantine-color-dark-6)",
			"--mantine-color-disabled-color": "var(--mantine-color-dark-3)",
			"--mantine-color-disabled-border": "var(--mantine-color-dark-4)"
		}
	};
	assignSizeVariables(result.variables, theme.breakpoints, "breakpoint");
	assignSizeVariables(result.variables, theme.spacing, "spacing");
	assignSizeVariables(result.variables, theme.fontSizes, "font-size");
	assignSizeVariables(result.variables, theme.lineHeights, "line-height");
	assignSizeVariables(result.variables, theme.shadows, "shadow");
	assignSizeVariables(result.variables, theme.radius, "radius");
	assignSizeVariables(result.variables, theme.fontWeights, "font-weight");
	theme.colors[theme.primaryColor].forEach((_, index) => {
		result.variables[`--mantine-primary-color-${index}`] = `var(--mantine-color-${theme.primaryColor}-${index})`;
	});
	keys(theme.colors).forEach((color) => {
		const value = theme.colors[color];
		if (isVirtualColor(value)) {
			Object.assign(result.light, getCSSColorVariables({
				theme,
				name: value.name,
				color: value.light,
				colorScheme: "light",
				withColorValues: true
			}));
			Object.assign(result.dark, getCSSColorVariables({
				theme,
				name: value.name,
				color: value.dark,
				colorScheme: "dark",
				withColorValues: true
			}));
			result.light[`--mantine-color-${value.name}-contrast`] = getVirtualColorContrast(value, theme, "light");
			result.dark[`--mantine-color-${value.name}-contrast`] = getVirtualColorContrast(value, theme, "dark");
			return;
		}
		value.forEach((shade, index) => {
			result.variables[`--mantine-color-${color}-${index}`] = shade;
		});
		Object.assign(result.light, getCSSColorVariables({
			theme,
			color,
			colorScheme: "light",
			withColorValues: false
		}));
		Object.assign(result.dark, getCSSColorVariables({
			theme,
			color,
			colorScheme: "dark",
			withColorValues: false
		}));
	});
	const headings = theme.headings.sizes;
	keys(headings).forEach((heading) => {
		result.variables[`--mantine-${heading}-font-size`] = headings[heading].fontSize;
		result.variables[`--mantine-${heading}-line-height`] = headings[heading].lineHeight;
		result.variables[`--mantine-${heading}-font-weight`] = headings[heading].fontWeight || theme.headings.fontWeight;
	});
	return result;
};
// node_modules/@mantine/core/esm/core/MantineProvider/MantineClasses/MantineClasses.mjs
var import_jsx_runtime = require_jsx_runtime();
function MantineClasses() {
	const theme = useMantineTheme();
	const nonce = useMantineStyleNonce();
	const classes = keys(theme.breakpoints).reduce((acc, breakpoint) => {
		const isPxBreakpoint = theme.breakpoints[breakpoint].includes("px");
		const pxValue = px(theme.breakpoints[breakpoint]);
		return `${acc}@media (max-width: ${isPxBreakpoint ? `${pxValue - .1}px` : em(pxValue - .1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${isPxBreakpoint ? `${pxValue}px` : em(pxValue)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
	}, "");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("style", {
		"data-mantine-styles": "classes",
		nonce: nonce?.(),
		dangerouslySetInnerHTML: { __html: classes }
	});
}
// node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/get-merged-variables.mjs
function getMergedVariables({ theme, generator }) {
	const defaultResolver = defaultCssVariablesResolver(theme);
	const providerGenerator = generator?.(theme);
	return providerGenerator ? deepMerge(defaultResolver, providerGenerator) : defaultResolver;
}
// node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs
var defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);
function removeDefaultVariables(input) {
	const cleaned = {
		variables: {},
		light: {},
		dark: {}
	};
	keys(input.variables).forEach((key) => {
		if (defaultCssVariables.variables[key] !== input.variables[key]) cleaned.variables[key] = input.variables[key];
	});
	keys(input.light).forEach((key) => {
		if (defaultCssVariables.light[key] !== input.light[key]) cleaned.light[key] = input.light[key];
	});
	keys(input.dark).forEach((key) => {
		if (defaultCssVariables.dark[key] !== input.dark[key]) cleaned.dark[key] = input.dark[key];
	});
	return cleaned;
}
// node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs
function getColorSchemeCssVariables(selectorOverride) {
	return convertCssVariables({
		variables: {},
		dark: { "--mantine-color-scheme": "dark" },
		light: { "--mantine-color-scheme": "light" }
	}, selectorOverride);
}
function MantineCssVariables({ cssVariablesSelector, deduplicateCssVariables }) {
	const theme = useMantineTheme();
	const nonce = useMantineStyleNonce();
	const mergedVariables = getMergedVariables({
		theme,
		generator: useMantineCssVariablesResolver()
	});
	const shouldCleanVariables = (cssVariablesSelector === void 0 || cssVariablesSelector === ":root" || cssVariablesSelector === ":host") && deduplicateCssVariables;
	const css = convertCssVariables(shouldCleanVariables ? removeDefaultVariables(mergedVariables) : mergedVariables, cssVariablesSelector);
	if (css) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("style", {
		"data-mantine-styles": true,
		nonce: nonce?.(),
		dangerouslySetInnerHTML: { __html: `${css}${shouldCleanVariables ? "" : getColorSchemeCssVariables(cssVariablesSelector)}` }
	});
	return null;
}
MantineCssVariables.displayName = "@mantine/CssVariables";
// node_modules/@mantine/core/esm/core/MantineProvider/use-respect-reduce-motion/use-respect-reduce-motion.mjs
function useRespectReduceMotion({ respectReducedMotion, getRootElement }) {
	useIsomorphicEffect(() => {
		if (respectReducedMotion) getRootElement()?.setAttribute("data-respect-reduced-motion", "true");
	}, [respectReducedMotion]);
}
// node_modules/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs
function MantineProvider({ theme, children, getStyleNonce, withStaticClasses = true, withGlobalClasses = true, deduplicateCssVariables = true, withCssVariables = true, cssVariablesSelector, classNamesPrefix = "mantine", colorSchemeManager = localStorageColorSchemeManager(), defaultColorScheme = "light", getRootElement = () => document.documentElement, cssVariablesResolver, forceColorScheme, stylesTransform, env, deduplicateInlineStyles = false }) {
	const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
		defaultColorScheme,
		forceColorScheme,
		manager: colorSchemeManager,
		getRootElement
	});
	useRespectReduceMotion({
		respectReducedMotion: theme?.respectReducedMotion || false,
		getRootElement
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MantineContext, {
		value: {
			colorScheme,
			setColorScheme,
			clearColorScheme,
			getRootElement,
			classNamesPrefix,
			getStyleNonce,
			cssVariablesResolver,
			cssVariablesSelector: cssVariablesSelector ?? ":root",
			withStaticClasses,
			stylesTransform,
			env,
			deduplicateInlineStyles
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MantineThemeProvider, {
			theme,
			children: [
				withCssVariables && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MantineCssVariables, {
					cssVariablesSelector,
					deduplicateCssVariables
				}),
				withGlobalClasses && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MantineClasses, {}),
				children
			]
		})
	});
}
MantineProvider.displayName = "@mantine/core/MantineProvider";
function HeadlessMantineProvider({ children, theme, env }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MantineContext, {
		value: {
			colorScheme: "auto",
			setColorScheme: () => {},
			clearColorScheme: () => {},
			getRootElement: () => document.documentElement,
			classNamesPrefix: "mantine",
			cssVariablesSelector: ":root",
			withStaticClasses: false,
			headless: true,
			env
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MantineThemeProvider, {
			theme,
			children
		})
	});
}
HeadlessMantineProvider.displayName = "@mantine/core/HeadlessMantineProvider";
// node_modules/@mantine/core/esm/core/MantineProvider/create-theme/create-theme.mjs
function createTheme(theme) {
	return theme;
}
// node_modules/@mantine/core/esm/core/Box/get-style-object/get-style-object.mjs
function getStyleObject(style, theme) {
	if (Array.isArray(style)) return [...style].reduce((acc, item) => ({
		...acc,
		...getStyleObject(item, theme)
	}), {});
	if (typeof style === "function") return style(theme);
	if (style == null) return {};
	return style;
}
// node_modules/@mantine/core/esm/components/Collapse/Collapse.mjs
var defaultProps$8 = {
	transitionDuration: 200,
	transitionTimingFunction: "ease",
	animateOpacity: true,
	orientation: "vertical",
	keepMounted: true,
	keepMountedMode: "activity"
};
var Collapse = factory((props) => {
	const { children, expanded, transitionDuration, transitionTimingFunction, style, onTransitionEnd, onTransitionStart, animateOpacity, keepMounted, keepMountedMode, ref, orientation, ...others } = useProps("Collapse", defaultProps$8, props);
	const env = useMantineEnv();
	const theme = useMantineTheme();
	const shouldReduceMotion = useReducedMotion();
	const duration = (theme.respectReducedMotion ? shouldReduceMotion : false) ? 0 : transitionDuration;
	const collapse = (orientation === "horizontal" ? useHorizontalCollapse : useCollapse)({
		expanded,
		transitionDuration: duration,
		transitionTimingFunction,
		onTransitionEnd,
		onTransitionStart,
		keepMounted: false
	});
	if (duration === 0) {
		if (keepMounted === true && (keepMountedMode === "display-none" || env !== "test")) {
			if (keepMountedMode === "display-none") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...others,
				style: {
					...getStyleObject(style, theme),
					...!expanded ? { display: "none" } : {}
				},
				ref,
				children
			});
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Activity, {
				mode: expanded ? "visible" : "hidden",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					...others,
					style,
					ref,
					children
				})
			});
		}
		return expanded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			...others,
			style,
			ref,
			children
		}) : null;
	}
	const isExited = collapse.state === "exited";
	let content;
	if (keepMounted === false) content = isExited ? null : children;
	else if (keepMounted === true) content = keepMountedMode === "display-none" ? children : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Activity, {
		mode: isExited ? "hidden" : "visible",
		children
	});
	else content = children;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...others,
		...collapse.getCollapseProps({
			style: {
				opacity: expanded || !animateOpacity ? 1 : 0,
				transition: animateOpacity ? `opacity ${duration}ms ${transitionTimingFunction}` : "none",
				...getStyleObject(style, theme),
				...keepMounted && keepMountedMode === "display-none" && isExited ? { display: "none" } : {}
			},
			ref
		}),
		children: content
	});
});
Collapse.displayName = "@mantine/core/Collapse";
// node_modules/@mantine/core/esm/components/ActionIcon/ActionIcon.module.mjs
var ActionIcon_module_default = {
	"root": "m_8d3f4000",
	"icon": "m_8d3afb97",
	"loader": "m_302b9fb1",
	"group": "m_1a0f1b21",
	"groupSection": "m_437b6484"
};
// node_modules/@mantine/core/esm/components/ActionIcon/ActionIconGroup/ActionIconGroup.mjs
var defaultProps$7 = { orientation: "horizontal" };
var varsResolver$14 = createVarsResolver((_, { borderWidth }) => ({ group: { "--ai-border-width": rem(borderWidth) } }));
var ActionIconGroup = factory((_props) => {
	const props = useProps("ActionIconGroup", defaultProps$7, _props);
	const { className, style, classNames, styles, unstyled, orientation, vars, borderWidth, variant, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "ActionIconGroup",
		props,
		classes: ActionIcon_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$14,
		rootSelector: "group"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("group"),
		variant,
		mod: [{ orientation }, mod],
		role: "group",
		...others
	});
});
ActionIconGroup.classes = ActionIcon_module_default;
ActionIconGroup.varsResolver = varsResolver$14;
ActionIconGroup.displayName = "@mantine/core/ActionIconGroup";
// node_modules/@mantine/core/esm/components/ActionIcon/ActionIconGroupSection/ActionIconGroupSection.mjs
var varsResolver$13 = createVarsResolver((theme, { radius, color, gradient, variant, autoContrast, size }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { groupSection: {
		"--section-height": getSize(size, "section-height"),
		"--section-padding-x": getSize(size, "section-padding-x"),
		"--section-fz": getFontSize(size),
		"--section-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--section-bg": color || variant ? colors.background : void 0,
		"--section-color": colors.color,
		"--section-bd": color || variant ? colors.border : void 0
	} };
});
var ActionIconGroupSection = factory((_props) => {
	const props = useProps("ActionIconGroupSection", null, _props);
	const { className, style, classNames, styles, unstyled, vars, variant, gradient, radius, autoContrast, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "ActionIconGroupSection",
		props,
		classes: ActionIcon_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$13,
		rootSelector: "groupSection"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("groupSection"),
		variant,
		...others
	});
});
ActionIconGroupSection.classes = ActionIcon_module_default;
ActionIconGroupSection.varsResolver = varsResolver$13;
ActionIconGroupSection.displayName = "@mantine/core/ActionIconGroupSection";
// node_modules/@mantine/core/esm/components/ActionIcon/ActionIcon.mjs
var varsResolver$12 = createVarsResolver((theme, { size, radius, variant, gradient, color, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { root: {
		"--ai-size": getSize(size, "ai-size"),
		"--ai-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--ai-bg": color || variant ? colors.background : void 0,
		"--ai-hover": color || variant ? colors.hover : void 0,
		"--ai-hover-color": color || variant ? colors.hoverColor : void 0,
		"--ai-color": colors.color,
		"--ai-bd": color || variant ? colors.border : void 0
	} };
});
var ActionIcon = polymorphicFactory((_props) => {
	const props = useProps("ActionIcon", null, _props);
	const { className, unstyled, variant, classNames, styles, style, loading, loaderProps, size, color, radius, __staticSelector, gradient, vars, children, disabled, "data-disabled": dataDisabled, autoContrast, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: ["ActionIcon", __staticSelector],
		props,
		className,
		style,
		classes: ActionIcon_module_default,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$12
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...getStyles("root", { active: !disabled && !loading && !dataDisabled }),
		"aria-busy": loading || void 0,
		...others,
		unstyled,
		variant,
		size,
		disabled: disabled || loading,
		mod: [{
			loading,
			disabled: disabled || dataDisabled
		}, mod],
		children: [typeof loading === "boolean" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
			mounted: loading,
			transition: "slide-down",
			duration: 150,
			children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				...getStyles("loader", { style: transitionStyles }),
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
					color: "var(--ai-color)",
					size: "calc(var(--ai-size) * 0.55)",
					...loaderProps
				})
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "span",
			mod: { loading },
			...getStyles("icon"),
			children
		})]
	});
});
ActionIcon.classes = ActionIcon_module_default;
ActionIcon.varsResolver = varsResolver$12;
ActionIcon.displayName = "@mantine/core/ActionIcon";
ActionIcon.Group = ActionIconGroup;
ActionIcon.GroupSection = ActionIconGroupSection;
// node_modules/@mantine/core/esm/components/Group/filter-falsy-children/filter-falsy-children.mjs
function filterFalsyChildren(children) {
	return import_react.Children.toArray(children).filter(Boolean);
}
// node_modules/@mantine/core/esm/components/Group/Group.module.mjs
var Group_module_default = { "root": "m_4081bf90" };
// node_modules/@mantine/core/esm/components/Group/Group.mjs
var defaultProps$6 = {
	preventGrowOverflow: true,
	gap: "md",
	align: "center",
	justify: "flex-start",
	wrap: "wrap"
};
var varsResolver$11 = createVarsResolver((_, { grow, preventGrowOverflow, gap, align, justify, wrap }, { childWidth }) => ({ root: {
	"--group-child-width": grow && preventGrowOverflow ? childWidth : void 0,
	"--group-gap": getSpacing(gap),
	"--group-align": align,
	"--group-justify": justify,
	"--group-wrap": wrap
} }));
var Group = factory((_props) => {
	const props = useProps("Group", defaultProps$6, _props);
	const { classNames, className, style, styles, unstyled, children, gap, align, justify, wrap, grow, preventGrowOverflow, vars, variant, __size, mod, attributes, ...others } = props;
	const filteredChildren = filterFalsyChildren(children);
	const childrenCount = filteredChildren.length;
	const resolvedGap = getSpacing(gap ?? "md");
	const stylesCtx = { childWidth: `calc(${100 / childrenCount}% - (${resolvedGap} - ${resolvedGap} / ${childrenCount}))` };
	const getStyles = useStyles({
		name: "Group",
		props,
		stylesCtx,
		className,
		style,
		classes: Group_module_default,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$11
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		variant,
		mod: [{ grow }, mod],
		size: __size,
		...others,
		children: filteredChildren
	});
});
Group.classes = Group_module_default;
Group.varsResolver = varsResolver$11;
Group.displayName = "@mantine/core/Group";
// node_modules/@mantine/core/esm/components/Input/use-input-props.mjs
function useInputProps(component, defaultProps, _props) {
	const props = useProps([
		"Input",
		"InputWrapper",
		component
	], defaultProps, _props);
	const { label, description, error, success, required, classNames, styles, className, unstyled, __staticSelector, __stylesApiProps, errorProps, successProps, labelProps, descriptionProps, wrapperProps: _wrapperProps, id, size, style, inputContainer, inputWrapperOrder, withAsterisk, variant, vars, mod, attributes, ...others } = props;
	const { styleProps, rest } = extractStyleProps(others);
	const wrapperProps = {
		label,
		description,
		error,
		success,
		required,
		classNames,
		className,
		__staticSelector,
		__stylesApiProps: __stylesApiProps || props,
		errorProps,
		successProps,
		labelProps,
		descriptionProps,
		unstyled,
		styles,
		size,
		style,
		inputContainer,
		inputWrapperOrder,
		withAsterisk,
		variant,
		id,
		mod,
		attributes,
		..._wrapperProps
	};
	return {
		...rest,
		classNames,
		styles,
		unstyled,
		wrapperProps: {
			...wrapperProps,
			...styleProps
		},
		inputProps: {
			required,
			classNames,
			styles,
			unstyled,
			size,
			__staticSelector,
			__stylesApiProps: __stylesApiProps || props,
			error,
			success,
			variant,
			id,
			attributes
		}
	};
}
// node_modules/@mantine/core/esm/components/InputBase/InputBase.mjs
var defaultProps$5 = {
	__staticSelector: "InputBase",
	withAria: true,
	size: "sm"
};
var InputBase = polymorphicFactory((props) => {
	const { inputProps, wrapperProps, ...others } = useInputProps("InputBase", defaultProps$5, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input.Wrapper, {
		...wrapperProps,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Input, {
			...inputProps,
			...others
		})
	});
});
InputBase.classes = {
	...Input.classes,
	...Input.Wrapper.classes
};
InputBase.displayName = "@mantine/core/InputBase";
// node_modules/@mantine/core/esm/components/Accordion/AccordionChevron.mjs
function AccordionChevron({ style, size = 16, ...others }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		viewBox: "0 0 15 15",
		fill: "none",
		xmlns: "http://www.w3.org/2000/svg",
		style: {
			...style,
			width: rem(size),
			height: rem(size),
			display: "block"
		},
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: "M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z",
			fill: "currentColor",
			fillRule: "evenodd",
			clipRule: "evenodd"
		})
	});
}
AccordionChevron.displayName = "@mantine/core/AccordionChevron";
// node_modules/@mantine/core/esm/components/Alert/Alert.module.mjs
var Alert_module_default = {
	"root": "m_66836ed3",
	"wrapper": "m_a5d60502",
	"body": "m_667c2793",
	"title": "m_6a03f287",
	"label": "m_698f4f23",
	"icon": "m_667f2a6a",
	"message": "m_7fa78076",
	"closeButton": "m_87f54839"
};
// node_modules/@mantine/core/esm/components/Alert/Alert.mjs
var varsResolver$10 = createVarsResolver((theme, { radius, color, variant, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		variant: variant || "light",
		autoContrast
	});
	return { root: {
		"--alert-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--alert-bg": color || variant ? colors.background : void 0,
		"--alert-color": colors.color,
		"--alert-bd": color || variant ? colors.border : void 0
	} };
});
var Alert = factory((_props) => {
	const props = useProps("Alert", null, _props);
	const { classNames, className, style, styles, unstyled, vars, radius, color, title, children, id, icon, withCloseButton, onClose, closeButtonLabel, variant, autoContrast, role, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Alert",
		classes: Alert_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$10
	});
	const rootId = useId$1(id);
	const titleId = title && `${rootId}-title` || void 0;
	const bodyId = `${rootId}-body`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		id: rootId,
		...getStyles("root", { variant }),
		variant,
		...others,
		role: role || "alert",
		"aria-describedby": children ? bodyId : void 0,
		"aria-labelledby": title ? titleId : void 0,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			...getStyles("wrapper"),
			children: [
				icon && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					...getStyles("icon"),
					children: icon
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					...getStyles("body"),
					children: [title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						...getStyles("title"),
						"data-with-close-button": withCloseButton || void 0,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							id: titleId,
							...getStyles("label"),
							children: title
						})
					}), children && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						id: bodyId,
						...getStyles("message"),
						"data-variant": variant,
						children
					})]
				}),
				withCloseButton && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
					...getStyles("closeButton"),
					onClick: onClose,
					variant: "transparent",
					size: 16,
					iconSize: 16,
					"aria-label": closeButtonLabel,
					unstyled
				})
			]
		})
	});
});
Alert.classes = Alert_module_default;
Alert.varsResolver = varsResolver$10;
Alert.displayName = "@mantine/core/Alert";
// node_modules/@mantine/core/esm/components/Text/Text.module.mjs
var Text_module_default = { "root": "m_b6d8b162" };
// node_modules/@mantine/core/esm/components/Text/Text.mjs
function getTextTruncate(truncate) {
	if (truncate === "start") return "start";
	if (truncate === "end" || truncate) return "end";
}
var defaultProps$4 = { inherit: false };
var varsResolver$9 = createVarsResolver((theme, { variant, lineClamp, gradient, size, textWrap }) => ({ root: {
	"--text-fz": getFontSize(size),
	"--text-lh": getLineHeight(size),
	"--text-gradient": variant === "gradient" ? getGradient(gradient, theme) : void 0,
	"--text-line-clamp": typeof lineClamp === "number" ? lineClamp.toString() : void 0,
	"--text-text-wrap": textWrap
} }));
var Text = polymorphicFactory((_props) => {
	const props = useProps("Text", defaultProps$4, _props);
	const { lineClamp, truncate, inline, inherit, gradient, span, textWrap, __staticSelector, vars, className, style, classNames, styles, unstyled, variant, mod, size, attributes, ...others } = props;
	const getStyles = useStyles({
		name: ["Text", __staticSelector],
		props,
		classes: Text_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$9
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root", { focusable: true }),
		component: span ? "span" : "p",
		variant,
		mod: [{
			truncate: getTextTruncate(truncate),
			lineClamp: typeof lineClamp === "number",
			inline,
			inherit
		}, mod],
		size,
		...others
	});
});
Text.classes = Text_module_default;
Text.varsResolver = varsResolver$9;
Text.displayName = "@mantine/core/Text";
// node_modules/@mantine/core/esm/components/Anchor/Anchor.module.mjs
var Anchor_module_default = { "root": "m_849cf0da" };
// node_modules/@mantine/core/esm/components/Anchor/Anchor.mjs
var defaultProps$3 = { underline: "hover" };
var Anchor = polymorphicFactory((props) => {
	const { underline, className, unstyled, mod, ...others } = useProps("Anchor", defaultProps$3, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		component: "a",
		className: clsx({ [Anchor_module_default.root]: !unstyled }, className),
		...others,
		mod: [{ underline }, mod],
		__staticSelector: "Anchor",
		unstyled
	});
});
Anchor.classes = Anchor_module_default;
Anchor.displayName = "@mantine/core/Anchor";
// node_modules/@mantine/core/esm/components/Badge/Badge.module.mjs
var Badge_module_default = {
	"root": "m_347db0ec",
	"root--dot": "m_fbd81e3d",
	"label": "m_5add502a",
	"section": "m_91fdda9b"
};
// node_modules/@mantine/core/esm/components/Badge/Badge.mjs
var varsResolver$8 = createVarsResolver((theme, { radius, color, gradient, variant, size, autoContrast, circle }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { root: {
		"--badge-height": getSize(size, "badge-height"),
		"--badge-padding-x": getSize(size, "badge-padding-x"),
		"--badge-fz": getSize(size, "badge-fz"),
		"--badge-radius": circle || radius === void 0 ? void 0 : getRadius(radius),
		"--badge-bg": color || variant ? colors.background : void 0,
		"--badge-color": color || variant ? colors.color : void 0,
		"--badge-bd": color || variant ? colors.border : void 0,
		"--badge-dot-color": variant === "dot" ? getThemeColor(color, theme) : void 0
	} };
});
var Badge = polymorphicFactory((_props) => {
	const props = useProps("Badge", null, _props);
	const { classNames, className, style, styles, unstyled, vars, radius, color, gradient, leftSection, rightSection, children, variant, fullWidth, autoContrast, circle, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Badge",
		props,
		classes: Badge_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$8
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		variant,
		mod: [{
			block: fullWidth,
			circle,
			"with-right-section": !!rightSection,
			"with-left-section": !!leftSection
		}, mod],
		...getStyles("root", { variant }),
		...others,
		children: [
			leftSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...getStyles("section"),
				"data-position": "left",
				children: leftSection
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...getStyles("label"),
				children
			}),
			rightSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				...getStyles("section"),
				"data-position": "right",
				children: rightSection
			})
		]
	});
});
Badge.classes = Badge_module_default;
Badge.varsResolver = varsResolver$8;
Badge.displayName = "@mantine/core/Badge";
// node_modules/@mantine/core/esm/components/Burger/Burger.module.mjs
var Burger_module_default = {
	"root": "m_fea6bf1a",
	"burger": "m_d4fb9cad"
};
// node_modules/@mantine/core/esm/components/Burger/Burger.mjs
var varsResolver$7 = createVarsResolver((theme, { color, size, lineSize, transitionDuration, transitionTimingFunction }) => ({ root: {
	"--burger-color": color ? getThemeColor(color, theme) : void 0,
	"--burger-size": getSize(size, "burger-size"),
	"--burger-line-size": lineSize ? rem(lineSize) : void 0,
	"--burger-transition-duration": transitionDuration === void 0 ? void 0 : `${transitionDuration}ms`,
	"--burger-transition-timing-function": transitionTimingFunction
} }));
var Burger = factory((_props) => {
	const props = useProps("Burger", null, _props);
	const { classNames, className, style, styles, unstyled, vars, opened, children, transitionDuration, transitionTimingFunction, lineSize, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Burger",
		classes: Burger_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$7
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...getStyles("root"),
		...others,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			mod: ["reduce-motion", { opened }],
			...getStyles("burger")
		}), children]
	});
});
Burger.classes = Burger_module_default;
Burger.varsResolver = varsResolver$7;
Burger.displayName = "@mantine/core/Burger";
// node_modules/@mantine/core/esm/components/Button/Button.module.mjs
var Button_module_default = {
	"root": "m_77c9d27d",
	"inner": "m_80f1301b",
	"label": "m_811560b9",
	"section": "m_a74036a",
	"loader": "m_a25b86ee",
	"group": "m_80d6d844",
	"groupSection": "m_70be2a01"
};
// node_modules/@mantine/core/esm/components/Button/ButtonGroup/ButtonGroup.mjs
var defaultProps$2 = { orientation: "horizontal" };
var varsResolver$6 = createVarsResolver((_, { borderWidth }) => ({ group: { "--button-border-width": rem(borderWidth) } }));
var ButtonGroup = factory((_props) => {
	const props = useProps("ButtonGroup", defaultProps$2, _props);
	const { className, style, classNames, styles, unstyled, orientation, vars, borderWidth, mod, attributes, ...others } = useProps("ButtonGroup", defaultProps$2, _props);
	const getStyles = useStyles({
		name: "ButtonGroup",
		props,
		classes: Button_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$6,
		rootSelector: "group"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("group"),
		mod: [{ orientation }, mod],
		role: "group",
		...others
	});
});
ButtonGroup.classes = Button_module_default;
ButtonGroup.varsResolver = varsResolver$6;
ButtonGroup.displayName = "@mantine/core/ButtonGroup";
// node_modules/@mantine/core/esm/components/Button/ButtonGroupSection/ButtonGroupSection.mjs
var varsResolver$5 = createVarsResolver((theme, { radius, color, gradient, variant, autoContrast, size }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { groupSection: {
		"--section-height": getSize(size, "section-height"),
		"--section-padding-x": getSize(size, "section-padding-x"),
		"--section-fz": size?.includes("compact") ? getFontSize(size.replace("compact-", "")) : getFontSize(size),
		"--section-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--section-bg": color || variant ? colors.background : void 0,
		"--section-color": colors.color,
		"--section-bd": color || variant ? colors.border : void 0
	} };
});
var ButtonGroupSection = factory((_props) => {
	const props = useProps("ButtonGroupSection", null, _props);
	const { className, style, classNames, styles, unstyled, vars, gradient, radius, autoContrast, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "ButtonGroupSection",
		props,
		classes: Button_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$5,
		rootSelector: "groupSection"
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("groupSection"),
		...others
	});
});
ButtonGroupSection.classes = Button_module_default;
ButtonGroupSection.varsResolver = varsResolver$5;
ButtonGroupSection.displayName = "@mantine/core/ButtonGroupSection";
// node_modules/@mantine/core/esm/components/Button/Button.mjs
var loaderTransition = {
	in: {
		opacity: 1,
		transform: `translate(-50%, calc(-50% + ${rem(1)}))`
	},
	out: {
		opacity: 0,
		transform: "translate(-50%, -200%)"
	},
	common: { transformOrigin: "center" },
	transitionProperty: "transform, opacity"
};
var varsResolver$4 = createVarsResolver((theme, { radius, color, gradient, variant, size, justify, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		gradient,
		variant: variant || "filled",
		autoContrast
	});
	return { root: {
		"--button-justify": justify,
		"--button-height": getSize(size, "button-height"),
		"--button-padding-x": getSize(size, "button-padding-x"),
		"--button-fz": size?.includes("compact") ? getFontSize(size.replace("compact-", "")) : getFontSize(size),
		"--button-radius": radius === void 0 ? void 0 : getRadius(radius),
		"--button-bg": color || variant ? colors.background : void 0,
		"--button-hover": color || variant ? colors.hover : void 0,
		"--button-color": colors.color,
		"--button-bd": color || variant ? colors.border : void 0,
		"--button-hover-color": color || variant ? colors.hoverColor : void 0
	} };
});
var Button = polymorphicFactory((_props) => {
	const props = useProps("Button", null, _props);
	const { style, vars, className, color, disabled, children, leftSection, rightSection, fullWidth, variant, radius, loading, loaderProps, gradient, classNames, styles, unstyled, "data-disabled": dataDisabled, autoContrast, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Button",
		props,
		classes: Button_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$4
	});
	const hasLeftSection = !!leftSection;
	const hasRightSection = !!rightSection;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...getStyles("root", { active: !disabled && !loading && !dataDisabled }),
		unstyled,
		variant,
		disabled: disabled || loading,
		mod: [{
			disabled: disabled || dataDisabled,
			loading,
			block: fullWidth,
			"with-left-section": hasLeftSection,
			"with-right-section": hasRightSection
		}, mod],
		...others,
		children: [typeof loading === "boolean" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
			mounted: loading,
			transition: loaderTransition,
			duration: 150,
			children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				...getStyles("loader", { style: transitionStyles }),
				"aria-hidden": true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
					color: "var(--button-color)",
					size: "calc(var(--button-height) / 1.8)",
					...loaderProps
				})
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			...getStyles("inner"),
			children: [
				leftSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					...getStyles("section"),
					mod: { position: "left" },
					children: leftSection
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					mod: { loading },
					...getStyles("label"),
					children
				}),
				rightSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					...getStyles("section"),
					mod: { position: "right" },
					children: rightSection
				})
			]
		})]
	});
});
Button.classes = Button_module_default;
Button.varsResolver = varsResolver$4;
Button.displayName = "@mantine/core/Button";
Button.Group = ButtonGroup;
Button.GroupSection = ButtonGroupSection;
// node_modules/@mantine/core/esm/components/Center/Center.module.mjs
var Center_module_default = { "root": "m_4451eb3a" };
// node_modules/@mantine/core/esm/components/Center/Center.mjs
var Center = polymorphicFactory((_props) => {
	const props = useProps("Center", null, _props);
	const { classNames, className, style, styles, unstyled, vars, inline, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Center",
		props,
		classes: Center_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		mod: [{ inline }, mod],
		...getStyles("root"),
		...others
	});
});
Center.classes = Center_module_default;
Center.displayName = "@mantine/core/Center";
// node_modules/@mantine/core/esm/components/Kbd/Kbd.module.mjs
var Kbd_module_default = { "root": "m_dc6f14e2" };
// node_modules/@mantine/core/esm/components/Kbd/Kbd.mjs
var varsResolver$3 = createVarsResolver((_, { size }) => ({ root: { "--kbd-fz": getSize(size, "kbd-fz") } }));
var Kbd = factory((_props) => {
	const props = useProps("Kbd", null, _props);
	const { classNames, className, style, styles, unstyled, vars, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Kbd",
		classes: Kbd_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$3
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "kbd",
		...getStyles("root"),
		...others
	});
});
Kbd.classes = Kbd_module_default;
Kbd.varsResolver = varsResolver$3;
Kbd.displayName = "@mantine/core/Kbd";
// node_modules/@mantine/core/esm/components/NavLink/NavLink.module.mjs
var NavLink_module_default = {
	"root": "m_f0824112",
	"description": "m_57492dcc",
	"section": "m_690090b5",
	"label": "m_1f6ac4c4",
	"body": "m_f07af9d2",
	"children": "m_e17b862f",
	"chevron": "m_1fd8a00b"
};
// node_modules/@mantine/core/esm/components/NavLink/NavLink.mjs
var varsResolver$2 = createVarsResolver((theme, { variant, color, childrenOffset, autoContrast }) => {
	const colors = theme.variantColorResolver({
		color: color || theme.primaryColor,
		theme,
		variant: variant || "light",
		autoContrast
	});
	return {
		root: {
			"--nl-bg": color || variant ? colors.background : void 0,
			"--nl-hover": color || variant ? colors.hover : void 0,
			"--nl-color": color || variant ? colors.color : void 0
		},
		children: { "--nl-offset": getSpacing(childrenOffset) }
	};
});
var NavLink = polymorphicFactory((_props) => {
	const props = useProps("NavLink", null, _props);
	const { classNames, className, style, styles, unstyled, vars, opened, defaultOpened, onChange, children, active, disabled, leftSection, rightSection, label, description, disableRightSectionRotation, noWrap, childrenOffset, autoContrast, mod, attributes, onClick, onKeyDown, keepMounted, ...others } = props;
	const getStyles = useStyles({
		name: "NavLink",
		props,
		classes: NavLink_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$2
	});
	const [_opened, setOpened] = useUncontrolled({
		value: opened,
		defaultValue: defaultOpened,
		finalValue: false,
		onChange
	});
	const withChildren = !!children;
	const handleClick = (event) => {
		onClick?.(event);
		if (withChildren) {
			event.preventDefault();
			setOpened(!_opened);
		}
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(UnstyledButton, {
		...getStyles("root"),
		component: "a",
		onClick: handleClick,
		onKeyDown: (event) => {
			onKeyDown?.(event);
			if (event.nativeEvent.code === "Space" && withChildren) {
				event.preventDefault();
				setOpened(!_opened);
			}
		},
		unstyled,
		mod: [{
			disabled,
			active,
			expanded: _opened
		}, mod],
		...others,
		children: [
			leftSection && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				...getStyles("section"),
				mod: { position: "left" },
				children: leftSection
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				...getStyles("body"),
				mod: { "no-wrap": noWrap },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					...getStyles("label"),
					children: label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "span",
					mod: { active },
					...getStyles("description"),
					children: description
				})]
			}),
			(withChildren || rightSection !== void 0) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("section"),
				component: "span",
				mod: {
					rotate: _opened && !disableRightSectionRotation,
					position: "right"
				},
				children: withChildren ? rightSection !== void 0 ? rightSection : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionChevron, { ...getStyles("chevron") }) : rightSection
			})
		]
	}), withChildren && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
		expanded: _opened,
		keepMounted,
		...getStyles("collapse"),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			...getStyles("children"),
			children
		})
	})] });
});
NavLink.classes = NavLink_module_default;
NavLink.varsResolver = varsResolver$2;
NavLink.displayName = "@mantine/core/NavLink";
// node_modules/@mantine/core/esm/components/Stack/Stack.module.mjs
var Stack_module_default = { "root": "m_6d731127" };
// node_modules/@mantine/core/esm/components/Stack/Stack.mjs
var defaultProps$1 = {
	gap: "md",
	align: "stretch",
	justify: "flex-start"
};
var varsResolver$1 = createVarsResolver((_, { gap, align, justify }) => ({ root: {
	"--stack-gap": getSpacing(gap),
	"--stack-align": align,
	"--stack-justify": justify
} }));
var Stack = factory((_props) => {
	const props = useProps("Stack", defaultProps$1, _props);
	const { classNames, className, style, styles, unstyled, vars, align, justify, gap, variant, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Stack",
		props,
		classes: Stack_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		variant,
		...others
	});
});
Stack.classes = Stack_module_default;
Stack.varsResolver = varsResolver$1;
Stack.displayName = "@mantine/core/Stack";
// node_modules/@mantine/core/esm/components/TextInput/TextInput.mjs
var TextInput = factory((props) => {
	const _props = useProps([
		"Input",
		"InputWrapper",
		"TextInput"
	], null, props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputBase, {
		component: "input",
		..._props,
		__staticSelector: "TextInput"
	});
});
TextInput.classes = InputBase.classes;
TextInput.displayName = "@mantine/core/TextInput";
// node_modules/@mantine/core/esm/components/Title/get-title-size.mjs
var headings = [
	"h1",
	"h2",
	"h3",
	"h4",
	"h5",
	"h6"
];
var sizes = [
	"xs",
	"sm",
	"md",
	"lg",
	"xl"
];
function getTitleSize(order, size) {
	const titleSize = size !== void 0 ? size : `h${order}`;
	if (headings.includes(titleSize)) return {
		fontSize: `var(--mantine-${titleSize}-font-size)`,
		fontWeight: `var(--mantine-${titleSize}-font-weight)`,
		lineHeight: `var(--mantine-${titleSize}-line-height)`
	};
	else if (sizes.includes(titleSize)) return {
		fontSize: `var(--mantine-font-size-${titleSize})`,
		fontWeight: `var(--mantine-h${order}-font-weight)`,
		lineHeight: `var(--mantine-h${order}-line-height)`
	};
	return {
		fontSize: rem(titleSize),
		fontWeight: `var(--mantine-h${order}-font-weight)`,
		lineHeight: `var(--mantine-h${order}-line-height)`
	};
}
// node_modules/@mantine/core/esm/components/Title/Title.module.mjs
var Title_module_default = { "root": "m_8a5d1357" };
// node_modules/@mantine/core/esm/components/Title/Title.mjs
var defaultProps = { order: 1 };
var varsResolver = createVarsResolver((_, { order, size, lineClamp, textWrap }) => {
	const sizeVariables = getTitleSize(order || 1, size);
	return { root: {
		"--title-fw": sizeVariables.fontWeight,
		"--title-lh": sizeVariables.lineHeight,
		"--title-fz": sizeVariables.fontSize,
		"--title-line-clamp": typeof lineClamp === "number" ? lineClamp.toString() : void 0,
		"--title-text-wrap": textWrap
	} };
});
var Title = factory((_props) => {
	const props = useProps("Title", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, order, vars, size, variant, lineClamp, textWrap, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Title",
		props,
		classes: Title_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	if (![
		1,
		2,
		3,
		4,
		5,
		6
	].includes(order)) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		component: `h${order}`,
		variant,
		mod: [{
			order,
			lineClamp: typeof lineClamp === "number"
		}, mod],
		size,
		...others
	});
});
Title.classes = Title_module_default;
Title.varsResolver = varsResolver;
Title.displayName = "@mantine/core/Title";
// src/api/errors.ts
var import_client = require_client();
var ApiError = class extends Error {
	kind;
	status;
	path;
	retryAfterMs;
	faultCode;
	faultString;
	constructor(kind, message, details = {}) {
		super(message, details.cause === void 0 ? void 0 : { cause: details.cause });
		this.name = "ApiError";
		this.kind = kind;
		this.status = details.status;
		this.path = details.path;
		this.retryAfterMs = details.retryAfterMs;
		this.faultCode = details.faultCode;
		this.faultString = details.faultString;
	}
};
var isApiError = (e) => e instanceof ApiError;
/** Maps an HTTP status that is not success to an error kind. */
function kindForStatus(status) {
	if (status === 401 || status === 403) return "auth";
	if (status === 404) return "not-found";
	if (status === 429) return "rate-limited";
	return "upstream";
}
// src/lib/outage.ts
/**
* An outage is a failure that goes away by itself when the service answers again: no
* connection, a timeout, a 5xx. A refused key, a not-found or a bad answer do not heal by
* asking again, so they are never retried behind the user's back.
*/
function isOutage(error) {
	if (!isApiError(error)) return false;
	if (error.kind === "network" || error.kind === "timeout") return true;
	return error.kind === "upstream" && (error.status === void 0 || error.status >= 500);
}
var FIRST_WAIT_MS = 5e3;
var LONGEST_WAIT_MS = 6e4;
/**
* How long to wait before asking again after the n-th failed answer in a row (n ≥ 1):
* 5 s, 10 s, 20 s, 40 s, then every minute — gentle on a service that is coming back.
*/
function outageBackoffMs(failures) {
	return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, failures - 1));
}
/** A query that failed because of an outage (not one that failed for a reason asking again cannot fix). */
var isInOutage = (query) => query.state.status === "error" && isOutage(query.state.error);
/** Retries every failed query on screen at once, so one "Retry" heals the whole page. */
function retryFailedQueries(queryClient) {
	return queryClient.refetchQueries({
		type: "active",
		predicate: (q) => q.state.status === "error"
	});
}
// src/lib/queries/freshness.ts
/** How long `current` answers stay fresh: it moves to a new release twice a year. */
var CURRENT_STALE_MS = 432e5;
/** How long an answer no page shows stays in memory, so Back and re-opened pages find it. */
var UNUSED_GC_MS = 36e5;
/**
* The default freshness of a query, from its key. UTS keys are ['uts', release, …]: the content
* of a named release (2025AA) never changes, so it is fresh for the whole session; `current`
* changes twice a year, so a long time is fine. Everything else (the drug service, the release
* lists ['uts', 'releases', …]) keeps the long default too, unless its options say otherwise.
* An explicit Retry (refetch) and a release change (another key) still ask the service.
*/
function staleTimeFor(query) {
	const [service, release] = query.queryKey;
	if (service === "uts" && typeof release === "string" && release !== "current" && release !== "releases") return Infinity;
	return CURRENT_STALE_MS;
}
// src/app/queryClient.ts
/**
* http.ts already retries 429/5xx/network with backoff, so react-query does not retry
* again (that would multiply the requests against a 20/s budget).
*
* Recovery after an outage (issue 14) needs no click: a query that failed for an outage is
* asked again when the window gets focus, when the browser is back online, and every
* 5 s → 10 s → … → 60 s while a page shows it (refetchInterval stops when nothing shows it,
* and in a background tab). Queries that hold data are not refetched on focus: their
* staleTime rules as before.
*/
function createQueryClient() {
	listenForWindowFocus();
	return new QueryClient({ defaultOptions: { queries: {
		retry: false,
		staleTime: staleTimeFor,
		gcTime: UNUSED_GC_MS,
		refetchOnWindowFocus: isInOutage,
		refetchOnReconnect: isInOutage,
		refetchInterval: (query) => isInOutage(query) ? outageBackoffMs(query.state.errorUpdateCount) : false,
		throwOnError: false
	} } });
}
/**
* TanStack Query only counts a tab becoming visible as focus; coming back to the browser
* window from another application (the tab never hidden) counts too here, so a failed page
* heals when the user looks at it again.
*/
function listenForWindowFocus() {
	focusManager.setEventListener((onFocus) => {
		const listener = () => onFocus();
		window.addEventListener("visibilitychange", listener, false);
		window.addEventListener("focus", listener, false);
		return () => {
			window.removeEventListener("visibilitychange", listener);
			window.removeEventListener("focus", listener);
		};
	});
}
// src/lib/recent/recent.ts
/**
* The pages this tab opened last (concepts, codes, atoms, drugs), newest first, in
* sessionStorage: it is this tab's trail, gone when the tab closes, never shared.
*/
var RECENT_STORAGE = "recent.v1";
var KIND_LABEL = {
	concept: "Concept",
	code: "Code",
	atom: "Atom",
	drug: "Drug"
};
var KINDS = [
	[/^\/concepts\/[^/]+$/, "concept"],
	[/^\/sources\/[^/]+\/[^/]+$/, "code"],
	[/^\/atoms\/[^/]+$/, "atom"],
	[/^\/drugs\/[^/]+$/, "drug"]
];
/** Which kind of page a path is, or null for pages that are not kept (search, settings, …). */
function recentKind(pathname) {
	for (const [re, kind] of KINDS) if (re.test(pathname)) return kind;
	return null;
}
var listeners = /* @__PURE__ */ new Set();
var cache = {
	text: null,
	list: []
};
function storage() {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}
function isVisit(v) {
	const o = v;
	return typeof o === "object" && o !== null && typeof o.path === "string" && o.path.startsWith("/") && typeof o.title === "string" && recentKind(o.path) === o.kind && typeof o.at === "string";
}
/** The stored list; the same array while storage is unchanged (useSyncExternalStore needs that). */
function getRecent() {
	const text = storage()?.getItem("recent.v1") ?? null;
	if (text === cache.text) return cache.list;
	let list = [];
	try {
		const raw = text ? JSON.parse(text) : [];
		list = Array.isArray(raw) ? raw.filter(isVisit).slice(0, 50) : [];
	} catch {
		list = [];
	}
	cache = {
		text,
		list
	};
	return list;
}
function write(list) {
	storage()?.setItem(RECENT_STORAGE, JSON.stringify(list));
	for (const l of listeners) l();
}
/** Puts a page first (once: an earlier visit of the same path moves up, with the newer title). */
function recordVisit(pathname, title, now = /* @__PURE__ */ new Date()) {
	const kind = recentKind(pathname);
	if (!kind || !title) return;
	const list = getRecent();
	if (list[0]?.path === pathname && list[0].title === title) return;
	write([{
		path: pathname,
		title,
		kind,
		at: now.toISOString()
	}, ...list.filter((v) => v.path !== pathname)].slice(0, 50));
}
function clearRecent() {
	write([]);
}
function subscribeRecent(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
// src/ui/useDocumentTitle.ts
function useDocumentTitle(title) {
	(0, import_react.useEffect)(() => {
		document.title = title ? `${title} · Terminology Browser` : "Terminology Browser";
		recordVisit(window.location.pathname, title);
	}, [title]);
}
// src/shell/ComingSoon.tsx
/** A route of the table that is not built yet: say so plainly, never show made-up data. */
function ComingSoon({ title, summary }) {
	useDocumentTitle(title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
		order: 1,
		children: title
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		color: "gray",
		title: "Coming soon",
		role: "status",
		children: ["This page is not built yet. It will offer: ", summary]
	})] });
}
// src/ui/PageLoader.tsx
function PageLoader({ label = "Loading…" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Center, {
		py: "xl",
		role: "status",
		"aria-live": "polite",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
			size: "sm",
			"aria-label": label
		})
	});
}
// src/lib/release.ts
function readUrlRelease(params) {
	const raw = params.get("release");
	if (raw === null || raw === "") return { kind: "none" };
	return isValidRelease(raw) ? {
		kind: "valid",
		release: raw
	} : {
		kind: "malformed",
		raw
	};
}
/**
* The `?release=` links should carry on: the page's own when it is a release name, otherwise
* null, so a malformed value (`banana`, `<script>`) stops at the page it was typed into.
*/
function releaseToCarry(params) {
	const r = readUrlRelease(params);
	return r.kind === "valid" ? r.release : null;
}
/** The release in use and where it came from (the link wins over Settings). */
function useReleaseSource() {
	const [params] = useSearchParams();
	const prefs = (0, import_react.useSyncExternalStore)(subscribeCredentials, getPreferences);
	const fromUrl = releaseToCarry(params);
	return fromUrl ? {
		release: fromUrl,
		from: "url"
	} : {
		release: prefs.release,
		from: "settings"
	};
}
/**
* The release a page reads: `?release=` when the link carries a valid one, otherwise the
* release chosen in Settings (default `current`). Every UTS query key includes it.
*/
function useRelease() {
	return useReleaseSource().release;
}
/** The release a page reads, outside React (route loaders): the link's, else the one in Settings. */
function releaseFor(params) {
	return releaseToCarry(params) ?? getPreferences().release;
}
// \0vite/preload-helper.js
var scriptRel = "modulepreload";
var assetsURL = function(dep) {
	return "/" + dep;
};
var seen = {};
var isCssPreloadUrl = function isCssPreloadUrl(url) {
	return url.pathname.endsWith(".css");
};
var preloadOnce = function preloadOnce(seen, href, preload) {
	if (href in seen) return seen[href];
	const promise = preload();
	if (!promise) {
		seen[href] = void 0;
		return;
	}
	const preloadPromise = promise.then(() => {
		seen[href] = void 0;
	}, (err) => {
		seen[href] = void 0;
		throw err;
	});
	seen[href] = preloadPromise;
	return preloadPromise;
};
var __vitePreload = function preload(baseModule, deps, importerUrl) {
	let promise = Promise.resolve();
	if (deps && deps.length > 0) {
		let preloadedHrefs;
		const cspNonceMeta = document.querySelector("meta[property=csp-nonce]");
		const cspNonce = cspNonceMeta?.nonce || cspNonceMeta?.getAttribute("nonce");
		function allSettled(promises) {
			return Promise.all(promises.map((p) => Promise.resolve(p).then((value) => ({
				status: "fulfilled",
				value
			}), (reason) => ({
				status: "rejected",
				reason
			}))));
		}
		function importMetaResolve(specifier) {
			if (import.meta.resolve) return new URL(import.meta.resolve(specifier));
			return new URL(
				specifier,
				/** #__KEEP__ */
				import.meta.url
			);
		}
		promise = allSettled(deps.map((depString) => {
			depString = assetsURL(depString, importerUrl);
			const dep = importMetaResolve(depString);
			const isCss = isCssPreloadUrl(dep);
			return preloadOnce(seen, dep.href, () => {
				if (preloadedHrefs === void 0) {
					preloadedHrefs = {
						all: /* @__PURE__ */ new Set(),
						styles: /* @__PURE__ */ new Set()
					};
					const links = document.getElementsByTagName("link");
					for (let i = links.length - 1; i >= 0; i--) {
						const link = links[i];
						preloadedHrefs.all.add(link.href);
						if (link.rel === "stylesheet") preloadedHrefs.styles.add(link.href);
					}
				}
				if ((isCss ? preloadedHrefs.styles : preloadedHrefs.all).has(dep.href)) return;
				const link = document.createElement("link");
				link.rel = isCss ? "stylesheet" : scriptRel;
				if (!isCss) link.as = "script";
				link.crossOrigin = "";
				link.href = dep.href;
				if (cspNonce) link.setAttribute("nonce", cspNonce);
				document.head.appendChild(link);
				if (isCss) return new Promise((res, rej) => {
					const handleSettle = (e) => {
						link.removeEventListener("load", handleSettle);
						link.removeEventListener("error", handleSettle);
						if (e.type === "error") rej(/* @__PURE__ */ new Error(`Unable to preload CSS for ${dep}`));
						else res(e);
					};
					link.addEventListener("load", handleSettle);
					link.addEventListener("error", handleSettle);
				});
			});
		}).filter((p) => p !== void 0));
	}
	function handlePreloadError(err) {
		const e = new Event("vite:preloadError", { cancelable: true });
		e.payload = err;
		window.dispatchEvent(e);
		if (!e.defaultPrevented) throw err;
	}
	return promise.then((res) => {
		for (const item of res || []) {
			if (item.status !== "rejected") continue;
			handlePreloadError(item.reason);
		}
		return baseModule().catch(handlePreloadError);
	});
};
// src/lib/queries/resolvedRelease.ts
/**
* The release name behind `current`. The service has no "which release is current" call,
* but every URL in its answers carries the resolved release (reference §1), so one tiny
* search tells it. Null when the search finds nothing to read it from.
*/
var resolvedReleaseQuery = (release) => queryOptions({
	queryKey: [
		"uts",
		release,
		"resolved-release"
	],
	queryFn: async ({ signal }) => {
		if (release !== "current") return release;
		const { search } = await __vitePreload(async () => {
			const { search } = await import("./uts-DV-A23bW.js").then((n) => n.t);
			return { search };
		}, __vite__mapDeps([0,1,2,3,4]));
		return (await search({
			string: "disease",
			pageSize: 1,
			pageNumber: 1
		}, {
			release,
			signal
		})).hits[0]?.ref?.release ?? null;
	},
	staleTime: 36e5
});
// bff/contract.ts
/** Browser-side path prefixes (ARCHITECTURE.md, "BFF proxy and configuration"). */
var BROWSER_PATHS = {
	rest: "/uts/rest",
	releases: "/uts/releases",
	download: "/uts/download",
	auth: "/uts-auth",
	soap: "/rxnorm/soap"
};
/**
* The browser never puts a key in a URL: it sends it to the BFF in these headers and the BFF
* moves it into the query parameter the upstream expects (`apiKey`, `validatorApiKey`).
*/
var API_KEY_HEADER = "x-uts-api-key";
var VALIDATOR_KEY_HEADER = "x-uts-validator-key";
/** Path of the tiny runtime config the browser reads at start (no secrets but the demo key). */
var CONFIG_PATH = "/bff/config.json";
// src/api/rxnorm/namespace.ts
/**
* The request namespace the drug service expects (`{request_namespace}`, RXNORM_SOAP_REQUEST_NS).
* The root loader sets it from the runtime config before any page asks the service; until then,
* and when the config cannot be read, the documented default is used and the calls themselves
* show whether the upstream accepts it. Kept apart from the client so reading it costs no
* SOAP code in the first bundle.
*/
var DEFAULT_REQUEST_NS = "http://db.rxnorm.nlm.nih.gov";
var requestNs = DEFAULT_REQUEST_NS;
var drugRequestNs = () => requestNs;
function setDrugRequestNs(ns) {
	requestNs = ns;
}
// src/api/runtimeConfig.ts
var FALLBACK_CONFIG = {
	emulator: false,
	upstreamLabel: "unknown upstream",
	soapRequestNs: DEFAULT_REQUEST_NS,
	soapResponseNs: "http://mor.nlm.nih.gov/axis/services/RxNormDBService",
	demoApiKey: null
};
/** The BFF's runtime config (`/bff/config.json`); what it leaves out keeps the fallback value. */
async function fetchRuntimeConfig(signal) {
	const res = await fetch(CONFIG_PATH, { signal });
	if (!res.ok) throw new Error(`runtime config: HTTP ${res.status}`);
	return {
		...FALLBACK_CONFIG,
		...await res.json()
	};
}
/**
* On the emulator the demo key is set for the tab when none is, before any page asks the
* service, so the first calls already carry it. Against a real upstream the BFF sends no demo
* key and nothing happens. A key the user cleared stays cleared.
*/
function applyDemoKey(config) {
	if (config.emulator && config.demoApiKey && !getApiKey() && !wasApiKeyCleared()) setApiKey(config.demoApiKey);
}
// src/lib/queries/runtimeConfig.ts
/** The runtime config, read once by the root loader and from the cache by everything else. */
var runtimeConfigQuery = () => queryOptions({
	queryKey: ["runtime-config"],
	queryFn: ({ signal }) => fetchRuntimeConfig(signal),
	staleTime: Infinity,
	retry: 1
});
// src/shell/Footer.tsx
var DrugVocabVersions = (0, import_react.lazy)(async () => ({ default: (await __vitePreload(async () => {
	const { DrugVocabVersions } = await import("./DrugVocabVersions-DTqzRKMQ.js");
	return { DrugVocabVersions };
}, __vite__mapDeps([5,6,1,7,8,3]))).DrugVocabVersions }));
/** Which upstream is in use and which release this page reads, always visible. */
function Footer() {
	const config = useQuery(runtimeConfigQuery());
	const release = useRelease();
	const resolved = useQuery(resolvedReleaseQuery(release));
	const upstream = config.isPending ? "checking upstream…" : config.isError ? "upstream unknown (configuration not readable)" : config.data.upstreamLabel;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		h: "100%",
		justify: "space-between",
		gap: "xs",
		wrap: "nowrap",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "xs",
				c: "dimmed",
				"data-testid": "footer-upstream",
				truncate: true,
				children: upstream
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
				fallback: null,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrugVocabVersions, { visibleFrom: "sm" })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "xs",
				c: "dimmed",
				"data-testid": "footer-release",
				children: [
					"Release: ",
					release,
					release === "current" && resolved.data ? ` (${resolved.data})` : ""
				]
			})
		]
	});
}
// src/api/uts/urls.ts
/**
* Identifiers live only inside link URLs on the UTS wire (a Concept's semantic types, an
* Atom's concept and code, a relation's target...). This is the one place that reads them.
*
* Shapes (reference §1, §5): {origin}/rest/{family}/{release}/...
*   content/{release}/CUI/{cui}[/…]   content/{release}/AUI/{aui}[/…]
*   content/{release}/source/{sab}/{id}[/…]   semantic-network/{release}/TUI/{tui}
*   search/{release}?…   crosswalk/{release}/source/{sab}/{id}
*/
var FAMILIES = /* @__PURE__ */ new Set([
	"content",
	"semantic-network",
	"search",
	"crosswalk",
	"metadata"
]);
/** Path segments after `rest/`, percent-decoded; null when the URL is not a UTS REST URL. */
function restSegments(url) {
	let pathname;
	try {
		pathname = new URL(url, "https://uts.invalid").pathname;
	} catch {
		return null;
	}
	const raw = pathname.split("/").filter(Boolean);
	const restAt = raw.indexOf("rest");
	const start = restAt >= 0 && FAMILIES.has(raw[restAt + 1] ?? "") ? restAt + 1 : raw.findIndex((s) => FAMILIES.has(s));
	if (start < 0) return null;
	try {
		return raw.slice(start).map((s) => decodeURIComponent(s));
	} catch {
		return null;
	}
}
/** The release inside a UTS URL (e.g. 2024AB), or null. */
function releaseFromUrl(url) {
	if (!url) return null;
	return restSegments(url)?.[1] || null;
}
/** What a content / semantic-network URL points at; null for anything else. */
function parseUtsRef(url) {
	if (!url || url === "NONE") return null;
	const segs = restSegments(url);
	if (!segs) return null;
	const [family, release = null, kind, a, b] = segs;
	if (family === "semantic-network" && kind === "TUI" && a) return {
		kind: "TUI",
		id: a,
		source: null,
		release,
		url
	};
	if (family !== "content" && family !== "crosswalk") return null;
	if ((kind === "CUI" || kind === "AUI") && a) return {
		kind,
		id: a,
		source: null,
		release,
		url
	};
	if (kind === "source" && a && b) return {
		kind: "source",
		id: b,
		source: a,
		release,
		url
	};
	return null;
}
/** Some sources have no codes: their code URLs end in NOCODE and lead nowhere. */
function isNoCode(ref) {
	return ref?.kind === "source" && ref.id === "NOCODE";
}
/** A path segment for a browser-side URL: ids may hold `:` `.` `/`; `.`/`..` alone would be collapsed. */
function pathSegment(value) {
	if (value === "." || value === "..") return value.replace(/\./g, "%2E");
	return encodeURIComponent(value);
}
// src/lib/paths.ts
/**
* Every internal URL of the app. Paths are the stable deep links of ARCHITECTURE.md ("Routes"):
* users share them, so each one is built here and nowhere else.
*/
var seg = encodeURIComponent;
var conceptPath = (cui) => `/concepts/${seg(cui)}`;
var atomPath = (aui) => `/atoms/${seg(aui)}`;
var sourceCodePath = (sab, id) => `/sources/${seg(sab)}/${seg(id)}`;
var crosswalkPath = (sab, id) => `/crosswalk/${seg(sab)}/${seg(id)}`;
var semanticTypePath = (tui) => `/semantic-types/${seg(tui)}`;
var drugPath = (rxcui) => `/drugs/${seg(rxcui)}`;
var DRUG_LOOKUP_PATH = "/drugs";
var SEARCH_PATH = "/search";
/** The RXNORM source-asserted concept on the UTS side (its code is the RXCUI). */
var rxnormSourcePath = (rxcui) => sourceCodePath("RXNORM", rxcui);
/** `path` with `extra` added to its own query (extra wins on a clash). */
function withParams(path, extra = {}) {
	const [base, query = ""] = path.split("?", 2);
	const params = new URLSearchParams(query);
	const entries = extra instanceof URLSearchParams ? [...extra] : Object.entries(extra);
	for (const [k, v] of entries) if (v !== null && v !== void 0) params.set(k, v);
	const qs = params.toString();
	return qs ? `${base}?${qs}` : base;
}
/**
* Appends `release` to an internal path (keeping its own query), so a chosen release follows
* every link. A value that is not a release name is left behind, never carried on.
*/
function withRelease(path, release) {
	if (!release || !isValidRelease(release)) return path;
	return withParams(path, { release });
}
/** `path` with `extra` params and the `release` of the `current` URL, when it has a valid one. */
function linkTo(path, current, extra = {}) {
	return withRelease(withParams(path, extra), current.get("release"));
}
/** The route of a UTS reference (concept, atom, source code, semantic type). */
function pathForRef(ref) {
	switch (ref.kind) {
		case "CUI": return conceptPath(ref.id);
		case "AUI": return atomPath(ref.id);
		case "TUI": return semanticTypePath(ref.id);
		case "source": return sourceCodePath(ref.source ?? "", ref.id);
	}
}
/** The app route a UTS reference leads to; null when it leads nowhere (NOCODE codes). */
function refPath(ref) {
	if (!ref || isNoCode(ref) || ref.kind === "source" && !ref.source) return null;
	return pathForRef(ref);
}
/** Search restricted to one source: the search page reads `sabs`; an empty string opens the form. */
function searchInSourceLink(sab, current) {
	return linkTo(SEARCH_PATH, current, {
		string: "",
		sabs: sab
	});
}
/**
* The fixed shapes of UMLS identifiers, by route parameter. They are upper case in the UMLS;
* the deep-link redirects (app/canonicalPath.ts) and the home page's "open an identifier" form
* both write them the way the service knows them. Codes keep their case (some sources' codes
* are case-sensitive), so they have no shape here.
*/
var IDENTIFIER_FORMATS = {
	cui: /^C\d{7}$/i,
	aui: /^A\d{7,9}$/i,
	tui: /^T\d{3}$/i,
	sab: /^[A-Z0-9][A-Z0-9_.-]*$/i
};
/** The identifier written the way the service knows it (trimmed; upper case when it has a UMLS shape). */
function canonicalIdentifier(param, raw) {
	const value = raw.trim();
	return IDENTIFIER_FORMATS[param]?.test(value) ? value.toUpperCase() : value;
}
// src/lib/input-kind/ndc.ts
/**
* National Drug Codes. Labelers print them in three 10-digit layouts, hyphenated:
* 4-4-2, 5-3-2 and 5-4-1. The 11-digit form (5-4-2, what claims and RxNorm's NDC list use)
* pads the short segment with a leading zero. A bare 10-digit string is ambiguous (the
* hyphens say which segment is short), so it is refused rather than guessed.
*/
var HYPHENATED = /^(\d{4,5})-(\d{3,4})-(\d{1,2})$/;
function normalizeNdc(input) {
	const s = input.trim().replace(/\s+/g, "");
	if (/^\d{11}$/.test(s)) return s;
	const m = HYPHENATED.exec(s);
	if (!m) return null;
	const [, a = "", b = "", c = ""] = m;
	switch (`${a.length}-${b.length}-${c.length}`) {
		case "4-4-2": return `0${a}${b}${c}`;
		case "5-3-2": return `${a}0${b}${c}`;
		case "5-4-1": return `${a}${b}0${c}`;
		case "5-4-2": return `${a}${b}${c}`;
		default: return null;
	}
}
/** Looks like an NDC a user meant (hyphenated digits), normalisable or not. */
var looksHyphenatedNdc = (s) => /^\d{4,5}-\d{3,4}-\d{1,2}$/.test(s);
// src/lib/input-kind/detect.ts
var INPUT_KINDS = [
	{
		value: "term",
		label: "Term"
	},
	{
		value: "cui",
		label: "CUI"
	},
	{
		value: "aui",
		label: "AUI"
	},
	{
		value: "code",
		label: "Source code"
	},
	{
		value: "rxcui",
		label: "RXCUI"
	},
	{
		value: "ndc",
		label: "NDC"
	}
];
var CUI_PATTERN = /^C\d{7}$/i;
var AUI_PATTERN = /^A\d{7,9}$/i;
var SAB_PATTERN = /^[A-Z0-9][A-Z0-9_.-]*$/;
/**
* ICD-10-CM: letter, digit, digit-or-letter (C7A, M1A), then optionally a dot and 1–4 more.
* The only codes with this shape that users type bare; they go to ICD10CM without a picker.
*/
var ICD10CM_PATTERN = /^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/i;
/** RXCUIs are at most 7 digits today; 8 leaves room. 9–10 digits are neither RXCUI nor NDC. */
var RXCUI_PATTERN = /^\d{1,8}$/;
/** CURIE prefixes that are not the source's abbreviation; the code keeps the prefix. */
var CURIE_SOURCES = {
	HP: "HPO",
	GO: "GO"
};
/** Without BOMs, zero-width characters and edge white space (any Unicode space), in NFC. */
function cleanLine(raw) {
	return raw.replace(/[\uFEFF\u200B-\u200D\u2060]/g, "").replace(/^[\s\u00A0]+|[\s\u00A0]+$/g, "").normalize("NFC");
}
function splitSourceCode(text, known) {
	const m = /^([^\s:|]+)\s*[:|]\s*(\S+)$/.exec(text);
	if (!m) return null;
	const [, prefix = "", code = ""] = m;
	const curie = CURIE_SOURCES[prefix.toUpperCase()];
	if (curie && /^\d+$/.test(code)) return {
		source: curie,
		code: `${prefix.toUpperCase()}:${code}`
	};
	const upper = prefix.toUpperCase();
	if (known ? !known.has(upper) : !SAB_PATTERN.test(prefix)) return null;
	return {
		source: upper,
		code
	};
}
function result(raw, kind, value, source = null, problem = null) {
	return {
		raw,
		kind,
		value,
		source,
		problem
	};
}
function detectInput(raw, options = {}) {
	const text = cleanLine(raw);
	if (!text) return result(raw, "empty", "");
	const source = options.source?.trim().toUpperCase() || null;
	if (options.force) return forced(raw, text, options.force, source, options.knownSources);
	if (CUI_PATTERN.test(text)) return result(raw, "cui", text.toUpperCase());
	if (AUI_PATTERN.test(text)) return result(raw, "aui", text.toUpperCase());
	const sc = splitSourceCode(text, options.knownSources);
	if (sc) return result(raw, "code", sc.code, sc.source);
	const ndc = normalizeNdc(text);
	if (ndc) return result(raw, "ndc", ndc);
	if (looksHyphenatedNdc(text)) return result(raw, "ndc", text, null, "Not an NDC layout (4-4-2, 5-3-2, 5-4-1 or 11 digits)");
	if (source && !/\s/.test(text) && /\d/.test(text)) return result(raw, "code", text, source);
	if (ICD10CM_PATTERN.test(text)) return result(raw, "code", text.toUpperCase(), "ICD10CM");
	if (RXCUI_PATTERN.test(text)) return result(raw, "rxcui", text.replace(/^0+(?=\d)/, ""));
	if (/^\d{9,10}$/.test(text)) return result(raw, "term", text, null, `${text.length} digits: neither an RXCUI nor an NDC (write an NDC with its hyphens, or as 11 digits)`);
	return result(raw, "term", text);
}
function forced(raw, text, kind, source, known) {
	switch (kind) {
		case "term": return result(raw, "term", text);
		case "cui": return CUI_PATTERN.test(text) ? result(raw, "cui", text.toUpperCase()) : result(raw, "cui", text, null, "Not a CUI (C and 7 digits)");
		case "aui": return AUI_PATTERN.test(text) ? result(raw, "aui", text.toUpperCase()) : result(raw, "aui", text, null, "Not an AUI (A and 7 to 9 digits)");
		case "rxcui": return RXCUI_PATTERN.test(text) ? result(raw, "rxcui", text.replace(/^0+(?=\d)/, "")) : result(raw, "rxcui", text, null, "Not an RXCUI (digits only)");
		case "ndc": {
			const ndc = normalizeNdc(text);
			return ndc ? result(raw, "ndc", ndc) : result(raw, "ndc", text, null, "Not an NDC (4-4-2, 5-3-2, 5-4-1 or 11 digits)");
		}
		case "code": {
			const sc = splitSourceCode(text, known);
			if (sc) return result(raw, "code", sc.code, sc.source);
			if (source) return result(raw, "code", text, source);
			if (ICD10CM_PATTERN.test(text)) return result(raw, "code", text.toUpperCase(), "ICD10CM");
			return result(raw, "code", text, null, "Which source? Write SAB:code or pick a source");
		}
	}
}
// src/shell/headerSearchPath.ts
/**
* Where Enter in the header box goes. The batch page's detector decides: a source code
* (`I21.9`, `ICD10CM:I21`, `MSH|D009203`) is searched as an exact code of its source, the way
* the no-results "Search it as a code" link does, without the detour through a word search
* that finds nothing. Everything else (terms, CUIs, AUIs, numbers) stays a plain search:
* the service finds CUIs and AUIs by word search too.
*/
function headerSearchPath(typed) {
	const string = typed.trim();
	const d = detectInput(string);
	if (d.kind === "code" && d.source && !d.problem) return `/search?${new URLSearchParams({
		string: d.value,
		searchType: "exact",
		inputType: "sourceUi",
		sabs: d.source
	})}`;
	return `/search?${new URLSearchParams({ string })}`;
}
// src/shell/searchInputProps.ts
/** What the header box is, whether its suggestion code has loaded yet or not. */
var SEARCH_INPUT_PROPS = {
	placeholder: "Search terms or codes",
	"aria-label": "Search the Metathesaurus",
	maxLength: 500
};
// src/shell/useIdleImport.ts
/**
* A header piece whose code stays out of the first load (issue 16: initial JS): it is fetched
* once the page is idle, or at once when `load` is called (the user reached for it first).
* Until then, and if the fetch fails, the caller shows a plain stand-in. No Suspense: the
* swap happens in one commit, so the caller can move focus across it (see HeaderSearch).
*/
function useIdleImport(importer, onLoaded) {
	const [mod, setMod] = (0, import_react.useState)(null);
	const started = (0, import_react.useRef)(null);
	const latest = (0, import_react.useRef)({
		importer,
		onLoaded
	});
	latest.current = {
		importer,
		onLoaded
	};
	const alive = (0, import_react.useRef)(true);
	const load = (0, import_react.useCallback)(() => {
		started.current ??= latest.current.importer().then((m) => {
			if (!alive.current) return;
			latest.current.onLoaded?.();
			setMod(() => m);
		}, () => {
			started.current = null;
		});
	}, []);
	(0, import_react.useEffect)(() => {
		alive.current = true;
		const w = window;
		if (typeof w.requestIdleCallback === "function") {
			const id = w.requestIdleCallback(load, { timeout: 2e3 });
			return () => {
				alive.current = false;
				w.cancelIdleCallback(id);
			};
		}
		const id = setTimeout(load, 300);
		return () => {
			alive.current = false;
			clearTimeout(id);
		};
	}, [load]);
	return {
		mod,
		load
	};
}
// src/shell/HeaderSearch.tsx
/**
* The global search box: `/` focuses it from anywhere but a text field; Enter searches (a
* source code such as I21.9 as a code: headerSearchPath). Suggestions (SuggestingSearchInput)
* bring the popover code with them, so the first load shows a plain box that already
* searches, and the suggesting one replaces it once loaded, keeping text, focus and caret.
*/
function HeaderSearch() {
	const navigate = useNavigate();
	const [params] = useSearchParams();
	const { pathname } = useLocation();
	const fromUrl = pathname === "/search" ? params.get("string") ?? "" : "";
	const [value, setValue] = (0, import_react.useState)(fromUrl);
	const [shown, setShown] = (0, import_react.useState)(fromUrl);
	const [typed, setTyped] = (0, import_react.useState)(false);
	if (shown !== fromUrl) {
		setShown(fromUrl);
		setValue(fromUrl);
		setTyped(false);
	}
	const input = (0, import_react.useRef)(null);
	useHotkeys([["/", () => input.current?.focus()]]);
	const refocus = (0, import_react.useRef)(null);
	const { mod, load } = useIdleImport(() => __vitePreload(() => import("./SuggestingSearchInput-Dd9Im1gs.js"), __vite__mapDeps([9,1,10,11,6,12,13,14,15,16,17,18,19,20,0,2,3,4])), () => {
		const el = input.current;
		refocus.current = el && document.activeElement === el ? {
			start: el.selectionStart,
			end: el.selectionEnd
		} : null;
	});
	(0, import_react.useLayoutEffect)(() => {
		const el = input.current;
		if (!mod || !el || !refocus.current) return;
		el.focus();
		el.setSelectionRange(refocus.current.start, refocus.current.end);
		refocus.current = null;
	}, [mod]);
	const go = (path) => navigate(withRelease(path, params.get("release")));
	const submit = (e) => {
		e?.preventDefault();
		const string = value.trim();
		if (string) go(headerSearchPath(string));
	};
	const type = (v) => {
		setValue(v);
		setTyped(true);
	};
	const Suggesting = mod?.SuggestingSearchInput;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		role: "search",
		onSubmit: submit,
		style: {
			flex: 1,
			maxWidth: 560
		},
		children: Suggesting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Suggesting, {
			inputRef: input,
			value,
			typed: typed ? value.trim() : "",
			onType: type,
			onSubmit: submit,
			onPick: go
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
			...SEARCH_INPUT_PROPS,
			ref: input,
			value,
			onChange: (e) => type(e.currentTarget.value),
			onFocus: load,
			rightSection: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Kbd, {
				size: "xs",
				children: "/"
			})
		})
	});
}
// src/lib/routes.ts
var ROUTES = {
	home: {
		path: "/",
		title: "Home",
		nav: true,
		summary: "Search box and entry points."
	},
	search: {
		path: "/search",
		title: "Search",
		nav: true,
		summary: "Search the Metathesaurus by term or code."
	},
	concept: {
		path: "/concepts/:cui",
		title: "Concept",
		summary: "A concept: atoms, definitions, relations."
	},
	atom: {
		path: "/atoms/:aui",
		title: "Atom",
		summary: "An atom and its hierarchy tree."
	},
	source: {
		path: "/sources/:sab/:id",
		title: "Source code",
		summary: "A source-asserted concept, descriptor or code with its atoms, relations and hierarchy."
	},
	crosswalk: {
		path: "/crosswalk/:sab/:id",
		title: "Crosswalk",
		summary: "Codes in other sources sharing the CUI."
	},
	semanticType: {
		path: "/semantic-types/:tui",
		title: "Semantic type",
		summary: "A semantic network type."
	},
	vocabularies: {
		path: "/vocabularies",
		title: "Vocabularies",
		nav: true,
		summary: "Every source vocabulary."
	},
	drugs: {
		path: "/drugs",
		title: "Drugs",
		nav: true,
		summary: "RxNorm drug lookup by name or identifier."
	},
	drug: {
		path: "/drugs/:rxcui",
		title: "Drug concept",
		summary: "An RxNorm concept and all its related information."
	},
	batch: {
		path: "/batch",
		title: "Batch lookup",
		nav: true,
		summary: "Paste a column of terms or codes, resolve, export."
	},
	basket: {
		path: "/basket",
		title: "Basket",
		nav: true,
		summary: "Codes collected from any page: a value set to export as FHIR or CSV, or share."
	},
	compare: {
		path: "/compare",
		title: "Compare",
		summary: "Two to four concepts side by side."
	},
	releases: {
		path: "/releases",
		title: "Releases",
		nav: true,
		summary: "Release listing, download, licence check."
	},
	about: {
		path: "/about",
		title: "About",
		nav: true,
		summary: "Versions, demo-data attribution and licences."
	},
	settings: {
		path: "/settings",
		title: "Settings",
		nav: true,
		summary: "API key, auth mode, release."
	}
};
var NAV_ROUTES = Object.values(ROUTES).filter((r) => r.nav);
// src/shell/NavLinks.tsx
function NavLinks() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": "Pages",
		children: NAV_ROUTES.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink$1, {
			to: r.path,
			end: r.path === "/",
			style: { textDecoration: "none" },
			children: ({ isActive }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLink, {
				component: "span",
				label: r.title,
				active: isActive
			})
		}, r.path))
	});
}
// src/shell/useRetryOnCredentialChange.ts
/**
* Whenever the key or the auth preferences change, calls that failed are tried again: a page
* that failed for a missing or wrong key recovers as soon as a good one is saved.
*/
function useRetryOnCredentialChange() {
	const queryClient = useQueryClient();
	(0, import_react.useEffect)(() => subscribeCredentials(() => {
		queryClient.invalidateQueries({ predicate: (q) => q.state.status === "error" });
	}), [queryClient]);
}
// src/shell/ThemeToggle.tsx
/** Light/dark switch; Mantine keeps the choice in localStorage, so it survives a reload. */
function ThemeToggle() {
	const { setColorScheme } = useMantineColorScheme();
	const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
	const next = scheme === "dark" ? "light" : "dark";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ActionIcon, {
		variant: "default",
		size: "lg",
		onClick: () => setColorScheme(next),
		"aria-label": `Switch to ${next} mode`,
		title: `Switch to ${next} mode`,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: scheme === "dark" ? "☀" : "☾"
		})
	});
}
// src/lib/export/provenance.ts
var SECRET_PARAMS = /^(apikey|api_key|ticket|tgt|password|key)$/i;
function buildMeta(input) {
	const [path = "", search = ""] = input.page.split("?", 2);
	const query = {};
	for (const [k, v] of new URLSearchParams(search)) query[k] = v;
	for (const [k, v] of Object.entries(input.query ?? {})) {
		if (v === void 0 || v === null || v === "") continue;
		query[k] = Array.isArray(v) ? v.join(",") : String(v);
	}
	for (const k of Object.keys(query)) if (SECRET_PARAMS.test(k)) delete query[k];
	return {
		title: input.title,
		release: input.release || query.release || "current",
		page: path,
		query,
		generatedAt: (input.now ?? /* @__PURE__ */ new Date()).toISOString(),
		appVersion: input.appVersion,
		rowCount: input.rowCount,
		scope: input.scope ?? "page",
		complete: input.complete ?? true
	};
}
/** The CSV comment line's text (csv.ts adds the leading `#`). */
function describeMeta(meta) {
	const q = new URLSearchParams(meta.query).toString();
	return [
		meta.title,
		`release ${meta.release}`,
		`from ${meta.page}${q ? `?${q}` : ""}`,
		`generated ${meta.generatedAt}`,
		`${meta.rowCount} rows${meta.complete ? "" : " (incomplete)"}`,
		`app ${meta.appVersion}`
	].join("; ");
}
var SecretInExportError = class extends Error {
	constructor() {
		super("The export would contain the API key, so it was not written");
		this.name = "SecretInExportError";
	}
};
/**
* Last line of defence: a file that holds the user's key is refused. Nothing in the export
* path reads the key, but a cell could (a pasted line, a future column), and a file is
* shared far more widely than a tab.
*/
function assertNoApiKey(text, key = getApiKey()) {
	if (key && key.length >= 8 && text.includes(key)) throw new SecretInExportError();
	return text;
}
// src/lib/basket/types.ts
var entryId = (system, code) => `${system}|${code}`;
var EMPTY_BASKET = {
	name: "My value set",
	description: "",
	entries: []
};
/** Above this the page warns that exports and share links get large; the basket still works. */
var LARGE_BASKET = 1e3;
// src/lib/basket/validate.ts
/** Why a basket read from a file, a link or storage was refused. */
var BasketFormatError = class extends Error {
	constructor(reason) {
		super(reason);
		this.name = "BasketFormatError";
	}
};
var SYSTEM = /^[A-Za-z0-9_.-]{1,40}$/;
var MAX_TEXT = 3e3;
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var str = (v, what, max = MAX_TEXT) => {
	if (typeof v !== "string") throw new BasketFormatError(`${what} is missing or not text`);
	if (v.length > max) throw new BasketFormatError(`${what} is longer than ${max} characters`);
	return v;
};
/** One entry, checked field by field; `where` names it in the reason ("entry 3"). */
function checkEntry(raw, where) {
	if (!isObj(raw)) throw new BasketFormatError(`${where} is not an object`);
	const system = str(raw.system, `${where}: system`, 40);
	if (!SYSTEM.test(system)) throw new BasketFormatError(`${where}: “${system}” is not a source abbreviation`);
	const code = str(raw.code, `${where}: code`, 200).trim();
	if (!code) throw new BasketFormatError(`${where}: the code is empty`);
	const display = str(raw.display ?? "", `${where}: display`);
	const release = str(raw.release ?? "current", `${where}: release`, 20);
	if (!/^(current|[A-Za-z0-9._-]{1,20})$/.test(release)) throw new BasketFormatError(`${where}: “${release}” is not a release`);
	const addedAt = str(raw.addedAt ?? (/* @__PURE__ */ new Date()).toISOString(), `${where}: addedAt`, 40);
	if (Number.isNaN(Date.parse(addedAt))) throw new BasketFormatError(`${where}: addedAt is not a date`);
	let from = null;
	if (raw.from !== null && raw.from !== void 0) {
		if (!isObj(raw.from) || raw.from.kind !== "CUI" && raw.from.kind !== "RXCUI") throw new BasketFormatError(`${where}: “from” is not a CUI or RXCUI`);
		const id = str(raw.from.id, `${where}: from.id`, 20);
		if (!/^[A-Za-z0-9]{1,20}$/.test(id)) throw new BasketFormatError(`${where}: “${id}” is not an identifier`);
		from = {
			kind: raw.from.kind,
			id
		};
	}
	return {
		id: entryId(system, code),
		system,
		code,
		display,
		from,
		release,
		addedAt
	};
}
/** A whole basket; duplicate entries collapse to the first. */
function checkBasket(raw) {
	if (!isObj(raw)) throw new BasketFormatError("the basket is not an object");
	if (!Array.isArray(raw.entries)) throw new BasketFormatError("the basket has no list of entries");
	const seen = /* @__PURE__ */ new Set();
	const entries = [];
	raw.entries.forEach((e, i) => {
		const entry = checkEntry(e, `entry ${i + 1}`);
		if (seen.has(entry.id)) return;
		seen.add(entry.id);
		entries.push(entry);
	});
	return {
		name: str(raw.name ?? "My value set", "the name", 200),
		description: str(raw.description ?? "", "the description"),
		entries
	};
}
/** What localStorage holds, or null when nothing usable is there. */
function parseStoredBasket(text) {
	if (!text) return null;
	try {
		return checkBasket(JSON.parse(text));
	} catch {
		return null;
	}
}
// src/lib/basket/store.ts
var BASKET_STORAGE = "basket.v1";
/**
* The basket in localStorage. Every change reads what is stored first and writes the result
* back (read-modify-write), so a change made in another tab is merged by entry id instead of
* being overwritten by this tab's older copy; a `storage` event refreshes this tab's view.
*/
function createBasketStore(storage, target) {
	const listeners = /* @__PURE__ */ new Set();
	let snapshot = read();
	function read() {
		try {
			return parseStoredBasket(storage.getItem("basket.v1")) ?? EMPTY_BASKET;
		} catch {
			return EMPTY_BASKET;
		}
	}
	function emit() {
		for (const l of listeners) l();
	}
	function commit(change) {
		const next = change(read());
		const text = assertNoApiKey(JSON.stringify(next));
		storage.setItem(BASKET_STORAGE, text);
		snapshot = next;
		emit();
	}
	target?.addEventListener("storage", (e) => {
		if (e.key !== null && e.key !== "basket.v1") return;
		snapshot = read();
		emit();
	});
	return {
		getSnapshot: () => snapshot,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		add(entries) {
			let added = 0;
			commit((b) => {
				const seen = new Set(b.entries.map((e) => e.id));
				const now = (/* @__PURE__ */ new Date()).toISOString();
				const fresh = [];
				for (const e of entries) {
					const id = entryId(e.system, e.code);
					if (seen.has(id)) continue;
					seen.add(id);
					fresh.push({
						...e,
						id,
						addedAt: e.addedAt ?? now
					});
				}
				added = fresh.length;
				return added ? {
					...b,
					entries: [...b.entries, ...fresh]
				} : b;
			});
			return added;
		},
		remove(ids) {
			const drop = new Set(ids);
			let removed = [];
			commit((b) => {
				removed = b.entries.filter((e) => drop.has(e.id));
				return {
					...b,
					entries: b.entries.filter((e) => !drop.has(e.id))
				};
			});
			return removed;
		},
		restore(entries) {
			commit((b) => {
				const seen = new Set(b.entries.map((e) => e.id));
				return {
					...b,
					entries: [...b.entries, ...entries.filter((e) => !seen.has(e.id))]
				};
			});
		},
		clear() {
			let removed = [];
			commit((b) => {
				removed = b.entries;
				return {
					...b,
					entries: []
				};
			});
			return removed;
		},
		rename: (name) => commit((b) => ({
			...b,
			name
		})),
		describe: (description) => commit((b) => ({
			...b,
			description
		})),
		replace: (basket) => commit(() => basket)
	};
}
var shared = null;
/** The app's one basket (created on first use, so tests and SSR-less tools can make their own). */
function basketStore() {
	shared ??= createBasketStore(window.localStorage, window);
	return shared;
}
// src/lib/basket/useBasket.ts
/** The basket, re-rendered on every change in this tab or another. */
function useBasket() {
	const store = basketStore();
	return (0, import_react.useSyncExternalStore)(store.subscribe, store.getSnapshot);
}
// src/shell/BasketBadge.tsx
/** The header's way to the basket, with how many codes it holds. */
function BasketBadge() {
	const n = useBasket().entries.length;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		component: Link,
		to: "/basket",
		variant: "default",
		size: "sm",
		"aria-label": `Basket: ${n} code${n === 1 ? "" : "s"}`,
		rightSection: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
			size: "sm",
			circle: n < 100,
			"data-testid": "basket-count",
			children: n
		}),
		style: { flexShrink: 0 },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "span",
			visibleFrom: "xs",
			children: "Basket"
		})
	});
}
// src/lib/recent/useRecent.ts
function useRecent() {
	return (0, import_react.useSyncExternalStore)(subscribeRecent, getRecent);
}
// src/shell/RecentButton.tsx
/** The header's "Recent" button; Menu.Target passes its ref and handlers through. */
var RecentButton = (0, import_react.forwardRef)(function RecentButton({ count, ...rest }, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		ref,
		visibleFrom: "sm",
		variant: "default",
		size: "sm",
		style: { flexShrink: 0 },
		"aria-label": `Recently viewed (${count})`,
		...rest,
		children: "Recent"
	});
});
// src/shell/RecentMenu.tsx
/**
* The header's "Recent" menu: the last 50 concept, code, atom and drug pages of this tab. The
* menu's popover code stays out of the first load; a click before it has loaded opens the
* menu as soon as it has.
*/
function RecentMenu() {
	const count = useRecent().length;
	const [wanted, setWanted] = (0, import_react.useState)(false);
	const hadFocus = (0, import_react.useRef)(false);
	const wrapper = (0, import_react.useRef)(null);
	const { mod, load } = useIdleImport(() => __vitePreload(() => import("./RecentMenuLoaded-DRcHqLQz.js"), __vite__mapDeps([21,22,1,11,6,15,14,16,17,12,13,18,19,23])), () => {
		hadFocus.current = !!wrapper.current?.contains(document.activeElement);
	});
	(0, import_react.useLayoutEffect)(() => {
		if (mod && hadFocus.current) wrapper.current?.querySelector("button")?.focus();
	}, [mod]);
	const Loaded = mod?.RecentMenuLoaded;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
		ref: wrapper,
		style: { display: "contents" },
		children: Loaded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loaded, { defaultOpened: wanted }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentButton, {
			count,
			onFocus: load,
			onClick: () => {
				setWanted(true);
				load();
			}
		})
	});
}
// src/shell/Layout.tsx
var ReleaseNotice = (0, import_react.lazy)(async () => ({ default: (await __vitePreload(async () => {
	const { ReleaseNotice } = await import("./ReleaseNotice-iFjLUEMY.js");
	return { ReleaseNotice };
}, __vite__mapDeps([24,1,6,2,25,0,3,4]))).ReleaseNotice }));
function Layout() {
	const [opened, { toggle, close }] = useDisclosure();
	const { pathname } = useLocation();
	useRetryOnCredentialChange();
	(0, import_react.useEffect)(close, [pathname, close]);
	useHotkeys([["Escape", close]]);
	const theme = useMantineTheme();
	const navHidden = useMediaQuery(`(max-width: ${em(getBreakpointValue("sm", theme.breakpoints) - .1)})`) === true && !opened;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "shell",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
				className: "shell-header",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
					className: "skip-link",
					href: "#main-content",
					children: "Skip to content"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					h: "100%",
					px: "md",
					gap: "sm",
					wrap: "nowrap",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Burger, {
							opened,
							onClick: toggle,
							hiddenFrom: "sm",
							size: "sm",
							"aria-label": "Toggle navigation",
							"aria-expanded": opened,
							"aria-controls": "main-navigation"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
							component: Link,
							to: "/",
							fw: 700,
							"aria-label": "Terminology Browser",
							style: {
								textDecoration: "none",
								color: "inherit",
								whiteSpace: "nowrap"
							},
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "span",
								visibleFrom: "xs",
								children: "Terminology Browser"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "span",
								hiddenFrom: "xs",
								"aria-hidden": true,
								children: "TB"
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeaderSearch, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentMenu, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BasketBadge, {}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeToggle, {})
					]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				className: "shell-navbar",
				"aria-label": "Main navigation",
				id: "main-navigation",
				inert: navHidden,
				"data-opened": opened || void 0,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NavLinks, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("main", {
				className: "shell-main",
				id: "main-content",
				tabIndex: -1,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
					fallback: null,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReleaseNotice, {})
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
					fallback: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageLoader, {}),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("footer", {
				className: "shell-footer",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footer, {})
			})
		]
	});
}
// src/shell/NotFoundPage.tsx
function NotFoundPage() {
	const { pathname } = useLocation();
	useDocumentTitle("Page not found");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
		order: 1,
		children: "Page not found"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, { children: [
		"There is no page at ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("code", { children: pathname }),
		". Use the search box above, or go to the",
		" ",
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			component: Link,
			to: "/",
			children: "home page"
		}),
		"."
	] })] });
}
// src/shell/PageUnavailable.tsx
/**
* Shown instead of a page whose code could not be fetched (the server is down or the
* connection dropped). Never an empty main area: it says what happened and loads the page by
* itself as soon as the connection is back (online event, window focus, or every 10 s).
*/
function PageUnavailable() {
	(0, import_react.useEffect)(() => {
		const reload = () => window.location.reload();
		const tryAgain = () => {
			if (navigator.onLine) reload();
		};
		window.addEventListener("online", reload);
		window.addEventListener("focus", tryAgain);
		const timer = setInterval(tryAgain, 1e4);
		return () => {
			window.removeEventListener("online", reload);
			window.removeEventListener("focus", tryAgain);
			clearInterval(timer);
		};
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
		order: 1,
		children: "Page not loaded"
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "red",
		title: "Service unreachable",
		role: "alert",
		"data-error-kind": "network",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				children: "This page could not be loaded: the server did not answer. It loads by itself when the connection is back."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				size: "xs",
				variant: "default",
				onClick: () => window.location.reload(),
				children: "Retry"
			})]
		})
	})] });
}
// src/shell/RouteError.tsx
/** Error boundary of one route: the shell (header, search, navigation) stays usable. */
function RouteError() {
	const error = useRouteError();
	const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : "Unknown error";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		role: "alert",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: "Something went wrong on this page"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				title: "Error",
				children: message
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				onClick: () => window.location.reload(),
				children: "Reload"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "default",
				component: Link,
				to: "/",
				children: "Home"
			})] })
		]
	});
}
// src/app/canonicalPath.ts
/**
* The identifiers of a deep link the way the service knows them: CUIs, AUIs, TUIs and source
* abbreviations are upper case in the UMLS, and stray spaces come from copy and paste. Codes
* keep their case (some sources' codes are case-sensitive). Returns the canonical path, or
* null when the path already is canonical.
*/
function canonicalPath(name, params) {
	const fixed = {};
	for (const [key, raw] of Object.entries(params)) {
		if (raw === void 0) continue;
		fixed[key] = canonicalIdentifier(key, raw);
	}
	if (!Object.entries(params).some(([key, raw]) => raw !== void 0 && fixed[key] !== raw) || Object.values(fixed).some((v) => v === "")) return null;
	return ROUTES[name].path.replace(/:(\w+)/g, (_, key) => encodeURIComponent(fixed[key] ?? ""));
}
// src/app/rootLoader.ts
/**
* Loads the runtime config (`/bff/config.json`) once per page load and applies it before any
* page asks a service: the drug client's request namespace, and on the emulator the demo key.
* Route loaders wait for it; it resolves even when the config cannot be read (then the
* documented defaults apply and the calls themselves show what is wrong).
*/
function createRootLoader(queryClient) {
	const load = async () => {
		const config = await queryClient.ensureQueryData(runtimeConfigQuery()).catch(() => FALLBACK_CONFIG);
		setDrugRequestNs(config.soapRequestNs);
		applyDemoKey(config);
	};
	const ready = load();
	return () => ready;
}
// src/app/router.tsx
/** Pages that exist; every other route of the table shows a plain "coming soon" notice. */
var PAGES = {
	home: async () => ({ Component: (await __vitePreload(async () => {
		const { HomePage } = await import("./HomePage-CHqKXlKg.js");
		return { HomePage };
	}, __vite__mapDeps([26,1,6,27,28,11,18,29,30,15,14,16,17,31,32,33,34,10,12,13,19,20,23]))).HomePage }),
	settings: async () => ({ Component: (await __vitePreload(async () => {
		const { SettingsPage } = await import("./SettingsPage-Demug5or.js");
		return { SettingsPage };
	}, __vite__mapDeps([35,1,11,6,27,36,15,14,16,17,37,2,0,3,4,38,39,34,25]))).SettingsPage }),
	drugs: async () => ({ Component: (await __vitePreload(async () => {
		const { DrugLookupPage } = await import("./DrugLookupPage-BDMvHNwy.js");
		return { DrugLookupPage };
	}, __vite__mapDeps([40,1,41,11,6,42,18,22,15,14,16,17,12,13,19,23,43,28,44,31,32,33,34,10,20,45,46,47,48,49,4,50,51,52,8,3,53,7,29,30,54,55,56]))).DrugLookupPage }),
	drug: async () => ({ Component: (await __vitePreload(async () => {
		const { DrugConceptPage } = await import("./DrugConceptPage-Bm-piFwT.js");
		return { DrugConceptPage };
	}, __vite__mapDeps([57,1,45,6,11,41,42,18,22,15,14,16,17,12,13,19,23,43,51,33,34,58,46,47,48,49,31,20,4,50,52,8,3,29,0,2,7,44,32,10,59,60,61,62]))).DrugConceptPage }),
	source: async () => ({ Component: (await __vitePreload(async () => {
		const { SourcePage } = await import("./SourcePage-BhFwo6zZ.js");
		return { SourcePage };
	}, __vite__mapDeps([63,1,41,11,6,42,18,22,15,14,16,17,12,13,19,23,43,45,64,51,33,34,65,66,49,31,20,0,2,3,4,67,52,68,69,70,62,47,48,50,71,58,60,61,72,73,74]))).SourcePage }),
	crosswalk: async () => ({ Component: (await __vitePreload(async () => {
		const { CrosswalkPage } = await import("./CrosswalkPage-W_X4Q0Ur.js");
		return { CrosswalkPage };
	}, __vite__mapDeps([75,44,1,11,6,15,14,16,17,31,32,33,18,34,10,12,13,19,20,23,51,45,68,69,42,0,2,3,4,52,72,76,47,22,48,49,50,71,74,70,62,77]))).CrosswalkPage }),
	semanticType: async () => ({ Component: (await __vitePreload(async () => {
		const { SemanticTypePage } = await import("./SemanticTypePage-Dh5uYYV4.js");
		return { SemanticTypePage };
	}, __vite__mapDeps([78,1,12,13,6,11,14,15,16,17,18,19,28,51,33,34,47,22,23,48,49,42,31,20,4,50,58,45,52,79,80,0,2,3,62]))).SemanticTypePage }),
	vocabularies: async () => ({ Component: (await __vitePreload(async () => {
		const { VocabulariesPage } = await import("./VocabulariesPage-hYho63p1.js");
		return { VocabulariesPage };
	}, __vite__mapDeps([81,1,51,11,6,18,33,14,34,52,0,2,3,4,45,62,76,47,22,15,16,17,12,13,19,23,48,49,42,31,20,50]))).VocabulariesPage }),
	releases: async () => ({ Component: (await __vitePreload(async () => {
		const { ReleasesPage } = await import("./ReleasesPage-CvOEF2yq.js");
		return { ReleasesPage };
	}, __vite__mapDeps([82,1,45,6,11,36,15,14,16,17,0,2,3,4,54,42,55,23,30,31,32,33,18,34,10,12,13,19,20,51,47,22,48,49,50,73,74,72]))).ReleasesPage }),
	search: async () => ({ Component: (await __vitePreload(async () => {
		const { SearchPage } = await import("./SearchPage-DkzTn7KS.js");
		return { SearchPage };
	}, __vite__mapDeps([83,1,6,45,11,28,18,84,0,2,3,4,62,50,52,54,42,55,15,14,16,17,23,44,31,32,33,34,10,12,13,19,20,30,59,79,76,65,51,47,22,48,49,74,60,61]))).SearchPage }),
	concept: async () => ({ Component: (await __vitePreload(async () => {
		const { ConceptPage } = await import("./ConceptPage-C0k6Gx2m.js");
		return { ConceptPage };
	}, __vite__mapDeps([85,1,41,11,6,42,18,22,15,14,16,17,12,13,19,23,43,45,44,31,32,33,34,10,20,56,55,68,69,0,2,3,4,74,64,51,65,66,49,67,52,76,86,62,47,48,50,77,58,60,61,38,39,73,72,87]))).ConceptPage }),
	atom: async () => ({ Component: (await __vitePreload(async () => {
		const { AtomPage } = await import("./AtomPage-DQsDKXAw.js");
		return { AtomPage };
	}, __vite__mapDeps([88,1,51,11,6,18,33,14,34,66,22,15,16,17,12,13,19,23,42,49,31,20,45,0,2,3,4,65,67,58,87,89,62,52,60,61]))).AtomPage }),
	about: async () => ({ Component: (await __vitePreload(async () => {
		const { AboutPage } = await import("./AboutPage-84EiHzGa.js");
		return { AboutPage };
	}, __vite__mapDeps([90,1,51,11,6,18,33,14,34]))).AboutPage }),
	batch: async () => ({ Component: (await __vitePreload(async () => {
		const { BatchPage } = await import("./BatchPage-D5kEuFFP.js");
		return { BatchPage };
	}, __vite__mapDeps([91,1,53,11,6,15,14,16,17,31,32,33,18,34,10,12,13,19,20,23,54,42,55,92,39,69,36,38,30,51,2,47,22,48,49,4,50,8,3,0]))).BatchPage }),
	basket: async () => ({ Component: (await __vitePreload(async () => {
		const { BasketPage } = await import("./BasketPage-BnqZfoQr.js");
		return { BasketPage };
	}, __vite__mapDeps([93,1,92,6,11,39,37,14,61,42,54,55,15,16,17,23,51,18,33,34,19]))).BasketPage })
};
/** A page renders once its code and Mantine's component styles (pageStyles.ts) are both in. */
function withPageStyles(lazy) {
	if (typeof lazy !== "function") return lazy;
	return async () => (await Promise.all([lazy(), __vitePreload(() => Promise.resolve({}), __vite__mapDeps([94]))]))[0];
}
function childRoute(name, ready, queryClient) {
	const info = ROUTES[name];
	const lazy = PAGES[name];
	const base = {
		errorElement: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteError, {}),
		loader: async ({ params, request }) => {
			const url = new URL(request.url);
			const path = info.path.includes(":") ? canonicalPath(name, params) : null;
			if (path) throw redirect(path + url.search);
			await ready();
			__vitePreload(async () => {
				const { PREFETCH } = await import("./routeData-Cxc8pR0X.js");
				return { PREFETCH };
			}, __vite__mapDeps([95,86,6,1,0,2,3,4,62,89,84,50,80,29,70,76])).then(({ PREFETCH }) => PREFETCH[name]?.(queryClient, params, url.searchParams));
			return null;
		}
	};
	const common = info.path === "/" ? { index: true } : { path: info.path.slice(1) };
	if (lazy) return {
		...common,
		...base,
		lazy: orUnavailable(withPageStyles(lazy))
	};
	return {
		...common,
		...base,
		element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComingSoon, {
			title: info.title,
			summary: info.summary
		})
	};
}
/**
* A page whose chunk cannot be fetched (server down, connection lost) shows a message that
* heals by itself, not an empty main area (issue 14).
*/
function orUnavailable(lazy) {
	const load = lazy;
	return (async () => {
		try {
			return await load();
		} catch {
			return { Component: PageUnavailable };
		}
	});
}
function createAppRouter(queryClient) {
	const ready = createRootLoader(queryClient);
	return createBrowserRouter([{
		path: "/",
		element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Layout, {}),
		loader: async () => {
			await ready();
			return null;
		},
		shouldRevalidate: () => false,
		errorElement: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteError, {}),
		HydrateFallback: PageLoader,
		children: [...Object.keys(ROUTES).map((name) => childRoute(name, ready, queryClient)), {
			path: "*",
			element: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundPage, {}),
			errorElement: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouteError, {})
		}]
	}]);
}
// src/app/theme.ts
var theme = createTheme({
	primaryColor: "blue",
	primaryShade: {
		light: 8,
		dark: 8
	},
	defaultRadius: "sm",
	components: {
		Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
		Alert: Alert.extend({ styles: { title: { color: "var(--mantine-color-text)" } } })
	}
});
/** Mantine's "dimmed" grey is 3.3:1 on white and 4.0:1 on dark grey; these pass 4.5:1. */
var cssVariablesResolver = () => ({
	variables: {},
	light: { "--mantine-color-dimmed": "var(--mantine-color-gray-7)" },
	dark: { "--mantine-color-dimmed": "var(--mantine-color-dark-1)" }
});
// src/app/App.tsx
var queryClient = createQueryClient();
var router = createAppRouter(queryClient);
var Notifications = (0, import_react.lazy)(() => __vitePreload(() => import("./NotificationsHost-CT-dM_2D.js"), __vite__mapDeps([96,1,37,14,6,11,16,43,13,48,97])));
function App() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MantineProvider, {
		theme,
		cssVariablesResolver,
		defaultColorScheme: "light",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
			fallback: null,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Notifications, { position: "top-right" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryClientProvider, {
			client: queryClient,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouterProvider, { router })
		})]
	});
}
// src/main.tsx
(0, import_client.createRoot)(document.getElementById("root")).render(/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.StrictMode, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(App, {}) }));
export { kindForStatus as $, isNoCode as A, __vitePreload as B, pathForRef as C, semanticTypePath as D, searchInSourceLink as E, drugRequestNs as F, useReleaseSource as G, releaseFor as H, API_KEY_HEADER as I, clearRecent as J, useDocumentTitle as K, BROWSER_PATHS as L, pathSegment as M, releaseFromUrl as N, sourceCodePath as O, runtimeConfigQuery as P, isApiError as Q, VALIDATOR_KEY_HEADER as R, linkTo as S, rxnormSourcePath as T, releaseToCarry as U, readUrlRelease as V, useRelease as W, retryFailedQueries as X, isOutage as Y, ApiError as Z, SEARCH_PATH as _, assignRef as _t, BasketFormatError as a, Badge as at, crosswalkPath as b, noop as bt, entryId as c, Alert as ct, describeMeta as d, Group as dt, Title as et, SEARCH_INPUT_PROPS as f, ActionIcon as ft, IDENTIFIER_FORMATS as g, useDisclosure as gt, DRUG_LOOKUP_PATH as h, getContrastColor as ht, basketStore as i, Button as it, parseUtsRef as j, withParams as k, assertNoApiKey as l, AccordionChevron as lt, detectInput as m, getStyleObject as mt, useRecent as n, Stack as nt, checkBasket as o, Anchor as ot, INPUT_KINDS as p, Collapse as pt, KIND_LABEL as q, useBasket as r, Kbd as rt, LARGE_BASKET as s, Text as st, RecentButton as t, TextInput as tt, buildMeta as u, InputBase as ut, atomPath as v, useMergedRef as vt, refPath as w, drugPath as x, px as xt, conceptPath as y, getBreakpointValue as yt, resolvedReleaseQuery as z };
