import type { StartQuery } from '../../lib/queries/prefetched.ts';
import { isHeaderSubmit } from '../../lib/headerSubmit.ts';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import { searchQuery } from './queries.ts';
import { formFromUrl, formToParams } from './searchUrl.ts';

/**
 * Every request of the search page's first view, as the page will make them: the search the
 * URL names (none for an empty box) and the source list of its filter. Started with the page's
 * code; no React here (app/firstLoad/routeData.ts).
 */
export function startSearchView(start: StartQuery, release: string, params: URLSearchParams) {
  // The header's Enter before the app ran: the route's loader sends it on elsewhere.
  if (isHeaderSubmit(params)) return;
  const query = formToParams(formFromUrl(params));
  if (query.string.trim() !== '') start(searchQuery(release, query));
  start(sourcesQuery(release));
}
