import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { G as useReleaseSource, V as readUrlRelease, ct as Alert, ot as Anchor, st as Text } from "./index-D9x2-Kp7.js";
import { O as require_react, T as require_jsx_runtime, c as useLocation, f as useSearchParams, g as useQuery, t as Link } from "./vendor-4g9ZpKyn.js";
import { i as getPreferences, l as subscribeCredentials } from "./credentials-DKGvR86g.js";
import { t as releaseAvailabilityQuery } from "./releaseAvailability-DaAZMr3c.js";
// src/shell/ReleaseNotice.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The same page without `?release=`, so it opens with the release chosen in Settings. */
function withoutRelease(pathname, params, hash) {
	const next = new URLSearchParams(params);
	next.delete("release");
	const qs = next.toString();
	return `${pathname}${qs ? `?${qs}` : ""}${hash}`;
}
/**
* Above every page: says when the release in use is one the service does not have (or the
* link's `?release=` is not a release name at all), instead of leaving each section to report
* "not found", and offers the way back to the current release.
*/
function ReleaseNotice() {
	const [params] = useSearchParams();
	const { pathname, hash } = useLocation();
	const url = readUrlRelease(params);
	const { release, from } = useReleaseSource();
	const available = useQuery(releaseAvailabilityQuery(release));
	const settingsRelease = (0, import_react.useSyncExternalStore)(subscribeCredentials, getPreferences).release;
	const fixHref = withoutRelease(pathname, params, hash);
	const fixLabel = settingsRelease === "current" ? "Open this page with the current release" : `Open this page with release ${settingsRelease} (from Settings)`;
	if (url.kind === "malformed") {
		const shown = url.raw.length > 40 ? `${url.raw.slice(0, 40)}…` : url.raw;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "yellow",
			title: "Not a release name",
			role: "alert",
			mb: "md",
			"data-testid": "release-notice",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				children: [
					"The link asks for release “",
					shown,
					"”, which is not a release name (use current or a name such as 2025AB). This page shows release ",
					release,
					" instead.",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: fixHref,
						c: "inherit",
						underline: "always",
						fw: 600,
						children: fixLabel
					})
				]
			})
		});
	}
	if (available.data !== false) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "yellow",
		title: "Release not available",
		role: "alert",
		mb: "md",
		"data-testid": "release-notice",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			children: [
				"Release ",
				release,
				" is not available from this service.",
				" ",
				from === "url" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: fixHref,
					c: "inherit",
					underline: "always",
					fw: 600,
					children: fixLabel
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
					"It is the release chosen in",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: "/settings",
						c: "inherit",
						underline: "always",
						fw: 600,
						children: "Settings"
					}),
					"; choose another there."
				] })
			]
		})
	});
}
export { ReleaseNotice };
