/**
 * The release rules of links, outside React: route loaders and early.ts read them before the
 * app's code is in (the hooks are in release.ts).
 */
import { getPreferences, isValidRelease } from '../api/auth/credentials.ts';

/** What the link's `?release=` says: nothing, a release name, or something that is not one. */
export type UrlRelease =
  { kind: 'none' } | { kind: 'valid'; release: string } | { kind: 'malformed'; raw: string };

export function readUrlRelease(params: URLSearchParams): UrlRelease {
  const raw = params.get('release');
  if (raw === null || raw === '') return { kind: 'none' };
  return isValidRelease(raw) ? { kind: 'valid', release: raw } : { kind: 'malformed', raw };
}

/**
 * The `?release=` links should carry on: the page's own when it is a release name, otherwise
 * null, so a malformed value (`banana`, `<script>`) stops at the page it was typed into.
 */
export function releaseToCarry(params: URLSearchParams): string | null {
  const r = readUrlRelease(params);
  return r.kind === 'valid' ? r.release : null;
}

/** The release a page reads, outside React (route loaders): the link's, else the one in Settings. */
export function releaseFor(params: URLSearchParams): string {
  return releaseToCarry(params) ?? getPreferences().release;
}
