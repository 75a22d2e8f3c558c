import type { StartQuery } from '../../lib/queries/prefetched.ts';
import { identifierQuery } from '../../lib/input-kind/concept.ts';
import { relateConceptQuery } from './queries.ts';
import { parseRelateIds } from './relateIds.ts';

/**
 * The relate view's first requests, as the page will make them (same query keys, read from
 * the same link): each CUI's concept and atoms, and the lookup of each code among the ids.
 * Started with the page's code rather than once it has rendered. No React here:
 * app/firstLoad/routeData.ts runs this before the app's code is in.
 */
export function startRelateView(start: StartQuery, release: string, params: URLSearchParams) {
  for (const e of parseRelateIds(params.get('ids')).entries) {
    if (e.kind === 'ready') start(relateConceptQuery(release, e.token));
    else if (e.kind === 'lookup') start(identifierQuery(release, e.lookup));
  }
}
