import { T as require_jsx_runtime, t as Link } from "./vendor-4g9ZpKyn.js";
import { i as TableExport, r as usePageMeta } from "./export-DuIKWi5N.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { at as Badge, dt as Group, ot as Anchor, st as Text, x as drugPath } from "./index-D9x2-Kp7.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { n as escapeXml, r as isXmlCharacterError } from "./defaultClient-BCUI7CiJ.js";
// src/lib/rxnavLayout.ts
var TTY_NAMES = {
	IN: "Ingredient",
	PIN: "Precise ingredient",
	MIN: "Multiple ingredients",
	BN: "Brand name",
	SCDC: "Clinical drug component",
	SBDC: "Branded drug component",
	SCD: "Clinical drug",
	SBD: "Branded drug",
	SCDF: "Clinical dose form",
	SBDF: "Branded dose form",
	SCDG: "Clinical dose form group",
	SBDG: "Branded dose form group",
	DF: "Dose form",
	DFG: "Dose form group",
	GPCK: "Generic pack",
	BPCK: "Branded pack"
};
/** RxNav's panels, left to right and top to bottom. */
var RXNAV_PANELS = [
	{
		id: "ingredients",
		title: "Ingredients",
		ttys: [
			"IN",
			"PIN",
			"MIN"
		]
	},
	{
		id: "brands",
		title: "Brand names",
		ttys: ["BN"]
	},
	{
		id: "clinical-components",
		title: "Clinical drug components",
		ttys: ["SCDC"]
	},
	{
		id: "branded-components",
		title: "Branded drug components",
		ttys: ["SBDC"]
	},
	{
		id: "clinical-drugs",
		title: "Clinical drugs",
		ttys: ["SCD"]
	},
	{
		id: "branded-drugs",
		title: "Branded drugs",
		ttys: ["SBD"]
	},
	{
		id: "clinical-forms",
		title: "Clinical dose forms",
		ttys: ["SCDF", "SCDG"]
	},
	{
		id: "branded-forms",
		title: "Branded dose forms",
		ttys: ["SBDF", "SBDG"]
	},
	{
		id: "dose-forms",
		title: "Dose forms",
		ttys: ["DF", "DFG"]
	},
	{
		id: "packs",
		title: "Packs",
		ttys: ["GPCK", "BPCK"]
	}
];
var KNOWN = new Set(RXNAV_PANELS.flatMap((p) => p.ttys));
/** Case-insensitive by name, then by RXCUI, so the lists read like RxNav's. */
function byName(a, b) {
	const an = (a.STR ?? "").toLowerCase();
	const bn = (b.STR ?? "").toLowerCase();
	return an < bn ? -1 : an > bn ? 1 : Number(a.RXCUI ?? 0) - Number(b.RXCUI ?? 0);
}
/**
* Members by term type: a group's `type` when it has one, else each concept's own TTY; the
* same RXCUI twice in a type is shown once. Nil groups and nil concept lists carry nothing.
*/
function conceptsByTty(groups) {
	const out = /* @__PURE__ */ new Map();
	for (const g of groups) {
		for (const c of g.rxConcept ?? []) {
			const tty = (g.type || c.TTY || "").toUpperCase();
			if (tty === "") continue;
			let members = out.get(tty);
			if (!members) out.set(tty, members = /* @__PURE__ */ new Map());
			const key = c.RXCUI ?? `${c.STR ?? ""}#${members.size}`;
			if (!members.has(key)) members.set(key, c);
		}
		const tty = (g.type ?? "").toUpperCase();
		if (tty !== "" && !out.has(tty)) out.set(tty, /* @__PURE__ */ new Map());
	}
	return new Map([...out].map(([tty, m]) => [tty, [...m.values()].sort(byName)]));
}
/** The RxNav panels for one concept's related information; term types RxNav has no panel for go under "Other". */
function rxnavLayout(groups) {
	const byTty = conceptsByTty(groups);
	const panels = RXNAV_PANELS.map((p) => ({
		id: p.id,
		title: p.title,
		groups: p.ttys.map((tty) => ({
			tty,
			concepts: byTty.get(tty) ?? []
		}))
	}));
	const other = [...byTty].filter(([tty]) => !KNOWN.has(tty)).sort(([a], [b]) => a < b ? -1 : 1);
	if (other.length > 0) panels.push({
		id: "other",
		title: "Other",
		groups: other.map(([tty, concepts]) => ({
			tty,
			concepts
		}))
	});
	return panels;
}
/** Groups in a fixed, readable order for results that are not the RxNav panels (getDrugs, related-by). */
function orderedGroups(groups) {
	const byTty = conceptsByTty(groups);
	const order = RXNAV_PANELS.flatMap((p) => p.ttys);
	const rank = (tty) => {
		const i = order.indexOf(tty);
		return i < 0 ? order.length : i;
	};
	return [...byTty].sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)).map(([tty, concepts]) => ({
		tty,
		concepts
	}));
}
var ttyLabel = (tty) => TTY_NAMES[tty] ? `${TTY_NAMES[tty]} (${tty})` : tty;
// src/ui/wrap.ts
var import_jsx_runtime = require_jsx_runtime();
/** Names can be long (and hostile): wrap anywhere rather than widen the page. */
var WRAP = { overflowWrap: "anywhere" };
// src/lib/inputText.ts
/**
* Why a field's text cannot be sent to the drug service, in the user's words, or null when it
* can. The rule itself lives with the envelope builder (escapeXml), so the page never
* disagrees with what would be sent.
*/
function unsendableReason(label, text) {
	try {
		escapeXml(text, label);
		return null;
	} catch (err) {
		if (!isXmlCharacterError(err)) throw err;
		return `${label} contains a character that can't be sent (${`U+${err.codePoint.toString(16).toUpperCase().padStart(4, "0")}`} at position ${err.index + 1}). Remove it and search again.`;
	}
}
/**
* The first `max` characters and "…" when the text is longer. Cuts between code points, so an
* emoji or other astral character is never split into a lone surrogate.
*/
function shorten(text, max = 80) {
	const chars = Array.from(text);
	return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`;
}
var sameIgnoringCase = (a, b) => a.toLowerCase() === b.toLowerCase();
/**
* The indefinite article for a term-type code read aloud letter by letter ("an IN", "an SCD",
* "a BN"): letters whose names start with a vowel sound take "an".
*/
function articleForAbbreviation(code) {
	return /^[AEFHILMNORSX]/i.test(code) ? "an" : "a";
}
// src/ui/drugColumns.ts
/** Grouped concepts (drug products, related info, related by) as rows, in the order shown. */
function groupedConceptRows(groups) {
	return orderedGroups(groups).flatMap((g) => g.concepts.map((concept) => ({
		group: g.tty,
		concept
	})));
}
/** What each concept row shows (name, term type, RXCUI) plus the synonym, language and UMLS CUI RxNorm sends. */
var GROUPED_CONCEPT_COLUMNS = [
	{
		header: "Group",
		key: "group",
		value: (r) => ttyLabel(r.group)
	},
	{
		header: "RXCUI",
		key: "rxcui",
		value: (r) => r.concept.RXCUI
	},
	{
		header: "Name",
		key: "name",
		value: (r) => r.concept.STR
	},
	{
		header: "TTY",
		key: "tty",
		value: (r) => r.concept.TTY
	},
	{
		header: "Synonym",
		key: "synonym",
		value: (r) => r.concept.SY
	},
	{
		header: "Language",
		key: "language",
		value: (r) => r.concept.LAT
	},
	{
		header: "Suppress",
		key: "suppress",
		value: (r) => r.concept.SUPPRESS
	},
	{
		header: "CUI",
		key: "cui",
		value: (r) => r.concept.CUI
	}
];
var RXCUI_COLUMNS = [
	{
		header: "RXCUI",
		key: "rxcui",
		value: (r) => r.rxcui
	},
	{
		header: "Name",
		key: "name",
		value: (r) => r.concept?.STR
	},
	{
		header: "TTY",
		key: "tty",
		value: (r) => r.concept?.TTY
	}
];
// src/ui/GroupedExport.tsx
/** The export of a term-type grouped concept list: every group's concepts, one row each. */
function GroupedExport({ groups, what, title }) {
	const meta = usePageMeta(title);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
		justify: "flex-end",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
			label: "Export concepts",
			columns: GROUPED_CONCEPT_COLUMNS,
			what,
			meta,
			pageRows: groupedConceptRows(groups)
		})
	});
}
// src/ui/DrugConcepts.tsx
function ConceptLink({ concept, current }) {
	const href = useHref();
	const name = concept.STR || `RXCUI ${concept.RXCUI ?? "?"}`;
	if (!concept.RXCUI) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		span: true,
		style: WRAP,
		children: name
	});
	if (concept.RXCUI === current) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		span: true,
		fw: 700,
		style: WRAP,
		"aria-current": "page",
		children: [
			name,
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				span: true,
				size: "xs",
				c: "dimmed",
				children: "(this concept)"
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
		component: Link,
		to: href(drugPath(concept.RXCUI)),
		style: WRAP,
		children: name
	});
}
/** Concepts as a table: name (linked), term type, RXCUI. */
function ConceptTable({ concepts, caption, current }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
		minWidth: 420,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			striped: true,
			highlightOnHover: true,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Caption, {
					style: {
						captionSide: "top",
						textAlign: "left"
					},
					children: caption
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Term type" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "RXCUI" })
				] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: concepts.map((c, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConceptLink, {
						concept: c,
						current
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: c.TTY ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "light",
						title: ttyLabel(c.TTY),
						children: c.TTY
					}) : "—" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						span: true,
						ff: "monospace",
						size: "sm",
						children: c.RXCUI ?? "—"
					}) })
				] }, c.RXCUI ?? i)) })
			]
		})
	});
}
/** Term-type groups (getDrugs, related-by results), each a short titled list of linked concepts. */
function GroupedConcepts({ groups, headingOrder, current }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: groups.map((g) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		"aria-label": ttyLabel(g.tty),
		"data-testid": `group-${g.tty}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "xs",
			mb: 4,
			mt: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				component: headingOrder === 3 ? "h3" : "h4",
				fw: 600,
				size: "md",
				m: 0,
				children: ttyLabel(g.tty)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
				variant: "outline",
				size: "sm",
				children: g.concepts.length
			})]
		}), g.concepts.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			c: "dimmed",
			children: "None"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
			style: {
				margin: 0,
				paddingLeft: "1.2rem"
			},
			children: g.concepts.map((c, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConceptLink, {
				concept: c,
				current
			}) }, c.RXCUI ?? i))
		})]
	}, g.tty)) });
}
export { RXCUI_COLUMNS as a, shorten as c, TTY_NAMES as d, orderedGroups as f, GroupedExport as i, unsendableReason as l, ttyLabel as m, ConceptTable as n, articleForAbbreviation as o, rxnavLayout as p, GroupedConcepts as r, sameIgnoringCase as s, ConceptLink as t, WRAP as u };
