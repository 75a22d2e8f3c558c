import { h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { f as getSourceConcept } from "./uts-DV-A23bW.js";
import { t as PREFETCHED } from "./prefetched-DXpK58X4.js";
// src/lib/queries/sourceConcept.ts
/** Keys of a source-asserted concept and its parts: ['uts', release, 'source', sab, id, …]. */
var sourceConceptKey = (release, sab, id) => [
	"uts",
	release,
	"source",
	sab,
	id
];
/** A source-asserted concept, descriptor or code (the source page's header, the crosswalk's subject). */
var sourceConceptQuery = (release, sab, id) => queryOptions({
	...PREFETCHED,
	queryKey: sourceConceptKey(release, sab, id),
	queryFn: ({ signal }) => getSourceConcept({
		source: sab,
		id
	}, {
		release,
		signal
	})
});
export { sourceConceptQuery as n, sourceConceptKey as t };
