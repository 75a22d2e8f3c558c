import { isValidRelease } from '../api/auth/credentials.ts';
import type { UtsRef } from '../api/uts/index.ts';
import { isNoCode } from '../api/uts/urls.ts';
import { presentStep } from './presentStep.ts';

/**
 * Every internal URL of the app. Paths are the stable deep links of ARCHITECTURE.md ("Routes"):
 * users share them, so each one is built here and nowhere else.
 */

const seg = encodeURIComponent;

export const conceptPath = (cui: string) => `/concepts/${seg(cui)}`;
export const atomPath = (aui: string) => `/atoms/${seg(aui)}`;
export const sourceCodePath = (sab: string, id: string) => `/sources/${seg(sab)}/${seg(id)}`;
export const crosswalkPath = (sab: string, id: string) => `/crosswalk/${seg(sab)}/${seg(id)}`;
export const semanticTypePath = (tui: string) => `/semantic-types/${seg(tui)}`;
export const drugPath = (rxcui: string) => `/drugs/${seg(rxcui)}`;
export const DRUG_LOOKUP_PATH = '/drugs';
export const SEARCH_PATH = '/search';
export const SETTINGS_PATH = '/settings';
/** The RXNORM source-asserted concept on the UTS side (its code is the RXCUI). */
export const rxnormSourcePath = (rxcui: string) => sourceCodePath('RXNORM', rxcui);

/** Query parameters to add to a path; null and undefined values are left out. */
export type ExtraParams = URLSearchParams | Record<string, string | null | undefined>;

/** `path` with `extra` added to its own query (extra wins on a clash). */
export function withParams(path: string, extra: ExtraParams = {}): string {
  const [base, query = ''] = path.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  const entries = extra instanceof URLSearchParams ? [...extra] : Object.entries(extra);
  for (const [k, v] of entries) if (v !== null && v !== undefined) params.set(k, v);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/**
 * Appends `release` to an internal path (keeping its own query), so a chosen release follows
 * every link. A value that is not a release name is left behind, never carried on.
 */
export function withRelease(path: string, release: string | null): string {
  if (!release || !isValidRelease(release)) return path;
  return withParams(path, { release });
}

/**
 * `path` with `extra` params and the `release` of the `current` URL, when it has a valid one;
 * presentation mode and its text size (`present=1`, `1.5`, `2`: lib/present.ts) follow the
 * link too, so a demo stays in it.
 */
export function linkTo(path: string, current: URLSearchParams, extra: ExtraParams = {}): string {
  const out = withRelease(withParams(path, extra), current.get('release'));
  const present = presentStep(current);
  return present ? withParams(out, { present }) : out;
}

/** The route of a UTS reference (concept, atom, source code, semantic type). */
export function pathForRef(ref: Pick<UtsRef, 'kind' | 'id' | 'source'>): string {
  switch (ref.kind) {
    case 'CUI':
      return conceptPath(ref.id);
    case 'AUI':
      return atomPath(ref.id);
    case 'TUI':
      return semanticTypePath(ref.id);
    case 'source':
      return sourceCodePath(ref.source ?? '', ref.id);
  }
}

/** The app route a UTS reference leads to; null when it leads nowhere (NOCODE codes). */
export function refPath(ref: UtsRef | null): string | null {
  if (!ref || isNoCode(ref) || (ref.kind === 'source' && !ref.source)) return null;
  return pathForRef(ref);
}

/** Search restricted to one source: the search page reads `sabs`; an empty string opens the form. */
export function searchInSourceLink(sab: string, current: URLSearchParams): string {
  return linkTo(SEARCH_PATH, current, { string: '', sabs: sab });
}

/**
 * The fixed shapes of UMLS identifiers, by route parameter. They are upper case in the UMLS;
 * the deep-link redirects (app/canonicalPath.ts) and the identifier detector every box reads
 * with (lib/input-kind) both write them the way the service knows them. Codes keep their case (some sources' codes
 * are case-sensitive), so they have no shape here.
 */
export const IDENTIFIER_FORMATS = {
  cui: /^C\d{7}$/i,
  aui: /^A\d{7,9}$/i,
  tui: /^T\d{3}$/i,
  sab: /^[A-Z0-9][A-Z0-9_.-]*$/i,
} as const satisfies Record<string, RegExp>;

export type IdentifierParam = keyof typeof IDENTIFIER_FORMATS;

/** The identifier written the way the service knows it (trimmed; upper case when it has a UMLS shape). */
export function canonicalIdentifier(param: string, raw: string): string {
  const value = raw.trim();
  const shape = (IDENTIFIER_FORMATS as Record<string, RegExp>)[param];
  return shape?.test(value) ? value.toUpperCase() : value;
}

export const RELATE_PATH = '/relate';

/**
 * The relate view (issue 35) for these CUIs, in one source's hierarchy when named; the release
 * rides along as on the compare page.
 */
export function relatePath(
  cuis: readonly string[],
  source: string | null = null,
  release: string | null = null,
): string {
  const ids = cuis.map((c) => encodeURIComponent(c)).join(',');
  const src = source ? `&source=${encodeURIComponent(source)}` : '';
  const rel = release && isValidRelease(release) ? `&release=${seg(release)}` : '';
  return `${RELATE_PATH}?ids=${ids}${src}${rel}`;
}

export const COMPARE_PATH = '/compare';

/**
 * The compare page for these ids, written as lib/compareIds.ts reads them (`C0027051`,
 * `rxcui:161`), with the page's release when it is a release name. The commas and colons stay
 * readable (both are legal in a query), so a shared link shows what it compares.
 */
export function comparePath(tokens: readonly string[], release: string | null = null): string {
  const ids = tokens.map((t) => encodeURIComponent(t).replace(/%3A/gi, ':')).join(',');
  const rel = release && isValidRelease(release) ? `&release=${seg(release)}` : '';
  return `${COMPARE_PATH}?ids=${ids}${rel}`;
}
