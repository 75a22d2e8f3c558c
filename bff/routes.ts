import { BROWSER_PATHS } from './contract.ts';

/**
 * What each browser path forwards: the paths below it or exactly it, and only the methods the
 * app sends there. Read by the BFF (bff/proxy.ts) and by the nginx recipe (deploy/nginx/), so
 * both forward the same. Anything else is answered by the proxy itself and never reaches an
 * upstream, where it would carry the user's key.
 */
export type RouteName = keyof typeof BROWSER_PATHS;

/** Which upstream a route reaches: each counts its clients' requests on its own. */
export type UpstreamName = 'uts' | 'auth' | 'soap';

export interface RouteRule {
  path: string;
  /** true: only paths below it (`/uts/rest/…`); false: exactly it (a query may follow). */
  below: boolean;
  methods: readonly ('GET' | 'POST')[];
  upstream: UpstreamName;
}

export const ROUTE_RULES: Readonly<Record<RouteName, RouteRule>> = {
  rest: { path: BROWSER_PATHS.rest, below: true, methods: ['GET'], upstream: 'uts' },
  releases: { path: BROWSER_PATHS.releases, below: false, methods: ['GET'], upstream: 'uts' },
  download: { path: BROWSER_PATHS.download, below: false, methods: ['GET'], upstream: 'uts' },
  // Tickets are asked for with a form POST; validateUser is a GET.
  auth: { path: BROWSER_PATHS.auth, below: true, methods: ['GET', 'POST'], upstream: 'auth' },
  soap: { path: BROWSER_PATHS.soap, below: false, methods: ['POST'], upstream: 'soap' },
};

/**
 * Whether `url` (path and query) is the rule's own: its path, or a path below it, ending at a
 * `/`. A bare prefix match would send `/uts/restX` to `{base}X` upstream, key and all.
 */
export function isRoutePath(rule: RouteRule, url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return rule.below ? path.startsWith(`${rule.path}/`) : path === rule.path;
}
