import type { QueryKey } from '@tanstack/query-core';

/** How long `current` answers stay fresh: it moves to a new release twice a year. */
export const CURRENT_STALE_MS = 12 * 60 * 60_000;
/** How long an answer no page shows stays in memory, so Back and re-opened pages find it. */
export const UNUSED_GC_MS = 60 * 60_000;

/**
 * The default freshness of a query, from its key. UTS keys are ['uts', release, …]: the content
 * of a named release (2025AA) never changes, so it is fresh for the whole session; `current`
 * changes twice a year, so a long time is fine. Everything else (the drug service, the release
 * lists ['uts', 'releases', …]) keeps the long default too, unless its options say otherwise.
 * An explicit Retry (refetch) and a release change (another key) still ask the service.
 */
export function staleTimeFor(query: { queryKey: QueryKey }): number {
  const [service, release] = query.queryKey;
  if (service === 'uts' && typeof release === 'string' && release !== 'current' && release !== 'releases')
    return Infinity;
  return CURRENT_STALE_MS;
}
