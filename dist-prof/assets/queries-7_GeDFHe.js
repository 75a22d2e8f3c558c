import { h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { g as getAtom } from "./uts-DV-A23bW.js";
import { t as PREFETCHED } from "./prefetched-DXpK58X4.js";
// src/features/atom/queries.ts
var atomQuery = (release, aui) => queryOptions({
	...PREFETCHED,
	queryKey: [
		"uts",
		release,
		"atom",
		aui
	],
	queryFn: ({ signal }) => getAtom({ aui }, {
		release,
		signal
	})
});
export { atomQuery as t };
