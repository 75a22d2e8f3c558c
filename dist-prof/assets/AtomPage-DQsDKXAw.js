import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { C as pathForRef, K as useDocumentTitle, Q as isApiError, W as useRelease, at as Badge, dt as Group, et as Title, nt as Stack, ot as Anchor, st as Text, x as drugPath } from "./index-D9x2-Kp7.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { O as require_react, T as require_jsx_runtime, g as useQuery, t as Link, u as useParams } from "./vendor-4g9ZpKyn.js";
import { a as CodeWord, n as nodePagePath, r as nodeTreePath, t as TreePanel } from "./TreePanel-BT52xolj.js";
import { t as CopyValue } from "./CopyValue-Ao3Avi7_.js";
import { a as TERM_TYPE_WORDS } from "./plainWords-DGw3GT_H.js";
import { t as NotFoundNotice } from "./NotFoundNotice-C0SseuD_.js";
import { n as QueryView, t as SectionBoundary } from "./SectionBoundary-DJ2YSlzP.js";
import { t as atomQuery } from "./queries-7_GeDFHe.js";
import { t as useHref } from "./useHref-DI6ZXo7y.js";
import { t as AddToBasketButton } from "./AddToBasketButton-CTVRDjSk.js";
// src/features/atom/AtomPage.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** An atom goes into the basket as its source code (a value set lists codes, not strings). */
function atomEntry(atom, release) {
	if (!atom.code || atom.code.id === "NOCODE" || !atom.code.source) return null;
	return {
		system: atom.code.source,
		code: atom.code.id,
		display: atom.name,
		from: atom.concept ? {
			kind: "CUI",
			id: atom.concept.id
		} : null,
		release: atom.release ?? release
	};
}
function AtomInfo({ atom }) {
	const link = useHref();
	const release = useRelease();
	const rows = [
		["Source", atom.rootSource],
		["Term type", /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CodeWord, {
			table: TERM_TYPE_WORDS,
			code: atom.termType
		}, "tty")],
		["Language", atom.language ?? "—"],
		["Concept", atom.concept ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
			component: Link,
			to: link(pathForRef(atom.concept)),
			children: atom.concept.id
		}) : "—"],
		["Code", atom.code && atom.code.id !== "NOCODE" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Anchor, {
				component: Link,
				to: link(pathForRef(atom.code)),
				children: [
					atom.code.source,
					" ",
					atom.code.id
				]
			}), atom.code.source === "RXNORM" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
				component: Link,
				to: link(drugPath(atom.code.id)),
				size: "sm",
				children: "Open in drug lookup"
			})]
		}) : "—"],
		["Source concept", atom.sourceConcept ? `${atom.sourceConcept.id}` : "—"],
		["Source descriptor", atom.sourceDescriptor ? `${atom.sourceDescriptor.id}` : "—"]
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: atom.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				gap: "xs",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
						ff: "monospace",
						children: atom.ui
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CopyValue, {
						value: atom.ui,
						label: "Copy AUI"
					}),
					atom.obsolete && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						color: "gray",
						children: "obsolete"
					}),
					atom.suppressible && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Badge, {
						color: "gray",
						children: "suppressible"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AddToBasketButton, { entry: atomEntry(atom, release) })
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table, {
				variant: "vertical",
				withTableBorder: true,
				maw: 640,
				"aria-label": "Atom details",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: rows.map(([k, v]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, {
					w: 180,
					children: k
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: v })] }, k)) })
			})
		]
	});
}
function AtomPage() {
	const { aui = "" } = useParams();
	const release = useRelease();
	const atom = useQuery(atomQuery(release, aui));
	useDocumentTitle(atom.data ? `${atom.data.name} (${aui})` : aui);
	if (atom.isError && isApiError(atom.error) && atom.error.kind === "not-found") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NotFoundNotice, {
		what: "atom",
		id: aui,
		release
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
		what: "atom",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryView, {
			query: atom,
			what: "atom",
			loadingLines: 4,
			children: (a) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AtomInfo, { atom: a })
		})
	}), atom.data && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SectionBoundary, {
		what: "hierarchy",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AtomHierarchy, {
			atom: atom.data,
			release
		})
	})] });
}
/**
* The atom's place in its source's hierarchy: the app's one tree (ui/tree/TreePanel), centred
* on the atom. Atom trees hold atoms, so a re-centre opens the other atom's page (this tree);
* "open page" goes to the node's source code page when it has one.
*/
function AtomHierarchy({ atom, release }) {
	const link = useHref();
	const node = (0, import_react.useMemo)(() => ({
		kind: "atom",
		sab: atom.rootSource,
		id: atom.ui
	}), [atom]);
	const ctx = (0, import_react.useMemo)(() => ({
		kind: "atom",
		sab: atom.rootSource
	}), [atom.rootSource]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "xs",
		component: "section",
		"aria-labelledby": "atom-hierarchy-heading",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Title, {
			order: 2,
			size: "h4",
			id: "atom-hierarchy-heading",
			children: ["Hierarchy in ", atom.rootSource]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TreePanel, {
			release,
			node,
			ctx,
			label: (f) => `${atom.rootSource} hierarchy of ${f.name}`,
			recentreTo: (ref) => link(nodeTreePath(ref)),
			hrefOf: (n) => link(n.ref.kind === "atom" && n.code && n.code !== n.ref.id ? nodePagePath({
				kind: "code",
				sab: n.ref.sab,
				id: n.code
			}) : nodePagePath(n.ref))
		})]
	});
}
export { AtomPage };
