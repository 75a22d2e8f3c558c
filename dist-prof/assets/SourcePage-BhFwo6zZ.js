import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { K as useDocumentTitle, Q as isApiError, W as useRelease, at as Badge, b as crosswalkPath, dt as Group, et as Title, nt as Stack, ot as Anchor, st as Text, x as drugPath, y as conceptPath } from "./index-D9x2-Kp7.js";
import { t as Tabs } from "./Tabs-CwTb-hlM.js";
import { O as require_react, T as require_jsx_runtime, f as useSearchParams, g as useQuery, h as queryOptions, t as Link, u as useParams } from "./vendor-4g9ZpKyn.js";
import { i as Skeleton, n as QueryView, r as ErrorPanel, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { i as RefLink, n as ATOM_COLUMNS, r as AtomsTable, t as RELATION_COLUMNS } from "./relationColumns-B7V17mmg.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { a as CodeWord, n as nodePagePath, r as nodeTreePath, t as TreePanel } from "./TreePanel-BT52xolj.js";
import { t as emptyIfNotFound } from "./pager-BNUdZ5P_.js";
import { n as ListPager, t as Flags } from "./Flags-DzyxHxDh.js";
import { h as getSourceRelations, l as getSourceAtoms, m as getSourcePreferredAtom, u as getSourceAttributes } from "./uts-DV-A23bW.js";
import { n as sourceConceptQuery, t as sourceConceptKey } from "./sourceConcept-USqAJ3rH.js";
import { a as contentPageSource, r as usePageMeta, t as ListTools } from "./export-DuIKWi5N.js";
import { n as usePageSizeParam, t as SourceNotFound } from "./SourceNotFound-D7ORL85B.js";
import { n as RELATION_WORDS } from "./plainWords-DGw3GT_H.js";
import { t as CopyValue } from "./CopyValue-Ao3Avi7_.js";
import { t as AddToBasketButton } from "./AddToBasketButton-CTVRDjSk.js";
import { t as usePageParam } from "./usePageParam-B-RJrjzB.js";
import { t as EmptyNote } from "./EmptyNote-B7LXKG8X.js";
// src/features/source/AttributesTable.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Attributes (ATN = ATV) of a concept, atom or code. Values are shown as text, never as markup. */
function AttributesTable({ attributes, caption }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
		minWidth: 480,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			striped: true,
			"data-testid": "attributes-table",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Caption, { children: caption }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Value" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Source" })
				] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: attributes.map((a) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: a.name }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
						style: { wordBreak: "break-word" },
						children: a.value
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: a.rootSource })
				] }, a.ui)) })
			]
		})
	});
}
// src/features/source/HierarchySection.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The code's Hierarchy tab: the app's one tree (ui/tree/TreePanel), centred on this code,
* every path to the top shown one at a time. Clicking a name opens that code's Hierarchy tab.
*/
function HierarchySection({ release, sab, id }) {
	const link = useHref();
	const node = (0, import_react.useMemo)(() => ({
		kind: "code",
		sab,
		id
	}), [sab, id]);
	const ctx = (0, import_react.useMemo)(() => ({
		kind: "code",
		sab
	}), [sab]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TreePanel, {
		release,
		node,
		ctx,
		label: (f) => `${sab} hierarchy of ${f.name}`,
		recentreTo: (ref) => link(nodeTreePath(ref)),
		hrefOf: (n) => link(nodePagePath(n.ref))
	});
}
var base = sourceConceptKey;
var sourcePreferredAtomQuery = (release, sab, id) => queryOptions({
	queryKey: [
		...base(release, sab, id),
		"atoms",
		"preferred"
	],
	queryFn: ({ signal }) => getSourcePreferredAtom({
		source: sab,
		id
	}, {
		release,
		signal
	})
});
/** One page of a code's atoms, relations or attributes: for the panels and their "All pages" export. */
var sourceListFetchers = {
	atoms: (release, sab, id, pageNumber, pageSize, signal) => emptyIfNotFound(getSourceAtoms({
		source: sab,
		id,
		pageNumber,
		pageSize,
		includeObsolete: true,
		includeSuppressible: true
	}, {
		release,
		signal
	}), {
		pageNumber,
		pageSize
	}),
	relations: (release, sab, id, pageNumber, pageSize, signal) => emptyIfNotFound(getSourceRelations({
		source: sab,
		id,
		pageNumber,
		pageSize
	}, {
		release,
		signal
	}), {
		pageNumber,
		pageSize
	}),
	attributes: (release, sab, id, pageNumber, pageSize, signal) => emptyIfNotFound(getSourceAttributes({
		source: sab,
		id,
		pageNumber,
		pageSize
	}, {
		release,
		signal
	}), {
		pageNumber,
		pageSize
	})
};
var sourceAtomsQuery = (release, sab, id, pageNumber, pageSize = 25) => queryOptions({
	queryKey: [
		...base(release, sab, id),
		"atoms",
		{
			pageNumber,
			pageSize
		}
	],
	queryFn: ({ signal }) => sourceListFetchers.atoms(release, sab, id, pageNumber, pageSize, signal)
});
var sourceRelationsQuery = (release, sab, id, pageNumber, pageSize = 25) => queryOptions({
	queryKey: [
		...base(release, sab, id),
		"relations",
		{
			pageNumber,
			pageSize
		}
	],
	queryFn: ({ signal }) => sourceListFetchers.relations(release, sab, id, pageNumber, pageSize, signal)
});
var sourceAttributesQuery = (release, sab, id, pageNumber, pageSize = 25) => queryOptions({
	queryKey: [
		...base(release, sab, id),
		"attributes",
		{
			pageNumber,
			pageSize
		}
	],
	queryFn: ({ signal }) => sourceListFetchers.attributes(release, sab, id, pageNumber, pageSize, signal)
});
// src/features/source/sourceColumns.ts
/** Attributes of a code as exported: the code they belong to, then name, value and source. */
var attributeColumns = (sab, id) => [
	{
		header: "SAB",
		key: "sab",
		value: () => sab
	},
	{
		header: "Code",
		key: "code",
		value: () => id
	},
	{
		header: "Attribute",
		key: "name",
		value: (a) => a.name
	},
	{
		header: "Value",
		key: "value",
		value: (a) => a.value
	},
	{
		header: "Attribute SAB",
		key: "attributeSab",
		value: (a) => a.rootSource
	},
	{
		header: "Attribute id",
		key: "atui",
		value: (a) => a.ui
	}
];
// src/features/source/RelationsTable.tsx
/** Relations of a concept, atom or code: label (REL / RELA), the related item linked, asserting source. */
function RelationsTable({ relations, caption }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
		minWidth: 640,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
			striped: true,
			highlightOnHover: true,
			"data-testid": "relations-table",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Caption, { children: caption }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Relation" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Additional label" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Related" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Related id" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Source" })
				] }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: relations.map((r) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Td, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeWord, {
							table: RELATION_WORDS,
							code: r.relationLabel
						}),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flags, {
							obsolete: r.obsolete,
							suppressible: r.suppressible
						})
					] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r.additionalRelationLabel ?? "—" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RefLink, {
						target: r.related,
						children: r.relatedName || r.related?.id
					}) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r.related ? `${r.related.source ? `${r.related.source} ` : ""}${r.related.id}` : "—" }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r.rootSource })
				] }, r.ui)) })
			]
		})
	});
}
// src/features/source/SourceHeader.tsx
/** The page's h1 and what the code is: name, identifiers, atom count, preferred atom, concept. */
function SourceHeader(props) {
	const { release, sab, id } = props;
	const to = useHref();
	const query = useQuery(sourceConceptQuery(release, sab, id));
	const preferred = useQuery(sourcePreferredAtomQuery(release, sab, id));
	const cui = preferred.data?.concept?.kind === "CUI" ? preferred.data.concept.id : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				style: { wordBreak: "break-word" },
				children: query.data?.name ?? `${sab} ${id}`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "outline",
						children: sab
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						ff: "monospace",
						size: "sm",
						"data-testid": "source-id",
						children: id
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyValue, {
						value: id,
						label: "Copy code"
					}),
					query.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Flags, {
						obsolete: query.data.obsolete,
						suppressible: query.data.suppressible
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddToBasketButton, { entry: query.data ? {
						system: sab,
						code: id,
						display: query.data.name,
						from: sab === "RXNORM" ? {
							kind: "RXCUI",
							id
						} : cui ? {
							kind: "CUI",
							id: cui
						} : null,
						release: query.data.release ?? release
					} : null })
				]
			}),
			query.isPending && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				height: 18,
				width: "40%",
				"aria-label": "Loading code"
			}),
			query.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				error: query.error,
				onRetry: () => void query.refetch(),
				what: "this code",
				notFound: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SourceNotFound, { ...props })
			}),
			query.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "lg",
				"data-testid": "source-info",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						children: [
							query.data.atomCount,
							" atom",
							query.data.atomCount === 1 ? "" : "s"
						]
					}),
					query.data.release && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						children: ["Release ", query.data.release]
					}),
					preferred.data && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						"data-testid": "preferred-atom",
						children: [
							"Preferred atom: ",
							preferred.data.name,
							" (",
							preferred.data.termType,
							")"
						]
					}),
					cui && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
						component: Link,
						to: to(conceptPath(cui)),
						size: "sm",
						children: ["Concept ", cui]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: to(crosswalkPath(sab, id)),
						size: "sm",
						children: "Codes in other sources (crosswalk)"
					}),
					sab === "RXNORM" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: to(drugPath(id)),
						size: "sm",
						children: "Open in drug lookup"
					})
				]
			})
		]
	});
}
// src/features/source/sourceTabs.ts
/** Tabs of the source-asserted page, held in `?tab=` (an unknown value reads as the first). */
var SOURCE_TABS = [
	{
		value: "atoms",
		label: "Atoms"
	},
	{
		value: "relations",
		label: "Relations"
	},
	{
		value: "attributes",
		label: "Attributes"
	},
	{
		value: "hierarchy",
		label: "Hierarchy"
	}
];
function readSourceTab(value) {
	return SOURCE_TABS.find((t) => t.value === value)?.value ?? "atoms";
}
/** Search params after choosing `tab`: the page number belongs to the old tab's list, so it goes. */
function paramsForTab(current, tab) {
	const next = new URLSearchParams(current);
	next.delete("page");
	if (tab === "atoms") next.delete("tab");
	else next.set("tab", tab);
	return next;
}
// src/features/source/SourcePage.tsx
/** `/sources/:sab/:id?tab=…&page=…`: a source-asserted concept, descriptor or code. */
function SourcePage() {
	const { sab = "", id = "" } = useParams();
	const release = useRelease();
	const [params, setParams] = useSearchParams();
	const tab = readSourceTab(params.get("tab"));
	const concept = useQuery(sourceConceptQuery(release, sab, id));
	useDocumentTitle(concept.data ? `${concept.data.name} (${sab} ${id})` : `${sab} ${id}`);
	const unknown = isApiError(concept.error) && concept.error.kind === "not-found";
	const code = {
		release,
		sab,
		id
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 1100,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SourceHeader, { ...code }), !unknown && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
			value: tab,
			onChange: (v) => setParams(paramsForTab(params, readSourceTab(v))),
			keepMounted: false,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.List, { children: SOURCE_TABS.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Tab, {
					value: t.value,
					children: t.label
				}, t.value)) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Panel, {
					value: "atoms",
					pt: "md",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
						what: "atoms",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AtomsPanel, { ...code })
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Panel, {
					value: "relations",
					pt: "md",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
						what: "relations",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RelationsPanel, { ...code })
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Panel, {
					value: "attributes",
					pt: "md",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
						what: "attributes",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttributesPanel, { ...code })
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Panel, {
					value: "hierarchy",
					pt: "md",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
						what: "hierarchy",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HierarchySection, { ...code })
					})
				})
			]
		})]
	});
}
function AtomsPanel({ release, sab, id }) {
	const [page, setPage] = usePageParam();
	const [pageSize, setPageSize] = usePageSizeParam();
	const query = useQuery(sourceAtomsQuery(release, sab, id, page, pageSize));
	const meta = usePageMeta(`atoms of ${sab} ${id}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
		query,
		what: "atoms",
		isEmpty: (p) => p.items.length === 0,
		empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyNote, { children: "This code has no atoms in this release." }),
		children: (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListTools, {
				label: "Export atoms",
				pageSize,
				onPageSize: setPageSize,
				columns: ATOM_COLUMNS,
				what: `atoms ${sab} ${id}`,
				meta,
				pageRows: p.items,
				fetchPage: contentPageSource((n, signal) => sourceListFetchers.atoms(release, sab, id, n, pageSize, signal))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AtomsTable, {
				atoms: p.items,
				caption: `Atoms of ${sab} ${id}`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPager, {
				page: p,
				onChange: setPage,
				label: "atoms"
			})
		] })
	});
}
function RelationsPanel({ release, sab, id }) {
	const [page, setPage] = usePageParam();
	const [pageSize, setPageSize] = usePageSizeParam();
	const query = useQuery(sourceRelationsQuery(release, sab, id, page, pageSize));
	const meta = usePageMeta(`relations of ${sab} ${id}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
		query,
		what: "relations",
		isEmpty: (p) => p.items.length === 0,
		empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyNote, { children: "No relations asserted for this code." }),
		children: (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListTools, {
				label: "Export relations",
				pageSize,
				onPageSize: setPageSize,
				columns: RELATION_COLUMNS,
				what: `relations ${sab} ${id}`,
				meta,
				pageRows: p.items,
				fetchPage: contentPageSource((n, signal) => sourceListFetchers.relations(release, sab, id, n, pageSize, signal))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RelationsTable, {
				relations: p.items,
				caption: `Relations of ${sab} ${id}`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPager, {
				page: p,
				onChange: setPage,
				label: "relations"
			})
		] })
	});
}
function AttributesPanel({ release, sab, id }) {
	const [page, setPage] = usePageParam();
	const [pageSize, setPageSize] = usePageSizeParam();
	const query = useQuery(sourceAttributesQuery(release, sab, id, page, pageSize));
	const meta = usePageMeta(`attributes of ${sab} ${id}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
		query,
		what: "attributes",
		isEmpty: (p) => p.items.length === 0,
		empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyNote, { children: "No attributes for this code." }),
		children: (p) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListTools, {
				label: "Export attributes",
				pageSize,
				onPageSize: setPageSize,
				columns: attributeColumns(sab, id),
				what: `attributes ${sab} ${id}`,
				meta,
				pageRows: p.items,
				fetchPage: contentPageSource((n, signal) => sourceListFetchers.attributes(release, sab, id, n, pageSize, signal))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AttributesTable, {
				attributes: p.items,
				caption: `Attributes of ${sab} ${id}`
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ListPager, {
				page: p,
				onChange: setPage,
				label: "attributes"
			})
		] })
	});
}
export { SourcePage };
