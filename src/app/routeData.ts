import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { conceptQuery } from '../lib/queries/concept.ts';
import { atomQuery } from '../features/atom/queries.ts';
import { searchQuery } from '../features/search/queries.ts';
import { formFromUrl, formToParams } from '../features/search/searchUrl.ts';
import { semanticTypeQuery } from '../features/semantic-types/queries.ts';
import { sourceConceptQuery } from '../lib/queries/sourceConcept.ts';
import { sourcesQuery } from '../lib/queries/sources.ts';
import { releaseFor } from '../lib/release.ts';
import type { PrefetchedRoute } from './prefetchedRoutes.ts';

type Params = Record<string, string | undefined>;
export type Prefetch = (qc: QueryClient, params: Params, search: URLSearchParams) => void;

/**
 * Starts a page's main query from its route loader, so the data request leaves together with
 * the page's lazy chunk instead of after it. Not awaited: the page still shows its own loading
 * and error states. Keys are the ones the page uses (same release rule as useRelease), so the
 * page finds the request under way.
 */
export function start<TData, TKey extends QueryKey>(
  qc: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): void {
  // A failure is the page's to show (PREFETCHED keeps it from asking twice).
  qc.ensureQueryData(options).catch(() => undefined);
}

/** The UTS pages' prefetches; the drug page's is drugRouteData.ts (the SOAP client's chunk). */
export const PREFETCH: Record<Exclude<PrefetchedRoute, 'drug'>, Prefetch> = {
  concept: (qc, { cui = '' }, search) => start(qc, conceptQuery(releaseFor(search), cui)),
  atom: (qc, { aui = '' }, search) => start(qc, atomQuery(releaseFor(search), aui)),
  source: (qc, { sab = '', id = '' }, search) => start(qc, sourceConceptQuery(releaseFor(search), sab, id)),
  crosswalk: (qc, { sab = '', id = '' }, search) =>
    start(qc, sourceConceptQuery(releaseFor(search), sab, id)),
  semanticType: (qc, { tui = '' }, search) => start(qc, semanticTypeQuery(releaseFor(search), tui)),
  vocabularies: (qc, _, search) => start(qc, sourcesQuery(releaseFor(search))),
  search: (qc, _, search) => {
    const params = formToParams(formFromUrl(search));
    if (params.string.trim() !== '') start(qc, searchQuery(releaseFor(search), params));
  },
};
