import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';
import { staleTimeFor, UNUSED_GC_MS } from '../lib/queries/freshness.ts';

/**
 * http.ts already retries 429/5xx/network with backoff, so react-query does not retry
 * again (that would multiply the requests against a 20/s budget).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // Revisits (Back, tab switches, re-opened pages) ask nothing: see freshness.ts.
        staleTime: staleTimeFor,
        gcTime: UNUSED_GC_MS,
        refetchOnWindowFocus: false,
        throwOnError: false,
      },
    },
  });
}

export const isAuthError = (e: unknown) => isApiError(e) && e.kind === 'auth';
