// src/lib/queries/prefetched.ts
/**
* For a page's main query, which its route loader (app/routeData.ts) starts on every
* navigation, in parallel with the page's code. When that request already failed by the time
* the page mounts, mounting must not ask again: the page shows the failure the loader met, as
* it did when the page itself made the one request (its retry buttons still refetch).
*/
var PREFETCHED = { retryOnMount: false };
export { PREFETCHED as t };
