import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { t as defaultDrugClient } from "./defaultClient-BCUI7CiJ.js";
import { F as drugRequestNs } from "./index-D9x2-Kp7.js";
// src/lib/queries/drugs.ts
var drugs_exports = /* @__PURE__ */ __exportAll({ conceptPropertiesQuery: () => conceptPropertiesQuery });
/**
* Keys of drug-service queries: ['rxnorm', namespace, operation, ...inputs]. The drug service
* has no release (its version is getDrugVocabVersion), so keys carry none; they carry the
* request namespace the client speaks, since another namespace is another service's answer.
* The client is api/'s default one, set up by the root loader.
*/
var drugKey = (...parts) => [
	"rxnorm",
	drugRequestNs(),
	...parts
];
/** Lists that change only with a new vocabulary release: fetched once per session. */
var ONCE = {
	staleTime: Infinity,
	gcTime: Infinity
};
var client = defaultDrugClient;
var conceptPropertiesQuery = (rxcui) => queryOptions({
	queryKey: drugKey("getRxConceptProperties", rxcui),
	queryFn: ({ signal }) => client().getRxConceptProperties(rxcui, signal)
});
var drugVocabVersionQuery = () => queryOptions({
	queryKey: drugKey("getDrugVocabVersion"),
	queryFn: ({ signal }) => client().getDrugVocabVersion(signal),
	...ONCE
});
var metaVersionQuery = () => queryOptions({
	queryKey: drugKey("getMetaVersion"),
	queryFn: ({ signal }) => client().getMetaVersion(signal),
	...ONCE
});
export { drugs_exports as a, drugVocabVersionQuery as i, conceptPropertiesQuery as n, metaVersionQuery as o, drugKey as r, ONCE as t };
