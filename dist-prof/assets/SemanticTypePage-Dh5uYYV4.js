import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { D as semanticTypePath, K as useDocumentTitle, W as useRelease, at as Badge, dt as Group, et as Title, nt as Stack, ot as Anchor, st as Text } from "./index-D9x2-Kp7.js";
import { p as isElement } from "./Popover-BLOUV1aT.js";
import { F as getSpacing, k as createVarsResolver, l as useStyles, r as factory, t as Box, u as useProps } from "./Box-DROYDCIE.js";
import { O as require_react, T as require_jsx_runtime, g as useQuery, t as Link, u as useParams } from "./vendor-4g9ZpKyn.js";
import { t as List } from "./List-C76iT4Zb.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { i as TableExport, r as usePageMeta } from "./export-DuIKWi5N.js";
import { t as CopyValue } from "./CopyValue-Ao3Avi7_.js";
import { n as QueryView, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { t as semanticNetwork_default } from "./semanticNetwork-8feJ1BUO.js";
import { t as semanticTypeQuery } from "./queries-B_NkmBt2.js";
// node_modules/@mantine/core/esm/components/Breadcrumbs/Breadcrumbs.module.mjs
var Breadcrumbs_module_default = {
	"root": "m_8b3717df",
	"breadcrumb": "m_f678d540",
	"separator": "m_3b8f2208"
};
// node_modules/@mantine/core/esm/components/Breadcrumbs/Breadcrumbs.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var defaultProps = { separator: "/" };
var varsResolver = createVarsResolver((_, { separatorMargin }) => ({ root: { "--bc-separator-margin": getSpacing(separatorMargin) } }));
var Breadcrumbs = factory((_props) => {
	const props = useProps("Breadcrumbs", defaultProps, _props);
	const { classNames, className, style, styles, unstyled, vars, children, separator, separatorMargin, attributes, ...others } = props;
	const getStyles = useStyles({
		name: "Breadcrumbs",
		classes: Breadcrumbs_module_default,
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
	const items = import_react.Children.toArray(children).reduce((acc, child, index, array) => {
		const item = isElement(child) ? (0, import_react.cloneElement)(child, {
			...getStyles("breadcrumb", { className: child.props?.className }),
			key: index
		}) : /* @__PURE__ */ (0, import_react.createElement)("div", {
			...getStyles("breadcrumb"),
			key: index
		}, child);
		acc.push(item);
		if (index !== array.length - 1) acc.push(/* @__PURE__ */ (0, import_react.createElement)(Box, {
			...getStyles("separator"),
			key: `separator-${index}`
		}, separator));
		return acc;
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		...getStyles("root"),
		...others,
		children: items
	});
});
Breadcrumbs.classes = Breadcrumbs_module_default;
Breadcrumbs.varsResolver = varsResolver;
Breadcrumbs.displayName = "@mantine/core/Breadcrumbs";
// src/features/semantic-types/semanticTypeColumns.ts
/** A semantic type as one exported row: the identifiers shown above the table, then its fields. */
var SEMANTIC_TYPE_COLUMNS = [
	{
		header: "TUI",
		key: "tui",
		value: (t) => t.ui
	},
	{
		header: "Name",
		key: "name",
		value: (t) => t.name
	},
	{
		header: "Abbreviation",
		key: "abbreviation",
		value: (t) => t.abbreviation
	},
	{
		header: "Tree number",
		key: "treeNumber",
		value: (t) => t.treeNumber
	},
	{
		header: "Group",
		key: "group",
		value: (t) => t.group?.abbreviation
	},
	{
		header: "Group name",
		key: "groupName",
		value: (t) => t.group?.expandedForm
	},
	{
		header: "Definition",
		key: "definition",
		value: (t) => t.definition
	},
	{
		header: "Example",
		key: "example",
		value: (t) => t.example
	},
	{
		header: "Usage note",
		key: "usageNote",
		value: (t) => t.usageNote
	},
	{
		header: "Non-human",
		key: "nonHuman",
		value: (t) => t.nonHuman
	},
	{
		header: "Children",
		key: "childCount",
		value: (t) => t.childCount
	}
];
// src/features/semantic-types/isaTree.ts
/**
* Tree number of the isa parent: 'A1.4.1' → 'A1.4', 'A1' → 'A' (Entity); the roots 'A'
* (Entity) and 'B' (Event) have none.
*/
function parentTreeNumber(treeNumber) {
	const dot = treeNumber.lastIndexOf(".");
	if (dot > 0) return treeNumber.slice(0, dot);
	return treeNumber.length > 1 ? treeNumber.slice(0, 1) : null;
}
function createIsaTree(rows) {
	const types = rows.map(({ tui, treeNumber, name }) => ({
		tui,
		treeNumber,
		name
	}));
	const byTree = new Map(types.map((t) => [t.treeNumber, t]));
	const byTui = new Map(types.map((t) => [t.tui, t]));
	/** Tree-number order, which is the Semantic Network's own reading order (A1.2 before A1.10). */
	const compare = (a, b) => a.treeNumber.localeCompare(b.treeNumber, "en", { numeric: true });
	return {
		byTui: (tui) => byTui.get(tui) ?? null,
		parent(treeNumber) {
			const p = parentTreeNumber(treeNumber);
			return p === null ? null : byTree.get(p) ?? null;
		},
		children(treeNumber) {
			return types.filter((t) => parentTreeNumber(t.treeNumber) === treeNumber).sort(compare);
		},
		/** From the root down to the parent. */
		ancestors(treeNumber) {
			const out = [];
			for (let p = parentTreeNumber(treeNumber); p !== null; p = parentTreeNumber(p)) {
				const t = byTree.get(p);
				if (t) out.unshift(t);
			}
			return out;
		}
	};
}
/** Tree numbers encode the isa tree: A1.4 is a child of A1, A1 of A. */
var isaTree = createIsaTree(semanticNetwork_default.types);
// src/features/semantic-types/SemanticTypePage.tsx
/** `/semantic-types/:tui`: one type of the UMLS Semantic Network and its place in the isa tree. */
function SemanticTypePage() {
	const { tui = "" } = useParams();
	const release = useRelease();
	const query = useQuery(semanticTypeQuery(release, tui));
	useDocumentTitle(query.data ? `${query.data.name} (${tui})` : `Semantic type ${tui}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 960,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
			order: 1,
			children: query.data?.name ?? `Semantic type ${tui}`
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
			what: "semantic type",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
				query,
				what: "the semantic type",
				loadingLines: 5,
				notFound: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
					size: "sm",
					children: [
						"There is no semantic type ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: tui }),
						" in release ",
						release,
						". Semantic type identifiers look like T047."
					]
				}),
				children: (t) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TypeDetails, { type: t })
			})
		})]
	});
}
function TypeDetails({ type: t }) {
	const rows = [
		["Definition", t.definition],
		["Example", t.example],
		["Usage note", t.usageNote],
		["Non-human", t.nonHuman]
	];
	const meta = usePageMeta(`semantic type ${t.ui}`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "md",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						variant: "outline",
						children: t.ui
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyValue, {
						value: t.ui,
						label: "Copy TUI"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						children: ["Abbreviation ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: t.abbreviation || "—" })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						"data-testid": "tree-number",
						children: ["Tree number ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: t.treeNumber ?? "—" })]
					}),
					t.group && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
						size: "sm",
						"data-testid": "semantic-group",
						children: [
							"Group ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: t.group.expandedForm }),
							" (",
							t.group.abbreviation,
							t.group.semanticTypeCount !== null ? `, ${t.group.semanticTypeCount} types` : "",
							")"
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableExport, {
						label: "Export semantic type",
						columns: SEMANTIC_TYPE_COLUMNS,
						what: `semantic type ${t.ui}`,
						meta,
						pageRows: [t]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table, {
				variant: "vertical",
				withTableBorder: true,
				layout: "fixed",
				"data-testid": "semantic-type-details",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, {
					w: 140,
					children: label
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
					style: { wordBreak: "break-word" },
					children: value ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						span: true,
						c: "dimmed",
						size: "sm",
						children: "none"
					})
				})] }, label)) })
			}),
			t.treeNumber ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IsaNeighbours, {
				treeNumber: t.treeNumber,
				childCount: t.childCount
			}) : null
		]
	});
}
function IsaNeighbours({ treeNumber, childCount }) {
	const to = useHref();
	const ancestors = isaTree.ancestors(treeNumber);
	const parent = isaTree.parent(treeNumber);
	const children = isaTree.children(treeNumber);
	const link = (r) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
		component: Link,
		to: to(semanticTypePath(r.tui)),
		size: "sm",
		children: [
			r.name,
			" ",
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				span: true,
				c: "dimmed",
				size: "xs",
				children: [
					"(",
					r.tui,
					")"
				]
			})
		]
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "sm",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h4",
				children: "Place in the isa tree"
			}),
			ancestors.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
				"aria-label": "Ancestor types",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Breadcrumbs, {
					separator: "›",
					style: {
						flexWrap: "wrap",
						rowGap: 4
					},
					children: ancestors.map((a) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: link(a) }, a.tui))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 3,
				size: "h5",
				children: "Parent type"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				"data-testid": "parent-type",
				children: parent ? link(parent) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					children: "None: this is a root of the network."
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
				order: 3,
				size: "h5",
				children: [
					"Child types (",
					childCount,
					")"
				]
			}),
			children.length ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List, {
				"data-testid": "child-types",
				spacing: 2,
				children: children.map((c) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(List.Item, { children: link(c) }, c.tui))
			}) : childCount === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
				size: "sm",
				children: "None."
			}),
			children.length !== childCount && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "xs",
				c: "dimmed",
				children: [
					"The service counts ",
					childCount,
					" child types; the app's bundled copy of the network tree lists",
					" ",
					children.length,
					"."
				]
			})
		]
	});
}
export { SemanticTypePage };
