import type { QueryClient } from '@tanstack/query-core';
import type { RouteName } from '../../lib/routes.ts';
import { hasPrefetch } from './prefetchedRouteNames.ts';
import { loadPrefetch } from './prefetchedRoutes.ts';

/** The starts under way, by route, parameters and search (see startRouteData). */
const underWay = new Map<string, Promise<void>>();

/**
 * Starts the requests of the first view of the page a URL names, once the runtime config is
 * applied (`ready`) and the prefetch's code is in, and resolves then. The requests are not
 * awaited: the page still shows its own loading and error states, and finds them under way
 * (same query keys). Called by dataRoot.ts before the app's code is in, and by the route's
 * loader: a call while the same one is under way joins it, so that the requests leave from the
 * first caller's chain, not from whichever wins a race once both have waited (the app's code,
 * by then).
 */
export function startRouteData(
  queryClient: QueryClient,
  ready: () => Promise<void>,
  name: RouteName,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): Promise<void> {
  const key = JSON.stringify([name, params, search.toString()]);
  const joined = underWay.get(key);
  if (joined) return joined;
  const started = (async () => {
    if (!hasPrefetch(name)) return ready();
    const prefetch = loadPrefetch(name);
    await ready();
    // A chunk that fails to load only loses the head start: the page asks for its data itself.
    await prefetch.then(
      (run) => run(queryClient, params, search),
      () => {},
    );
  })().finally(() => underWay.delete(key));
  underWay.set(key, started);
  return started;
}
