/**
 * The concept page's state in the URL: the open tab and each tab's filters and page, so a
 * shared link opens the same tab with the same filters.
 */
export const CONCEPT_TABS = ['atoms', 'definitions', 'relations', 'hierarchy'] as const;
export type ConceptTab = (typeof CONCEPT_TABS)[number];

export interface AtomView {
  sabs: string[];
  ttys: string[];
  language: string;
  includeObsolete: boolean;
  includeSuppressible: boolean;
  page: number;
}

export interface RelationView {
  sabs: string[];
  labels: string[];
  additionalLabels: string[];
  includeObsolete: boolean;
  includeSuppressible: boolean;
  page: number;
}

const list = (v: string | null) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
const page = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

export function tabFromUrl(p: URLSearchParams): ConceptTab {
  const t = p.get('tab');
  return (CONCEPT_TABS as readonly string[]).includes(t ?? '') ? (t as ConceptTab) : 'atoms';
}

/** UMLS language codes are three capital letters (ENG, FRE, SPA, …); "EN" is not one. */
export function isLanguageCode(v: string): boolean {
  return /^[A-Z]{3}$/.test(v);
}

export function atomViewFromUrl(p: URLSearchParams): AtomView {
  return {
    sabs: list(p.get('atomSabs')),
    ttys: list(p.get('ttys')),
    language: isLanguageCode(p.get('language') ?? '') ? p.get('language')! : '',
    includeObsolete: p.get('includeObsolete') === 'true',
    includeSuppressible: p.get('includeSuppressible') === 'true',
    page: page(p.get('atomPage')),
  };
}

export function relationViewFromUrl(p: URLSearchParams): RelationView {
  return {
    sabs: list(p.get('relSabs')),
    labels: list(p.get('rel')),
    additionalLabels: list(p.get('rela')),
    includeObsolete: p.get('relObsolete') === 'true',
    includeSuppressible: p.get('relSuppressible') === 'true',
    page: page(p.get('relPage')),
  };
}

/** Returns a copy of `p` with the given keys set (empty values removed). */
export function patchParams(
  p: URLSearchParams,
  patch: Record<string, string | number | boolean | string[] | null>,
): URLSearchParams {
  const next = new URLSearchParams(p);
  for (const [k, v] of Object.entries(patch)) {
    const s = Array.isArray(v) ? v.join(',') : v === null || v === false ? '' : String(v);
    if (s === '' || (k.endsWith('Page') && s === '1')) next.delete(k);
    else next.set(k, s);
  }
  return next;
}
