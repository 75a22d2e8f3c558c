import type { Query, QueryClient } from '@tanstack/query-core';
import { isApiError } from '../api/errors.ts';

/**
 * An outage is a failure that goes away by itself when the service answers again: no
 * connection, a timeout, a 5xx. A refused key, a not-found or a bad answer do not heal by
 * asking again, so they are never retried behind the user's back.
 */
export function isOutage(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'upstream' && (error.status === undefined || error.status >= 500);
}

const FIRST_WAIT_MS = 5_000;
const LONGEST_WAIT_MS = 60_000;

/**
 * How long to wait before asking again after the n-th failed answer in a row (n ≥ 1):
 * 5 s, 10 s, 20 s, 40 s, then every minute — gentle on a service that is coming back.
 */
export function outageBackoffMs(failures: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, failures - 1));
}

/** A query that failed because of an outage (not one that failed for a reason asking again cannot fix). */
export const isInOutage = (query: Query) => query.state.status === 'error' && isOutage(query.state.error);

/** Retries every failed query on screen at once, so one "Retry" heals the whole page. */
export function retryFailedQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
}
