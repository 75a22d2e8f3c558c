const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/DrugVocabVersions-DTqzRKMQ.js","assets/index-D9x2-Kp7.js","assets/rolldown-runtime-SbdDWaPq.js","assets/vendor-4g9ZpKyn.js","assets/Box-DROYDCIE.js","assets/CloseButton-DPVtf8hz.js","assets/use-id-Cydf4vFq.js","assets/Loader-D0Yl6Xtm.js","assets/credentials-DKGvR86g.js","assets/Input-Dczs-e95.js","assets/index-DnREHRu-.css","assets/drugs-i_Q6eKxQ.js","assets/defaultClient-BCUI7CiJ.js","assets/http-BBI0z3A4.js"])))=>i.map(i=>d[i]);
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { B as __vitePreload, K as useDocumentTitle, P as runtimeConfigQuery, W as useRelease, ct as Alert, et as Title, nt as Stack, ot as Anchor, st as Text, z as resolvedReleaseQuery } from "./index-D9x2-Kp7.js";
import { t as Table } from "./Table-CAgEX9eX.js";
import { O as require_react, T as require_jsx_runtime, g as useQuery } from "./vendor-4g9ZpKyn.js";
// src/features/about/attribution.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** What the demo dataset is built from (server/dataset/ATTRIBUTION.md holds the full record). */
var DEMO_SOURCES = [
	{
		source: "RxNorm (U.S. National Library of Medicine)",
		version: "Current Prescribable Content 2025-10-06, demo subset of 94 ingredients",
		licence: "Public domain; NLM is the source, no endorsement implied"
	},
	{
		source: "FDA NDC Directory",
		version: "sample as of 2025-07-11",
		licence: "U.S. Government work, public domain"
	},
	{
		source: "Human Disease Ontology",
		version: "release 2026-07-31 (NCIthesaurus subset)",
		licence: "CC0 1.0"
	},
	{
		source: "Medical Subject Headings (NLM)",
		version: "2017 MeSH — not the current version; a subset of the tree",
		licence: "Courtesy of the U.S. National Library of Medicine; no endorsement implied"
	},
	{
		source: "ICD-10-CM (CDC/NCHS)",
		version: "FY2021",
		licence: "U.S. Government work, public domain"
	},
	{
		source: "Gene Ontology",
		version: "release 2022-07-01, cellular component branch",
		licence: "CC BY 4.0 — Gene Ontology Consortium"
	},
	{
		source: "UMLS Semantic Network and Semantic Groups (NLM)",
		version: "127 semantic types, 15 groups",
		licence: "Produced by NLM; acknowledge NLM as the source"
	}
];
// src/features/about/AboutPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var DrugVocabVersions = (0, import_react.lazy)(async () => ({ default: (await __vitePreload(async () => {
	const { DrugVocabVersions } = await import("./DrugVocabVersions-DTqzRKMQ.js");
	return { DrugVocabVersions };
}, __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12,13]))).DrugVocabVersions }));
function AboutPage() {
	useDocumentTitle("About");
	const release = useRelease();
	const config = useQuery(runtimeConfigQuery());
	const resolved = useQuery(resolvedReleaseQuery(release));
	const releaseText = resolved.isPending ? "…" : resolved.isError ? `${release} (name unavailable)` : resolved.data ?? release;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		maw: 900,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 1,
				children: "About"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, { children: "A browser for the UMLS Metathesaurus (through the UTS REST content service) and for RxNorm (through the SOAP drug-vocabulary service)." }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
				order: 2,
				size: "h3",
				children: "Versions"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table, {
				variant: "vertical",
				withTableBorder: true,
				"aria-label": "Versions",
				maw: 640,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tbody, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, {
						w: 220,
						children: "Upstream"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: config.data?.upstreamLabel ?? "…" })] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "UMLS release in use" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, {
						"data-testid": "about-release",
						children: releaseText
					})] }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Drug vocabulary · meta versions" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.Suspense, {
						fallback: "…",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DrugVocabVersions, {})
					}) })] })
				] })
			}),
			config.data?.emulator && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h3",
					children: "Demo data"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "yellow",
					title: "This is not the UMLS",
					children: "The local emulator serves a small sample built from the open data below. Atom identifiers (A9…), relation and attribute identifiers, and concept identifiers where the data has no real UMLS CUI (C9…), are synthetic. Disease Ontology terms keep their real UMLS CUIs. The drug service's restricted atoms come from an invented source, DEMO_SRL3, so that proprietary information with and without a service ticket can be shown."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					size: "sm",
					children: "How codes are grouped into concepts: each Disease Ontology term is a concept, under its first real UMLS CUI. A MeSH descriptor or ICD-10-CM code the term cross-references joins that concept only when it means the same thing: ICD-10-CM blocks (such as I20-I25) and “Other …” categories never join, nor does a code sharing no word with the term, and when a term spans several UMLS concepts (coronary artery disease) only the code named like the term joins. Every other code keeps a concept of its own, so the demo sometimes keeps apart codes the UMLS merges, but does not merge codes that differ. An RxNorm ingredient shares a concept with the MeSH heading of the same name. Each hierarchical source’s tree starts at a top node named for the source (V-MSH, V-ICD10CM, V-GO, V-DOID)."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					striped: true,
					withTableBorder: true,
					"aria-label": "Demo data sources",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Thead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Source" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Version" }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Th, { children: "Licence and terms" })
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Tbody, { children: DEMO_SOURCES.map((s) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table.Tr, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: s.source }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: s.version }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Table.Td, { children: s.licence })
					] }, s.source)) })]
				})
			] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
				size: "sm",
				c: "dimmed",
				children: [
					"UMLS content is used under the UMLS Metathesaurus License;",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Anchor, {
						href: "https://uts.nlm.nih.gov/uts/",
						target: "_blank",
						rel: "noreferrer",
						children: "get a licence and an API key at UTS"
					}),
					"."
				]
			})
		]
	});
}
export { AboutPage };
