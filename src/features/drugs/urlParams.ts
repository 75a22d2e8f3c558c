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

/** Repeated parameters, trimmed and normalised, empties and duplicates dropped, order kept. */
function list(params: URLSearchParams, key: string, normalise: (s: string) => string = (s) => s): string[] {
  return [
    ...new Set(
      params
        .getAll(key)
        .map((s) => normalise(s.trim()))
        .filter((s) => s !== ''),
    ),
  ];
}

const upper = (s: string) => s.toUpperCase();
const lower = (s: string) => s.toLowerCase();

export function parseLookup(params: URLSearchParams): LookupState {
  return {
    mode: oneOf(LOOKUP_MODES, params.get('by'), 'name'),
    name: params.get('name') ?? '',
    advanced: params.get('adv') === '1',
    sources: list(params, 'source', upper),
    allSources: params.get('allsrc') === '1',
    idType: params.get('idType')?.trim() || EMPTY_LOOKUP.idType,
    id: params.get('id') ?? '',
    idScope: oneOf(['default', 'active', 'current'] as const, params.get('scope'), 'default'),
    ingredients: list(params, 'ingredient'),
  };
}

/** Only what the mode uses goes into the URL, so links stay short and mean one thing. */
export function lookupSearch(state: LookupState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.mode !== 'name') p.set('by', state.mode);
  switch (state.mode) {
    case 'name':
      if (state.name !== '') p.set('name', state.name);
      if (state.advanced) {
        p.set('adv', '1');
        for (const s of state.sources) p.append('source', s);
        p.set('allsrc', state.allSources ? '1' : '0');
      }
      break;
    case 'id':
      p.set('idType', state.idType);
      if (state.id !== '') p.set('id', state.id);
      if (state.idScope !== 'default') p.set('scope', state.idScope);
      break;
    case 'brands':
      for (const i of state.ingredients) p.append('ingredient', i);
      break;
  }
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
