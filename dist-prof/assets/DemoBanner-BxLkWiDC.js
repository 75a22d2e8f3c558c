import { P as runtimeConfigQuery, ct as Alert } from "./index-D9x2-Kp7.js";
import { T as require_jsx_runtime, g as useQuery } from "./vendor-4g9ZpKyn.js";
// src/ui/DemoBanner.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Says plainly that the data is a demo sample whenever the emulator serves it. */
function DemoBanner() {
	const { data } = useQuery(runtimeConfigQuery());
	if (!data?.emulator) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		color: "yellow",
		title: "Demo data",
		"data-testid": "demo-banner",
		children: "You are browsing a small demo sample served by the local emulator, built from open data (RxNorm prescribable content, Disease Ontology, ICD-10-CM, MeSH 2017, Gene Ontology, the UMLS Semantic Network). It is not the UMLS. Most identifiers of atoms are synthetic. Point the browser at the real services to use your own licence."
	});
}
export { DemoBanner as t };
