/** Where an export came from: written as the JSON `meta` object and the optional CSV comment. */
export interface ExportMeta {
  /** What the rows are, e.g. "search results", "concept atoms". */
  title: string;
  /**
   * The UMLS release the rows were read in, resolved (2025AB, not `current`): the export path
   * asks what `current` stands for before it writes (resolveProvenance). `current` only when
   * the service could not tell.
   */
  release: string;
  /** The RxNorm data version for drug content (getDrugVocabVersion); null for UMLS-only content. */
  rxnormVersion: string | null;
  /** The app path the rows came from (no origin), e.g. /concepts/C0018681. */
  page: string;
  /** The query of the page or search, credentials removed. */
  query: Record<string, string>;
  /** ISO 8601, UTC. */
  generatedAt: string;
  appVersion: string;
  rowCount: number;
  /** "This page" or "All pages". */
  scope: 'page' | 'all';
  /** The page of the list a "this page" file holds (1 when the list is not paged); null for all pages. */
  pageNumber: number | null;
  /** All pages stopped early (cancel, error): the file is not the whole list. */
  complete: boolean;
  /**
   * Each source's own version beside the UMLS release, for the sources the rows hold
   * (systemVersion.ts's versionsStatement); null when not read.
   */
  versions: string | null;
}

export interface MetaInput {
  title: string;
  release?: string;
  /** The RxNorm version, for drug content. */
  rxnormVersion?: string | null;
  /** The rows are drug content: resolveProvenance adds the RxNorm version. */
  drugContent?: boolean;
  /**
   * Ask the service for what `current` stands for (and the RxNorm version) when the app does not
   * know it yet, and wait for the answer before saving. Without it only what the app already
   * knows is used (the footer asks at the first idle moment of every page), so the save is instant.
   */
  lookUp?: boolean;
  /** The page shown; read from the page's `pageNumber` / `page` parameter when not given. */
  pageNumber?: number;
  /** A path with or without a query string; the query joins `query`. */
  page: string;
  query?: Record<string, string | number | boolean | readonly string[] | null | undefined>;
  appVersion: string;
  rowCount: number;
  scope?: 'page' | 'all';
  complete?: boolean;
  /** The versions statement of the sources the rows hold (ExportMeta.versions). */
  versions?: string | null;
  now?: Date;
}

// Names that carry credentials in UTS URLs (apiKey, the deprecated ticket scheme's ticket):
// dropped even if a caller hands over a raw upstream query.
const SECRET_PARAMS = /^(apikey|api_key|ticket|tgt|password|key)$/i;

export function buildMeta(input: MetaInput): ExportMeta {
  const [path = '', search = ''] = input.page.split('?', 2);
  const query: Record<string, string> = {};
  // A repeated parameter (the brand finder's `ingredient`) keeps every value, as the sabs list does.
  for (const [k, v] of new URLSearchParams(search)) query[k] = k in query ? `${query[k]},${v}` : v;
  for (const [k, v] of Object.entries(input.query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    query[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  for (const k of Object.keys(query)) if (SECRET_PARAMS.test(k)) delete query[k];
  const scope = input.scope ?? 'page';
  return {
    title: input.title,
    release: input.release || query.release || 'current',
    rxnormVersion: input.rxnormVersion ?? null,
    page: path,
    query,
    generatedAt: (input.now ?? new Date()).toISOString(),
    appVersion: input.appVersion,
    rowCount: input.rowCount,
    scope,
    pageNumber: scope === 'all' ? null : (input.pageNumber ?? pageOf(query)),
    complete: input.complete ?? true,
    versions: input.versions ?? null,
  };
}

/** The page number a list's URL carries (search: `pageNumber`, other lists: `page`), else 1. */
function pageOf(query: Record<string, string>): number {
  const n = Number(query.pageNumber ?? query.page ?? 1);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The CSV comment line's text (csv.ts adds the leading `#`). */
export function describeMeta(meta: ExportMeta): string {
  const q = new URLSearchParams(meta.query).toString();
  return [
    meta.title,
    `release ${meta.release}`,
    ...(meta.rxnormVersion ? [`RxNorm ${meta.rxnormVersion}`] : []),
    meta.scope === 'all' ? 'all pages' : `page ${meta.pageNumber ?? 1}`,
    `from ${meta.page}${q ? `?${q}` : ''}`,
    `generated ${meta.generatedAt}`,
    `${meta.rowCount} rows${meta.complete ? '' : ' (incomplete)'}`,
    `app ${meta.appVersion}`,
    ...(meta.versions ? [`versions: ${meta.versions}`] : []),
  ].join('; ');
}

// The key guard has a file of its own: the basket's store takes it on every page's first load,
// without the rest of this file.
export { SecretInExportError, assertNoApiKey } from './secretGuard.ts';
