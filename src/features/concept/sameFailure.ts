import { isApiError } from '../../api/errors.ts';

/**
 * True when a tab's failure is the one the concept header already shows: the same kind and
 * status of a failure that is not about the list itself (no key, no network, rate limit, a
 * server error). The tab then says so in a line instead of a second identical panel; a
 * failure of its own (or any failure while the header loaded fine) still gets a full panel.
 */
export function sameFailure(header: unknown, tab: unknown): boolean {
  if (!isApiError(header) || !isApiError(tab)) return false;
  if (header.kind === 'not-found' || tab.kind === 'not-found') return false;
  return header.kind === tab.kind && header.status === tab.status;
}
