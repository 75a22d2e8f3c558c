import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { E as searchInSourceLink, K as useDocumentTitle, O as sourceCodePath, W as useRelease, dt as Group, et as Title, nt as Stack, ot as Anchor, st as Text, tt as TextInput } from "./index-D9x2-Kp7.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { O as require_react, T as require_jsx_runtime, f as useSearchParams, g as useQuery, h as queryOptions, l as useNavigate, t as Link, w as useQueryClient } from "./vendor-4g9ZpKyn.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { w as search } from "./uts-DV-A23bW.js";
import { n as QueryView, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { t as PREFETCHED } from "./prefetched-DXpK58X4.js";
import { t as sourcesQuery } from "./sources-Car0o9o6.js";
import { i as TableExport, r as usePageMeta } from "./export-DuIKWi5N.js";
// src/features/vocabularies/topNode.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The conventional id of a source's top node in the Metathesaurus: `V-MSH`, `V-ICD10CM`. */
var fallbackTopNode = (sab) => `V-${sab}`;
/**
* A source's top node (the root its ancestors end at). The metadata names it
* (`hierarchicalName`, e.g. "Medical Subject Headings"); an exact search for that name in the
* source, returning codes, finds its id on the real service and the emulator alike. When the
* search finds nothing (or fails) the conventional `V-{SAB}` is used.
*/
var topNodeQuery = (release, sab, hierarchicalName) => queryOptions({
	queryKey: [
		"uts",
		release,
		"source-top-node",
		sab,
		hierarchicalName
	],
	queryFn: async ({ signal }) => {
		try {
			const page = await search({
				string: hierarchicalName,
				searchType: "exact",
				sabs: sab,
				returnIdType: "code",
				pageNumber: 1,
				pageSize: 5
			}, {
				release,
				signal
			});
			return (page.hits.find((h) => h.rootSource === sab) ?? page.hits[0])?.ui ?? fallbackTopNode(sab);
		} catch (err) {
			if (signal.aborted) throw err;
			return fallbackTopNode(sab);
		}
	},
	staleTime: 36e5
});
/** True when the metadata says the source has a hierarchy ("NONE" arrives as null). */
var isHierarchical = (hierarchicalName) => !!hierarchicalName && hierarchicalName.toUpperCase() !== "NONE";
// src/features/vocabularies/BrowseLink.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* "Browse MSH": the source's tree opened at its top node. The top node's id is looked up on
* click (one search, cached), not for every row of the table: the page lists every source and
* the service allows 20 requests a second. The href is the conventional `V-{SAB}`, so a
* middle-click or a copied link still opens the tree.
*/
function BrowseLink({ sab, topName }) {
	const release = useRelease();
	const link = useHref();
	const navigate = useNavigate();
	const client = useQueryClient();
	const treeOf = (id) => link(sourceCodePath(sab, id), { tab: "hierarchy" });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
		component: Link,
		to: treeOf(fallbackTopNode(sab)),
		size: "sm",
		ml: "md",
		"aria-label": `Browse the ${sab} hierarchy from its top`,
		onClick: (e) => {
			if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
			e.preventDefault();
			client.fetchQuery(topNodeQuery(release, sab, topName)).then((id) => navigate(treeOf(id)));
		},
		children: ["Browse ", sab]
	});
}
// src/features/vocabularies/filterSources.ts
/** The text a filter word can match: identifiers, every name, family and language. */
function haystack(s) {
	return [
		s.abbreviation,
		s.expandedForm,
		s.shortName,
		s.preferredName,
		s.hierarchicalName,
		s.family,
		s.language?.abbreviation,
		s.language?.expandedForm,
		...s.synonymousNames
	].filter(Boolean).join("\n").toLocaleLowerCase();
}
/** Sources matching every word of `filter` (case-insensitive, any field), ordered by abbreviation. */
function filterSources(sources, filter) {
	const words = filter.toLocaleLowerCase().split(/\s+/).filter(Boolean);
	return sources.filter((s) => {
		const text = haystack(s);
		return words.every((w) => text.includes(w));
	}).sort((a, b) => a.abbreviation.localeCompare(b.abbreviation));
}
/** UMLS licence restriction level (MRSAB SRL) in words: 0 is free of extra terms, higher levels are not. */
function restrictionLabel(level) {
	if (level === null) return "unknown";
	if (level === 0) return "0 — no additional restrictions";
	return `${level} — additional restrictions (UMLS licence, Appendix 2)`;
}
// src/features/vocabularies/vocabularyColumns.ts
/** The vocabularies table as exported: the columns shown plus the raw restriction level (0–4, 9). */
var VOCABULARY_COLUMNS = [
	{
		header: "SAB",
		key: "sab",
		value: (s) => s.abbreviation
	},
	{
		header: "Name",
		key: "name",
		value: (s) => s.expandedForm
	},
	{
		header: "Short name",
		key: "shortName",
		value: (s) => s.shortName
	},
	{
		header: "Family",
		key: "family",
		value: (s) => s.family
	},
	{
		header: "Language",
		key: "language",
		value: (s) => s.language?.abbreviation
	},
	{
		header: "Restriction level",
		key: "restrictionLevel",
		value: (s) => s.restrictionLevel
	},
	{
		header: "Restriction",
		key: "restriction",
		value: (s) => restrictionLabel(s.restrictionLevel)
	}
];
// src/features/vocabularies/VocabulariesPage.tsx
/** `/vocabularies?filter=…`: every root source of the release, filterable. */
function VocabulariesPage() {
	useDocumentTitle("Vocabularies");
	const release = useRelease();
	const [params, setParams] = useSearchParams();
	const filter = params.get("filter") ?? "";
	const query = useQuery({
		...sourcesQuery(release),
		...PREFETCHED
	});
	const [text, setText] = (0, import_react.useState)(filter);
	const onFilter = (value) => {
		setText(value);
		setParams((prev) => {
			const next = new URLSearchParams(prev);
			if (value) next.set("filter", value);
			else next.delete("filter");
			return next;
		}, { replace: true });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 1200,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: "Vocabularies"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				c: "dimmed",
				size: "sm",
				children: [
					"The source vocabularies of ",
					release === "current" ? "the current release" : `release ${release}`,
					", with their licence restriction level."
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Filter vocabularies",
				description: "Abbreviation, name, family or language",
				value: text,
				onChange: (e) => onFilter(e.currentTarget.value),
				maw: 420,
				maxLength: 200
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
				what: "vocabularies",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
					query,
					what: "vocabularies",
					loadingLines: 6,
					children: (sources) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SourcesTable, {
						sources: filterSources(sources, filter),
						total: sources.length,
						filter
					})
				})
			})
		]
	});
}
function SourcesTable({ sources, total, filter }) {
	const [params] = useSearchParams();
	const meta = usePageMeta("vocabularies");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		justify: "space-between",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			"aria-live": "polite",
			"data-testid": "vocabulary-count",
			children: filter ? `${sources.length} of ${total} vocabularies match.` : `${total} vocabularies.`
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
			label: "Export vocabularies",
			columns: VOCABULARY_COLUMNS,
			what: "vocabularies",
			meta,
			pageRows: sources
		})]
	}), sources.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		size: "sm",
		c: "dimmed",
		"data-testid": "empty-state",
		children: [
			"No vocabulary matches “",
			filter,
			"”."
		]
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
		minWidth: 820,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			striped: true,
			highlightOnHover: true,
			"data-testid": "vocabularies-table",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Abbreviation" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Family" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Language" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Restriction level" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Search and browse" })
			] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: sources.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
					ff: "monospace",
					children: s.abbreviation
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Td, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					children: s.expandedForm
				}), (s.shortName || s.preferredName) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "xs",
					c: "dimmed",
					children: [s.shortName, s.preferredName].filter((n, i, all) => n && n !== s.expandedForm && all.indexOf(n) === i).join(" · ")
				})] }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: s.family ?? "—" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: s.language ? s.language.expandedForm ?? s.language.abbreviation : "—" }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: restrictionLabel(s.restrictionLevel) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Td, {
					style: { whiteSpace: "nowrap" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
						component: Link,
						to: searchInSourceLink(s.abbreviation, params),
						size: "sm",
						"aria-label": `Search in ${s.abbreviation}`,
						children: ["Search in ", s.abbreviation]
					}), isHierarchical(s.hierarchicalName) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(BrowseLink, {
						sab: s.abbreviation,
						topName: s.hierarchicalName
					})]
				})
			] }, s.abbreviation)) })]
		})
	})] });
}
export { VocabulariesPage };
