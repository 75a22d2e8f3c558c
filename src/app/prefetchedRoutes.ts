import type { RouteName } from '../lib/routes.ts';
import type { Prefetch } from './routeData.ts';

/**
 * The routes whose first view's requests are started ahead of the page (routeData.ts,
 * drugRouteData.ts). Only these load that code: the home page, say, would fetch and run it
 * for nothing (issue 16).
 */
export const PREFETCHED_ROUTES = [
  'concept',
  'atom',
  'source',
  'crosswalk',
  'semanticType',
  'vocabularies',
  'search',
  'drug',
] as const satisfies readonly RouteName[];

export type PrefetchedRoute = (typeof PREFETCHED_ROUTES)[number];

export const hasPrefetch = (name: RouteName): name is PrefetchedRoute =>
  (PREFETCHED_ROUTES as readonly RouteName[]).includes(name);

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
