import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import { getSources } from '../../api/uts/index.ts';

/**
 * Does the service serve this release? Asked of the source list (`/metadata/{release}/sources`):
 * it needs no key, so the answer comes even before one is set, and the service answers 404
 * for a release it does not have. `current` always exists and costs no call.
 */
export const releaseAvailabilityQuery = (release: string) =>
  queryOptions({
    queryKey: ['uts', release, 'release-available'],
    queryFn: async ({ signal }) => {
      if (release === 'current') return true;
      try {
        await getSources({}, { release, signal });
        return true;
      } catch (err) {
        if (isUnknownReleaseError(err)) return false;
        throw err;
      }
    },
    // Releases do not come and go within a session.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** 404 (the emulator, and the real service for an unknown version) or 400 (a version it refuses). */
export function isUnknownReleaseError(err: unknown): boolean {
  return isApiError(err) && (err.kind === 'not-found' || err.status === 400);
}
