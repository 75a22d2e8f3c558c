import { K as useDocumentTitle, O as sourceCodePath, Q as isApiError, W as useRelease, b as crosswalkPath, dt as Group, et as Title, nt as Stack, ot as Anchor, st as Text } from "./index-D9x2-Kp7.js";
import { t as MultiSelect } from "./MultiSelect-CLfF5Hy6.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { t as VisuallyHidden } from "./VisuallyHidden-mwShJ9vH.js";
import { T as require_jsx_runtime, f as useSearchParams, g as useQuery, h as queryOptions, t as Link, u as useParams } from "./vendor-4g9ZpKyn.js";
import { n as QueryView, r as ErrorPanel, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { n as ListPager, t as Flags } from "./Flags-DzyxHxDh.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { t as emptyIfNotFound } from "./pager-BNUdZ5P_.js";
import { t as usePageParam } from "./usePageParam-B-RJrjzB.js";
import { t as sourcesQuery } from "./sources-Car0o9o6.js";
import { c as crosswalk } from "./uts-DV-A23bW.js";
import { a as contentPageSource, r as usePageMeta, t as ListTools } from "./export-DuIKWi5N.js";
import { n as usePageSizeParam, t as SourceNotFound } from "./SourceNotFound-D7ORL85B.js";
import { t as PagedEmpty } from "./PagedEmpty-DA4HFrUW.js";
import { n as sourceConceptQuery } from "./sourceConcept-USqAJ3rH.js";
import { t as usePastEnd } from "./usePastEnd-CrQLR_xj.js";
/**
* Codes sharing a CUI with `sab/id`. No match may come back as 404 (reference §5.9): that is
* an empty list here; whether the code itself exists is asked by the page header.
*/
/** One page of the crosswalk: for the table and its "All pages" export. */
var fetchCrosswalk = (release, sab, id, targetSources, pageNumber, pageSize, signal) => emptyIfNotFound(crosswalk({
	source: sab,
	id,
	targetSource: targetSources.length ? targetSources : void 0,
	pageNumber,
	pageSize
}, {
	release,
	signal
}), {
	pageNumber,
	pageSize
});
var crosswalkQuery = (release, sab, id, targetSources, pageNumber, pageSize = 25) => queryOptions({
	queryKey: [
		"uts",
		release,
		"crosswalk",
		sab,
		id,
		{
			targetSource: [...targetSources],
			pageNumber,
			pageSize
		}
	],
	queryFn: ({ signal }) => fetchCrosswalk(release, sab, id, targetSources, pageNumber, pageSize, signal)
});
// src/features/crosswalk/crosswalkColumns.ts
/** Crosswalk matches as exported: the code crossed from, then each match's source, code and name. */
var crosswalkColumns = (sab, id) => [
	{
		header: "From SAB",
		key: "fromSab",
		value: () => sab
	},
	{
		header: "From code",
		key: "fromCode",
		value: () => id
	},
	{
		header: "SAB",
		key: "sab",
		value: (c) => c.rootSource
	},
	{
		header: "Code",
		key: "code",
		value: (c) => c.ui
	},
	{
		header: "Name",
		key: "name",
		value: (c) => c.name
	},
	{
		header: "Atoms",
		key: "atomCount",
		value: (c) => c.atomCount
	},
	{
		header: "Obsolete",
		key: "obsolete",
		value: (c) => c.obsolete
	},
	{
		header: "Suppressible",
		key: "suppressible",
		value: (c) => c.suppressible
	}
];
// src/features/crosswalk/targetSources.ts
/** `?targetSource=` holds root source abbreviations, comma-separated as on the wire. */
function readTargetSources(value) {
	if (!value) return [];
	return [...new Set(value.split(",").map((s) => s.trim()).filter(Boolean))];
}
function writeTargetSources(current, sabs) {
	const next = new URLSearchParams(current);
	next.delete("page");
	if (sabs.length) next.set("targetSource", sabs.join(","));
	else next.delete("targetSource");
	return next;
}
// src/features/crosswalk/CrosswalkPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** `/crosswalk/:sab/:id?targetSource=…&page=…`: codes in other sources sharing the code's CUI. */
function CrosswalkPage() {
	const { sab = "", id = "" } = useParams();
	const release = useRelease();
	const to = useHref();
	const [params, setParams] = useSearchParams();
	const targets = readTargetSources(params.get("targetSource"));
	const from = useQuery(sourceConceptQuery(release, sab, id));
	useDocumentTitle(`Crosswalk ${sab} ${id}`);
	const unknown = isApiError(from.error) && from.error.kind === "not-found";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 1100,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
				order: 1,
				style: { wordBreak: "break-word" },
				children: [
					"Crosswalk from ",
					sab,
					" ",
					id
				]
			}),
			from.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: to(sourceCodePath(sab, id)),
						children: from.data.name
					}),
					" ",
					"— every code of other sources that shares its concept (CUI)."
				]
			}),
			from.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				error: from.error,
				onRetry: () => void from.refetch(),
				what: "the code",
				notFound: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SourceNotFound, {
					release,
					sab,
					id
				})
			}),
			!unknown && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TargetFilter, {
				release,
				value: targets,
				onChange: (v) => setParams(writeTargetSources(params, v))
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
				what: "crosswalk",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Matches, {
					release,
					sab,
					id,
					targets
				})
			})] })
		]
	});
}
function TargetFilter({ release, value, onChange }) {
	const sources = useQuery(sourcesQuery(release));
	const options = [.../* @__PURE__ */ new Set([...sources.data?.map((s) => s.abbreviation) ?? [], ...value])].sort();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelect, {
		label: "Target sources",
		description: "Only codes of these sources (all sources when empty)",
		placeholder: value.length ? void 0 : "All sources",
		data: options,
		value,
		onChange,
		searchable: true,
		clearable: true,
		maw: 520
	});
}
function Matches({ release, sab, id, targets }) {
	const to = useHref();
	const [page, setPage] = usePageParam();
	const [pageSize, setPageSize] = usePageSizeParam();
	const query = useQuery(crosswalkQuery(release, sab, id, targets, page, pageSize));
	const pastEnd = usePastEnd(page, query.data?.items.length, crosswalkQuery(release, sab, id, targets, 1, pageSize));
	const meta = usePageMeta(`crosswalk from ${sab} ${id}`);
	const where = targets.length ? ` in ${targets.join(", ")}` : " in other sources";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
		query,
		what: "crosswalk matches",
		isEmpty: (p) => p.items.length === 0,
		empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PagedEmpty, {
			pageNumber: page,
			param: "page",
			lastPage: pastEnd.lastPage,
			checking: pastEnd.checking,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				c: "dimmed",
				size: "sm",
				children: [
					"No codes",
					where,
					" share this code's concept."
				]
			})
		}),
		children: (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListTools, {
				label: "Export crosswalk",
				pageSize,
				onPageSize: setPageSize,
				columns: crosswalkColumns(sab, id),
				what: `crosswalk ${sab} ${id}`,
				meta,
				pageRows: p.items,
				fetchPage: contentPageSource((n, signal) => fetchCrosswalk(release, sab, id, targets, n, pageSize, signal))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
				minWidth: 560,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					striped: true,
					highlightOnHover: true,
					"data-testid": "crosswalk-table",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Caption, { children: [
							"Codes",
							where,
							" sharing the concept of ",
							sab,
							" ",
							id
						] }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Source" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Code" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Atoms" }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Crosswalk onward" }) })
						] }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: p.items.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: c.rootSource }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: to(sourceCodePath(c.rootSource, c.ui)),
								size: "sm",
								children: c.ui
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Td, { children: [
								c.name,
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flags, {
									obsolete: c.obsolete,
									suppressible: c.suppressible
								})
							] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: c.atomCount }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
								component: Link,
								to: to(crosswalkPath(c.rootSource, c.ui)),
								size: "xs",
								"aria-label": `Crosswalk from ${c.rootSource} ${c.ui}`,
								children: "crosswalk"
							}) })
						] }, `${c.rootSource}/${c.ui}`)) })
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
				justify: "flex-end",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPager, {
					page: p,
					onChange: setPage,
					label: "crosswalk matches"
				})
			})
		] })
	});
}
export { CrosswalkPage };
