import { b as keepPreviousData, h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { A as isNoCode } from "./index-D9x2-Kp7.js";
import { C as getConceptRelations, S as getConceptPreferredAtom, b as getConceptAtoms, x as getConceptDefinitions, y as getConcept } from "./uts-DV-A23bW.js";
import { t as emptyIfNotFound } from "./pager-BNUdZ5P_.js";
import { t as PREFETCHED } from "./prefetched-DXpK58X4.js";
// src/features/concept/hierarchyRoots.ts
/**
* The sources that place this concept in a hierarchy: one entry per source whose atoms carry
* a parents or children link ("NONE" on the wire is null). The tree centres on the atom's
* source code when it has one (the source-level tree, shared with the source page), else on
* the atom itself. The first atom of a source with links wins; order follows the atoms.
*/
function hierarchyRoots(atoms) {
	const out = /* @__PURE__ */ new Map();
	for (const a of atoms) {
		if (out.has(a.rootSource)) continue;
		if (a.links.parents === null && a.links.children === null) continue;
		const code = a.code && !isNoCode(a.code) ? a.code.id : null;
		out.set(a.rootSource, {
			sab: a.rootSource,
			node: code ? {
				kind: "code",
				sab: a.rootSource,
				id: code
			} : {
				kind: "atom",
				sab: a.rootSource,
				id: a.ui
			},
			name: a.name
		});
	}
	return [...out.values()].sort((x, y) => x.sab.localeCompare(y.sab));
}
var conceptQuery = (release, cui) => queryOptions({
	...PREFETCHED,
	queryKey: [
		"uts",
		release,
		"concept",
		cui
	],
	queryFn: ({ signal }) => getConcept({ cui }, {
		release,
		signal
	})
});
var preferredAtomQuery = (release, cui) => queryOptions({
	queryKey: [
		"uts",
		release,
		"concept",
		cui,
		"atoms",
		"preferred"
	],
	queryFn: ({ signal }) => getConceptPreferredAtom({ cui }, {
		release,
		signal
	})
});
/** One page of the concept's atoms as the tab filters them; also the "All pages" export's page. */
var fetchConceptAtoms = (release, cui, v, pageSize, signal) => emptyIfNotFound(getConceptAtoms({
	cui,
	sabs: v.sabs.length ? v.sabs : void 0,
	ttys: v.ttys.length ? v.ttys : void 0,
	language: v.language || void 0,
	includeObsolete: v.includeObsolete || void 0,
	includeSuppressible: v.includeSuppressible || void 0,
	pageNumber: v.page,
	pageSize
}, {
	release,
	signal
}), {
	pageNumber: v.page,
	pageSize
});
var conceptAtomsQuery = (release, cui, v, pageSize = 25) => queryOptions({
	queryKey: [
		"uts",
		release,
		"concept",
		cui,
		"atoms",
		v,
		pageSize
	],
	queryFn: ({ signal }) => fetchConceptAtoms(release, cui, v, pageSize, signal),
	placeholderData: keepPreviousData
});
var definitionsQuery = (release, cui) => queryOptions({
	queryKey: [
		"uts",
		release,
		"concept",
		cui,
		"definitions"
	],
	queryFn: ({ signal }) => getConceptDefinitions({
		cui,
		pageSize: 100
	}, {
		release,
		signal
	})
});
/** One page of the concept's relations as the tab filters them; also the export's page. */
var fetchConceptRelations = (release, cui, v, pageSize, signal) => emptyIfNotFound(getConceptRelations({
	cui,
	sabs: v.sabs.length ? v.sabs : void 0,
	includeRelationLabels: v.labels.length ? v.labels : void 0,
	includeAdditionalRelationLabels: v.additionalLabels.length ? v.additionalLabels : void 0,
	includeObsolete: v.includeObsolete || void 0,
	includeSuppressible: v.includeSuppressible || void 0,
	pageNumber: v.page,
	pageSize
}, {
	release,
	signal
}), {
	pageNumber: v.page,
	pageSize
});
var relationsQuery = (release, cui, v, pageSize = 25) => queryOptions({
	queryKey: [
		"uts",
		release,
		"concept",
		cui,
		"relations",
		v,
		pageSize
	],
	queryFn: ({ signal }) => fetchConceptRelations(release, cui, v, pageSize, signal),
	placeholderData: keepPreviousData
});
/** Atom pages read to find the concept's hierarchical sources (100 atoms each). */
var HIERARCHY_ATOM_PAGES = 5;
/**
* The sources that place the concept in a hierarchy (hierarchyRoots over its atoms). Up to
* five pages of 100 atoms: a concept with more atoms than that is rare, and a source beyond
* them is still one click away on the Atoms tab.
*/
var hierarchyRootsQuery = (release, cui) => queryOptions({
	queryKey: [
		"uts",
		release,
		"concept",
		cui,
		"atoms",
		"hierarchy-roots"
	],
	queryFn: async ({ signal }) => {
		const atoms = [];
		for (let pageNumber = 1; pageNumber <= HIERARCHY_ATOM_PAGES; pageNumber++) {
			const page = await emptyIfNotFound(getConceptAtoms({
				cui,
				pageNumber,
				pageSize: 100
			}, {
				release,
				signal
			}), { pageNumber });
			atoms.push(...page.items);
			if (page.items.length < 100 || page.pageCount !== null && pageNumber >= page.pageCount) break;
		}
		return hierarchyRoots(atoms);
	},
	staleTime: 3e5
});
export { fetchConceptRelations as a, relationsQuery as c, fetchConceptAtoms as i, conceptQuery as n, hierarchyRootsQuery as o, definitionsQuery as r, preferredAtomQuery as s, conceptAtomsQuery as t };
