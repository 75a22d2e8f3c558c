import { h as queryOptions } from "./vendor-4g9ZpKyn.js";
import { s as getSemanticType } from "./uts-DV-A23bW.js";
import { t as PREFETCHED } from "./prefetched-DXpK58X4.js";
// src/features/semantic-types/queries.ts
var semanticTypeQuery = (release, tui) => queryOptions({
	...PREFETCHED,
	queryKey: [
		"uts",
		release,
		"semantic-network",
		"TUI",
		tui
	],
	queryFn: ({ signal }) => getSemanticType({ tui }, {
		release,
		signal
	}),
	staleTime: 36e5
});
export { semanticTypeQuery as t };
