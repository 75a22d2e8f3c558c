import { getApiKey } from '../../api/auth/credentials.ts';

/** Where an export came from: written as the JSON `meta` object and the optional CSV comment. */
export interface ExportMeta {
  /** What the rows are, e.g. "search results", "concept atoms". */
  title: string;
  /** `current` or a release name such as 2025AB. */
  release: string;
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
  /** All pages stopped early (cancel, error): the file is not the whole list. */
  complete: boolean;
}

export interface MetaInput {
  title: string;
  release?: string;
  /** A path with or without a query string; the query joins `query`. */
  page: string;
  query?: Record<string, string | number | boolean | readonly string[] | null | undefined>;
  appVersion: string;
  rowCount: number;
  scope?: 'page' | 'all';
  complete?: boolean;
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
  return {
    title: input.title,
    release: input.release || query.release || 'current',
    page: path,
    query,
    generatedAt: (input.now ?? new Date()).toISOString(),
    appVersion: input.appVersion,
    rowCount: input.rowCount,
    scope: input.scope ?? 'page',
    complete: input.complete ?? true,
  };
}

/** The CSV comment line's text (csv.ts adds the leading `#`). */
export function describeMeta(meta: ExportMeta): string {
  const q = new URLSearchParams(meta.query).toString();
  return [
    meta.title,
    `release ${meta.release}`,
    `from ${meta.page}${q ? `?${q}` : ''}`,
    `generated ${meta.generatedAt}`,
    `${meta.rowCount} rows${meta.complete ? '' : ' (incomplete)'}`,
    `app ${meta.appVersion}`,
  ].join('; ');
}

export class SecretInExportError extends Error {
  constructor() {
    super('The export would contain the API key, so it was not written');
    this.name = 'SecretInExportError';
  }
}

/**
 * Last line of defence: a file that holds the user's key is refused. Nothing in the export
 * path reads the key, but a cell could (a pasted line, a future column), and a file is
 * shared far more widely than a tab.
 */
export function assertNoApiKey(text: string, key: string = getApiKey()): string {
  if (key && key.length >= 8 && text.includes(key)) throw new SecretInExportError();
  return text;
}
