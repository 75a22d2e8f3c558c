import { isApiError } from '../../api/errors.ts';

/**
 * How a failed call affects a walk:
 * - fatal: the key was refused (auth). Every later call would fail the same way, so the walk
 *   stops, keeps what it has and waits for a new key; the item that hit it stays to do.
 * - transient: the service was unreachable, slow or busy after http's own retries; the row
 *   says so and a resume tries it again.
 * - permanent: this input makes the service fail (bad answer, fault, a character XML cannot
 *   carry); the row says so and a resume leaves it.
 */
export type FailureKind = 'fatal' | 'transient' | 'permanent';

export function classifyFailure(err: unknown): FailureKind {
  if (!isApiError(err)) return 'permanent';
  switch (err.kind) {
    case 'auth':
      return 'fatal';
    case 'network':
    case 'timeout':
    case 'rate-limited':
      return 'transient';
    case 'upstream':
      return (err.status ?? 500) >= 500 ? 'transient' : 'permanent';
    default:
      return 'permanent';
  }
}

export const isAbort = (err: unknown, signal: AbortSignal): boolean =>
  signal.aborted || (err instanceof DOMException && err.name === 'AbortError');

/** How a walk ended. `stopped` keeps its error (the auth failure) so the page can ask for a key. */
export type WalkEnd =
  { status: 'complete' } | { status: 'cancelled' } | { status: 'stopped'; error: unknown; kind: FailureKind };
