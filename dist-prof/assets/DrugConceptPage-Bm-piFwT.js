import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { K as useDocumentTitle, S as linkTo, T as rxnormSourcePath, W as useRelease, at as Badge, ct as Alert, dt as Group, et as Title, h as DRUG_LOOKUP_PATH, it as Button, nt as Stack, ot as Anchor, st as Text, y as conceptPath } from "./index-D9x2-Kp7.js";
import { i as Skeleton, n as QueryView, r as ErrorPanel, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { t as Tabs } from "./Tabs-CwTb-hlM.js";
import { O as require_react, T as require_jsx_runtime, f as useSearchParams, g as useQuery, h as queryOptions, t as Link, u as useParams, x as skipToken } from "./vendor-4g9ZpKyn.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { n as CopyButton, t as CopyValue } from "./CopyValue-Ao3Avi7_.js";
import { d as TTY_NAMES, f as orderedGroups, i as GroupedExport, m as ttyLabel, o as articleForAbbreviation, p as rxnavLayout, r as GroupedConcepts, t as ConceptLink, u as WRAP } from "./DrugConcepts-CoZeopIE.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { t as VisuallyHidden } from "./VisuallyHidden-mwShJ9vH.js";
import { i as TableExport, l as Paper, r as usePageMeta } from "./export-DuIKWi5N.js";
import { c as parseConcept, i as conceptSearch, n as EMPTY_LOOKUP, o as isRxcui, s as lookupSearch, t as CONCEPT_TABS } from "./drugUrls-BpFlr9GH.js";
import { t as defaultDrugClient } from "./defaultClient-BCUI7CiJ.js";
import { T as getServiceTicket, w as search } from "./uts-DV-A23bW.js";
import { n as conceptPropertiesQuery, r as drugKey, t as ONCE } from "./drugs-i_Q6eKxQ.js";
import { t as MultiSelect } from "./MultiSelect-CLfF5Hy6.js";
import { F as getSpacing, k as createVarsResolver, l as useStyles, n as polymorphicFactory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { S as createSafeContext } from "./floating-ui.react-C-ZlW4mP.js";
import { t as SimpleGrid } from "./SimpleGrid-Crx1hBob.js";
import { l as subscribeCredentials, r as getApiKey } from "./credentials-DKGvR86g.js";
import { t as AddToBasketButton } from "./AddToBasketButton-CTVRDjSk.js";
import { t as PREFETCHED } from "./prefetched-DXpK58X4.js";
// node_modules/@mantine/core/esm/components/Card/Card.context.mjs
var [CardProvider, useCardContext] = createSafeContext("Card component was not found in tree");
// node_modules/@mantine/core/esm/components/Card/Card.module.mjs
var Card_module_default = {
	"root": "m_e615b15f",
	"section": "m_599a2148"
};
// node_modules/@mantine/core/esm/components/Card/CardSection/CardSection.mjs
var import_jsx_runtime = require_jsx_runtime();
var CardSection = polymorphicFactory((_props) => {
	const { classNames, className, style, styles, vars, withBorder, inheritPadding, mod, ...others } = useProps("CardSection", null, _props);
	const ctx = useCardContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		mod: [{
			"with-border": withBorder,
			"inherit-padding": inheritPadding
		}, mod],
		...ctx.getStyles("section", {
			className,
			style,
			styles,
			classNames
		}),
		...others
	});
});
CardSection.classes = Card_module_default;
CardSection.displayName = "@mantine/core/CardSection";
// node_modules/@mantine/core/esm/components/Card/Card.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var varsResolver = createVarsResolver((_, { padding }) => ({ root: { "--card-padding": getSpacing(padding) } }));
var defaultProps = { orientation: "vertical" };
var Card = polymorphicFactory((_props) => {
	const props = useProps("Card", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, children, padding, attributes, orientation, ...others } = props;
	const getStyles = useStyles({
		name: "Card",
		props,
		classes: Card_module_default,
		className,
		style,
		classNames,
		styles,
		unstyled,
		attributes,
		vars,
		varsResolver
	});
	const _children = import_react.Children.toArray(children);
	const content = _children.map((child, index) => {
		if (typeof child === "object" && child && "type" in child && (child.type === CardSection || child.type?.displayName === "@mantine/core/CardSection")) return (0, import_react.cloneElement)(child, {
			"data-orientation": orientation,
			"data-first-section": index === 0 || void 0,
			"data-last-section": index === _children.length - 1 || void 0
		});
		return child;
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CardProvider, {
		value: { getStyles },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
			unstyled,
			"data-orientation": orientation,
			...getStyles("root"),
			...others,
			children: content
		})
	});
});
Card.classes = Card_module_default;
Card.varsResolver = varsResolver;
Card.displayName = "@mantine/core/Card";
Card.Section = CardSection;
// src/features/drug-concept/ConceptProperties.tsx
var SUPPRESS = {
	N: "N — not suppressed",
	O: "O — obsolete",
	Y: "Y — suppressed by the editors",
	E: "E — suppressed by the editors"
};
var LANGUAGES = { ENG: "ENG — English" };
/** getRxConceptProperties as a labelled table, with the ways across to the UTS pages. */
function ConceptProperties({ rxcui, concept }) {
	const href = useHref();
	const value = (v) => v ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		span: true,
		style: WRAP,
		children: v
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
		span: true,
		c: "dimmed",
		children: "none"
	});
	const rows = [
		["RXCUI", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: 4,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				span: true,
				ff: "monospace",
				children: rxcui
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyValue, {
				value: rxcui,
				label: "Copy RXCUI"
			})]
		}, "rxcui")],
		["Name", value(concept.STR)],
		["Term type", value(concept.TTY ? ttyLabel(concept.TTY) : null)],
		["Synonym", value(concept.SY)],
		["Language", value(concept.LAT ? LANGUAGES[concept.LAT] ?? concept.LAT : null)],
		["Suppress", value(concept.SUPPRESS ? SUPPRESS[concept.SUPPRESS] ?? concept.SUPPRESS : null)],
		["UMLS CUI", concept.CUI ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: 4,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
				component: Link,
				to: href(conceptPath(concept.CUI)),
				ff: "monospace",
				children: concept.CUI
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyValue, {
				value: concept.CUI,
				label: "Copy CUI"
			})]
		}, "cui") : value(null)],
		["In the Metathesaurus", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
			component: Link,
			to: href(rxnormSourcePath(rxcui)),
			children: ["RXNORM source code ", rxcui]
		}, "uts")]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table, {
		variant: "vertical",
		withTableBorder: true,
		layout: "fixed",
		maw: 760,
		"data-testid": "concept-properties",
		"aria-labelledby": "properties-heading",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: rows.map(([label, content]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, {
			w: 180,
			scope: "row",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: content })] }, label)) })
	});
}
// src/lib/ndc.ts
/** 11-digit NDC in the 5-4-2 layout, which people read and type. */
function formatNdc11(ndc) {
	return /^\d{11}$/.test(ndc) ? `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}` : ndc;
}
// src/features/drug-concept/ndcColumns.ts
/** NDCs as exported: the product's RXCUI, the CMS 11-digit NDC and its 5-4-2 form, as text. */
var ndcColumns = (rxcui) => [
	{
		header: "RXCUI",
		key: "rxcui",
		value: () => rxcui
	},
	{
		header: "NDC",
		key: "ndc11",
		value: (ndc) => ndc
	},
	{
		header: "NDC 5-4-2",
		key: "ndc542",
		value: (ndc) => formatNdc11(ndc)
	}
];
// src/api/rxnorm/proprietaryInfo.ts
/**
* getProprietaryInformation with proof of a UMLS licence. Restricted sources need a fresh
* single-use CAS service ticket as `proxyTicket`. Without one the service still answers, with
* unrestricted sources only, so a failed ticket request is reported beside the rows instead of
* failing the call.
*/
async function getProprietaryInfoWithTicket(client, rxcui, signal, getTicket = getServiceTicket) {
	let ticket = "";
	let noTicketReason = null;
	try {
		ticket = await getTicket(signal);
	} catch (err) {
		if (signal?.aborted) throw err;
		noTicketReason = err instanceof Error ? err.message : String(err);
	}
	return {
		rows: await client.getProprietaryInformation(rxcui, [], ticket, signal),
		noTicketReason
	};
}
// src/features/drug-concept/queries.ts
/** Query options of the drug concept page (keys: lib/queries/drugs.ts). */
var client = defaultDrugClient;
var relaTypesQuery = () => queryOptions({
	queryKey: drugKey("getRelaTypes"),
	queryFn: ({ signal }) => client().getRelaTypes(signal),
	...ONCE
});
var termTypesQuery = () => queryOptions({
	queryKey: drugKey("getTermTypes"),
	queryFn: ({ signal }) => client().getTermTypes(signal),
	...ONCE
});
var allRelatedInfoQuery = (rxcui) => queryOptions({
	queryKey: drugKey("getAllRelatedInfo", rxcui),
	queryFn: ({ signal }) => client().getAllRelatedInfo(rxcui, signal)
});
var relatedByRelationshipQuery = (rxcui, relas) => queryOptions({
	queryKey: drugKey("getRelatedByRelationship", rxcui, [...relas]),
	queryFn: relas.length > 0 ? ({ signal }) => client().getRelatedByRelationship(rxcui, relas, signal) : skipToken
});
var relatedByTypeQuery = (rxcui, ttys) => queryOptions({
	queryKey: drugKey("getRelatedByType", rxcui, [...ttys]),
	queryFn: ttys.length > 0 ? ({ signal }) => client().getRelatedByType(rxcui, ttys, signal) : skipToken
});
var ndcsQuery = (rxcui) => queryOptions({
	queryKey: drugKey("getNDCs", rxcui),
	queryFn: ({ signal }) => client().getNDCs(rxcui, signal)
});
var proprietaryInfoQuery = (rxcui, hasApiKey) => queryOptions({
	queryKey: drugKey("getProprietaryInformation", rxcui, hasApiKey ? "key" : "no-key"),
	queryFn: ({ signal }) => getProprietaryInfoWithTicket(client(), rxcui, signal),
	staleTime: Infinity
});
// src/features/drug-concept/NdcList.tsx
/** getNDCs: the product's active NDCs (CMS 11-digit), each copyable and linked back to the identifier search. */
function NdcList({ rxcui, tty }) {
	const href = useHref();
	const ndcs = useQuery(ndcsQuery(rxcui));
	const meta = usePageMeta(`NDCs of ${rxcui}`);
	const notProduct = tty !== null && ![
		"SCD",
		"SBD",
		"GPCK",
		"BPCK"
	].includes(tty);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
		query: ndcs,
		what: "NDCs",
		isEmpty: (d) => d.length === 0,
		empty: notProduct ? `NDCs belong to drug products (SCD, SBD, GPCK, BPCK); this concept is ${articleForAbbreviation(tty ?? "")} ${tty}.` : "This drug has no active NDC.",
		children: (list) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "xs",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					children: [
						list.length,
						" active NDC",
						list.length === 1 ? "" : "s",
						" (CMS 11-digit)"
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyButton, {
					value: list.join("\n"),
					children: ({ copied, copy }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "xs",
						variant: "default",
						onClick: copy,
						children: copied ? "Copied" : "Copy all NDCs"
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
					label: "Export NDCs",
					columns: ndcColumns(rxcui),
					what: `NDCs ${rxcui}`,
					meta,
					pageRows: list
				})
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
				minWidth: 360,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					striped: true,
					maw: 560,
					"data-testid": "ndc-table",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "NDC (11-digit)" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "5-4-2" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VisuallyHidden, { children: "Copy" }) })
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: list.map((ndc) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
							component: Link,
							to: href(DRUG_LOOKUP_PATH, lookupSearch({
								...EMPTY_LOOKUP,
								mode: "id",
								idType: "NDC",
								id: ndc
							})),
							ff: "monospace",
							title: "Find the drugs with this NDC",
							children: ndc
						}) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
							ff: "monospace",
							children: formatNdc11(ndc)
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyValue, {
							value: ndc,
							label: `Copy NDC ${ndc}`
						}) })
					] }, ndc)) })]
				})
			})]
		})
	});
}
// src/features/drug-concept/RelatedBy.tsx
/** Concepts directly related by the picked relationship names (getRelaTypes → getRelatedByRelationship). */
function RelatedByRelationship({ rxcui, value, onChange }) {
	const menu = useQuery(relaTypesQuery());
	const related = useQuery(relatedByRelationshipQuery(rxcui, value));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelect, {
				label: "Relationships",
				placeholder: value.length ? void 0 : "e.g. has_ingredient",
				data: [.../* @__PURE__ */ new Set([...menu.data ?? [], ...value])],
				value,
				onChange,
				searchable: true,
				clearable: true,
				maw: 640,
				description: menu.isPending ? "Loading the relationship names…" : "Concepts related directly by these relationships."
			}),
			menu.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				error: menu.error,
				what: "the relationship names",
				onRetry: () => void menu.refetch()
			}),
			value.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				children: "Pick one or more relationships."
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
				query: related,
				what: "related concepts",
				isEmpty: (d) => d.every((g) => (g.rxConcept ?? []).length === 0),
				empty: `Nothing is related to this concept by ${value.join(", ")}.`,
				children: (groups) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupedExport, {
					groups,
					what: `related ${rxcui} ${value.join(" ")}`,
					title: `related to ${rxcui} by ${value.join(", ")}`
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupedConcepts, {
					groups: orderedGroups(groups),
					headingOrder: 3,
					current: rxcui
				})] })
			})
		]
	});
}
/** Concepts of the picked term types related directly or indirectly (getTermTypes → getRelatedByType). */
function RelatedByType({ rxcui, value, onChange }) {
	const menu = useQuery(termTypesQuery());
	const related = useQuery(relatedByTypeQuery(rxcui, value));
	const options = [.../* @__PURE__ */ new Set([...menu.data ?? [], ...value])].map((tty) => ({
		value: tty,
		label: TTY_NAMES[tty] ? `${tty} — ${TTY_NAMES[tty]}` : tty
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MultiSelect, {
				label: "Term types",
				placeholder: value.length ? void 0 : "e.g. SBD",
				data: options,
				value,
				onChange,
				searchable: true,
				clearable: true,
				maw: 640,
				description: menu.isPending ? "Loading the term types…" : "Concepts of these types along RxNav’s default paths."
			}),
			menu.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPanel, {
				error: menu.error,
				what: "the term types",
				onRetry: () => void menu.refetch()
			}),
			value.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				c: "dimmed",
				children: "Pick one or more term types."
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
				query: related,
				what: "related concepts",
				isEmpty: (d) => d.every((g) => (g.rxConcept ?? []).length === 0),
				empty: `No concept of type ${value.join(", ")} is related to this concept.`,
				children: (groups) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupedExport, {
					groups,
					what: `related ${rxcui} ${value.join(" ")}`,
					title: `related to ${rxcui} by ${value.join(", ")}`
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupedConcepts, {
					groups: orderedGroups(groups),
					headingOrder: 3,
					current: rxcui
				})] })
			})
		]
	});
}
// src/features/drug-concept/RelatedInfo.tsx
/** getAllRelatedInfo in RxNav's panels; every concept links to its own page. */
function RelatedInfo({ rxcui }) {
	const related = useQuery(allRelatedInfoQuery(rxcui));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
		query: related,
		what: "related information",
		isEmpty: (d) => d.every((g) => (g.rxConcept ?? []).length === 0),
		empty: "The service lists nothing related to this concept.",
		loadingLines: 6,
		children: (groups) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupedExport, {
			groups,
			what: `related ${rxcui}`,
			title: `related information of ${rxcui}`
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			cols: {
				base: 1,
				sm: 2,
				lg: 3
			},
			spacing: "md",
			children: rxnavLayout(groups).map((panel) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Card, {
				withBorder: true,
				padding: "sm",
				component: "section",
				"aria-labelledby": `panel-${panel.id}`,
				"data-testid": `panel-${panel.id}`,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 3,
					size: "h5",
					id: `panel-${panel.id}`,
					mb: 4,
					children: panel.title
				}), panel.groups.map((g) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [panel.groups.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
					gap: 4,
					mt: 4,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						component: "h4",
						size: "xs",
						fw: 600,
						c: "dimmed",
						m: 0,
						children: ttyLabel(g.tty)
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						size: "xs",
						variant: "outline",
						children: g.concepts.length
					})]
				}), g.concepts.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					children: "none"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					style: {
						margin: 0,
						paddingLeft: "1.1rem"
					},
					children: g.concepts.map((c, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						size: "sm",
						span: true,
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConceptLink, {
							concept: c,
							current: rxcui
						})
					}) }, c.RXCUI ?? i))
				})] }, g.tty))]
			}, panel.id))
		})] })
	});
}
// src/features/drug-concept/ProprietaryInfo.tsx
/**
* getProprietaryInformation with a fresh CAS service ticket as `proxyTicket`. The service
* answers without a licence too, with unrestricted sources only, and does not say so; so
* the page says which case this is.
*/
function ProprietaryInfo({ rxcui }) {
	const hasApiKey = (0, import_react.useSyncExternalStore)(subscribeCredentials, () => getApiKey() !== "");
	const info = useQuery(proprietaryInfoQuery(rxcui, hasApiKey));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
		query: info,
		what: "proprietary information",
		children: ({ rows, noTicketReason }) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "sm",
			children: [
				noTicketReason !== null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
					color: "yellow",
					title: "Only unrestricted sources are shown",
					role: "status",
					"data-testid": "proprietary-scope",
					children: [
						"No service ticket could be obtained (",
						noTicketReason,
						"), so sources that need a UMLS licence are left out. Check your API key in Settings, then reload."
					]
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "blue",
					title: "Licensed request",
					role: "status",
					"data-testid": "proprietary-scope",
					children: "A single-use service ticket from your UTS account went with this request: restricted sources are included as far as your licence allows. Sources your licence does not cover are left out by the service without notice."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "xs",
					variant: "default",
					onClick: () => void info.refetch(),
					loading: info.isFetching,
					children: "Reload with a new ticket"
				}) }),
				rows.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					c: "dimmed",
					"data-testid": "empty-state",
					children: "No source information for this concept."
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.ScrollContainer, {
					minWidth: 520,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
						striped: true,
						"data-testid": "proprietary-table",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Caption, {
								style: {
									captionSide: "top",
									textAlign: "left"
								},
								children: [
									rows.length,
									" name",
									rows.length === 1 ? "" : "s",
									" from ",
									new Set(rows.map((r) => r.SAB)).size,
									" ",
									"source(s)"
								]
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Source" }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Term type" }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Code" }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Name" })
							] }) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: rows.map((r, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r.SAB ?? "—" }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: r.TTY ?? "—" }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
									ff: "monospace",
									children: r.CODE ?? "—"
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
									style: WRAP,
									children: r.STR ?? "—"
								})
							] }, `${r.SAB}|${r.CODE}|${r.TTY}|${i}`)) })
						]
					})
				})
			]
		})
	});
}
// src/features/drug-concept/UmlsConcepts.tsx
/** UTS search for the RxNorm code itself (an RXCUI is RxNorm's source code), answering CUIs. */
var umlsConceptsQuery = (release, rxcui) => queryOptions({
	queryKey: [
		"uts",
		release,
		"search",
		"rxnorm-bridge",
		rxcui
	],
	queryFn: ({ signal }) => search({
		string: rxcui,
		inputType: "sourceUi",
		sabs: "RXNORM",
		searchType: "exact",
		returnIdType: "concept",
		pageSize: 10
	}, {
		release,
		signal
	})
});
/**
* The RxNorm → UMLS half of the bridge: the UMLS concept(s) the RXCUI's RxNorm atoms belong
* to. Quiet when the search fails (no UTS key, outage): the drug page does not depend on it.
*/
function UmlsConcepts({ rxcui }) {
	const release = useRelease();
	const to = useHref();
	const q = useQuery(umlsConceptsQuery(release, rxcui));
	const hits = (q.data?.hits ?? []).filter((h) => /^C\d{7}$/.test(h.ui));
	if (q.isPending) return null;
	if (q.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		size: "sm",
		c: "dimmed",
		"data-testid": "umls-concepts",
		children: [
			"UMLS concept: not available (",
			q.error instanceof Error ? q.error.message : "search failed",
			")"
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "xs",
		"data-testid": "umls-concepts",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			size: "sm",
			children: "UMLS concept:"
		}), hits.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
			size: "sm",
			c: "dimmed",
			children: ["none has this RxNorm code in release ", release]
		}) : hits.map((h) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
			component: Link,
			to: to(conceptPath(h.ui)),
			size: "sm",
			children: [
				h.name,
				" (",
				h.ui,
				")"
			]
		}, h.ui))]
	});
}
// src/features/drug-concept/DrugHeaderBar.tsx
/** Under the drug's name: add it to the basket (as an RxNorm code) and its UMLS concept(s). */
function DrugHeaderBar({ rxcui, name }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
		gap: "sm",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddToBasketButton, { entry: name ? {
			system: "RXNORM",
			code: rxcui,
			display: name,
			from: {
				kind: "RXCUI",
				id: rxcui
			},
			release: "current"
		} : null }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UmlsConcepts, { rxcui })]
	});
}
// src/features/drug-concept/DrugConceptPage.tsx
var TAB_LABELS = {
	related: "All related",
	relationship: "By relationship",
	termtype: "By term type",
	ndcs: "NDCs",
	proprietary: "Proprietary information"
};
/** `/drugs/:rxcui`: one RxNorm concept, its properties and, by tab, everything related to it. */
function DrugConceptPage() {
	const rxcui = (useParams().rxcui ?? "").trim();
	const [params, setParams] = useSearchParams();
	const valid = isRxcui(rxcui);
	const props = useQuery({
		...conceptPropertiesQuery(rxcui),
		...PREFETCHED,
		enabled: valid
	});
	const concept = props.data;
	useDocumentTitle(concept?.STR ? `${concept.STR} (RXCUI ${rxcui})` : `RXCUI ${rxcui}`);
	const state = parseConcept(params);
	const update = (next) => setParams(conceptSearch(params, {
		...state,
		...next
	}));
	const back = linkTo(DRUG_LOOKUP_PATH, params);
	if (!valid || concept === null) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 900,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
			order: 1,
			style: WRAP,
			children: ["RXCUI ", rxcui]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			color: "gray",
			title: "Not found",
			role: "alert",
			"data-error-kind": "not-found",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				style: WRAP,
				children: [
					valid ? `No active RxNorm concept has the RXCUI ${rxcui}.` : `“${rxcui}” is not an RXCUI: RXCUIs are numbers such as 29046.`,
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						component: Link,
						to: back,
						children: "Look a drug up by name or identifier"
					}),
					"."
				]
			})
		})]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 1200,
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				style: WRAP,
				children: concept?.STR ?? (props.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					height: 32,
					width: "50%",
					"aria-label": "Loading the name"
				}) : `RXCUI ${rxcui}`)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrugHeaderBar, {
				rxcui,
				name: concept?.STR ?? null
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
				what: "properties",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
					"aria-labelledby": "properties-heading",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 2,
						size: "h3",
						id: "properties-heading",
						mb: "xs",
						children: "Properties"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
						query: props,
						what: "the concept’s properties",
						loadingLines: 5,
						children: (c) => c ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConceptProperties, {
							rxcui,
							concept: c
						}) : null
					})]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs, {
				value: state.tab,
				onChange: (v) => v && update({ tab: v }),
				keepMounted: false,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.List, { children: CONCEPT_TABS.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Tabs.Tab, {
					value: t,
					children: TAB_LABELS[t]
				}, t)) }), CONCEPT_TABS.map((t) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Tabs.Panel, {
					value: t,
					pt: "md",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
						order: 2,
						size: "h3",
						mb: "xs",
						children: TAB_LABELS[t]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(SectionBoundary, {
						what: TAB_LABELS[t].toLowerCase(),
						children: [
							t === "related" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RelatedInfo, { rxcui }),
							t === "relationship" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RelatedByRelationship, {
								rxcui,
								value: state.relas,
								onChange: (relas) => update({ relas })
							}),
							t === "termtype" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RelatedByType, {
								rxcui,
								value: state.ttys,
								onChange: (ttys) => update({ ttys })
							}),
							t === "ndcs" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NdcList, {
								rxcui,
								tty: concept?.TTY ?? null
							}),
							t === "proprietary" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProprietaryInfo, { rxcui })
						]
					})]
				}, t))]
			})
		]
	});
}
export { DrugConceptPage };
