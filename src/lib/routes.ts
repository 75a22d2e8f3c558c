/**
 * The route table of ARCHITECTURE.md. Paths are stable deep links users share; `nav`
 * entries appear in the side navigation (routes with parameters are reached from pages).
 */
export interface RouteInfo {
  path: string;
  title: string;
  nav?: boolean;
  /** What the page will offer, shown while it is not built yet. */
  summary: string;
}

export const ROUTES = {
  home: { path: '/', title: 'Home', nav: true, summary: 'Search box and entry points.' },
  search: {
    path: '/search',
    title: 'Search',
    nav: true,
    summary: 'Search the Metathesaurus by term or code.',
  },
  concept: { path: '/concepts/:cui', title: 'Concept', summary: 'A concept: atoms, definitions, relations.' },
  atom: { path: '/atoms/:aui', title: 'Atom', summary: 'An atom and its hierarchy tree.' },
  source: {
    path: '/sources/:sab/:id',
    title: 'Source code',
    summary: 'A source-asserted concept, descriptor or code with its atoms, relations and hierarchy.',
  },
  crosswalk: {
    path: '/crosswalk/:sab/:id',
    title: 'Crosswalk',
    summary: 'Codes in other sources sharing the CUI.',
  },
  semanticType: { path: '/semantic-types/:tui', title: 'Semantic type', summary: 'A semantic network type.' },
  vocabularies: {
    path: '/vocabularies',
    title: 'Vocabularies',
    nav: true,
    summary: 'Every source vocabulary.',
  },
  drugs: { path: '/drugs', title: 'Drugs', nav: true, summary: 'RxNorm drug lookup by name or identifier.' },
  drug: {
    path: '/drugs/:rxcui',
    title: 'Drug concept',
    summary: 'An RxNorm concept and all its related information.',
  },
  batch: {
    path: '/batch',
    title: 'Batch lookup',
    nav: true,
    summary: 'Paste a column of terms or codes, resolve, export.',
  },
  annotate: {
    path: '/annotate',
    title: 'Annotate',
    nav: true,
    summary: 'Paste a note or an abstract: every mention linked, negation and context marked.',
  },
  basket: {
    path: '/basket',
    title: 'Basket',
    nav: true,
    summary: 'Codes collected from any page: a value set to export as FHIR or CSV, or share.',
  },
  compare: {
    path: '/compare',
    title: 'Compare',
    nav: true,
    summary: 'Two to four concepts side by side.',
  },
  relate: {
    path: '/relate',
    title: 'Relate',
    summary: 'How two to four concepts relate: where they meet in each hierarchy, their direct relations.',
  },
  releases: {
    path: '/releases',
    title: 'Releases',
    nav: true,
    summary: 'Release listing, download, licence check.',
  },
  about: {
    path: '/about',
    title: 'About',
    nav: true,
    summary: 'Versions, demo-data attribution and licences.',
  },
  settings: { path: '/settings', title: 'Settings', nav: true, summary: 'API key, auth mode, release.' },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof ROUTES;

export const NAV_ROUTES: RouteInfo[] = Object.values(ROUTES).filter((r: RouteInfo) => r.nav);

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/**
 * The route a path names, with its parameters decoded, matched the way the router does it
 * (static segments in any case, trailing slashes allowed). For code that runs before the
 * router's own (app/early.ts); null for a path no route has, or one that cannot be decoded.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = pathname.replace(/\/+$/, '').split('/');
  if (parts[0] !== '') return null;
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const pattern = ROUTES[name].path.replace(/\/+$/, '').split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const part = parts[i]!;
      if (!segment.startsWith(':')) return segment.toLowerCase() === part.toLowerCase();
      if (part === '') return false;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { name, params };
  }
  return null;
}
