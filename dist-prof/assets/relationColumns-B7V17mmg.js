import { T as require_jsx_runtime, t as Link } from "./vendor-4g9ZpKyn.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { at as Badge, ot as Anchor, st as Text, v as atomPath, w as refPath } from "./index-D9x2-Kp7.js";
import { a as TERM_TYPE_WORDS } from "./plainWords-DGw3GT_H.js";
import { a as CodeWord } from "./TreePanel-BT52xolj.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { t as Flags } from "./Flags-DzyxHxDh.js";
// src/ui/RefLink.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A link to whatever a UTS reference points at (concept, atom, code, semantic type); plain text when it leads nowhere. */
function RefLink({ target, children }) {
	const to = useHref();
	const path = refPath(target);
	const label = children ?? target?.id ?? "—";
	if (!path) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		span: true,
		size: "sm",
		children: label
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
		component: Link,
		to: to(path),
		size: "sm",
		children: label
	});
}
// src/ui/AtomsTable.tsx
/**
* Atoms of a concept or code: name, term type, source, language, code and concept, each
* linked; the default preferred atom marked when `preferredAui` is given.
*/
function AtomsTable({ atoms, caption, preferredAui }) {
	const to = useHref();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
		minWidth: 640,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			striped: true,
			highlightOnHover: true,
			"data-testid": "atoms-table",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Caption, { children: caption }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Term type" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Source" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Code" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Language" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Concept" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "AUI" })
				] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: atoms.map((a) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, {
					"data-preferred": a.ui === preferredAui || void 0,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Td, { children: [
							a.name,
							" ",
							a.ui === preferredAui && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
								size: "xs",
								color: "teal.9",
								title: "Default preferred atom",
								children: "preferred"
							}),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flags, {
								obsolete: a.obsolete,
								suppressible: a.suppressible
							})
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeWord, {
							table: TERM_TYPE_WORDS,
							code: a.termType
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: a.rootSource }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefLink, { target: a.code }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: a.language ?? "—" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefLink, { target: a.concept }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: to(atomPath(a.ui)),
							size: "sm",
							children: a.ui
						}) })
					]
				}, a.ui)) })
			]
		})
	});
}
// src/ui/atomColumns.ts
/**
* AtomsTable as exported (concept atoms, source atoms): what the table shows, with the code,
* CUI and AUI as plain identifiers (the table links them; a spreadsheet needs the text).
*/
var ATOM_COLUMNS = [
	{
		header: "Name",
		key: "name",
		value: (a) => a.name
	},
	{
		header: "TTY",
		key: "tty",
		value: (a) => a.termType
	},
	{
		header: "SAB",
		key: "sab",
		value: (a) => a.rootSource
	},
	{
		header: "Code",
		key: "code",
		value: (a) => a.code?.id
	},
	{
		header: "Language",
		key: "language",
		value: (a) => a.language
	},
	{
		header: "CUI",
		key: "cui",
		value: (a) => a.concept?.id
	},
	{
		header: "AUI",
		key: "aui",
		value: (a) => a.ui
	},
	{
		header: "Obsolete",
		key: "obsolete",
		value: (a) => a.obsolete
	},
	{
		header: "Suppressible",
		key: "suppressible",
		value: (a) => a.suppressible
	}
];
// src/ui/relationColumns.ts
/** What a relation end is, in words a spreadsheet user reads: CUI, AUI, or the source id. */
var endKind = (r) => r ? r.kind === "source" ? "code" : r.kind : null;
/**
* Relations as exported (concept and source relations): both ends as name, identifier, its
* kind and source, the labels, and the asserting source. The ends' URIs stay out.
*/
var RELATION_COLUMNS = [
	{
		header: "From name",
		key: "fromName",
		value: (r) => r.relatedFromName
	},
	{
		header: "From id",
		key: "fromId",
		value: (r) => r.relatedFrom?.id
	},
	{
		header: "From id type",
		key: "fromIdType",
		value: (r) => endKind(r.relatedFrom)
	},
	{
		header: "From SAB",
		key: "fromSab",
		value: (r) => r.relatedFrom?.source
	},
	{
		header: "REL",
		key: "rel",
		value: (r) => r.relationLabel
	},
	{
		header: "RELA",
		key: "rela",
		value: (r) => r.additionalRelationLabel
	},
	{
		header: "Related name",
		key: "relatedName",
		value: (r) => r.relatedName
	},
	{
		header: "Related id",
		key: "relatedId",
		value: (r) => r.related?.id
	},
	{
		header: "Related id type",
		key: "relatedIdType",
		value: (r) => endKind(r.related)
	},
	{
		header: "Related SAB",
		key: "relatedSab",
		value: (r) => r.related?.source
	},
	{
		header: "SAB",
		key: "sab",
		value: (r) => r.rootSource
	},
	{
		header: "Relation id",
		key: "rui",
		value: (r) => r.ui
	},
	{
		header: "Obsolete",
		key: "obsolete",
		value: (r) => r.obsolete
	},
	{
		header: "Suppressible",
		key: "suppressible",
		value: (r) => r.suppressible
	}
];
export { RefLink as i, ATOM_COLUMNS as n, AtomsTable as r, RELATION_COLUMNS as t };
