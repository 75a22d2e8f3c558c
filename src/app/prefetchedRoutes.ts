import type { RouteName } from '../lib/routes.ts';

/**
 * The routes whose loader starts the page's main query (routeData.ts). Only these import
 * routeData: its chunk is the data pages' shared code, and Mantine's data components with it
 * (100 kB gzip), which the home page, say, would fetch and run for nothing (issue 16).
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
