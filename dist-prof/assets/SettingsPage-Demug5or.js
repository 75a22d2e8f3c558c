import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { C as getThemeColor, P as getSize, k as createVarsResolver, l as useStyles, r as factory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { O as require_react, T as require_jsx_runtime, c as useLocation, g as useQuery, w as useQueryClient } from "./vendor-4g9ZpKyn.js";
import { K as useDocumentTitle, P as runtimeConfigQuery, Q as isApiError, ct as Alert, dt as Group, et as Title, it as Button, nt as Stack, st as Text, tt as TextInput } from "./index-D9x2-Kp7.js";
import { t as DemoBanner } from "./DemoBanner-BxLkWiDC.js";
import { t as PasswordInput } from "./PasswordInput-jngY0_pT.js";
import { n as notifications } from "./notifications.store-BL2TFlY2.js";
import { a as isValidRelease, c as setPreferences, i as getPreferences, l as subscribeCredentials, n as clearApiKey, o as keyEnding, r as getApiKey, s as setApiKey, t as apiKeyProblem } from "./credentials-DKGvR86g.js";
import { y as getConcept } from "./uts-DV-A23bW.js";
import { t as SegmentedControl } from "./SegmentedControl-3JAJo0yF.js";
import { t as releaseAvailabilityQuery } from "./releaseAvailability-DaAZMr3c.js";
// node_modules/@mantine/core/esm/components/Divider/Divider.module.mjs
var Divider_module_default = {
	"root": "m_3eebeb36",
	"label": "m_9e365f20"
};
// node_modules/@mantine/core/esm/components/Divider/Divider.mjs
var import_jsx_runtime = require_jsx_runtime();
var defaultProps = { orientation: "horizontal" };
var varsResolver = createVarsResolver((theme, { color, variant, size }) => ({ root: {
	"--divider-color": color ? getThemeColor(color, theme) : void 0,
	"--divider-border-style": variant,
	"--divider-size": getSize(size, "divider-size")
} }));
var Divider = factory((_props) => {
	const props = useProps("Divider", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, color, orientation, label, labelPosition, mod, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Divider",
		classes: Divider_module_default,
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
		mod: [{
			orientation,
			withLabel: !!label
		}, mod],
		role: "separator",
		"aria-orientation": orientation,
		...getStyles("root"),
		...others,
		children: label && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "span",
			mod: { position: labelPosition },
			...getStyles("label"),
			children: label
		})
	});
});
Divider.classes = Divider_module_default;
Divider.varsResolver = varsResolver;
Divider.displayName = "@mantine/core/Divider";
// src/features/settings/useCredentials.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useApiKey() {
	return (0, import_react.useSyncExternalStore)(subscribeCredentials, getApiKey);
}
function usePreferences() {
	return (0, import_react.useSyncExternalStore)(subscribeCredentials, getPreferences);
}
// src/features/settings/ApiKeySection.tsx
var CHECK_TEXT = {
	checking: {
		color: "gray",
		text: "Saved — checking the key with the service…"
	},
	accepted: {
		color: "teal",
		text: "Saved — the service accepted this key."
	},
	refused: {
		color: "red",
		text: "Saved, but this key was refused by the service. Check it in your UTS profile, or clear it."
	},
	unchecked: {
		color: "yellow",
		text: "Saved — not checked, the service could not be reached."
	}
};
/**
* One cheap call with the new key (a concept read, which needs authentication): a refused key
* is said here, at Save, not on the next page. A not-found still means the key was accepted.
*/
async function checkKey() {
	try {
		await getConcept({ cui: "C0027051" }, { signal: AbortSignal.timeout(1e4) });
		return "accepted";
	} catch (e) {
		if (isApiError(e) && e.kind === "auth") return "refused";
		if (isApiError(e) && e.kind === "not-found") return "accepted";
		return "unchecked";
	}
}
/** `/settings#api-key` (links from "API key needed" messages) lands in the key field. */
var API_KEY_FIELD_ID = "api-key";
/**
* The saved key is never put back into the input: a pre-filled password field would hold it
* in the page (React writes the value attribute). The field is only for a new key.
*/
function ApiKeySection() {
	const stored = useApiKey();
	const [draft, setDraft] = (0, import_react.useState)("");
	const [problem, setProblem] = (0, import_react.useState)(null);
	const [check, setCheck] = (0, import_react.useState)(null);
	const config = useQuery(runtimeConfigQuery());
	const demoKey = config.data?.emulator ? config.data.demoApiKey : null;
	const input = (0, import_react.useRef)(null);
	const { hash } = useLocation();
	const ending = keyEnding(stored);
	const wantsFocus = hash === `#api-key` || !stored;
	(0, import_react.useEffect)(() => {
		if (wantsFocus) input.current?.focus();
	}, [hash]);
	const save = (e) => {
		e.preventDefault();
		const why = apiKeyProblem(draft);
		if (why) {
			setProblem(why);
			input.current?.focus();
			return;
		}
		setApiKey(draft);
		setDraft("");
		setProblem(null);
		notifications.show({ message: "API key saved for this tab" });
		setCheck("checking");
		checkKey().then(setCheck);
	};
	const takeDemoKey = () => {
		if (!demoKey) return;
		setApiKey(demoKey);
		setCheck(null);
		notifications.show({ message: "Demo key set for this tab" });
	};
	const clear = () => {
		clearApiKey();
		setDraft("");
		setProblem(null);
		setCheck(null);
		notifications.show({ message: "API key cleared" });
		input.current?.focus();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: save,
		"aria-labelledby": "api-key-title",
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "xs",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h4",
					id: "api-key-title",
					children: "API key"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: "Your UTS API key (from your UTS profile). It is kept only for this browser tab (session storage) and is sent to the server in a request header, never in a link."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "xs",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						"data-testid": "api-key-status",
						children: stored ? "A key is set for this tab." : "No key set."
					}), ending && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						c: "dimmed",
						"data-testid": "api-key-ending",
						children: [
							"(It ends in …",
							ending,
							".)"
						]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PasswordInput, {
					ref: input,
					id: API_KEY_FIELD_ID,
					label: stored ? "New UTS API key (replaces the saved one)" : "UTS API key",
					value: draft,
					onChange: (e) => {
						setDraft(e.currentTarget.value);
						setProblem(null);
					},
					error: problem,
					"aria-invalid": problem ? true : void 0,
					autoComplete: "off",
					spellCheck: false,
					maw: 480,
					visibilityToggleFocusable: true,
					visibilityToggleButtonProps: { "aria-label": "Show or hide the API key" }
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						children: "Save key"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "default",
						onClick: clear,
						disabled: !stored,
						children: "Clear key"
					}),
					demoKey && stored !== demoKey && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "light",
						onClick: takeDemoKey,
						children: "Use the demo key"
					})
				] }),
				check && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: CHECK_TEXT[check].color,
					role: "status",
					"data-testid": "api-key-check",
					maw: 640,
					children: CHECK_TEXT[check].text
				})
			]
		})
	});
}
// src/features/settings/PreferencesSection.tsx
function PreferencesSection() {
	const prefs = usePreferences();
	const [authMode, setAuthMode] = (0, import_react.useState)(prefs.authMode);
	const [release, setRelease] = (0, import_react.useState)(prefs.release);
	const [refusal, setRefusal] = (0, import_react.useState)(null);
	const [checking, setChecking] = (0, import_react.useState)(false);
	const queryClient = useQueryClient();
	const formatError = isValidRelease(release.trim()) ? null : "Use \"current\" or a release name such as 2025AB (year, then AA or AB; 2008AA or later)";
	const save = async (e) => {
		e.preventDefault();
		if (formatError) return;
		const chosen = release.trim();
		setChecking(true);
		try {
			if (!await queryClient.fetchQuery(releaseAvailabilityQuery(chosen))) {
				setRefusal(`Release ${chosen} is not available from this service. Use current or a release it offers.`);
				return;
			}
		} catch (err) {
			const why = err instanceof Error ? err.message : String(err);
			setRefusal(`Could not check release ${chosen} with the service (${why}). Try again in a moment.`);
			return;
		} finally {
			setChecking(false);
		}
		setRefusal(null);
		setPreferences({
			authMode,
			release: chosen
		});
		notifications.show({ message: "Settings saved" });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: (e) => void save(e),
		"aria-labelledby": "prefs-title",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "xs",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h4",
					id: "prefs-title",
					children: "Connection"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					fw: 500,
					id: "auth-mode-label",
					children: "Authentication"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SegmentedControl, {
					"aria-labelledby": "auth-mode-label",
					value: authMode,
					onChange: (v) => setAuthMode(v),
					data: [{
						value: "apiKey",
						label: "API key"
					}, {
						value: "tickets",
						label: "Tickets (deprecated)"
					}],
					w: "fit-content"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "xs",
					c: "dimmed",
					children: "Tickets: the older CAS scheme, a single-use service ticket per request. Use it only if your account needs it."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
					label: "Release",
					description: "Which UMLS release to read: current, or a name like 2025AB. A link may still choose another with ?release=",
					value: release,
					onChange: (e) => {
						setRelease(e.currentTarget.value);
						setRefusal(null);
					},
					error: formatError ?? refusal,
					maw: 320
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					disabled: !!formatError,
					loading: checking,
					children: "Save settings"
				}) })
			]
		})
	});
}
// src/features/settings/SettingsPage.tsx
function SettingsPage() {
	useDocumentTitle("Settings");
	const config = useQuery(runtimeConfigQuery());
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 720,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: "Settings"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DemoBanner, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ApiKeySection, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PreferencesSection, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h4",
				children: "Upstream"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				"data-testid": "settings-upstream",
				children: config.data?.upstreamLabel ?? (config.isError ? "unknown" : "checking…")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "xs",
				c: "dimmed",
				children: "Set by the server (UTS_BASE_URL and related variables), not here."
			})
		]
	});
}
export { SettingsPage };
