import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/query-core';

/**
 * For a page's main query, which its route loader (app/firstLoad/routeData.ts) starts on every
 * navigation, in parallel with the page's code. When that request already failed by the time
 * the page mounts, mounting must not ask again: the page shows the failure the loader met, as
 * it did when the page itself made the one request (its retry buttons still refetch).
 */
export const PREFETCHED = { retryOnMount: false } as const;

/** Starts a query ahead of the component that shows it (not awaited). */
export type StartQuery = <TData, TKey extends QueryKey>(
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
) => void;

/**
 * Starts queries in `queryClient` the way a page's first view will ask for them: the page finds
 * each under way (same key) or answered. A failure is the page's to show.
 */
export const startIn =
  (queryClient: QueryClient): StartQuery =>
  (options) => {
    queryClient.ensureQueryData(options).catch(() => undefined);
  };
