const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/drugs-i_Q6eKxQ.js","assets/rolldown-runtime-SbdDWaPq.js","assets/vendor-4g9ZpKyn.js","assets/defaultClient-BCUI7CiJ.js","assets/index-D9x2-Kp7.js","assets/Box-DROYDCIE.js","assets/CloseButton-DPVtf8hz.js","assets/use-id-Cydf4vFq.js","assets/Loader-D0Yl6Xtm.js","assets/credentials-DKGvR86g.js","assets/Input-Dczs-e95.js","assets/index-DnREHRu-.css","assets/http-BBI0z3A4.js"])))=>i.map(i=>d[i]);
import { n as conceptQuery } from "./queries-CTYEbwFO.js";
import { t as atomQuery } from "./queries-7_GeDFHe.js";
import { a as formFromUrl, c as searchQuery, o as formToParams } from "./searchUrl-OeezqO5j.js";
import { t as semanticTypeQuery } from "./queries-B_NkmBt2.js";
import { o as isRxcui } from "./drugUrls-BpFlr9GH.js";
import { n as sourceConceptQuery } from "./sourceConcept-USqAJ3rH.js";
import { t as sourcesQuery } from "./sources-Car0o9o6.js";
import { B as __vitePreload, H as releaseFor } from "./index-D9x2-Kp7.js";
// src/app/routeData.ts
/**
* Starts a page's main query from its route loader, so the data request leaves together with
* the page's lazy chunk instead of after it. Not awaited: the page still shows its own loading
* and error states. Keys are the ones the page uses (same release rule as useRelease), so the
* page finds the request under way.
*/
function start(qc, options) {
	qc.ensureQueryData(options).catch(() => void 0);
}
var PREFETCH = {
	concept: (qc, { cui = "" }, search) => start(qc, conceptQuery(releaseFor(search), cui)),
	atom: (qc, { aui = "" }, search) => start(qc, atomQuery(releaseFor(search), aui)),
	source: (qc, { sab = "", id = "" }, search) => start(qc, sourceConceptQuery(releaseFor(search), sab, id)),
	crosswalk: (qc, { sab = "", id = "" }, search) => start(qc, sourceConceptQuery(releaseFor(search), sab, id)),
	semanticType: (qc, { tui = "" }, search) => start(qc, semanticTypeQuery(releaseFor(search), tui)),
	vocabularies: (qc, _, search) => start(qc, sourcesQuery(releaseFor(search))),
	search: (qc, _, search) => {
		const params = formToParams(formFromUrl(search));
		if (params.string.trim() !== "") start(qc, searchQuery(releaseFor(search), params));
	},
	drug: (qc, { rxcui = "" }) => {
		const id = rxcui.trim();
		if (!isRxcui(id)) return;
		__vitePreload(async () => {
			const { conceptPropertiesQuery } = await import("./drugs-i_Q6eKxQ.js").then((n) => n.a);
			return { conceptPropertiesQuery };
		}, __vite__mapDeps([0,1,2,3,4,5,6,7,8,9,10,11,12])).then(({ conceptPropertiesQuery }) => start(qc, conceptPropertiesQuery(id)));
	}
};
export { PREFETCH };
