/**
 * Plain words for the service's abbreviations and API values: what a clinician
 * reads first, with the code kept beside it. The URL and the API calls keep the raw values;
 * only what is shown changes. Neither UTS nor RxNorm serves expansions of relation labels or
 * term types (UTS has no term-type metadata endpoint; RxNorm's getTermTypes lists only the
 * abbreviations), so this table is the one place they live. Wording follows the UMLS
 * Reference Manual's abbreviation tables.
 */

/** REL values (UMLS relationship labels). */
export const RELATION_WORDS: Readonly<Record<string, string>> = {
  CHD: 'child',
  PAR: 'parent',
  RB: 'broader',
  RN: 'narrower',
  RO: 'other related',
  SY: 'synonym',
  SIB: 'sibling',
  RQ: 'possibly synonymous',
  RL: 'similar',
  RU: 'related, unspecified',
  AQ: 'allowed qualifier',
  QB: 'can be qualified by',
  XR: 'not related',
  DEL: 'deleted',
};

/** TTY values seen in the Metathesaurus and RxNorm. */
export const TERM_TYPE_WORDS: Readonly<Record<string, string>> = {
  PT: 'preferred term',
  SY: 'synonym',
  MH: 'main heading',
  ET: 'entry term',
  PN: 'preferred name (Metathesaurus)',
  FN: 'fully specified name',
  AB: 'abbreviation',
  HT: 'hierarchical term',
  LLT: 'lower level term',
  NM: 'supplementary concept name',
  ENT: 'entry term, print',
  PEP: 'preferred entry term',
  // MeSH's permuted forms of its terms ("Infarction, Myocardial"); UMLS: machine permutation.
  PM: 'permuted term',
  ETAL: 'entry term, alphabetical',
  ETCLIN: 'entry term, clinical',
  CE: 'entry term of a supplementary concept',
  IN: 'ingredient',
  PIN: 'precise ingredient',
  MIN: 'multiple ingredients',
  BN: 'brand name',
  SCD: 'clinical drug',
  SBD: 'branded drug',
  SCDC: 'clinical drug component',
  SBDC: 'branded drug component',
  SCDF: 'clinical drug form',
  SBDF: 'branded drug form',
  SCDFP: 'clinical drug form, precise',
  SBDFP: 'branded drug form, precise',
  SCDG: 'clinical dose form group',
  SBDG: 'branded dose form group',
  SCDGP: 'clinical dose form group, precise',
  GPCK: 'generic pack',
  BPCK: 'branded pack',
  DF: 'dose form',
  DFG: 'dose form group',
  TMSY: 'tall-man synonym',
  PSN: 'prescribable name',
};

/** The search form's API values (UTS /search parameters). */
export const SEARCH_TYPE_WORDS: Readonly<Record<string, string>> = {
  words: 'All words',
  exact: 'Exact match',
  leftTruncation: 'Ends with',
  rightTruncation: 'Starts with',
  normalizedString: 'Normalized string',
  normalizedWords: 'Normalized words',
};

export const INPUT_TYPE_WORDS: Readonly<Record<string, string>> = {
  atom: 'Term (a name)',
  code: 'Code (as written in a source)',
  sourceConcept: 'Source concept ID',
  sourceDescriptor: 'Source descriptor ID',
  sourceUi: 'Source code (any source identifier)',
  tty: 'Term type',
};

export const RETURN_ID_TYPE_WORDS: Readonly<Record<string, string>> = {
  concept: 'Concepts (CUI)',
  aui: 'Atoms (AUI)',
  code: 'Source codes',
  sourceConcept: 'Source concepts',
  sourceDescriptor: 'Source descriptors',
  sourceUi: 'Source identifiers',
};

/** The plain word for a code, or the code itself when none is known (never an empty label). */
export function plainWord(table: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(table, code) ? table[code]! : code;
}

/** Select options that show the plain word and keep the API value as the value. */
export function plainOptions(
  table: Readonly<Record<string, string>>,
  values: readonly string[],
): Array<{ value: string; label: string }> {
  return values.map((value) => ({ value, label: plainWord(table, value) }));
}
