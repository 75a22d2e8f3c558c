import { g as useQuery } from "./vendor-4g9ZpKyn.js";
import { n as isPastEnd, r as lastPageFromFirst } from "./PagedEmpty-DA4HFrUW.js";
// src/lib/usePastEnd.ts
/**
* What a paged list needs to say about a page past its end: when page `pageNumber` came back
* empty (`items` is its item count, undefined while it loads), page 1 is asked for, since it
* tells how many pages there are. `lastPage` is null while unknown; `checking` while page 1 loads.
*/
function usePastEnd(pageNumber, items, pageOne) {
	const first = useQuery({
		...pageOne,
		enabled: isPastEnd(pageNumber, items ?? -1),
		placeholderData: void 0
	});
	return {
		lastPage: first.data ? lastPageFromFirst(first.data) : null,
		checking: first.isLoading
	};
}
export { usePastEnd as t };
