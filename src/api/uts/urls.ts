import type { UtsRef } from './types.ts';

/**
 * Identifiers live only inside link URLs on the UTS wire (a Concept's semantic types, an
 * Atom's concept and code, a relation's target...). This is the one place that reads them.
 *
 * Shapes (reference §1, §5): {origin}/rest/{family}/{release}/...
 *   content/{release}/CUI/{cui}[/…]   content/{release}/AUI/{aui}[/…]
 *   content/{release}/source/{sab}/{id}[/…]   semantic-network/{release}/TUI/{tui}
 *   search/{release}?…   crosswalk/{release}/source/{sab}/{id}
 */
const FAMILIES = new Set(['content', 'semantic-network', 'search', 'crosswalk', 'metadata']);

/** Path segments after `rest/`, percent-decoded; null when the URL is not a UTS REST URL. */
function restSegments(url: string): string[] | null {
  let pathname: string;
  try {
    // A base lets relative links (an emulator could send them) parse too.
    pathname = new URL(url, 'https://uts.invalid').pathname;
  } catch {
    return null;
  }
  const raw = pathname.split('/').filter(Boolean);
  const restAt = raw.indexOf('rest');
  const start =
    restAt >= 0 && FAMILIES.has(raw[restAt + 1] ?? '') ? restAt + 1 : raw.findIndex((s) => FAMILIES.has(s));
  if (start < 0) return null;
  try {
    return raw.slice(start).map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}

/** The release inside a UTS URL (e.g. 2024AB), or null. */
export function releaseFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const segs = restSegments(url);
  return segs?.[1] || null;
}

/** What a content / semantic-network URL points at; null for anything else. */
export function parseUtsRef(url: string | null | undefined): UtsRef | null {
  if (!url || url === 'NONE') return null;
  const segs = restSegments(url);
  if (!segs) return null;
  const [family, release = null, kind, a, b] = segs;
  if (family === 'semantic-network' && kind === 'TUI' && a) {
    return { kind: 'TUI', id: a, source: null, release, url };
  }
  if (family !== 'content' && family !== 'crosswalk') return null;
  if ((kind === 'CUI' || kind === 'AUI') && a) return { kind, id: a, source: null, release, url };
  if (kind === 'source' && a && b) return { kind: 'source', id: b, source: a, release, url };
  return null;
}

/** Some sources have no codes: their code URLs end in NOCODE and lead nowhere. */
export function isNoCode(ref: UtsRef | null): boolean {
  return ref?.kind === 'source' && ref.id === 'NOCODE';
}

/** A path segment for a browser-side URL: ids may hold `:` `.` `/`; `.`/`..` alone would be collapsed. */
export function pathSegment(value: string): string {
  if (value === '.' || value === '..') return value.replace(/\./g, '%2E');
  return encodeURIComponent(value);
}
