import type { QueryClient } from '@tanstack/query-core';
import type { RouteName } from '../../lib/routes.ts';

/**
 * The routes whose first view's requests are started ahead of the page (routeData.ts,
 * drugRouteData.ts). Only these load that code: the home page, say, would fetch and run it
 * for nothing. A leaf module: the prefetches name their routes from here and
 * prefetchedRoutes.ts loads them, so neither imports the other (no cycle, types included).
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
  'relate',
] as const satisfies readonly RouteName[];

export type PrefetchedRoute = (typeof PREFETCHED_ROUTES)[number];

export const hasPrefetch = (name: RouteName): name is PrefetchedRoute =>
  (PREFETCHED_ROUTES as readonly RouteName[]).includes(name);

type Params = Record<string, string | undefined>;
/** Starts a route's first-view requests (not awaited: the page shows its own states). */
export type Prefetch = (qc: QueryClient, params: Params, search: URLSearchParams) => void;
