import type { Prefetch, PrefetchedRoute } from './prefetchedRouteNames.ts';

/**
 * A route's prefetch, with the code it needs: the data layer's chunk (the UTS client), the drug
 * page's the SOAP client's, which no other page needs first; neither is part of the first load.
 * One import each: a shared one made the bundler preload the SOAP client for every page.
 * early.ts calls it as the page opens, so that the chunk is in and has run by the time the
 * runtime config is (startRouteData), rather than being asked for only then.
 */
export function loadPrefetch(name: PrefetchedRoute): Promise<Prefetch> {
  return name === 'drug' ? drugPrefetch() : utsPrefetch(name);
}

const utsPrefetch = (name: Exclude<PrefetchedRoute, 'drug'>): Promise<Prefetch> =>
  import('./routeData.ts').then((m) => m.PREFETCH[name]);
const drugPrefetch = (): Promise<Prefetch> => import('./drugRouteData.ts').then((m) => m.prefetchDrug);
