/**
 * The drug pages' state as URL search parameters (the URL is the state: a reload or a shared
 * link brings the same search back). Parsing never throws: unknown or malformed values fall
 * back to the defaults, so a hand-edited link still opens a page.
 */

export const LOOKUP_MODES = ['name', 'id', 'brands'] as const;
export type LookupMode = (typeof LOOKUP_MODES)[number];

/** findRxcuiById: no flag (the 2-part call), or allSourcesFlag 0 / 1 (the 3-part call). */
export type IdScope = 'default' | 'active' | 'current';

export interface LookupState {
  mode: LookupMode;
  /** Name search: the term, '' when none. */
  name: string;
  /** Advanced name search: the 3-part findRxcuiByString with sources and the flag. */
  advanced: boolean;
  sources: string[];
  allSources: boolean;
  idType: string;
  id: string;
  idScope: IdScope;
  /** Brand finder: ingredient names, in the order picked. */
  ingredients: string[];
}

export const EMPTY_LOOKUP: LookupState = {
  mode: 'name',
  name: '',
  advanced: false,
  sources: [],
  allSources: false,
  idType: 'NDC',
  id: '',
  idScope: 'default',
  ingredients: [],
};

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;

/**
 * Repeated parameters, trimmed and normalised, empties and duplicates dropped, order kept.
 * Duplicates are found by `sameKey` (e.g. any case for names), the first spelling wins.
 */
function list(
  params: URLSearchParams,
  key: string,
  normalise: (s: string) => string = (s) => s,
  sameKey: (s: string) => string = (s) => s,
): string[] {
  return uniqueBy(
    params
      .getAll(key)
      .map((s) => normalise(s.trim()))
      .filter((s) => s !== ''),
    sameKey,
  );
}

/** Order-keeping de-duplication; the first of the values with one key is kept. */
export function uniqueBy(values: readonly string[], key: (s: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = key(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const upper = (s: string) => s.toUpperCase();
const lower = (s: string) => s.toLowerCase();

export function parseLookup(params: URLSearchParams): LookupState {
  return {
    mode: oneOf(LOOKUP_MODES, params.get('by'), 'name'),
    // A name or identifier of only spaces is no search.
    name: params.get('name')?.trim() ?? '',
    advanced: params.get('adv') === '1',
    sources: list(params, 'source', upper),
    allSources: params.get('allsrc') === '1',
    idType: params.get('idType')?.trim() || EMPTY_LOOKUP.idType,
    id: params.get('id')?.trim() ?? '',
    idScope: oneOf(['default', 'active', 'current'] as const, params.get('scope'), 'default'),
    // The service matches names in any case: "Lisinopril" is the same ingredient as "lisinopril".
    ingredients: list(params, 'ingredient', undefined, lower),
  };
}

/**
 * Every tab's search goes into the URL (only what differs from the defaults), so switching
 * tabs changes only `by=` and each tab finds its own search again; reload and Back keep all.
 */
export function lookupSearch(state: LookupState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.mode !== 'name') p.set('by', state.mode);
  if (state.name !== '') p.set('name', state.name);
  if (state.advanced) {
    p.set('adv', '1');
    for (const s of state.sources) p.append('source', s);
    p.set('allsrc', state.allSources ? '1' : '0');
  }
  // The identifier type is shown on its tab, so a link to that tab names it.
  if (state.mode === 'id' || state.id !== '' || state.idType !== EMPTY_LOOKUP.idType)
    p.set('idType', state.idType);
  if (state.id !== '') p.set('id', state.id);
  if (state.idScope !== 'default') p.set('scope', state.idScope);
  for (const i of state.ingredients) p.append('ingredient', i);
  return p;
}

/** The allSourcesFlag of a findRxcuiById call, or undefined for the 2-part overload. */
export function idScopeFlag(scope: IdScope): number | undefined {
  return scope === 'active' ? 0 : scope === 'current' ? 1 : undefined;
}

export const CONCEPT_TABS = ['related', 'relationship', 'termtype', 'ndcs', 'proprietary'] as const;
export type ConceptTab = (typeof CONCEPT_TABS)[number];

export interface ConceptState {
  tab: ConceptTab;
  /** Relationship names picked for getRelatedByRelationship. */
  relas: string[];
  /** Term types picked for getRelatedByType. */
  ttys: string[];
}

export function parseConcept(params: URLSearchParams): ConceptState {
  return {
    tab: oneOf(CONCEPT_TABS, params.get('tab'), 'related'),
    relas: list(params, 'rela', lower),
    ttys: list(params, 'tty', upper),
  };
}

/** The concept page's parameters, keeping any others (e.g. `release`) already in the URL. */
export function conceptSearch(current: URLSearchParams, state: ConceptState): URLSearchParams {
  const p = new URLSearchParams(current);
  for (const k of ['tab', 'rela', 'tty']) p.delete(k);
  if (state.tab !== 'related') p.set('tab', state.tab);
  for (const r of state.relas) p.append('rela', r);
  for (const t of state.ttys) p.append('tty', t);
  return p;
}

/** RXCUIs are digits; anything else cannot name a concept and is answered without a call. */
export function isRxcui(text: string): boolean {
  return /^\d{1,12}$/.test(text);
}
