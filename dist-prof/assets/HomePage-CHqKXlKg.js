import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { D as semanticTypePath, J as clearRecent, K as useDocumentTitle, O as sourceCodePath, at as Badge, b as crosswalkPath, dt as Group, et as Title, g as IDENTIFIER_FORMATS, it as Button, n as useRecent, nt as Stack, ot as Anchor, q as KIND_LABEL, st as Text, tt as TextInput, v as atomPath, x as drugPath, y as conceptPath } from "./index-D9x2-Kp7.js";
import { O as require_react, T as require_jsx_runtime, l as useNavigate, t as Link } from "./vendor-4g9ZpKyn.js";
import { t as DemoBanner } from "./DemoBanner-BxLkWiDC.js";
import { t as List } from "./List-C76iT4Zb.js";
import { n as EMPTY_LOOKUP, s as lookupSearch } from "./drugUrls-BpFlr9GH.js";
import { t as Select } from "./Select-GSSa1PIa.js";
// src/features/home/Examples.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* First steps for a newcomer: one example of each kind of entry (issue 14). Each exists both
* in the demo data and in the real UMLS / RxNorm, so the links never lead to an empty page.
*/
var EXAMPLES = [
	{
		kind: "A disease",
		label: "myocardial infarction",
		to: `/search?${new URLSearchParams({ string: "myocardial infarction" })}`
	},
	{
		kind: "A code",
		label: "ICD-10-CM I21.9",
		to: sourceCodePath("ICD10CM", "I21.9")
	},
	{
		kind: "A drug",
		label: "lisinopril",
		to: `/drugs?${lookupSearch({
			...EMPTY_LOOKUP,
			name: "lisinopril"
		})}`
	},
	{
		kind: "A concept",
		label: "C0027051",
		to: conceptPath("C0027051")
	}
];
function Examples() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "examples-title",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				id: "examples-title",
				fw: 600,
				size: "sm",
				children: "Try an example"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
				gap: "lg",
				mt: 4,
				component: "ul",
				style: {
					listStyle: "none",
					padding: 0,
					margin: 0
				},
				children: EXAMPLES.map((e) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					span: true,
					size: "sm",
					c: "dimmed",
					children: [
						e.kind,
						":",
						" "
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
					component: Link,
					to: e.to,
					size: "sm",
					children: e.label
				})] }, e.to))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List, {
				size: "sm",
				mt: "sm",
				c: "dimmed",
				spacing: 2,
				"aria-label": "Words used here",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", { children: "CUI" }), " (concept, e.g. C0027051): one meaning, shared by every vocabulary that names it."] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", { children: "AUI" }), " (atom): one name of a concept as one vocabulary writes it."] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(List.Item, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("b", { children: "Source code" }), " (e.g. ICD-10-CM I21.9): the code a vocabulary itself gives; several codes can share one CUI."] })
				]
			})
		]
	});
}
// src/features/home/identifierPaths.ts
/** Identifier kinds a user can open directly (pathFor gives the route each one leads to). */
var IDENTIFIER_KINDS = [
	{
		value: "concept",
		label: "Concept (CUI)",
		placeholder: "C0027051"
	},
	{
		value: "atom",
		label: "Atom (AUI)",
		placeholder: "A0000001"
	},
	{
		value: "source",
		label: "Source code (SAB/code)",
		placeholder: "ICD10CM/I21.9"
	},
	{
		value: "crosswalk",
		label: "Crosswalk (SAB/code)",
		placeholder: "ICD10CM/I21.9"
	},
	{
		value: "sty",
		label: "Semantic type (TUI)",
		placeholder: "T047"
	},
	{
		value: "drug",
		label: "Drug (RXCUI)",
		placeholder: "29046"
	}
];
var SHAPES = [
	[IDENTIFIER_FORMATS.cui, "concept"],
	[IDENTIFIER_FORMATS.aui, "atom"],
	[IDENTIFIER_FORMATS.tui, "sty"]
];
/**
* `SAB/code` kinds keep the slash between source and code; everything else is one segment.
* CUIs, AUIs, TUIs and source abbreviations are upper case in the UMLS, so `c0027051` and
* `msh/D009203` are written the way the service knows them; codes keep their case.
*/
function pathFor(kind, raw) {
	const id = raw.trim();
	if (kind === "source" || kind === "crosswalk") {
		const slash = id.indexOf("/");
		if (slash <= 0 || slash === id.length - 1) return null;
		const sab = id.slice(0, slash).trim().toUpperCase();
		const code = id.slice(slash + 1).trim();
		if (!sab || !code) return null;
		return kind === "source" ? sourceCodePath(sab, code) : crosswalkPath(sab, code);
	}
	if (!id) return null;
	if (kind === "drug") return drugPath(id);
	const shaped = SHAPES.find(([shape]) => shape.test(id));
	if (shaped) return singlePath(shaped[1])(id.toUpperCase());
	return singlePath(kind)(id);
}
var SINGLE_PATHS = {
	concept: conceptPath,
	atom: atomPath,
	sty: semanticTypePath,
	drug: drugPath
};
var singlePath = (kind) => SINGLE_PATHS[kind];
// src/features/home/IdentifierJump.tsx
/** Opens a deep link by identifier: every parameterised route is one form away. */
function IdentifierJump() {
	const navigate = useNavigate();
	const [kind, setKind] = (0, import_react.useState)("concept");
	const [id, setId] = (0, import_react.useState)("");
	const [error, setError] = (0, import_react.useState)(null);
	const current = IDENTIFIER_KINDS.find((k) => k.value === kind);
	const submit = (e) => {
		e.preventDefault();
		const path = pathFor(kind, id);
		if (!path) {
			setError(kind === "source" || kind === "crosswalk" ? "Write it as SAB/code, e.g. ICD10CM/I21.9" : "Enter an identifier");
			return;
		}
		navigate(path);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		"aria-label": "Open by identifier",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			align: "flex-start",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Select, {
					label: "Identifier type",
					data: IDENTIFIER_KINDS.map(({ value, label }) => ({
						value,
						label
					})),
					value: kind,
					onChange: (v) => v && setKind(v),
					allowDeselect: false,
					w: 220
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
					label: "Identifier",
					placeholder: current.placeholder,
					value: id,
					onChange: (e) => {
						setId(e.currentTarget.value);
						setError(null);
					},
					error,
					w: 240
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					mt: 25,
					children: "Open"
				})
			]
		})
	});
}
// src/ui/RecentlyViewed.tsx
/** The home page's list of pages opened in this tab (nothing when there are none). */
function RecentlyViewed({ max = 10 }) {
	const recent = useRecent();
	if (recent.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-labelledby": "recently-viewed",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "sm",
				mb: 4,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h4",
					id: "recently-viewed",
					children: "Recently viewed"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "compact-xs",
					variant: "subtle",
					onClick: clearRecent,
					children: "Clear"
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				gap: 2,
				component: "ul",
				style: {
					listStyle: "none",
					padding: 0,
					margin: 0
				},
				children: recent.slice(0, max).map((v) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: "xs",
					component: "li",
					wrap: "nowrap",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						size: "xs",
						variant: "light",
						w: 64,
						children: KIND_LABEL[v.kind]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: v.path,
						size: "sm",
						style: { wordBreak: "break-word" },
						children: v.title
					})]
				}, v.path))
			}),
			recent.length > max && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "xs",
				c: "dimmed",
				children: [recent.length - max, " more in the header’s “Recent” menu"]
			})
		]
	});
}
// src/features/home/HomePage.tsx
function HomePage() {
	useDocumentTitle("");
	const navigate = useNavigate();
	const [term, setTerm] = (0, import_react.useState)("");
	const submit = (e) => {
		e.preventDefault();
		if (term.trim()) navigate(`/search?${new URLSearchParams({ string: term.trim() })}`);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 900,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: "Terminology Browser"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				c: "dimmed",
				children: "Search the UMLS Metathesaurus, read concepts and their relations, walk hierarchies and look up drugs in RxNorm."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DemoBanner, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
				onSubmit: submit,
				"aria-label": "Search",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					align: "flex-end",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
						label: "Term or code",
						placeholder: "e.g. myocardial infarction",
						value: term,
						onChange: (e) => setTerm(e.currentTarget.value),
						style: { flex: 1 },
						maxLength: 2e3
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						children: "Search"
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Examples, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h4",
				children: "Open by identifier"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IdentifierJump, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RecentlyViewed, {})
		]
	});
}
export { HomePage };
