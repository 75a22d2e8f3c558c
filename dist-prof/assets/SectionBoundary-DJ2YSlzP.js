import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { O as require_react, S as QueryClientContext, T as require_jsx_runtime, t as Link } from "./vendor-4g9ZpKyn.js";
import { M as getRadius, R as rem, k as createVarsResolver, l as useStyles, r as factory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { Q as isApiError, X as retryFailedQueries, Y as isOutage, ct as Alert, dt as Group, it as Button, nt as Stack, ot as Anchor, st as Text } from "./index-D9x2-Kp7.js";
// node_modules/@mantine/core/esm/components/Skeleton/Skeleton.module.mjs
var Skeleton_module_default = {
	"root": "m_18320242",
	"skeleton-fade": "m_299c329c"
};
// node_modules/@mantine/core/esm/components/Skeleton/Skeleton.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps = {
	visible: true,
	animate: true
};
var varsResolver = createVarsResolver((_, { width, height, radius, circle }) => ({ root: {
	"--skeleton-height": rem(height),
	"--skeleton-width": circle ? rem(height) : rem(width),
	"--skeleton-radius": circle ? "1000px" : radius === void 0 ? void 0 : getRadius(radius)
} }));
var Skeleton = factory((_props) => {
	const props = useProps("Skeleton", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, width, height, circle, visible, radius, animate, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Skeleton",
		classes: Skeleton_module_default,
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
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		mod: [{
			visible,
			animate
		}, mod],
		...others
	});
});
Skeleton.classes = Skeleton_module_default;
Skeleton.varsResolver = varsResolver;
Skeleton.displayName = "@mantine/core/Skeleton";
// src/ui/ErrorPanel.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var RATE_LIMIT_RETRY_MS = 5e3;
/** One way to show a failed call, by error kind, with the next step a user can take. */
function ErrorPanel({ error, onRetry, notFound, what }) {
	const kind = isApiError(error) ? error.kind : "unknown";
	const message = error instanceof Error ? error.message : String(error);
	const subject = what ? ` ${what}` : "";
	const queryClient = (0, import_react.useContext)(QueryClientContext);
	const retry = onRetry && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		size: "xs",
		variant: "default",
		onClick: () => {
			onRetry();
			if (queryClient) retryFailedQueries(queryClient);
		},
		children: "Retry"
	});
	const heals = isOutage(error) ? " This page tries again by itself when the service answers." : "";
	switch (kind) {
		case "auth": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "orange",
			title: "API key needed",
			role: "alert",
			"data-error-kind": kind,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				children: [
					isApiError(error) && error.status ? `The service refused the request: ${message}.` : `${message}.`,
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: "/settings#api-key",
						children: "Open Settings"
					}),
					" ",
					"to set your UTS API key; this page will try again by itself."
				]
			})
		});
		case "not-found": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "gray",
			title: "Not found",
			role: "alert",
			"data-error-kind": kind,
			children: notFound ?? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				children: [
					"Nothing was found",
					subject ? ` for${subject}` : "",
					"."
				]
			})
		});
		case "rate-limited": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RateLimited, {
			onRetry,
			retryAfterMs: isApiError(error) ? error.retryAfterMs : void 0
		});
		case "network":
		case "timeout": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "red",
			title: kind === "timeout" ? "The service is slow" : "Service unreachable",
			role: "alert",
			"data-error-kind": kind,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					children: [
						"Could not load",
						subject,
						": ",
						message,
						". Check your connection, then retry.",
						heals
					]
				}), retry]
			})
		});
		case "soap-fault": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "red",
			title: "The drug service reported an error",
			role: "alert",
			"data-error-kind": kind,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					children: [isApiError(error) && error.faultString ? error.faultString : message, isApiError(error) && error.faultCode ? ` (${error.faultCode})` : ""]
				}), retry]
			})
		});
		case "upstream":
			if (isApiError(error) && error.status !== void 0 && error.status >= 502 && error.status <= 504) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				color: "red",
				title: "Service temporarily unavailable",
				role: "alert",
				"data-error-kind": kind,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					justify: "space-between",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						children: [
							"Could not load",
							subject,
							": the service or the connection to it failed (status ",
							error.status,
							"). Retry in a moment.",
							heals
						]
					}), retry]
				})
			});
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Generic, {
				kind,
				subject,
				message: message + heals,
				retry
			});
		default: return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Generic, {
			kind,
			subject,
			message,
			retry
		});
	}
}
function Generic({ kind, subject, message, retry }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "red",
		title: "Something went wrong",
		role: "alert",
		"data-error-kind": kind,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			justify: "space-between",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				children: [
					"Could not load",
					subject,
					": ",
					message
				]
			}), retry]
		})
	});
}
/** 429 after the client's own retries: say so, wait, and try again by itself. */
function RateLimited({ onRetry, retryAfterMs }) {
	const wait = Math.max(1e3, retryAfterMs ?? RATE_LIMIT_RETRY_MS);
	const [left, setLeft] = (0, import_react.useState)(Math.ceil(wait / 1e3));
	(0, import_react.useEffect)(() => {
		if (!onRetry) return;
		const started = Date.now();
		const tick = setInterval(() => setLeft(Math.max(0, Math.ceil((wait - (Date.now() - started)) / 1e3))), 250);
		const fire = setTimeout(onRetry, wait);
		return () => {
			clearInterval(tick);
			clearTimeout(fire);
		};
	}, [onRetry, wait]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "yellow",
		title: "Too many requests",
		role: "status",
		"data-error-kind": "rate-limited",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			children: ["The service asks us to slow down.", onRetry ? ` Trying again in ${left} s…` : " Try again in a moment."]
		})
	});
}
// src/ui/QueryView.tsx
/** Loading, error, empty and data states of one section, so one failed call never blanks a page. */
function QueryView({ query, children, isEmpty, empty, notFound, what, loadingLines = 3 }) {
	if (query.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
		gap: "xs",
		role: "status",
		"aria-label": `Loading${what ? ` ${what}` : ""}`,
		"aria-busy": "true",
		children: Array.from({ length: loadingLines }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			height: 18,
			width: `${90 - i * 12}%`
		}, i))
	});
	if (query.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
		error: query.error,
		onRetry: () => void query.refetch(),
		notFound,
		what
	});
	if (isEmpty?.(query.data)) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		"data-testid": "empty-state",
		children: empty ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			c: "dimmed",
			size: "sm",
			children: "Nothing to show."
		})
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: children(query.data) });
}
// src/ui/SectionBoundary.tsx
/** Catches a render error inside one section of a page; the rest of the page stays up. */
var SectionBoundary = class extends import_react.Component {
	state = { error: null };
	static getDerivedStateFromError(error) {
		return { error };
	}
	componentDidCatch(error, info) {
		console.error("Section failed to render:", error instanceof Error ? error.message : error, info.componentStack);
	}
	render() {
		if (this.state.error) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
			error: this.state.error,
			what: this.props.what,
			onRetry: () => this.setState({ error: null })
		});
		return this.props.children;
	}
};
export { Skeleton as i, QueryView as n, ErrorPanel as r, SectionBoundary as t };
