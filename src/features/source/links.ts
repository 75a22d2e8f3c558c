import type { UtsRef } from '../../api/uts/index.ts';
import { isNoCode } from '../../api/uts/index.ts';
import { pathForRef, withRelease } from '../../app/links.ts';

/**
 * Internal links of the UTS pages. Every one keeps the page's `?release=` (when the URL has
 * one), so following links never silently switches a shared view to another release.
 */

const seg = encodeURIComponent;

/** `path` with `extra` params and the current `release` param, when there is one. */
export function linkTo(
  path: string,
  current: URLSearchParams,
  extra: Record<string, string | null | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(extra)) if (v !== null && v !== undefined) params.set(k, v);
  const qs = params.toString();
  return withRelease(qs ? `${path}?${qs}` : path, current.get('release'));
}

export const sourceCodePath = (sab: string, id: string) => `/sources/${seg(sab)}/${seg(id)}`;
export const crosswalkPath = (sab: string, id: string) => `/crosswalk/${seg(sab)}/${seg(id)}`;
export const conceptPath = (cui: string) => `/concepts/${seg(cui)}`;
export const atomPath = (aui: string) => `/atoms/${seg(aui)}`;
export const semanticTypePath = (tui: string) => `/semantic-types/${seg(tui)}`;

/** The app route a UTS reference leads to; null when it leads nowhere (NOCODE codes). */
export function refPath(ref: UtsRef | null): string | null {
  if (!ref || isNoCode(ref) || (ref.kind === 'source' && !ref.source)) return null;
  return pathForRef(ref);
}

/** Search restricted to one source: the search page reads `sabs`; an empty string opens the form. */
export function searchInSourceLink(sab: string, current: URLSearchParams): string {
  return linkTo('/search', current, { string: '', sabs: sab });
}
