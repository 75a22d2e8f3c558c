import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { i as useNotifications, n as notifications, r as notificationsStore, t as hideNotification } from "./notifications.store-BL2TFlY2.js";
import { n as useReducedMotion, r as useDidUpdate, t as Loader } from "./Loader-D0Yl6Xtm.js";
import { D as require_react_dom, O as require_react, T as require_jsx_runtime } from "./vendor-4g9ZpKyn.js";
import { mt as getStyleObject, vt as useMergedRef } from "./index-D9x2-Kp7.js";
import { C as getThemeColor, M as getRadius, R as rem, f as useMantineTheme, k as createVarsResolver, l as useStyles, r as factory, s as extractStyleProps, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { t as CloseButton } from "./CloseButton-DPVtf8hz.js";
import { t as useForceUpdate } from "./use-force-update-DAERAsy4.js";
import { n as getDefaultZIndex, t as OptionalPortal } from "./OptionalPortal-cfgn5nkC.js";
import { t as ReactRemoveScroll } from "./Combination-D5VmcqXQ.js";
// node_modules/@mantine/hooks/esm/use-drag/use-drag.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var VELOCITY_DECAY_MS = 100;
function sign(n) {
	if (n > 0) return 1;
	if (n < 0) return -1;
	return 0;
}
function getThresholdVector(threshold) {
	const t = threshold ?? 0;
	if (typeof t === "number") return [t, t];
	return t;
}
function createInitialState() {
	return {
		isActive: false,
		pointerId: -1,
		startXY: [0, 0],
		prevXY: [0, 0],
		startTimestamp: 0,
		prevTimestamp: 0,
		thresholdMet: false,
		firstFired: false,
		lockedAxis: null,
		canceled: false,
		lastVelocity: [0, 0]
	};
}
function useDrag(handler, options = {}) {
	const [active, setActive] = (0, import_react.useState)(false);
	const handlerRef = (0, import_react.useRef)(handler);
	handlerRef.current = handler;
	const optionsRef = (0, import_react.useRef)(options);
	optionsRef.current = options;
	const stateRef = (0, import_react.useRef)(createInitialState());
	const documentControllerRef = (0, import_react.useRef)(null);
	return {
		ref: (0, import_react.useCallback)((node) => {
			if (!node) return;
			const elementController = new AbortController();
			const applyAxisConstraint = (v) => {
				const opts = optionsRef.current;
				const s = stateRef.current;
				if (opts.axis === "x") return [v[0], 0];
				if (opts.axis === "y") return [0, v[1]];
				if (opts.axis === "lock") {
					if (s.lockedAxis === null) {
						const t = opts.axisThreshold ?? 1;
						if (Math.abs(v[0]) > t || Math.abs(v[1]) > t) s.lockedAxis = Math.abs(v[0]) >= Math.abs(v[1]) ? "x" : "y";
					}
					if (s.lockedAxis === "x") return [v[0], 0];
					if (s.lockedAxis === "y") return [0, v[1]];
				}
				return v;
			};
			const resetDrag = () => {
				const s = stateRef.current;
				s.isActive = false;
				s.pointerId = -1;
				s.thresholdMet = false;
				s.firstFired = false;
				s.lockedAxis = null;
				s.canceled = false;
				setActive(false);
				document.body.style.userSelect = "";
				document.body.style.webkitUserSelect = "";
				documentControllerRef.current?.abort();
				documentControllerRef.current = null;
			};
			const cancel = () => {
				if (stateRef.current.isActive) {
					stateRef.current.canceled = true;
					resetDrag();
				}
			};
			const activateDrag = () => {
				setActive(true);
				document.body.style.userSelect = "none";
				document.body.style.webkitUserSelect = "none";
			};
			const onPointerDown = (event) => {
				if (optionsRef.current.enabled === false) return;
				if (event.button !== 0) return;
				if (stateRef.current.isActive) return;
				const s = stateRef.current;
				s.isActive = true;
				s.pointerId = event.pointerId;
				s.startXY = [event.clientX, event.clientY];
				s.prevXY = [event.clientX, event.clientY];
				s.startTimestamp = event.timeStamp;
				s.prevTimestamp = event.timeStamp;
				s.thresholdMet = false;
				s.firstFired = false;
				s.lockedAxis = null;
				s.canceled = false;
				s.lastVelocity = [0, 0];
				const [tx, ty] = getThresholdVector(optionsRef.current.threshold);
				if (tx === 0 && ty === 0) {
					s.thresholdMet = true;
					s.firstFired = true;
					activateDrag();
					handlerRef.current({
						xy: [event.clientX, event.clientY],
						initial: [event.clientX, event.clientY],
						movement: [0, 0],
						delta: [0, 0],
						distance: [0, 0],
						direction: [0, 0],
						velocity: [0, 0],
						elapsedTime: 0,
						first: true,
						last: false,
						active: true,
						tap: false,
						canceled: false,
						cancel,
						event
					});
				}
				documentControllerRef.current?.abort();
				documentControllerRef.current = new AbortController();
				const sig = documentControllerRef.current.signal;
				document.addEventListener("pointermove", onPointerMove, { signal: sig });
				document.addEventListener("pointerup", onPointerUp, { signal: sig });
				document.addEventListener("pointercancel", onPointerCancel, { signal: sig });
			};
			const onPointerMove = (event) => {
				const s = stateRef.current;
				if (!s.isActive || event.pointerId !== s.pointerId) return;
				const rawMovement = [event.clientX - s.startXY[0], event.clientY - s.startXY[1]];
				if (!s.thresholdMet) {
					const [tx, ty] = getThresholdVector(optionsRef.current.threshold);
					if (Math.abs(rawMovement[0]) < tx && Math.abs(rawMovement[1]) < ty) {
						s.prevXY = [event.clientX, event.clientY];
						s.prevTimestamp = event.timeStamp;
						return;
					}
					s.thresholdMet = true;
					activateDrag();
				}
				const movement = applyAxisConstraint(rawMovement);
				const rawDelta = [event.clientX - s.prevXY[0], event.clientY - s.prevXY[1]];
				const delta = applyAxisConstraint(rawDelta);
				const timeDelta = event.timeStamp - s.prevTimestamp;
				const velocity = timeDelta > 0 ? [Math.abs(delta[0]) / timeDelta, Math.abs(delta[1]) / timeDelta] : s.lastVelocity;
				s.lastVelocity = velocity;
				const isFirst = !s.firstFired;
				s.firstFired = true;
				s.prevXY = [event.clientX, event.clientY];
				s.prevTimestamp = event.timeStamp;
				handlerRef.current({
					xy: [event.clientX, event.clientY],
					initial: [...s.startXY],
					movement,
					delta,
					distance: [Math.abs(movement[0]), Math.abs(movement[1])],
					direction: [sign(delta[0]), sign(delta[1])],
					velocity,
					elapsedTime: event.timeStamp - s.startTimestamp,
					first: isFirst,
					last: false,
					active: true,
					tap: false,
					canceled: false,
					cancel,
					event
				});
			};
			const onPointerUp = (event) => {
				const s = stateRef.current;
				if (!s.isActive || event.pointerId !== s.pointerId) return;
				const opts = optionsRef.current;
				if (!s.thresholdMet) {
					if (opts.filterTaps) {
						const rawMov = [event.clientX - s.startXY[0], event.clientY - s.startXY[1]];
						const mov = applyAxisConstraint(rawMov);
						const dist = [Math.abs(mov[0]), Math.abs(mov[1])];
						const isTap = Math.max(dist[0], dist[1]) < (opts.tapThreshold ?? 3);
						handlerRef.current({
							xy: [event.clientX, event.clientY],
							initial: [...s.startXY],
							movement: mov,
							delta: mov,
							distance: dist,
							direction: [sign(mov[0]), sign(mov[1])],
							velocity: [0, 0],
							elapsedTime: event.timeStamp - s.startTimestamp,
							first: true,
							last: true,
							active: false,
							tap: isTap,
							canceled: false,
							cancel,
							event
						});
					}
					resetDrag();
					return;
				}
				const rawMovement = [event.clientX - s.startXY[0], event.clientY - s.startXY[1]];
				const movement = applyAxisConstraint(rawMovement);
				const distance = [Math.abs(movement[0]), Math.abs(movement[1])];
				const rawDelta = [event.clientX - s.prevXY[0], event.clientY - s.prevXY[1]];
				const delta = applyAxisConstraint(rawDelta);
				const velocity = event.timeStamp - s.prevTimestamp > VELOCITY_DECAY_MS ? [0, 0] : s.lastVelocity;
				const maxDistance = Math.max(distance[0], distance[1]);
				const tap = opts.filterTaps === true && maxDistance < (opts.tapThreshold ?? 3);
				handlerRef.current({
					xy: [event.clientX, event.clientY],
					initial: [...s.startXY],
					movement,
					delta,
					distance,
					direction: [sign(delta[0]), sign(delta[1])],
					velocity,
					elapsedTime: event.timeStamp - s.startTimestamp,
					first: !s.firstFired,
					last: true,
					active: false,
					tap,
					canceled: false,
					cancel,
					event
				});
				resetDrag();
			};
			const onPointerCancel = (event) => {
				const s = stateRef.current;
				if (!s.isActive || event.pointerId !== s.pointerId) return;
				const rawMovement = [event.clientX - s.startXY[0], event.clientY - s.startXY[1]];
				const movement = applyAxisConstraint(rawMovement);
				handlerRef.current({
					xy: [event.clientX, event.clientY],
					initial: [...s.startXY],
					movement,
					delta: [0, 0],
					distance: [Math.abs(movement[0]), Math.abs(movement[1])],
					direction: [0, 0],
					velocity: [0, 0],
					elapsedTime: event.timeStamp - s.startTimestamp,
					first: !s.firstFired,
					last: true,
					active: false,
					tap: false,
					canceled: true,
					cancel,
					event
				});
				resetDrag();
			};
			node.addEventListener("pointerdown", onPointerDown, { signal: elementController.signal });
			return () => {
				elementController.abort();
				documentControllerRef.current?.abort();
				documentControllerRef.current = null;
				if (stateRef.current.isActive) {
					stateRef.current.isActive = false;
					setActive(false);
					document.body.style.userSelect = "";
					document.body.style.webkitUserSelect = "";
				}
			};
		}, []),
		active
	};
}
// node_modules/@mantine/core/esm/components/Notification/Notification.module.mjs
var Notification_module_default = {
	"root": "m_a513464",
	"icon": "m_a4ceffb",
	"loader": "m_b0920b15",
	"body": "m_a49ed24",
	"title": "m_3feedf16",
	"description": "m_3d733a3a",
	"closeButton": "m_919a4d88"
};
// node_modules/@mantine/core/esm/components/Notification/Notification.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps$2 = { withCloseButton: true };
var varsResolver$1 = createVarsResolver((theme, { radius, color }) => ({ root: {
	"--notification-radius": radius === void 0 ? void 0 : getRadius(radius),
	"--notification-color": color ? getThemeColor(color, theme) : void 0
} }));
var Notification = factory((_props) => {
	const props = useProps("Notification", defaultProps$2, _props);
	const { className, color, radius, loading, withCloseButton, withBorder, title, icon, children, onClose, closeButtonProps, classNames, style, styles, unstyled, vars, mod, loaderProps, role, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Notification",
		classes: Notification_module_default,
		props,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver: varsResolver$1
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		...getStyles("root"),
		mod: [{
			withIcon: !!icon || loading,
			withBorder
		}, mod],
		role: role || "alert",
		...others,
		children: [
			icon && !loading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				...getStyles("icon"),
				children: icon
			}),
			loading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Loader, {
				size: 28,
				color,
				...getStyles("loader"),
				...loaderProps
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				...getStyles("body"),
				children: [title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					...getStyles("title"),
					children: title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					...getStyles("description"),
					mod: { withTitle: !!title },
					children
				})]
			}),
			withCloseButton && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
				iconSize: 16,
				color: "gray",
				...closeButtonProps,
				unstyled,
				onClick: (event) => {
					closeButtonProps?.onClick?.(event);
					onClose?.();
				},
				...getStyles("closeButton")
			})
		]
	});
});
Notification.classes = Notification_module_default;
Notification.varsResolver = varsResolver$1;
Notification.displayName = "@mantine/core/Notification";
// node_modules/@mantine/notifications/esm/get-grouped-notifications/get-grouped-notifications.mjs
var positions = [
	"bottom-center",
	"bottom-left",
	"bottom-right",
	"top-center",
	"top-left",
	"top-right"
];
function getGroupedNotifications(notifications, defaultPosition) {
	return notifications.reduce((acc, notification) => {
		acc[notification.position || defaultPosition].push(notification);
		return acc;
	}, positions.reduce((acc, item) => {
		acc[item] = [];
		return acc;
	}, {}));
}
// node_modules/@mantine/notifications/esm/get-notification-state-styles.mjs
var transforms = {
	left: "translateX(-100%)",
	right: "translateX(100%)",
	"top-center": "translateY(-100%)",
	"bottom-center": "translateY(100%)"
};
var noTransform = {
	left: "translateX(0)",
	right: "translateX(0)",
	"top-center": "translateY(0)",
	"bottom-center": "translateY(0)"
};
function getNotificationStateStyles({ state, maxHeight, position, transitionDuration }) {
	const [vertical, horizontal] = position.split("-");
	const property = horizontal === "center" ? `${vertical}-center` : horizontal;
	const commonStyles = {
		opacity: 0,
		maxHeight,
		transform: transforms[property],
		transitionDuration: `${transitionDuration}ms, ${transitionDuration}ms, ${transitionDuration}ms`,
		transitionTimingFunction: "cubic-bezier(.51,.3,0,1.21), cubic-bezier(.51,.3,0,1.21), linear",
		transitionProperty: "opacity, transform, max-height"
	};
	const inState = {
		opacity: 1,
		transform: noTransform[property]
	};
	const outState = {
		opacity: 0,
		maxHeight: 0,
		transform: transforms[property]
	};
	const transitionStyles = {
		entering: inState,
		entered: inState,
		exiting: outState,
		exited: outState
	};
	return {
		...commonStyles,
		...transitionStyles[state]
	};
}
// node_modules/@mantine/notifications/esm/get-auto-close/get-auto-close.mjs
function getAutoClose(autoClose, notificationAutoClose) {
	if (typeof notificationAutoClose === "number") return notificationAutoClose;
	if (notificationAutoClose === false || autoClose === false) return false;
	return autoClose;
}
// node_modules/@mantine/notifications/esm/NotificationContainer.mjs
var SCROLL_DISMISS_RESET_TIMEOUT = 120;
var MAX_VISIBLE_STACK_DEPTH = 4;
/**
* Props that belong to the default `Notification` rendering or to the Styles API and must
* not reach the plain `div` used for custom rendering. Everything else is a valid div prop
* and is forwarded – an allow list would silently drop supported props like `onClick`,
* `dir`, `lang` or `hidden`.
*/
var NON_DOM_PROPS = /* @__PURE__ */ new Set([
	"classNames",
	"styles",
	"unstyled",
	"vars",
	"attributes",
	"variant",
	"color",
	"radius",
	"icon",
	"title",
	"loading",
	"withBorder",
	"withCloseButton",
	"closeButtonProps",
	"className",
	"style",
	"role",
	"ref",
	"children",
	"mod"
]);
function pickDomProps(props) {
	const { rest } = extractStyleProps(props);
	return Object.fromEntries(Object.entries(rest).filter(([key, value]) => !NON_DOM_PROPS.has(key) && value !== void 0));
}
function NotificationContainer({ data, onHide, autoClose, transitionDuration, allowDragDismiss, allowScrollDismiss, paused, withAutoCloseProgress, progressProps, onHoverStart, onHoverEnd, onExpandRequest, ref, style, renderNotification, layout, stackIndex, stackSize, stackPosition, stackExpanded, stackExpandedOffset, transitionState, ...others }) {
	const [offset, setOffset] = (0, import_react.useState)(0);
	const [dismissed, setDismissed] = (0, import_react.useState)(false);
	const [dismissDirection, setDismissDirection] = (0, import_react.useState)(1);
	const [scrollDismissActive, setScrollDismissActive] = (0, import_react.useState)(false);
	const theme = useMantineTheme();
	const { autoClose: _autoClose, message, allowClose, position: _position, style: dataStyle, withCloseButton, renderNotification: _renderNotification, onOpen: _onOpen, priority: _priority, withAutoCloseProgress: _withAutoCloseProgress, __sequence: _sequence, ...notificationProps } = data;
	const autoCloseDuration = getAutoClose(autoClose, data.autoClose);
	const [autoCloseProgress, setAutoCloseProgress] = (0, import_react.useState)({
		running: false,
		cycle: 0
	});
	const hasAutoCloseProgress = (data.withAutoCloseProgress ?? withAutoCloseProgress) && typeof autoCloseDuration === "number";
	const autoCloseTimeout = (0, import_react.useRef)(-1);
	const hideTimeout = (0, import_react.useRef)(-1);
	const scrollDismissTimeout = (0, import_react.useRef)(-1);
	const notificationRef = (0, import_react.useRef)(null);
	const hoveredRef = (0, import_react.useRef)(false);
	const focusedRef = (0, import_react.useRef)(false);
	const contributedActiveRef = (0, import_react.useRef)(false);
	const offsetRef = (0, import_react.useRef)(0);
	const isCloseDisabled = allowClose === false;
	const syncActive = () => {
		const shouldContribute = hoveredRef.current || focusedRef.current;
		if (shouldContribute && !contributedActiveRef.current) {
			contributedActiveRef.current = true;
			onHoverStart?.();
		} else if (!shouldContribute && contributedActiveRef.current) {
			contributedActiveRef.current = false;
			onHoverEnd?.();
		}
	};
	const releaseActive = (0, import_react.useEffectEvent)(() => {
		if (contributedActiveRef.current) {
			contributedActiveRef.current = false;
			onHoverEnd?.();
		}
	});
	(0, import_react.useEffect)(() => () => releaseActive(), []);
	const cancelAutoClose = () => {
		window.clearTimeout(autoCloseTimeout.current);
		setAutoCloseProgress((current) => current.running ? {
			...current,
			running: false
		} : current);
	};
	const cancelHide = () => window.clearTimeout(hideTimeout.current);
	const cancelScrollDismissReset = () => window.clearTimeout(scrollDismissTimeout.current);
	const setSwipeOffset = (value) => {
		offsetRef.current = value;
		setOffset(value);
	};
	const handleHide = () => {
		onHide(data.id);
		cancelAutoClose();
		cancelHide();
		cancelScrollDismissReset();
	};
	const pausedRef = (0, import_react.useRef)(paused);
	(0, import_react.useEffect)(() => {
		pausedRef.current = paused;
	});
	const handleAutoClose = () => {
		if (dismissed || active || hoveredRef.current || focusedRef.current || pausedRef.current || typeof autoCloseDuration !== "number") return;
		cancelAutoClose();
		autoCloseTimeout.current = window.setTimeout(handleHide, autoCloseDuration);
		setAutoCloseProgress((current) => ({
			running: true,
			cycle: current.cycle + 1
		}));
	};
	const getExitOffset = (direction) => {
		return direction * ((notificationRef.current?.offsetWidth ?? 440) + 40);
	};
	const shouldDismiss = (movement, velocity) => {
		const width = notificationRef.current?.offsetWidth ?? 440;
		return Math.abs(movement) > width * .35 || velocity > .5;
	};
	const resetSwipe = () => {
		cancelScrollDismissReset();
		setScrollDismissActive(false);
		setSwipeOffset(0);
	};
	const dismissNotification = (direction) => {
		setDismissDirection(direction);
		setDismissed(true);
		setScrollDismissActive(false);
		setSwipeOffset(getExitOffset(direction));
		cancelAutoClose();
		cancelHide();
		cancelScrollDismissReset();
		hideTimeout.current = window.setTimeout(handleHide, transitionDuration);
	};
	const scheduleScrollDismissReset = () => {
		cancelScrollDismissReset();
		scrollDismissTimeout.current = window.setTimeout(() => {
			setScrollDismissActive(false);
			setSwipeOffset(0);
			handleAutoClose();
		}, SCROLL_DISMISS_RESET_TIMEOUT);
	};
	const { ref: dragRef, active } = useDrag((state) => {
		if (dismissed) return;
		if (state.first) cancelAutoClose();
		if (state.last) {
			if (state.tap || state.canceled) {
				setSwipeOffset(0);
				handleAutoClose();
				return;
			}
			const movement = state.movement[0];
			const direction = movement === 0 ? state.direction[0] === -1 ? -1 : 1 : movement > 0 ? 1 : -1;
			if (shouldDismiss(movement, state.velocity[0])) dismissNotification(direction);
			else {
				setSwipeOffset(0);
				handleAutoClose();
			}
		} else setSwipeOffset(state.movement[0]);
	}, {
		axis: "x",
		threshold: 5,
		filterTaps: true,
		enabled: allowDragDismiss && !isCloseDisabled && !dismissed
	});
	const mergedRef = useMergedRef(ref, notificationRef, dragRef);
	const resolvedStyle = getStyleObject(style, theme);
	const resolvedDataStyle = getStyleObject(dataStyle, theme);
	const baseStyle = {
		...resolvedStyle,
		...resolvedDataStyle
	};
	const baseOpacity = typeof baseStyle.opacity === "number" ? baseStyle.opacity : 1;
	const swipeOpacity = dismissed ? 0 : 1 - Math.min(Math.abs(offset) / 200, 1) * .6;
	const resolvedTransitionDuration = baseStyle.transitionDuration ?? `${transitionDuration}ms, ${transitionDuration}ms, ${transitionDuration}ms`;
	const isStackedLayout = layout === "stacked";
	const isStacked = isStackedLayout && stackIndex !== void 0 && stackIndex > 0;
	const isCollapsed = isStacked && !stackExpanded;
	const isExiting = transitionState === "exiting" || transitionState === "exited";
	const stackDirection = stackPosition?.startsWith("top") ? 1 : -1;
	const stackDepth = Math.min(stackIndex ?? 0, MAX_VISIBLE_STACK_DEPTH);
	const collapsedOffset = isCollapsed ? stackDepth * 10 * stackDirection : 0;
	const staggerDelay = isStackedLayout ? (stackIndex || 0) * 30 : 0;
	const isDragging = active || scrollDismissActive;
	const getStackedTransform = () => {
		if (!isStackedLayout) return "var(--notifications-state-transform) translate3d(var(--notifications-swipe-offset), 0, 0)";
		if (isExiting) return `translateY(${stackExpanded ? stackExpandedOffset || 0 : collapsedOffset}px) var(--notifications-state-transform) translate3d(var(--notifications-swipe-offset), 0, 0)`;
		if (stackExpanded) return `translateY(${stackExpandedOffset || 0}px) translate3d(var(--notifications-swipe-offset), 0, 0)`;
		if (isStacked) return `scale(${1 - stackDepth * .03}) translateY(${collapsedOffset}px)`;
		return "var(--notifications-state-transform) translate3d(var(--notifications-swipe-offset), 0, 0)";
	};
	const notificationStyle = {
		...baseStyle,
		...isStackedLayout ? { maxHeight: void 0 } : {},
		["--notifications-state-transform"]: typeof baseStyle.transform === "string" ? baseStyle.transform : "translateX(0)",
		["--notifications-state-opacity"]: String(baseOpacity),
		["--notifications-swipe-offset"]: `${offset}px`,
		["--notifications-swipe-opacity"]: String(swipeOpacity),
		transform: getStackedTransform(),
		opacity: "calc(var(--notifications-state-opacity) * var(--notifications-swipe-opacity))",
		transitionDuration: isDragging ? "0ms, 0ms, 0ms" : resolvedTransitionDuration,
		cursor: "default",
		touchAction: "pan-y",
		...isStackedLayout ? {
			gridArea: "1 / 1",
			zIndex: (stackSize || 5) - (stackIndex ?? 0),
			pointerEvents: isCollapsed ? "none" : void 0,
			alignSelf: stackDirection === 1 ? "start" : "end",
			transitionProperty: isDragging ? "none" : "transform, opacity",
			transitionDuration: `${transitionDuration}ms, ${transitionDuration}ms`,
			transitionTimingFunction: "cubic-bezier(.51,.3,0,1.21), ease",
			transitionDelay: isDragging || isExiting ? "0ms" : `${staggerDelay}ms`
		} : {}
	};
	const handleMouseEnter = () => {
		hoveredRef.current = true;
		cancelAutoClose();
		syncActive();
	};
	const handleMouseLeave = () => {
		hoveredRef.current = false;
		if (!scrollDismissActive) {
			resetSwipe();
			handleAutoClose();
		}
		syncActive();
	};
	const handleFocusCapture = isStackedLayout ? () => {
		focusedRef.current = true;
		cancelAutoClose();
		syncActive();
	} : void 0;
	const handleBlurCapture = isStackedLayout ? () => {
		focusedRef.current = false;
		if (!scrollDismissActive) handleAutoClose();
		syncActive();
	} : void 0;
	const handlePointerDownCapture = (event) => {
		if (isStackedLayout && (event.pointerType === "touch" || event.pointerType === "pen")) onExpandRequest?.();
	};
	const handleWheel = (0, import_react.useEffectEvent)((event) => {
		if (dismissed || active) return;
		const isDocumentEvent = event.currentTarget === document;
		if (!isDocumentEvent && !hoveredRef.current) return;
		const { deltaX, deltaY } = event;
		if (Math.abs(deltaX) <= Math.abs(deltaY) || deltaX === 0) return;
		if (!allowScrollDismiss || isCloseDisabled) return;
		if (!isDocumentEvent) {
			event.preventDefault();
			event.stopPropagation();
		}
		cancelAutoClose();
		setScrollDismissActive(true);
		const nextOffset = offsetRef.current - deltaX;
		const direction = nextOffset > 0 ? 1 : -1;
		if (shouldDismiss(nextOffset, 0)) {
			dismissNotification(direction);
			return;
		}
		setSwipeOffset(nextOffset);
		scheduleScrollDismissReset();
	});
	(0, import_react.useEffect)(() => {
		if (!scrollDismissActive) return;
		document.addEventListener("wheel", handleWheel, { passive: false });
		return () => document.removeEventListener("wheel", handleWheel, { passive: false });
	}, [scrollDismissActive]);
	(0, import_react.useEffect)(() => {
		const handleResize = () => {
			if (dismissed) setSwipeOffset(getExitOffset(dismissDirection));
		};
		window.addEventListener("resize", handleResize);
		return () => window.removeEventListener("resize", handleResize);
	}, [dismissDirection, dismissed]);
	(0, import_react.useEffect)(() => {
		const node = notificationRef.current;
		if (!node) return;
		node.addEventListener("wheel", handleWheel, { passive: false });
		return () => node.removeEventListener("wheel", handleWheel, { passive: false });
	}, []);
	(0, import_react.useEffect)(() => {
		return () => {
			cancelHide();
			cancelScrollDismissReset();
		};
	}, []);
	(0, import_react.useEffect)(() => {
		data.onOpen?.(data);
	}, []);
	const previousTransitionState = (0, import_react.useRef)(transitionState);
	(0, import_react.useEffect)(() => {
		const wasExiting = previousTransitionState.current === "exiting";
		previousTransitionState.current = transitionState;
		if (transitionState !== "entering" || !wasExiting) return;
		cancelHide();
		if (dismissed) {
			setDismissed(false);
			setScrollDismissActive(false);
			setSwipeOffset(0);
		} else handleAutoClose();
		data.onOpen?.(data);
	}, [transitionState]);
	(0, import_react.useEffect)(() => {
		handleAutoClose();
		return cancelAutoClose;
	}, [
		autoCloseDuration,
		active,
		dismissed
	]);
	useDidUpdate(() => {
		if (hasAutoCloseProgress) handleAutoClose();
	}, [hasAutoCloseProgress]);
	(0, import_react.useEffect)(() => {
		if (paused) cancelAutoClose();
		else handleAutoClose();
		return cancelAutoClose;
	}, [paused]);
	const consumerProps = {
		...others,
		...notificationProps
	};
	const interactionProps = {
		style: notificationStyle,
		inert: isCollapsed,
		onMouseEnter: (event) => {
			consumerProps.onMouseEnter?.(event);
			handleMouseEnter();
		},
		onMouseLeave: (event) => {
			consumerProps.onMouseLeave?.(event);
			handleMouseLeave();
		},
		onFocusCapture: (event) => {
			consumerProps.onFocusCapture?.(event);
			handleFocusCapture?.();
		},
		onBlurCapture: (event) => {
			consumerProps.onBlurCapture?.(event);
			handleBlurCapture?.();
		},
		onPointerDownCapture: (event) => {
			consumerProps.onPointerDownCapture?.(event);
			handlePointerDownCapture(event);
		}
	};
	if (renderNotification) {
		const classNames = [others.className, notificationProps.className].filter(Boolean).join(" ");
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: mergedRef,
			role: notificationProps.role || others.role || "alert",
			...pickDomProps(consumerProps),
			className: classNames || void 0,
			...interactionProps,
			children: renderNotification(data)
		});
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Notification, {
		ref: mergedRef,
		...others,
		...notificationProps,
		...interactionProps,
		withCloseButton: isCloseDisabled ? false : withCloseButton,
		onClose: handleHide,
		children: [message, hasAutoCloseProgress && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			"aria-hidden": true,
			...progressProps,
			"data-paused": !autoCloseProgress.running || void 0,
			style: {
				...progressProps.style,
				["--notifications-progress-duration"]: `${autoCloseDuration}ms`
			}
		}, autoCloseProgress.cycle)]
	});
}
NotificationContainer.displayName = "@mantine/notifications/NotificationContainer";
// node_modules/@mantine/notifications/esm/Notifications.module.mjs
var Notifications_module_default = {
	"root": "m_b37d9ac7",
	"notification": "m_5ed0edd0",
	"progress": "m_836192",
	"notifications-progress": "m_5f780017",
	"notifications-progress-fade-in": "m_bb245a60"
};
// node_modules/@babel/runtime/helpers/esm/extends.js
function _extends() {
	return _extends = Object.assign ? Object.assign.bind() : function(n) {
		for (var e = 1; e < arguments.length; e++) {
			var t = arguments[e];
			for (var r in t) ({}).hasOwnProperty.call(t, r) && (n[r] = t[r]);
		}
		return n;
	}, _extends.apply(null, arguments);
}
// node_modules/@babel/runtime/helpers/esm/objectWithoutPropertiesLoose.js
function _objectWithoutPropertiesLoose(r, e) {
	if (null == r) return {};
	var t = {};
	for (var n in r) if ({}.hasOwnProperty.call(r, n)) {
		if (-1 !== e.indexOf(n)) continue;
		t[n] = r[n];
	}
	return t;
}
// node_modules/@babel/runtime/helpers/esm/setPrototypeOf.js
function _setPrototypeOf(t, e) {
	return _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function(t, e) {
		return t.__proto__ = e, t;
	}, _setPrototypeOf(t, e);
}
// node_modules/@babel/runtime/helpers/esm/inheritsLoose.js
function _inheritsLoose(t, o) {
	t.prototype = Object.create(o.prototype), t.prototype.constructor = t, _setPrototypeOf(t, o);
}
// node_modules/react-transition-group/esm/config.js
var config_default = { disabled: false };
// node_modules/react-transition-group/esm/TransitionGroupContext.js
var TransitionGroupContext_default = import_react.createContext(null);
// node_modules/react-transition-group/esm/utils/reflow.js
var forceReflow = function forceReflow(node) {
	return node.scrollTop;
};
// node_modules/react-transition-group/esm/Transition.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom());
var UNMOUNTED = "unmounted";
var EXITED = "exited";
var ENTERING = "entering";
var ENTERED = "entered";
var EXITING = "exiting";
/**
* The Transition component lets you describe a transition from one component
* state to another _over time_ with a simple declarative API. Most commonly
* it's used to animate the mounting and unmounting of a component, but can also
* be used to describe in-place transition states as well.
*
* ---
*
* **Note**: `Transition` is a platform-agnostic base component. If you're using
* transitions in CSS, you'll probably want to use
* [`CSSTransition`](https://reactcommunity.org/react-transition-group/css-transition)
* instead. It inherits all the features of `Transition`, but contains
* additional features necessary to play nice with CSS transitions (hence the
* name of the component).
*
* ---
*
* By default the `Transition` component does not alter the behavior of the
* component it renders, it only tracks "enter" and "exit" states for the
* components. It's up to you to give meaning and effect to those states. For
* example we can add styles to a component when it enters or exits:
*
* ```jsx
* import { Transition } from 'react-transition-group';
*
* const duration = 300;
*
* const defaultStyle = {
*   transition: `opacity ${duration}ms ease-in-out`,
*   opacity: 0,
* }
*
* const transitionStyles = {
*   entering: { opacity: 1 },
*   entered:  { opacity: 1 },
*   exiting:  { opacity: 0 },
*   exited:  { opacity: 0 },
* };
*
* const Fade = ({ in: inProp }) => (
*   <Transition in={inProp} timeout={duration}>
*     {state => (
*       <div style={{
*         ...defaultStyle,
*         ...transitionStyles[state]
*       }}>
*         I'm a fade Transition!
*       </div>
*     )}
*   </Transition>
* );
* ```
*
* There are 4 main states a Transition can be in:
*  - `'entering'`
*  - `'entered'`
*  - `'exiting'`
*  - `'exited'`
*
* Transition state is toggled via the `in` prop. When `true` the component
* begins the "Enter" stage. During this stage, the component will shift from
* its current transition state, to `'entering'` for the duration of the
* transition and then to the `'entered'` stage once it's complete. Let's take
* the following example (we'll use the
* [useState](https://reactjs.org/docs/hooks-reference.html#usestate) hook):
*
* ```jsx
* function App() {
*   const [inProp, setInProp] = useState(false);
*   return (
*     <div>
*       <Transition in={inProp} timeout={500}>
*         {state => (
*           // ...
*         )}
*       </Transition>
*       <button onClick={() => setInProp(true)}>
*         Click to Enter
*       </button>
*     </div>
*   );
* }
* ```
*
* When the button is clicked the component will shift to the `'entering'` state
* and stay there for 500ms (the value of `timeout`) before it finally switches
* to `'entered'`.
*
* When `in` is `false` the same thing happens except the state moves from
* `'exiting'` to `'exited'`.
*/
var Transition = /*#__PURE__*/ function(_React$Component) {
	_inheritsLoose(Transition, _React$Component);
	function Transition(props, context) {
		var _this = _React$Component.call(this, props, context) || this;
		var parentGroup = context;
		var appear = parentGroup && !parentGroup.isMounting ? props.enter : props.appear;
		var initialStatus;
		_this.appearStatus = null;
		if (props.in) {
			if (appear) {
				initialStatus = EXITED;
				_this.appearStatus = ENTERING;
			} else initialStatus = ENTERED;
		} else if (props.unmountOnExit || props.mountOnEnter) initialStatus = UNMOUNTED;
		else initialStatus = EXITED;
		_this.state = { status: initialStatus };
		_this.nextCallback = null;
		return _this;
	}
	Transition.getDerivedStateFromProps = function getDerivedStateFromProps(_ref, prevState) {
		if (_ref.in && prevState.status === "unmounted") return { status: EXITED };
		return null;
	};
	var _proto = Transition.prototype;
	_proto.componentDidMount = function componentDidMount() {
		this.updateStatus(true, this.appearStatus);
	};
	_proto.componentDidUpdate = function componentDidUpdate(prevProps) {
		var nextStatus = null;
		if (prevProps !== this.props) {
			var status = this.state.status;
			if (this.props.in) {
				if (status !== "entering" && status !== "entered") nextStatus = ENTERING;
			} else if (status === "entering" || status === "entered") nextStatus = EXITING;
		}
		this.updateStatus(false, nextStatus);
	};
	_proto.componentWillUnmount = function componentWillUnmount() {
		this.cancelNextCallback();
	};
	_proto.getTimeouts = function getTimeouts() {
		var timeout = this.props.timeout;
		var exit = enter = appear = timeout, enter, appear;
		if (timeout != null && typeof timeout !== "number") {
			exit = timeout.exit;
			enter = timeout.enter;
			appear = timeout.appear !== void 0 ? timeout.appear : enter;
		}
		return {
			exit,
			enter,
			appear
		};
	};
	_proto.updateStatus = function updateStatus(mounting, nextStatus) {
		if (mounting === void 0) mounting = false;
		if (nextStatus !== null) {
			this.cancelNextCallback();
			if (nextStatus === "entering") {
				if (this.props.unmountOnExit || this.props.mountOnEnter) {
					var node = this.props.nodeRef ? this.props.nodeRef.current : import_react_dom.default.findDOMNode(this);
					if (node) forceReflow(node);
				}
				this.performEnter(mounting);
			} else this.performExit();
		} else if (this.props.unmountOnExit && this.state.status === "exited") this.setState({ status: UNMOUNTED });
	};
	_proto.performEnter = function performEnter(mounting) {
		var _this2 = this;
		var enter = this.props.enter;
		var appearing = this.context ? this.context.isMounting : mounting;
		var _ref2 = this.props.nodeRef ? [appearing] : [import_react_dom.default.findDOMNode(this), appearing], maybeNode = _ref2[0], maybeAppearing = _ref2[1];
		var timeouts = this.getTimeouts();
		var enterTimeout = appearing ? timeouts.appear : timeouts.enter;
		if (!mounting && !enter || config_default.disabled) {
			this.safeSetState({ status: ENTERED }, function() {
				_this2.props.onEntered(maybeNode);
			});
			return;
		}
		this.props.onEnter(maybeNode, maybeAppearing);
		this.safeSetState({ status: ENTERING }, function() {
			_this2.props.onEntering(maybeNode, maybeAppearing);
			_this2.onTransitionEnd(enterTimeout, function() {
				_this2.safeSetState({ status: ENTERED }, function() {
					_this2.props.onEntered(maybeNode, maybeAppearing);
				});
			});
		});
	};
	_proto.performExit = function performExit() {
		var _this3 = this;
		var exit = this.props.exit;
		var timeouts = this.getTimeouts();
		var maybeNode = this.props.nodeRef ? void 0 : import_react_dom.default.findDOMNode(this);
		if (!exit || config_default.disabled) {
			this.safeSetState({ status: EXITED }, function() {
				_this3.props.onExited(maybeNode);
			});
			return;
		}
		this.props.onExit(maybeNode);
		this.safeSetState({ status: EXITING }, function() {
			_this3.props.onExiting(maybeNode);
			_this3.onTransitionEnd(timeouts.exit, function() {
				_this3.safeSetState({ status: EXITED }, function() {
					_this3.props.onExited(maybeNode);
				});
			});
		});
	};
	_proto.cancelNextCallback = function cancelNextCallback() {
		if (this.nextCallback !== null) {
			this.nextCallback.cancel();
			this.nextCallback = null;
		}
	};
	_proto.safeSetState = function safeSetState(nextState, callback) {
		callback = this.setNextCallback(callback);
		this.setState(nextState, callback);
	};
	_proto.setNextCallback = function setNextCallback(callback) {
		var _this4 = this;
		var active = true;
		this.nextCallback = function(event) {
			if (active) {
				active = false;
				_this4.nextCallback = null;
				callback(event);
			}
		};
		this.nextCallback.cancel = function() {
			active = false;
		};
		return this.nextCallback;
	};
	_proto.onTransitionEnd = function onTransitionEnd(timeout, handler) {
		this.setNextCallback(handler);
		var node = this.props.nodeRef ? this.props.nodeRef.current : import_react_dom.default.findDOMNode(this);
		var doesNotHaveTimeoutOrListener = timeout == null && !this.props.addEndListener;
		if (!node || doesNotHaveTimeoutOrListener) {
			setTimeout(this.nextCallback, 0);
			return;
		}
		if (this.props.addEndListener) {
			var _ref3 = this.props.nodeRef ? [this.nextCallback] : [node, this.nextCallback], maybeNode = _ref3[0], maybeNextCallback = _ref3[1];
			this.props.addEndListener(maybeNode, maybeNextCallback);
		}
		if (timeout != null) setTimeout(this.nextCallback, timeout);
	};
	_proto.render = function render() {
		var status = this.state.status;
		if (status === "unmounted") return null;
		var _this$props = this.props, children = _this$props.children;
		_this$props.in;
		_this$props.mountOnEnter;
		_this$props.unmountOnExit;
		_this$props.appear;
		_this$props.enter;
		_this$props.exit;
		_this$props.timeout;
		_this$props.addEndListener;
		_this$props.onEnter;
		_this$props.onEntering;
		_this$props.onEntered;
		_this$props.onExit;
		_this$props.onExiting;
		_this$props.onExited;
		_this$props.nodeRef;
		var childProps = _objectWithoutPropertiesLoose(_this$props, [
			"children",
			"in",
			"mountOnEnter",
			"unmountOnExit",
			"appear",
			"enter",
			"exit",
			"timeout",
			"addEndListener",
			"onEnter",
			"onEntering",
			"onEntered",
			"onExit",
			"onExiting",
			"onExited",
			"nodeRef"
		]);
		return /*#__PURE__*/ import_react.createElement(TransitionGroupContext_default.Provider, { value: null }, typeof children === "function" ? children(status, childProps) : import_react.cloneElement(import_react.Children.only(children), childProps));
	};
	return Transition;
}(import_react.Component);
Transition.contextType = TransitionGroupContext_default;
Transition.propTypes = {};
function noop() {}
Transition.defaultProps = {
	in: false,
	mountOnEnter: false,
	unmountOnExit: false,
	appear: false,
	enter: true,
	exit: true,
	onEnter: noop,
	onEntering: noop,
	onEntered: noop,
	onExit: noop,
	onExiting: noop,
	onExited: noop
};
Transition.UNMOUNTED = UNMOUNTED;
Transition.EXITED = EXITED;
Transition.ENTERING = ENTERING;
Transition.ENTERED = ENTERED;
Transition.EXITING = EXITING;
// node_modules/@babel/runtime/helpers/esm/assertThisInitialized.js
function _assertThisInitialized(e) {
	if (void 0 === e) throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
	return e;
}
// node_modules/react-transition-group/esm/utils/ChildMapping.js
/**
* Given `this.props.children`, return an object mapping key to child.
*
* @param {*} children `this.props.children`
* @return {object} Mapping of key to child
*/
function getChildMapping(children, mapFn) {
	var mapper = function mapper(child) {
		return mapFn && (0, import_react.isValidElement)(child) ? mapFn(child) : child;
	};
	var result = Object.create(null);
	if (children) import_react.Children.map(children, function(c) {
		return c;
	}).forEach(function(child) {
		result[child.key] = mapper(child);
	});
	return result;
}
/**
* When you're adding or removing children some may be added or removed in the
* same render pass. We want to show *both* since we want to simultaneously
* animate elements in and out. This function takes a previous set of keys
* and a new set of keys and merges them with its best guess of the correct
* ordering. In the future we may expose some of the utilities in
* ReactMultiChild to make this easy, but for now React itself does not
* directly have this concept of the union of prevChildren and nextChildren
* so we implement it here.
*
* @param {object} prev prev children as returned from
* `ReactTransitionChildMapping.getChildMapping()`.
* @param {object} next next children as returned from
* `ReactTransitionChildMapping.getChildMapping()`.
* @return {object} a key set that contains all keys in `prev` and all keys
* in `next` in a reasonable order.
*/
function mergeChildMappings(prev, next) {
	prev = prev || {};
	next = next || {};
	function getValueForKey(key) {
		return key in next ? next[key] : prev[key];
	}
	var nextKeysPending = Object.create(null);
	var pendingKeys = [];
	for (var prevKey in prev) if (prevKey in next) {
		if (pendingKeys.length) {
			nextKeysPending[prevKey] = pendingKeys;
			pendingKeys = [];
		}
	} else pendingKeys.push(prevKey);
	var i;
	var childMapping = {};
	for (var nextKey in next) {
		if (nextKeysPending[nextKey]) for (i = 0; i < nextKeysPending[nextKey].length; i++) {
			var pendingNextKey = nextKeysPending[nextKey][i];
			childMapping[nextKeysPending[nextKey][i]] = getValueForKey(pendingNextKey);
		}
		childMapping[nextKey] = getValueForKey(nextKey);
	}
	for (i = 0; i < pendingKeys.length; i++) childMapping[pendingKeys[i]] = getValueForKey(pendingKeys[i]);
	return childMapping;
}
function getProp(child, prop, props) {
	return props[prop] != null ? props[prop] : child.props[prop];
}
function getInitialChildMapping(props, onExited) {
	return getChildMapping(props.children, function(child) {
		return (0, import_react.cloneElement)(child, {
			onExited: onExited.bind(null, child),
			in: true,
			appear: getProp(child, "appear", props),
			enter: getProp(child, "enter", props),
			exit: getProp(child, "exit", props)
		});
	});
}
function getNextChildMapping(nextProps, prevChildMapping, onExited) {
	var nextChildMapping = getChildMapping(nextProps.children);
	var children = mergeChildMappings(prevChildMapping, nextChildMapping);
	Object.keys(children).forEach(function(key) {
		var child = children[key];
		if (!(0, import_react.isValidElement)(child)) return;
		var hasPrev = key in prevChildMapping;
		var hasNext = key in nextChildMapping;
		var prevChild = prevChildMapping[key];
		var isLeaving = (0, import_react.isValidElement)(prevChild) && !prevChild.props.in;
		if (hasNext && (!hasPrev || isLeaving)) children[key] = (0, import_react.cloneElement)(child, {
			onExited: onExited.bind(null, child),
			in: true,
			exit: getProp(child, "exit", nextProps),
			enter: getProp(child, "enter", nextProps)
		});
		else if (!hasNext && hasPrev && !isLeaving) children[key] = (0, import_react.cloneElement)(child, { in: false });
		else if (hasNext && hasPrev && (0, import_react.isValidElement)(prevChild)) children[key] = (0, import_react.cloneElement)(child, {
			onExited: onExited.bind(null, child),
			in: prevChild.props.in,
			exit: getProp(child, "exit", nextProps),
			enter: getProp(child, "enter", nextProps)
		});
	});
	return children;
}
// node_modules/react-transition-group/esm/TransitionGroup.js
var values = Object.values || function(obj) {
	return Object.keys(obj).map(function(k) {
		return obj[k];
	});
};
var defaultProps$1 = {
	component: "div",
	childFactory: function childFactory(child) {
		return child;
	}
};
/**
* The `<TransitionGroup>` component manages a set of transition components
* (`<Transition>` and `<CSSTransition>`) in a list. Like with the transition
* components, `<TransitionGroup>` is a state machine for managing the mounting
* and unmounting of components over time.
*
* Consider the example below. As items are removed or added to the TodoList the
* `in` prop is toggled automatically by the `<TransitionGroup>`.
*
* Note that `<TransitionGroup>`  does not define any animation behavior!
* Exactly _how_ a list item animates is up to the individual transition
* component. This means you can mix and match animations across different list
* items.
*/
var TransitionGroup = /*#__PURE__*/ function(_React$Component) {
	_inheritsLoose(TransitionGroup, _React$Component);
	function TransitionGroup(props, context) {
		var _this = _React$Component.call(this, props, context) || this;
		_this.state = {
			contextValue: { isMounting: true },
			handleExited: _this.handleExited.bind(_assertThisInitialized(_this)),
			firstRender: true
		};
		return _this;
	}
	var _proto = TransitionGroup.prototype;
	_proto.componentDidMount = function componentDidMount() {
		this.mounted = true;
		this.setState({ contextValue: { isMounting: false } });
	};
	_proto.componentWillUnmount = function componentWillUnmount() {
		this.mounted = false;
	};
	TransitionGroup.getDerivedStateFromProps = function getDerivedStateFromProps(nextProps, _ref) {
		var prevChildMapping = _ref.children, handleExited = _ref.handleExited;
		return {
			children: _ref.firstRender ? getInitialChildMapping(nextProps, handleExited) : getNextChildMapping(nextProps, prevChildMapping, handleExited),
			firstRender: false
		};
	};
	_proto.handleExited = function handleExited(child, node) {
		var currentChildMapping = getChildMapping(this.props.children);
		if (child.key in currentChildMapping) return;
		if (child.props.onExited) child.props.onExited(node);
		if (this.mounted) this.setState(function(state) {
			var children = _extends({}, state.children);
			delete children[child.key];
			return { children };
		});
	};
	_proto.render = function render() {
		var _this$props = this.props, Component = _this$props.component, childFactory = _this$props.childFactory, props = _objectWithoutPropertiesLoose(_this$props, ["component", "childFactory"]);
		var contextValue = this.state.contextValue;
		var children = values(this.state.children).map(childFactory);
		delete props.appear;
		delete props.enter;
		delete props.exit;
		if (Component === null) return /*#__PURE__*/ import_react.createElement(TransitionGroupContext_default.Provider, { value: contextValue }, children);
		return /*#__PURE__*/ import_react.createElement(TransitionGroupContext_default.Provider, { value: contextValue }, /*#__PURE__*/ import_react.createElement(Component, props, children));
	};
	return TransitionGroup;
}(import_react.Component);
TransitionGroup.propTypes = {};
TransitionGroup.defaultProps = defaultProps$1;
// node_modules/@mantine/notifications/esm/Notifications.mjs
var Transition$1 = Transition;
/** Vertical gap between notifications of an expanded stack, in px */
var STACK_EXPANDED_GAP = 16;
/** Offset step used for a notification that has not been measured yet, in px */
var FALLBACK_NOTIFICATION_HEIGHT = 80;
var defaultProps = {
	position: "bottom-right",
	autoClose: 4e3,
	transitionDuration: 250,
	allowDragDismiss: true,
	allowScrollDismiss: true,
	containerWidth: 440,
	notificationMaxHeight: 200,
	limit: 5,
	zIndex: getDefaultZIndex("overlay"),
	store: notificationsStore,
	withinPortal: true,
	pauseResetOnHover: "all",
	layout: "default",
	withAutoCloseProgress: false
};
var varsResolver = createVarsResolver((_, { zIndex, containerWidth }) => ({ root: {
	"--notifications-z-index": zIndex?.toString(),
	"--notifications-container-width": rem(containerWidth)
} }));
var Notifications = factory((_props) => {
	const props = useProps("Notifications", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, attributes, position, autoClose, transitionDuration, allowDragDismiss, allowScrollDismiss, containerWidth, notificationMaxHeight, limit, zIndex, store, portalProps, withinPortal, pauseResetOnHover, renderNotification, layout, withAutoCloseProgress, ...others } = props;
	const theme = useMantineTheme();
	const data = useNotifications(store);
	const forceUpdate = useForceUpdate();
	const shouldReduceMotion = useReducedMotion();
	const refs = (0, import_react.useRef)({});
	const previousLength = (0, import_react.useRef)(0);
	const [hoveredCounts, setHoveredCounts] = (0, import_react.useState)({});
	const [expandedPositions, setExpandedPositions] = (0, import_react.useState)({});
	const [hoveredGroups, setHoveredGroups] = (0, import_react.useState)({});
	const [pinnedPosition, setPinnedPosition] = (0, import_react.useState)(null);
	const collapseTimeouts = (0, import_react.useRef)({});
	const hoveredCount = Object.values(hoveredCounts).reduce((acc, count) => acc + (count ?? 0), 0) + Object.values(hoveredGroups).filter(Boolean).length;
	const handleHoverStart = (0, import_react.useCallback)((pos) => setHoveredCounts((current) => ({
		...current,
		[pos]: (current[pos] ?? 0) + 1
	})), []);
	const handleHoverEnd = (0, import_react.useCallback)((pos) => setHoveredCounts((current) => ({
		...current,
		[pos]: Math.max(0, (current[pos] ?? 0) - 1)
	})), []);
	const getGroupHoverProps = (0, import_react.useCallback)((pos) => layout === "stacked" ? {
		onMouseEnter: () => setHoveredGroups((current) => ({
			...current,
			[pos]: true
		})),
		onMouseLeave: () => setHoveredGroups((current) => ({
			...current,
			[pos]: false
		}))
	} : {}, [layout]);
	const handleExpandRequest = (0, import_react.useCallback)((pos) => setPinnedPosition(pos), []);
	(0, import_react.useEffect)(() => {
		if (layout !== "stacked") return;
		const timeouts = collapseTimeouts.current;
		positions.forEach((pos) => {
			if ((hoveredCounts[pos] ?? 0) > 0 || hoveredGroups[pos] || pinnedPosition === pos) {
				window.clearTimeout(timeouts[pos]);
				setExpandedPositions((current) => current[pos] ? current : {
					...current,
					[pos]: true
				});
			} else timeouts[pos] = window.setTimeout(() => {
				setExpandedPositions((current) => current[pos] ? {
					...current,
					[pos]: false
				} : current);
			}, 200);
		});
		return () => positions.forEach((pos) => window.clearTimeout(timeouts[pos]));
	}, [
		hoveredCounts,
		hoveredGroups,
		pinnedPosition,
		layout
	]);
	(0, import_react.useEffect)(() => {
		if (!pinnedPosition) return;
		const handlePointerDown = (event) => {
			const target = event.target;
			if (!(target !== null && Object.values(refs.current).some((element) => element?.contains(target)))) setPinnedPosition(null);
		};
		document.addEventListener("pointerdown", handlePointerDown);
		return () => document.removeEventListener("pointerdown", handlePointerDown);
	}, [pinnedPosition]);
	const grouped = getGroupedNotifications(data.notifications, position);
	const pinnedCount = pinnedPosition ? grouped[pinnedPosition].length : 0;
	(0, import_react.useEffect)(() => {
		if (layout !== "stacked" || pinnedPosition !== null && pinnedCount === 0) setPinnedPosition(null);
	}, [
		pinnedCount,
		pinnedPosition,
		layout
	]);
	(0, import_react.useEffect)(() => {
		if (layout !== "stacked") setHoveredGroups((current) => Object.values(current).some(Boolean) ? {} : current);
	}, [layout]);
	const resizeObserver = (0, import_react.useRef)(null);
	const measuredHeights = (0, import_react.useRef)({});
	const observedIds = (0, import_react.useRef)(/* @__PURE__ */ new WeakMap());
	const measureNotification = (0, import_react.useCallback)((id, element) => {
		const height = element.offsetHeight;
		if (measuredHeights.current[id] === height) return false;
		measuredHeights.current[id] = height;
		return true;
	}, []);
	(0, import_react.useEffect)(() => {
		if (layout !== "stacked" || typeof ResizeObserver === "undefined") return;
		const observer = new ResizeObserver((entries) => {
			let changed = false;
			entries.forEach((entry) => {
				const id = observedIds.current.get(entry.target);
				if (id && measureNotification(id, entry.target)) changed = true;
			});
			if (changed) forceUpdate();
		});
		resizeObserver.current = observer;
		Object.values(refs.current).forEach((element) => element && observer.observe(element));
		return () => {
			observer.disconnect();
			resizeObserver.current = null;
		};
	}, [
		layout,
		forceUpdate,
		measureNotification
	]);
	const refCallbacks = (0, import_react.useRef)({});
	const getNotificationRef = (0, import_react.useCallback)((id) => {
		if (!refCallbacks.current[id]) refCallbacks.current[id] = (node) => {
			const previous = refs.current[id];
			if (previous && previous !== node) {
				resizeObserver.current?.unobserve(previous);
				observedIds.current.delete(previous);
			}
			if (node) {
				refs.current[id] = node;
				observedIds.current.set(node, id);
				measureNotification(id, node);
				resizeObserver.current?.observe(node);
			} else {
				delete refs.current[id];
				delete refCallbacks.current[id];
				delete measuredHeights.current[id];
			}
		};
		return refCallbacks.current[id];
	}, [measureNotification]);
	const duration = (theme.respectReducedMotion ? shouldReduceMotion : false) ? 1 : transitionDuration;
	const getStyles = useStyles({
		name: "Notifications",
		classes: Notifications_module_default,
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
	(0, import_react.useEffect)(() => {
		store?.updateState((current) => ({
			...current,
			limit: limit || 5,
			defaultPosition: position
		}));
	}, [limit, position]);
	useDidUpdate(() => {
		if (data.notifications.length > previousLength.current) setTimeout(() => forceUpdate(), 0);
		previousLength.current = data.notifications.length;
	}, [data.notifications]);
	const groupedComponents = positions.reduce((acc, pos) => {
		const groupLength = grouped[pos].length;
		const expandedOffsets = new Array(groupLength).fill(0);
		const stackExpanded = layout === "stacked" && !!expandedPositions[pos];
		const stackOrder = layout === "stacked" ? [...grouped[pos]].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0) || (b.__sequence ?? 0) - (a.__sequence ?? 0)) : grouped[pos];
		if (stackExpanded && groupLength > 0) {
			const direction = pos.startsWith("top") ? 1 : -1;
			let cumOffset = 0;
			for (let i = 0; i < groupLength; i += 1) {
				expandedOffsets[i] = cumOffset * direction;
				cumOffset += (measuredHeights.current[stackOrder[i].id] || FALLBACK_NOTIFICATION_HEIGHT) + STACK_EXPANDED_GAP;
			}
		}
		acc[pos] = stackOrder.map((item, stackIndex) => {
			const { style: notificationStyle, ...notification } = item;
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Transition$1, {
				timeout: duration,
				onEnter: () => refs.current[notification.id].offsetHeight,
				nodeRef: { current: refs.current[notification.id] },
				children: (state) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotificationContainer, {
					ref: getNotificationRef(notification.id),
					data: notification,
					onHide: (id) => hideNotification(id, store),
					autoClose,
					transitionDuration: duration,
					allowDragDismiss,
					allowScrollDismiss,
					paused: (pauseResetOnHover === "all" ? hoveredCount > 0 : false) || layout === "stacked" && !stackExpanded && stackIndex > 0,
					onHoverStart: () => handleHoverStart(pos),
					onHoverEnd: () => handleHoverEnd(pos),
					onExpandRequest: () => handleExpandRequest(pos),
					renderNotification: "renderNotification" in notification ? notification.renderNotification : renderNotification,
					layout,
					withAutoCloseProgress,
					progressProps: getStyles("progress"),
					stackIndex,
					stackSize: groupLength,
					stackPosition: pos,
					stackExpanded,
					stackExpandedOffset: expandedOffsets[stackIndex],
					transitionState: state,
					...getStyles("notification", { style: {
						...getNotificationStateStyles({
							state,
							position: pos,
							transitionDuration: duration,
							maxHeight: notificationMaxHeight
						}),
						...notificationStyle
					} })
				})
			}, notification.id);
		});
		return acc;
	}, {});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(OptionalPortal, {
		withinPortal,
		...portalProps,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root"),
				"data-position": "top-center",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("top-center"),
					children: groupedComponents["top-center"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root"),
				"data-position": "top-left",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("top-left"),
					children: groupedComponents["top-left"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root", { className: ReactRemoveScroll.classNames.fullWidth }),
				"data-position": "top-right",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("top-right"),
					children: groupedComponents["top-right"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root", { className: ReactRemoveScroll.classNames.fullWidth }),
				"data-position": "bottom-right",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("bottom-right"),
					children: groupedComponents["bottom-right"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root"),
				"data-position": "bottom-left",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("bottom-left"),
					children: groupedComponents["bottom-left"]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				...getStyles("root"),
				"data-position": "bottom-center",
				"data-layout": layout,
				...others,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TransitionGroup, {
					...getGroupHoverProps("bottom-center"),
					children: groupedComponents["bottom-center"]
				})
			})
		]
	});
});
Notifications.classes = Notifications_module_default;
Notifications.varsResolver = varsResolver;
Notifications.displayName = "@mantine/notifications/Notifications";
Notifications.show = notifications.show;
Notifications.hide = notifications.hide;
Notifications.update = notifications.update;
Notifications.promise = notifications.promise;
Notifications.clean = notifications.clean;
Notifications.cleanQueue = notifications.cleanQueue;
Notifications.updateState = notifications.updateState;
// src/app/NotificationsHost.tsx
/** The toast host, in its own chunk (see App.tsx). */
var NotificationsHost_default = Notifications;
export { NotificationsHost_default as default };
