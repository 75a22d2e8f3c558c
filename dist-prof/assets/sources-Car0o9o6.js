import { h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { o as getSources } from "./uts-DV-A23bW.js";
// src/lib/queries/sources.ts
/** Every root source of a release (no auth needed). Metadata changes once per release. */
var sourcesQuery = (release) => queryOptions({
	queryKey: [
		"uts",
		release,
		"metadata",
		"sources"
	],
	queryFn: ({ signal }) => getSources({}, {
		release,
		signal
	}),
	staleTime: 36e5
});
export { sourcesQuery as t };
