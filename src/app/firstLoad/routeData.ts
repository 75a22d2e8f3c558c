import { atomQuery } from '../../features/atom/queries.ts';
import { startConceptView } from '../../features/concept/firstView.ts';
import { startSearchView } from '../../features/search/firstView.ts';
import { semanticTypeQuery } from '../../features/semantic-types/queries.ts';
import { startIn, type StartQuery } from '../../lib/queries/prefetched.ts';
import { sourceConceptQuery } from '../../lib/queries/sourceConcept.ts';
import { sourcesQuery } from '../../lib/queries/sources.ts';
import { releaseFor } from '../../lib/releaseParam.ts';
import type { Prefetch, PrefetchedRoute } from './prefetchedRouteNames.ts';

type Params = Parameters<Prefetch>[1];
type View = (start: StartQuery, release: string, params: Params, search: URLSearchParams) => void;

/**
 * Starts the requests of a page's first view (its main query, for the concept, search and drug
 * pages all of them), from dataRoot.ts or the route's loader, so they leave together with the
 * page's code instead of after it. Not awaited: the page still shows
 * its own loading and error states. Keys are the ones the page uses (same release rule as
 * useRelease), so the page finds the requests under way.
 */
export const prefetchWith =
  (view: View): Prefetch =>
  (qc, params, search) => {
    const start = startIn(qc);
    const release = releaseFor(search);
    view(start, release, params, search);
  };

/** The UTS pages' prefetches; the drug page's is drugRouteData.ts (the SOAP client's chunk). */
export const PREFETCH: Record<Exclude<PrefetchedRoute, 'drug'>, Prefetch> = {
  concept: (qc, { cui = '' }, search) => {
    const release = releaseFor(search);
    startConceptView(startIn(qc), release, cui, search);
    // A link to the concept's tree (not re-centred elsewhere): the tab's first data leaves with
    // the page's code too, its code fetched only for such a link.
    if (search.get('tab') === 'hierarchy' && !search.get('focus'))
      void import('../../features/concept/prefetchHierarchy.ts')
        .then((m) => m.prefetchHierarchy(qc, release, cui, search.get('source')))
        .catch(() => undefined);
  },
  atom: prefetchWith((start, release, { aui = '' }) => start(atomQuery(release, aui))),
  source: (qc, { sab = '', id = '' }, search) => {
    const release = releaseFor(search);
    startIn(qc)(sourceConceptQuery(release, sab, id));
    // A link to the code's own tree: its paths leave with the page's code too. The tree's code
    // comes only for such a link, not with every source page's first requests.
    if (search.get('tab') === 'hierarchy' && !search.get('focus'))
      void import('../../lib/tree/startPaths.ts')
        .then((m) => m.prefetchTreePaths(qc, release, { kind: 'code', sab, id }))
        .catch(() => undefined);
  },
  crosswalk: prefetchWith((start, release, { sab = '', id = '' }) =>
    start(sourceConceptQuery(release, sab, id)),
  ),
  semanticType: prefetchWith((start, release, { tui = '' }) => start(semanticTypeQuery(release, tui))),
  vocabularies: prefetchWith((start, release) => start(sourcesQuery(release))),
  search: prefetchWith((start, release, _, search) => startSearchView(start, release, search)),
  // Its code (the relate queries, the tree's walks) comes only for a relate link, not with
  // every prefetched page's first requests.
  relate: (qc, _, search) =>
    void import('../../features/relate/firstView.ts')
      .then((m) => m.startRelateView(qc, releaseFor(search), search))
      .catch(() => undefined),
};
