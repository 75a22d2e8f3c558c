import type { StartQuery } from '../../lib/queries/prefetched.ts';
import { readPageSize } from '../../lib/pageSize.ts';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import { atomViewFromUrl, relationViewFromUrl, tabFromUrl } from './conceptUrl.ts';
import {
  conceptAtomsQuery,
  conceptQuery,
  definitionsQuery,
  preferredAtomQuery,
  relationsQuery,
} from './queries.ts';

/**
 * Every request of the concept page's first view, as the page and its open tab will make them
 * (same query keys, read from the same URL): started with the page's code rather than once it
 * has rendered, a round trip and a render later. The Hierarchy tab's are started beside these
 * by the route (prefetchHierarchy, a chunk of its own). No React here:
 * app/firstLoad/routeData.ts runs this before the app's code is in.
 */
export function startConceptView(start: StartQuery, release: string, cui: string, params: URLSearchParams) {
  start(conceptQuery(release, cui));
  const pageSize = readPageSize(params.get('pageSize'));
  switch (tabFromUrl(params)) {
    case 'atoms':
      start(conceptAtomsQuery(release, cui, atomViewFromUrl(params), pageSize));
      start(preferredAtomQuery(release, cui));
      start(sourcesQuery(release));
      break;
    case 'relations':
      start(relationsQuery(release, cui, relationViewFromUrl(params), pageSize));
      break;
    case 'definitions':
      start(definitionsQuery(release, cui));
      break;
    case 'hierarchy':
      break;
  }
}
