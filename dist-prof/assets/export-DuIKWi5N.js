import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { Q as isApiError, W as useRelease, ct as Alert, dt as Group, it as Button, nt as Stack, st as Text } from "./index-D9x2-Kp7.js";
import { t as Menu } from "./Menu-CGuf-gFX.js";
import { O as require_react, T as require_jsx_runtime, c as useLocation } from "./vendor-4g9ZpKyn.js";
import { n as getDefaultZIndex, t as OptionalPortal } from "./OptionalPortal-cfgn5nkC.js";
import { F as getSpacing, M as getRadius, N as getShadow, O as clsx, P as getSize, R as rem, k as createVarsResolver, l as useStyles, n as polymorphicFactory, r as factory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { S as createSafeContext } from "./floating-ui.react-C-ZlW4mP.js";
import { t as CloseButton } from "./CloseButton-DPVtf8hz.js";
import { r as Transition } from "./Input-Dczs-e95.js";
import { a as Overlay, d as useFocusReturn, n as FocusTrap } from "./Popover-BLOUV1aT.js";
import { t as ScrollArea } from "./ScrollArea-BUyl--cD.js";
import { n as useReducedMotion } from "./Loader-D0Yl6Xtm.js";
import { t as useId$1 } from "./use-id-Cydf4vFq.js";
import { t as ReactRemoveScroll } from "./Combination-D5VmcqXQ.js";
import { n as NativeSelect, t as Progress } from "./Progress-5Nsf2yTA.js";
import { i as isPastEndError, n as hasNextPage } from "./pager-BNUdZ5P_.js";
import { n as APP_VERSION, r as download, t as buildExport } from "./export-CvKKyFga.js";
import { t as PAGE_SIZES } from "./pageSize-sQkReH-y.js";
// node_modules/@mantine/hooks/esm/use-window-event/use-window-event.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useWindowEvent(type, listener, options) {
	const stableListener = (0, import_react.useEffectEvent)(listener);
	(0, import_react.useEffect)(() => {
		window.addEventListener(type, stableListener, options);
		return () => window.removeEventListener(type, stableListener, options);
	}, [type]);
}
// node_modules/@mantine/core/esm/components/Paper/Paper.module.mjs
var import_jsx_runtime = require_jsx_runtime();
var Paper_module_default = { "root": "m_1b7284a3" };
// node_modules/@mantine/core/esm/components/Paper/Paper.mjs
var varsResolver$1 = createVarsResolver((_, { radius, shadow }) => ({ root: {
	"--paper-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--paper-shadow": getShadow(shadow)
} }));
var Paper = polymorphicFactory((_props) => {
	const props = useProps("Paper", null, _props);
	const { classNames, className, style, styles, unstyled, withBorder, vars, radius, shadow, variant, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Paper",
		props,
		classes: Paper_module_default,
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
		mod: [{ withBorder }, mod],
		...getStyles("root"),
		variant,
		...others
	});
});
Paper.classes = Paper_module_default;
Paper.varsResolver = varsResolver$1;
Paper.displayName = "@mantine/core/Paper";
// node_modules/@mantine/core/esm/components/ModalBase/ModalBase.context.mjs
var [ModalBaseProvider, useModalBaseContext] = createSafeContext("ModalBase component was not found in tree");
// node_modules/@mantine/core/esm/components/ModalBase/use-lock-scroll.mjs
function useLockScroll({ opened, transitionDuration }) {
	const [shouldLockScroll, setShouldLockScroll] = (0, import_react.useState)(opened);
	const timeout = (0, import_react.useRef)(-1);
	const _transitionDuration = useReducedMotion() ? 0 : transitionDuration;
	(0, import_react.useEffect)(() => {
		if (opened) {
			setShouldLockScroll(true);
			window.clearTimeout(timeout.current);
		} else if (_transitionDuration === 0) setShouldLockScroll(false);
		else timeout.current = window.setTimeout(() => setShouldLockScroll(false), _transitionDuration);
		return () => window.clearTimeout(timeout.current);
	}, [opened, _transitionDuration]);
	return shouldLockScroll;
}
// node_modules/@mantine/core/esm/components/ModalBase/use-modal.mjs
function useModal({ id, transitionProps, opened, trapFocus, closeOnEscape, onClose, returnFocus, handledEscapeEvents }) {
	const _id = useId$1(id);
	const [titleMounted, setTitleMounted] = (0, import_react.useState)(false);
	const [bodyMounted, setBodyMounted] = (0, import_react.useState)(false);
	const shouldLockScroll = useLockScroll({
		opened,
		transitionDuration: typeof transitionProps?.duration === "number" ? transitionProps?.duration : 200
	});
	useWindowEvent("keydown", (event) => {
		if (event.key === "Escape" && closeOnEscape && !event.isComposing && opened && !handledEscapeEvents?.has(event)) {
			if (event.target?.getAttribute("data-mantine-stop-propagation") !== "true") {
				handledEscapeEvents?.add(event);
				onClose();
			}
		}
	}, { capture: true });
	useFocusReturn({
		opened,
		shouldReturnFocus: trapFocus && returnFocus
	});
	return {
		_id,
		titleMounted,
		bodyMounted,
		shouldLockScroll,
		setTitleMounted,
		setBodyMounted
	};
}
// node_modules/@mantine/core/esm/components/ModalBase/ModalBase.mjs
function ModalBase({ keepMounted, keepMountedMode = "activity", opened, onClose, id, transitionProps, onExitTransitionEnd, onEnterTransitionEnd, trapFocus, closeOnEscape, returnFocus, closeOnClickOutside, withinPortal, portalProps, lockScroll, children, zIndex, shadow, padding, __vars, unstyled, removeScrollProps, __handledEscapeEvents, ...others }) {
	const { _id, titleMounted, bodyMounted, shouldLockScroll, setTitleMounted, setBodyMounted } = useModal({
		id,
		transitionProps,
		opened,
		trapFocus,
		closeOnEscape,
		onClose,
		returnFocus,
		handledEscapeEvents: __handledEscapeEvents
	});
	const { key: removeScrollKey, ...otherRemoveScrollProps } = removeScrollProps || {};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OptionalPortal, {
		...portalProps,
		withinPortal,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBaseProvider, {
			value: {
				opened,
				onClose,
				closeOnClickOutside,
				onExitTransitionEnd,
				onEnterTransitionEnd,
				transitionProps: {
					...transitionProps,
					keepMounted,
					keepMountedMode
				},
				getTitleId: () => `${_id}-title`,
				getBodyId: () => `${_id}-body`,
				titleMounted,
				bodyMounted,
				setTitleMounted,
				setBodyMounted,
				trapFocus,
				closeOnEscape,
				zIndex,
				unstyled
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReactRemoveScroll, {
				enabled: shouldLockScroll && lockScroll,
				...otherRemoveScrollProps,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					...others,
					id: _id,
					__vars: {
						...__vars,
						"--mb-z-index": (zIndex || getDefaultZIndex("modal")).toString(),
						"--mb-shadow": getShadow(shadow),
						"--mb-padding": getSpacing(padding)
					},
					children
				})
			}, removeScrollKey)
		})
	});
}
ModalBase.displayName = "@mantine/core/ModalBase";
// node_modules/@mantine/core/esm/components/ModalBase/use-modal-body-id.mjs
function useModalBodyId() {
	const ctx = useModalBaseContext();
	(0, import_react.useEffect)(() => {
		ctx.setBodyMounted(true);
		return () => ctx.setBodyMounted(false);
	}, []);
	return ctx.getBodyId();
}
// node_modules/@mantine/core/esm/components/ModalBase/ModalBase.module.mjs
var ModalBase_module_default = {
	"title": "m_615af6c9",
	"header": "m_b5489c3c",
	"inner": "m_60c222c7",
	"content": "m_fd1ab0aa",
	"close": "m_606cb269",
	"body": "m_5df29311"
};
// node_modules/@mantine/core/esm/components/ModalBase/ModalBaseBody.mjs
function ModalBaseBody({ className, ...others }) {
	const bodyId = useModalBodyId();
	const ctx = useModalBaseContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		id: bodyId,
		className: clsx({ [ModalBase_module_default.body]: !ctx.unstyled }, className),
		...others
	});
}
ModalBaseBody.displayName = "@mantine/core/ModalBaseBody";
// node_modules/@mantine/core/esm/components/ModalBase/ModalBaseCloseButton.mjs
function ModalBaseCloseButton({ className, onClick, ...others }) {
	const ctx = useModalBaseContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
		...others,
		onClick: (event) => {
			ctx.onClose();
			onClick?.(event);
		},
		className: clsx({ [ModalBase_module_default.close]: !ctx.unstyled }, className),
		unstyled: ctx.unstyled
	});
}
ModalBaseCloseButton.displayName = "@mantine/core/ModalBaseCloseButton";
// node_modules/@mantine/core/esm/components/ModalBase/ModalBaseContent.mjs
function ModalBaseContent({ transitionProps, className, innerProps, onKeyDown, style, ref, ...others }) {
	const ctx = useModalBaseContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
		mounted: ctx.opened,
		transition: "pop",
		...ctx.transitionProps,
		onExited: () => {
			ctx.onExitTransitionEnd?.();
			ctx.transitionProps?.onExited?.();
		},
		onEntered: () => {
			ctx.onEnterTransitionEnd?.();
			ctx.transitionProps?.onEntered?.();
		},
		...transitionProps,
		children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			...innerProps,
			className: clsx({ [ModalBase_module_default.inner]: !ctx.unstyled }, innerProps.className),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FocusTrap, {
				active: ctx.opened && ctx.trapFocus,
				innerRef: ref,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
					...others,
					component: "section",
					role: "dialog",
					tabIndex: -1,
					"aria-modal": true,
					"aria-describedby": ctx.bodyMounted ? ctx.getBodyId() : void 0,
					"aria-labelledby": ctx.titleMounted ? ctx.getTitleId() : void 0,
					style: [style, transitionStyles],
					className: clsx({ [ModalBase_module_default.content]: !ctx.unstyled }, className),
					unstyled: ctx.unstyled,
					children: others.children
				})
			})
		})
	});
}
ModalBaseContent.displayName = "@mantine/core/ModalBaseContent";
// node_modules/@mantine/core/esm/components/ModalBase/ModalBaseHeader.mjs
function ModalBaseHeader({ className, ...others }) {
	const ctx = useModalBaseContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "header",
		className: clsx({ [ModalBase_module_default.header]: !ctx.unstyled }, className),
		...others
	});
}
ModalBaseHeader.displayName = "@mantine/core/ModalBaseHeader";
// node_modules/@mantine/core/esm/components/ModalBase/use-modal-transition.mjs
var DEFAULT_TRANSITION = {
	duration: 200,
	timingFunction: "ease",
	transition: "fade"
};
function useModalTransition(transitionOverride) {
	const ctx = useModalBaseContext();
	return {
		...DEFAULT_TRANSITION,
		...ctx.transitionProps,
		...transitionOverride
	};
}
// node_modules/@mantine/core/esm/components/ModalBase/ModalBaseOverlay.mjs
function ModalBaseOverlay({ onClick, transitionProps, style, visible, ...others }) {
	const ctx = useModalBaseContext();
	const transition = useModalTransition(transitionProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition, {
		mounted: visible !== void 0 ? visible : ctx.opened,
		...transition,
		transition: "fade",
		children: (transitionStyles) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Overlay, {
			fixed: true,
			style: [style, transitionStyles],
			zIndex: ctx.zIndex,
			unstyled: ctx.unstyled,
			onClick: (event) => {
				onClick?.(event);
				ctx.closeOnClickOutside && ctx.onClose();
			},
			...others
		})
	});
}
ModalBaseOverlay.displayName = "@mantine/core/ModalBaseOverlay";
// node_modules/@mantine/core/esm/components/ModalBase/use-modal-title-id.mjs
function useModalTitle() {
	const ctx = useModalBaseContext();
	(0, import_react.useEffect)(() => {
		ctx.setTitleMounted(true);
		return () => ctx.setTitleMounted(false);
	}, []);
	return ctx.getTitleId();
}
// node_modules/@mantine/core/esm/components/ModalBase/ModalBaseTitle.mjs
function ModalBaseTitle({ className, ...others }) {
	const id = useModalTitle();
	const ctx = useModalBaseContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "h2",
		className: clsx({ [ModalBase_module_default.title]: !ctx.unstyled }, className),
		id,
		...others
	});
}
ModalBaseTitle.displayName = "@mantine/core/ModalBaseTitle";
// node_modules/@mantine/core/esm/components/ModalBase/NativeScrollArea.mjs
function NativeScrollArea({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
}
// node_modules/@mantine/core/esm/components/Modal/Modal.context.mjs
var [ModalProvider, useModalContext] = createSafeContext("Modal component was not found in tree");
// node_modules/@mantine/core/esm/components/Modal/Modal.module.mjs
var Modal_module_default = {
	"root": "m_9df02822",
	"content": "m_54c44539",
	"inner": "m_1f958f16",
	"header": "m_d0e2b9cd"
};
// node_modules/@mantine/core/esm/components/Modal/ModalBody.mjs
var ModalBody = factory((_props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ModalBody", null, _props);
	const ctx = useModalContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBaseBody, {
		...ctx.getStyles("body", {
			classNames,
			style,
			styles,
			className
		}),
		...others
	});
});
ModalBody.classes = Modal_module_default;
ModalBody.displayName = "@mantine/core/ModalBody";
// node_modules/@mantine/core/esm/components/Modal/ModalCloseButton.mjs
var ModalCloseButton = factory((_props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ModalCloseButton", null, _props);
	const ctx = useModalContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBaseCloseButton, {
		...ctx.getStyles("close", {
			classNames,
			style,
			styles,
			className
		}),
		...others
	});
});
ModalCloseButton.classes = Modal_module_default;
ModalCloseButton.displayName = "@mantine/core/ModalCloseButton";
// node_modules/@mantine/core/esm/components/Modal/ModalContent.mjs
var ModalContent = factory((_props) => {
	const { classNames, className, style, styles, vars, children, __hidden, ...others } = useProps("ModalContent", null, _props);
	const ctx = useModalContext();
	const Scroll = ctx.scrollAreaComponent || NativeScrollArea;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBaseContent, {
		...ctx.getStyles("content", {
			className,
			style,
			styles,
			classNames
		}),
		innerProps: ctx.getStyles("inner", {
			className,
			style,
			styles,
			classNames
		}),
		"data-full-screen": ctx.fullScreen || void 0,
		"data-modal-content": true,
		"data-hidden": __hidden || void 0,
		...others,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Scroll, {
			style: { maxHeight: ctx.fullScreen ? "100dvh" : `calc(100dvh - (${rem(ctx.yOffset)} * 2))` },
			children
		})
	});
});
ModalContent.classes = Modal_module_default;
ModalContent.displayName = "@mantine/core/ModalContent";
// node_modules/@mantine/core/esm/components/Modal/ModalHeader.mjs
var ModalHeader = factory((_props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ModalHeader", null, _props);
	const ctx = useModalContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBaseHeader, {
		...ctx.getStyles("header", {
			classNames,
			style,
			styles,
			className
		}),
		...others
	});
});
ModalHeader.classes = Modal_module_default;
ModalHeader.displayName = "@mantine/core/ModalHeader";
// node_modules/@mantine/core/esm/components/Modal/ModalOverlay.mjs
var ModalOverlay = factory((_props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ModalOverlay", null, _props);
	const ctx = useModalContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBaseOverlay, {
		...ctx.getStyles("overlay", {
			classNames,
			style,
			styles,
			className
		}),
		...others
	});
});
ModalOverlay.classes = Modal_module_default;
ModalOverlay.displayName = "@mantine/core/ModalOverlay";
// node_modules/@mantine/core/esm/components/Modal/ModalRoot.mjs
var defaultProps$1 = {
	__staticSelector: "Modal",
	closeOnClickOutside: true,
	withinPortal: true,
	lockScroll: true,
	trapFocus: true,
	returnFocus: true,
	closeOnEscape: true,
	keepMounted: false,
	zIndex: getDefaultZIndex("modal"),
	transitionProps: {
		duration: 200,
		transition: "fade-down"
	},
	yOffset: "5dvh"
};
var varsResolver = createVarsResolver((_, { radius, size, yOffset, xOffset }) => ({ root: {
	"--modal-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--modal-size": getSize(size, "modal-size"),
	"--modal-y-offset": rem(yOffset),
	"--modal-x-offset": rem(xOffset)
} }));
var ModalRoot = factory((_props) => {
	const props = useProps("ModalRoot", defaultProps$1, _props);
	const { classNames, className, style, styles, unstyled, vars, yOffset, scrollAreaComponent, radius, fullScreen, centered, xOffset, __staticSelector, attributes, ...others } = props;
	const getStyles = useStyles({
		name: __staticSelector,
		classes: Modal_module_default,
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalProvider, {
		value: {
			yOffset,
			scrollAreaComponent,
			getStyles,
			fullScreen
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBase, {
			...getStyles("root"),
			"data-full-screen": fullScreen || void 0,
			"data-centered": centered || void 0,
			"data-offset-scrollbars": scrollAreaComponent === ScrollArea.Autosize || void 0,
			unstyled,
			...others
		})
	});
});
ModalRoot.classes = Modal_module_default;
ModalRoot.varsResolver = varsResolver;
ModalRoot.displayName = "@mantine/core/ModalRoot";
// node_modules/@mantine/core/esm/components/Modal/ModalStack.mjs
var ModalStackContext = (0, import_react.createContext)(null);
function ModalStack({ children }) {
	const [stack, setStack] = (0, import_react.useState)([]);
	const [maxZIndex, setMaxZIndex] = (0, import_react.useState)(getDefaultZIndex("modal"));
	const [handledEscapeEvents] = (0, import_react.useState)(() => /* @__PURE__ */ new WeakSet());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalStackContext, {
		value: {
			stack,
			addModal: (id, zIndex) => {
				setStack((current) => [.../* @__PURE__ */ new Set([...current, id])]);
				setMaxZIndex((current) => typeof zIndex === "number" && typeof current === "number" ? Math.max(current, zIndex) : current);
			},
			removeModal: (id) => setStack((current) => current.filter((currentId) => currentId !== id)),
			getZIndex: (id) => `calc(${maxZIndex} + ${stack.indexOf(id)} + 1)`,
			currentId: stack[stack.length - 1],
			maxZIndex,
			handledEscapeEvents
		},
		children
	});
}
ModalStack.displayName = "@mantine/core/ModalStack";
// node_modules/@mantine/core/esm/components/Modal/ModalTitle.mjs
var ModalTitle = factory((_props) => {
	const { classNames, className, style, styles, vars, ...others } = useProps("ModalTitle", null, _props);
	const ctx = useModalContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBaseTitle, {
		...ctx.getStyles("title", {
			classNames,
			style,
			styles,
			className
		}),
		...others
	});
});
ModalTitle.classes = Modal_module_default;
ModalTitle.displayName = "@mantine/core/ModalTitle";
// node_modules/@mantine/core/esm/components/Modal/Modal.mjs
var defaultProps = {
	closeOnClickOutside: true,
	withinPortal: true,
	lockScroll: true,
	trapFocus: true,
	returnFocus: true,
	closeOnEscape: true,
	keepMounted: false,
	zIndex: getDefaultZIndex("modal"),
	transitionProps: {
		duration: 200,
		transition: "fade-down"
	},
	withOverlay: true,
	withCloseButton: true
};
var Modal = factory((_props) => {
	const { title, withOverlay, overlayProps, withCloseButton, closeButtonProps, children, radius, opened, stackId, zIndex, ...others } = useProps("Modal", defaultProps, _props);
	const ctx = (0, import_react.use)(ModalStackContext);
	const hasHeader = !!title || withCloseButton;
	const stackProps = ctx && stackId ? {
		closeOnEscape: ctx.currentId === stackId,
		trapFocus: ctx.currentId === stackId,
		zIndex: ctx.getZIndex(stackId),
		__handledEscapeEvents: ctx.handledEscapeEvents
	} : {};
	const overlayVisible = withOverlay === false ? false : stackId && ctx ? ctx.currentId === stackId : opened;
	(0, import_react.useEffect)(() => {
		if (ctx && stackId) opened ? ctx.addModal(stackId, zIndex || getDefaultZIndex("modal")) : ctx.removeModal(stackId);
	}, [
		opened,
		stackId,
		zIndex
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ModalRoot, {
		radius,
		opened,
		zIndex: ctx && stackId ? ctx.getZIndex(stackId) : zIndex,
		...others,
		...stackProps,
		children: [withOverlay && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalOverlay, {
			visible: overlayVisible,
			transitionProps: ctx && stackId ? { duration: 0 } : void 0,
			...overlayProps
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ModalContent, {
			radius,
			__hidden: ctx && stackId && opened ? stackId !== ctx.currentId : false,
			children: [hasHeader && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ModalHeader, { children: [title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalTitle, { children: title }), withCloseButton && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalCloseButton, { ...closeButtonProps })] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ModalBody, { children })]
		})]
	});
});
Modal.classes = Modal_module_default;
Modal.displayName = "@mantine/core/Modal";
Modal.Root = ModalRoot;
Modal.Overlay = ModalOverlay;
Modal.Content = ModalContent;
Modal.Body = ModalBody;
Modal.Header = ModalHeader;
Modal.Title = ModalTitle;
Modal.CloseButton = ModalCloseButton;
Modal.Stack = ModalStack;
// src/ui/export/ExportMenu.tsx
var FORMATS = [{
	format: "csv",
	name: "CSV"
}, {
	format: "json",
	name: "JSON"
}];
/**
* The export button of a table: CSV or JSON, this page or all pages, and the optional CSV
* comment line. A Mantine Menu, so arrows, Home/End, Enter and Escape work; the comment
* option is a menu checkbox (Menu.CheckboxItem) that leaves the menu open.
*/
function ExportMenu({ onExport, allPages = false, disabled, label = "Export" }) {
	const [comment, setComment] = (0, import_react.useState)(false);
	const scopes = allPages ? ["page", "all"] : ["page"];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu, {
		position: "bottom-end",
		withinPortal: true,
		shadow: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Target, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "default",
			size: "xs",
			disabled,
			"aria-haspopup": "menu",
			children: label
		}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu.Dropdown, {
			"aria-label": label,
			children: [
				FORMATS.map(({ format, name }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					role: "group",
					"aria-label": name,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Label, { children: name }), scopes.map((scope) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Menu.Item, {
						onClick: () => onExport({
							format,
							scope,
							comment: format === "csv" && comment
						}),
						children: [
							name,
							", ",
							scope === "page" ? "this page" : "all pages"
						]
					}, scope))]
				}, format)),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.Divider, {}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Menu.CheckboxItem, {
					checked: comment,
					onChange: setComment,
					children: "CSV: add a comment line with release and query"
				})
			]
		})]
	});
}
// src/ui/export/progressText.ts
/** "Page 3 of 10 · 240 rows · 4.2 pages/s": the progress line and the bar's aria-valuetext. */
function progressText(p, unit = "page") {
	const of = p.total === null ? "" : ` of ${p.total.toLocaleString("en-US")}`;
	const rate = p.ratePerSecond > 0 ? ` · ${p.ratePerSecond.toFixed(1)} ${unit}s/s` : "";
	const failed = p.failed ? ` · ${p.failed.toLocaleString("en-US")} failed` : "";
	return `${cap(unit)} ${p.done.toLocaleString("en-US")}${of} · ${p.rows.toLocaleString("en-US")} rows${failed}${rate}`;
}
var cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
// src/ui/export/ExportProgress.tsx
/** A progress bar with the rate, a polite live status, Cancel, and Resume after a stop. */
function ProgressPanel({ progress, unit = "page", running, error, onCancel, onResume, onSavePartial, label }) {
	const value = progress && progress.total ? progress.done / progress.total * 100 : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Progress, {
				value: value ?? 100,
				animated: running && value === void 0,
				striped: running && value === void 0,
				"aria-label": label,
				"aria-valuetext": progress ? progressText(progress, unit) : "Starting"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				role: "status",
				"aria-live": "polite",
				children: progress ? progressText(progress, unit) : "Starting…"
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				role: "alert",
				title: "Stopped",
				children: error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [
					running && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: onCancel,
						children: "Cancel"
					}),
					!running && onResume && progress && (progress.total === null || progress.done < progress.total) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						onClick: onResume,
						children: "Resume"
					}),
					!running && onSavePartial && progress && progress.rows > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						variant: "default",
						onClick: onSavePartial,
						children: [
							"Save the ",
							progress.rows.toLocaleString("en-US"),
							" rows so far"
						]
					})
				]
			})
		]
	});
}
/** The "All pages" export's modal. Escape or the close button cancels a running walk. */
function ExportProgress(props) {
	const { opened, title, running, onCancel, onClose } = props;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		opened,
		title,
		onClose: () => {
			if (running) onCancel();
			onClose();
		},
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProgressPanel, {
			...props,
			label: title
		})
	});
}
// src/lib/bulk/errors.ts
function classifyFailure(err) {
	if (!isApiError(err)) return "permanent";
	switch (err.kind) {
		case "auth": return "fatal";
		case "network":
		case "timeout":
		case "rate-limited": return "transient";
		case "upstream": return (err.status ?? 500) >= 500 ? "transient" : "permanent";
		default: return "permanent";
	}
}
var isAbort = (err, signal) => signal.aborted || err instanceof DOMException && err.name === "AbortError";
// src/lib/bulk/pool.ts
/**
* Runs `task` for each index from `next()` with at most `concurrency` at once until `next`
* returns null or `signal` aborts. The requests themselves are rate-limited by the app's http
* layer (src/api/http.ts: one shared 20-per-1.1-s limiter under every call), so the walker
* does not limit again; `limiter` is for work that does not go through http.
*/
async function runPool(concurrency, next, task, signal, limiter) {
	const worker = async () => {
		for (;;) {
			if (signal.aborted) return;
			const index = next();
			if (index === null) return;
			if (limiter) try {
				await limiter.acquire(signal);
			} catch {
				return;
			}
			await task(index);
		}
	};
	await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
// src/lib/bulk/progress.ts
/**
* Completions per second over a sliding window: the rate right now, not the average since
* the start, so it drops to 0 while a walk waits on a slow answer and recovers after.
*/
function createRateMeter(now, windowMs = 5e3) {
	const start = now();
	const marks = [];
	return {
		mark() {
			marks.push(now());
		},
		rate() {
			const t = now();
			while (marks.length && marks[0] <= t - windowMs) marks.shift();
			const span = Math.min(windowMs, t - start);
			return span > 0 ? marks.length * 1e3 / span : 0;
		},
		elapsed: () => now() - start
	};
}
// src/lib/bulk/items.ts
/** Items a resume would still do: never started, interrupted, or failed for a passing reason. */
function isToDo(outcome) {
	return outcome === void 0 || outcome.status === "failed" && outcome.kind === "transient";
}
/**
* Walks a list of items (batch lookup): each one's result lands at its own index, so a
* cancel or an auth stop keeps every finished row, and a resume does only what is left
* (never a finished item twice). An item that fails for its own reasons is marked and the
* walk goes on; an auth failure stops the walk (every later call would fail too).
*/
async function walkItems(options) {
	const { items, work, concurrency = 4, classify = classifyFailure } = options;
	const outcomes = items.map((_, i) => options.previous?.[i]);
	const todo = outcomes.flatMap((o, i) => isToDo(o) ? [i] : []);
	const alreadyDone = items.length - todo.length;
	const controller = new AbortController();
	const outer = options.signal;
	const onOuterAbort = () => controller.abort(outer?.reason);
	if (outer?.aborted) controller.abort(outer.reason);
	outer?.addEventListener("abort", onOuterAbort, { once: true });
	const meter = createRateMeter(options.now ?? (() => Date.now()));
	let done = alreadyDone;
	let failed = outcomes.filter((o) => o?.status === "failed" && !isToDo(o)).length;
	let stop = null;
	const report = () => options.onProgress?.({
		done,
		failed,
		total: items.length,
		rows: done,
		ratePerSecond: meter.rate(),
		elapsedMs: meter.elapsed()
	});
	report();
	let cursor = 0;
	await runPool(concurrency, () => stop || cursor >= todo.length ? null : todo[cursor++], async (index) => {
		let outcome;
		try {
			outcome = {
				status: "done",
				value: await work(items[index], index, controller.signal)
			};
		} catch (err) {
			if (isAbort(err, controller.signal)) return;
			const kind = classify(err);
			if (kind === "fatal") {
				stop ??= {
					status: "stopped",
					error: err,
					kind
				};
				controller.abort(err);
				return;
			}
			outcome = {
				status: "failed",
				error: err,
				kind
			};
		}
		outcomes[index] = outcome;
		done++;
		if (outcome.status === "failed") failed++;
		meter.mark();
		options.onOutcome?.(index, outcome);
		report();
	}, controller.signal, options.limiter);
	outer?.removeEventListener("abort", onOuterAbort);
	return {
		end: stop ?? (outer?.aborted ? { status: "cancelled" } : { status: "complete" }),
		outcomes
	};
}
// src/lib/bulk/pages.ts
var emptyPageState = () => ({
	pages: /* @__PURE__ */ new Map(),
	lastPage: null
});
/** The rows of a page state in order, up to the first missing page. */
function pageRows(state) {
	const rows = [];
	for (let n = 1; state.pages.has(n); n++) rows.push(...state.pages.get(n));
	return rows;
}
/**
* Walks every page of a list for an "All pages" export. Until the page count is known the
* pages go one after the other (the end of a search shows only on its last page); once it
* is known the missing ones go a few at a time. Any failure stops the walk with the pages it
* has; `previous` resumes from the first missing page. Cancelling keeps them too.
*/
async function walkPages(options) {
	const { concurrency = 3, maxPages = Infinity, classify = classifyFailure } = options;
	const pages = new Map(options.previous?.pages ?? []);
	let lastPage = options.previous?.lastPage ?? null;
	const controller = new AbortController();
	const outer = options.signal;
	const onOuterAbort = () => controller.abort(outer?.reason);
	if (outer?.aborted) controller.abort(outer.reason);
	outer?.addEventListener("abort", onOuterAbort, { once: true });
	const meter = createRateMeter(options.now ?? (() => Date.now()));
	let stop = null;
	const limit = () => Math.min(lastPage ?? Infinity, maxPages);
	const report = () => {
		let rows = 0;
		for (const p of pages.values()) rows += p.length;
		options.onProgress?.({
			done: pages.size,
			failed: 0,
			total: lastPage === null ? null : Math.min(lastPage, maxPages),
			rows,
			ratePerSecond: meter.rate(),
			elapsedMs: meter.elapsed()
		});
	};
	const fetchOne = async (n) => {
		try {
			const page = await options.fetchPage(n, controller.signal);
			pages.set(n, page.items);
			if (page.isLast) lastPage = lastPage === null ? n : Math.min(lastPage, n);
			else if (page.pageCount) lastPage = page.pageCount;
			meter.mark();
			report();
		} catch (err) {
			if (isAbort(err, controller.signal)) return;
			if (isPastEndError(err, n)) {
				lastPage = lastPage === null ? n - 1 : Math.min(lastPage, n - 1);
				return;
			}
			stop ??= {
				status: "stopped",
				error: err,
				kind: classify(err)
			};
			controller.abort(err);
		}
	};
	report();
	for (let n = 1; n <= limit() && lastPage === null && !stop && !controller.signal.aborted; n++) {
		if (pages.has(n)) continue;
		if (options.limiter) await options.limiter.acquire(controller.signal).catch(() => void 0);
		if (controller.signal.aborted) break;
		await fetchOne(n);
	}
	if (lastPage !== null && !stop && !controller.signal.aborted) {
		const missing = [];
		for (let n = 1; n <= limit(); n++) if (!pages.has(n)) missing.push(n);
		let cursor = 0;
		await runPool(concurrency, () => stop || cursor >= missing.length ? null : missing[cursor++], fetchOne, controller.signal, options.limiter);
	}
	outer?.removeEventListener("abort", onOuterAbort);
	if (lastPage !== null) {
		for (const n of [...pages.keys()]) if (n > lastPage) pages.delete(n);
	}
	const state = {
		pages,
		lastPage
	};
	const rows = pageRows(state);
	const end = stop ?? (outer?.aborted ? { status: "cancelled" } : { status: "complete" });
	return {
		end,
		state,
		rows,
		truncated: end.status === "complete" && (lastPage === null || lastPage > maxPages) && pages.size >= maxPages
	};
}
// src/lib/bulk/sources.ts
/** A search as walkPages reads it: the page count comes from recCount when the service sends one. */
function searchPageSource(search) {
	return async (n, signal) => {
		const p = await search(n, signal);
		return {
			items: p.hits,
			isLast: p.isLast,
			pageCount: p.recCount !== null && p.pageSize > 0 ? Math.max(1, Math.ceil(p.recCount / p.pageSize)) : null
		};
	};
}
/** A content list (atoms, relations, …) as walkPages reads it. */
function contentPageSource(list) {
	return async (n, signal) => {
		const p = await list(n, signal);
		return {
			items: p.items,
			isLast: !hasNextPage(p),
			pageCount: p.pageCount
		};
	};
}
// src/ui/export/useTableExport.ts
function stopMessage(error) {
	if (isApiError(error) && error.kind === "auth") return "The API key was refused. Enter a valid key in Settings, then Resume: the pages read so far are kept.";
	if (error instanceof Error) return `${error.message}. Resume goes on from the page that failed.`;
	return "The export stopped. Resume goes on from the page that failed.";
}
/** Turns a menu choice into a file: at once for "This page", by walking every page for "All pages". */
function useTableExport(options) {
	const opts = (0, import_react.useRef)(options);
	(0, import_react.useLayoutEffect)(() => {
		opts.current = options;
	});
	const [opened, setOpened] = (0, import_react.useState)(false);
	const [running, setRunning] = (0, import_react.useState)(false);
	const [progress, setProgress] = (0, import_react.useState)(null);
	const [error, setError] = (0, import_react.useState)(null);
	const state = (0, import_react.useRef)(emptyPageState());
	const choice = (0, import_react.useRef)(null);
	const controller = (0, import_react.useRef)(null);
	const write = (0, import_react.useCallback)((rows, c, complete) => {
		const o = opts.current;
		const out = buildExport({
			format: c.format,
			rows,
			columns: o.columns,
			what: o.what,
			csvComment: c.comment,
			meta: {
				...o.meta(),
				scope: c.scope,
				complete
			}
		});
		(o.save ?? download)(out.blob, out.fileName);
	}, []);
	const run = (0, import_react.useCallback)(async () => {
		const o = opts.current;
		const c = choice.current;
		if (!o.fetchPage || !c) return;
		controller.current = new AbortController();
		setRunning(true);
		setError(null);
		const result = await walkPages({
			fetchPage: o.fetchPage,
			previous: state.current,
			signal: controller.current.signal,
			onProgress: setProgress
		});
		state.current = result.state;
		setRunning(false);
		if (result.end.status === "complete") {
			write(result.rows, c, !result.truncated);
			setOpened(false);
		} else if (result.end.status === "stopped") setError(stopMessage(result.end.error));
	}, [write]);
	return {
		onExport: (0, import_react.useCallback)((c) => {
			const o = opts.current;
			if (c.scope === "page" || !o.fetchPage) return write(o.pageRows, c, true);
			choice.current = c;
			state.current = emptyPageState();
			setProgress(null);
			setOpened(true);
			run();
		}, [run, write]),
		walk: {
			opened,
			running,
			progress,
			error,
			cancel: () => controller.current?.abort(),
			resume: () => void run(),
			savePartial: () => {
				if (!choice.current) return;
				const rows = [];
				for (let n = 1; state.current.pages.has(n); n++) rows.push(...state.current.pages.get(n));
				write(rows, choice.current, false);
				setOpened(false);
			},
			close: () => {
				controller.current?.abort();
				setOpened(false);
			}
		}
	};
}
// src/ui/export/TableExport.tsx
/**
* A table's export in one element: the menu, and for "All pages" the progress modal.
* `options.fetchPage` turns "All pages" on.
*/
function TableExport({ label, title, ...options }) {
	const ex = useTableExport(options);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExportMenu, {
		onExport: ex.onExport,
		allPages: !!options.fetchPage,
		label
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExportProgress, {
		opened: ex.walk.opened,
		title: title ?? "Exporting all pages",
		progress: ex.walk.progress,
		running: ex.walk.running,
		error: ex.walk.error,
		onCancel: ex.walk.cancel,
		onResume: ex.walk.resume,
		onSavePartial: ex.walk.savePartial,
		onClose: ex.walk.close
	})] });
}
// src/ui/export/usePageMeta.ts
/**
* A table export's provenance, read from where the user is: the page path with its query
* (filters, page, release), the release in use and the app version. Credentials never sit in
* the URL, and buildMeta drops credential-named parameters anyway.
*/
function usePageMeta(title) {
	const { pathname, search } = useLocation();
	const release = useRelease();
	return () => ({
		title,
		page: pathname + search,
		release,
		appVersion: APP_VERSION
	});
}
// src/ui/PageSizeSelect.tsx
/** "Rows per page" for search and paged lists: a native select, so phones get their own picker. */
function PageSizeSelect({ value, onChange, label = "Rows per page" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NativeSelect, {
		size: "xs",
		w: 90,
		"aria-label": label,
		title: label,
		value: String(value),
		data: PAGE_SIZES.map(String),
		onChange: (e) => onChange(Number(e.currentTarget.value))
	});
}
// src/ui/export/ListTools.tsx
/** The toolbar above a paged table: rows per page (when the list takes a size) and its export. */
function ListTools({ pageSize, onPageSize, label, ...exportOptions }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		justify: "flex-end",
		gap: "xs",
		children: [pageSize !== void 0 && onPageSize && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageSizeSelect, {
			value: pageSize,
			onChange: onPageSize
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
			...exportOptions,
			label
		})]
	});
}
export { contentPageSource as a, ProgressPanel as c, TableExport as i, Paper as l, PageSizeSelect as n, searchPageSource as o, usePageMeta as r, walkItems as s, ListTools as t };
