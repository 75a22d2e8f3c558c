import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keepAnswer, keptAnswer } from './sessionAnswer.ts';

/** How long the release waits for the page's own answers to tell it before asking. */
const SEEN_WAIT_MS = 2000;

/**
 * The release name behind `current`. The service has no "which release is current" call,
 * but every URL in its answers carries the resolved release (reference §1): read from the
 * answers the page gets anyway when it has some (or gets one within two seconds), else from
 * one tiny search. A search of its own was one more call among those a view waits on (the
 * relate view's tree queued behind it). Null when the search finds nothing to read it from.
 */
export const resolvedReleaseQuery = (release: string) => {
  const queryKey = ['uts', release, 'resolved-release'];
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<string | null> => {
      if (release !== 'current') return release;
      // The footer asks on every page: the UTS client loads here, not in the first load.
      const { search, releaseSeen } = await import('../../api/uts/index.ts');
      const seen = await releaseSeen(SEEN_WAIT_MS, { signal });
      if (seen !== null) return keepAnswer(queryKey, seen);
      const page = await search({ string: 'disease', pageSize: 1, pageNumber: 1 }, { release, signal });
      const found = page.hits[0]?.ref?.release ?? null;
      return found === null ? null : keepAnswer(queryKey, found);
    },
    // Asked once a session, not on every page load (sessionAnswer.ts).
    ...(release === 'current' ? keptAnswer<string>(queryKey) : {}),
    staleTime: 60 * 60_000,
  });
};

/**
 * The release a file or a basket entry records: the one `current` stood for (2025AB), or the
 * one asked when that cannot be told (the service unreachable).
 */
export const releaseToRecord = (client: QueryClient, release: string): Promise<string> =>
  client
    .fetchQuery(resolvedReleaseQuery(release))
    .catch(() => null)
    .then((resolved) => resolved ?? release);
