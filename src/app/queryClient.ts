import { focusManager, QueryClient } from '@tanstack/query-core';
import { isApiError } from '../api/errors.ts';
import { isInOutage, outageBackoffMs } from '../lib/outage.ts';
import { staleTimeFor, UNUSED_GC_MS } from '../lib/queries/freshness.ts';

/**
 * http.ts already retries 429/5xx/network with backoff, so react-query does not retry
 * again (that would multiply the requests against a 20/s budget).
 *
 * Recovery after an outage needs no click: a query that failed for an outage is
 * asked again when the window gets focus, when the browser is back online, and every
 * 5 s → 10 s → … → 60 s while a page shows it (refetchInterval stops when nothing shows it,
 * and in a background tab). Queries that hold data are not refetched on focus: their
 * staleTime rules as before.
 */
export function createQueryClient(): QueryClient {
  listenForWindowFocus();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // Revisits (Back, tab switches, re-opened pages) ask nothing: see freshness.ts.
        staleTime: staleTimeFor,
        gcTime: UNUSED_GC_MS,
        // Only a section showing an outage refetches by itself, so it heals when the service is back.
        refetchOnWindowFocus: isInOutage,
        refetchOnReconnect: isInOutage,
        refetchInterval: (query) =>
          isInOutage(query) ? outageBackoffMs(query.state.errorUpdateCount) : false,
        throwOnError: false,
      },
    },
  });
}

/**
 * TanStack Query only counts a tab becoming visible as focus; coming back to the browser
 * window from another application (the tab never hidden) counts too here, so a failed page
 * heals when the user looks at it again.
 */
function listenForWindowFocus() {
  focusManager.setEventListener((onFocus) => {
    const listener = () => onFocus();
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

export const isAuthError = (e: unknown) => isApiError(e) && e.kind === 'auth';
