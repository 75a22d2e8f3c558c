import { st as Text } from "./index-D9x2-Kp7.js";
import { T as require_jsx_runtime, g as useQuery } from "./vendor-4g9ZpKyn.js";
import { i as drugVocabVersionQuery, o as metaVersionQuery } from "./drugs-i_Q6eKxQ.js";
// src/ui/DrugVocabVersions.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The drug service's data versions (getDrugVocabVersion, getMetaVersion), one line, for the
* footer and the About page. Quiet on failure: a missing version must not shout on every page.
*/
function DrugVocabVersions(props) {
	const vocab = useQuery(drugVocabVersionQuery());
	const meta = useQuery(metaVersionQuery());
	const show = (q) => q.isPending ? "…" : q.isError ? "unavailable" : q.data ?? "not stated";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Text, {
		size: "xs",
		c: "dimmed",
		truncate: true,
		...props,
		"data-testid": "drug-vocab-versions",
		children: [
			"RxNorm ",
			show(vocab),
			" · UMLS ",
			show(meta)
		]
	});
}
export { DrugVocabVersions };
