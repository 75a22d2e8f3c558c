/**
 * The builder's compact form of the dataset: tuples instead of objects, derivable things
 * left out (concept names and atom lists, inverse relations, hierarchy relations, children,
 * RUIs/ATUIs, indexes). Format 2 committed it as one gzipped JSON document (expand.ts still
 * reads one); format 5 (encode.ts → container.ts, read by columnar.ts) stores the same
 * tables as columns, plus the search index. Format 4 was the same without each atom's own
 * SAUI and SCUI; format 3 held RxNorm as one JSON section. A reader refuses any version but
 * its own (rebuild with npm run dataset).
 */
import type {
  ReleaseInfo,
  RootSource,
  RxTty,
  NdcProperties,
  RxRetired,
  SemanticNetworkRelation,
} from './model.ts';

export const FORMAT_VERSION = 5;

/** [cui, dateAdded MM-DD-YYYY, TUIs joined by ','] */
export type BuiltConcept = [cui: string, dateAdded: string, tuis: string];

/**
 * [sab, id, parents] — every source concept once, sorted by sab then id. `parents` holds
 * row numbers of this table (same sab) for sources with a hierarchy ([] at a root), null
 * for sources without one.
 */
export type BuiltSourceConcept = [sab: string, id: string, parents: number[] | null];

/**
 * [aui, cui, source row, tty, name, rank, flags, saui, scui], sorted by CUI, then best rank
 * first, then AUI. flags: bit 0 obsolete, bit 1 suppressible (SUPPRESS 'O' when obsolete, 'Y'
 * when suppressible only, else 'N'). saui: the source's own id of the atom (MRCONSO SAUI,
 * MeSH's TermUI), '' when none. scui: the atom's source concept id when it is not its source
 * row's id (MeSH: the ConceptUI M… of a term, inside descriptor D…), '' otherwise: then the
 * source's id type decides (SOURCE_ID_TYPES).
 */
export type BuiltAtom = [
  aui: string,
  cui: string,
  source: number,
  tty: string,
  name: string,
  rank: number,
  flags: number,
  saui: string,
  scui: string,
];

/** [aui, value] — the definition's source is its atom's. */
export type BuiltDefinition = [aui: string, value: string];

/**
 * Non-hierarchical relation, one direction only; the loader adds the inverse.
 * [level 's'ource|'a'tom|'c'oncept, sab, fromId, rel, rela, toId]
 */
export type BuiltRelation = [
  level: 's' | 'a' | 'c',
  sab: string,
  fromId: string,
  rel: string,
  rela: string,
  toId: string,
];

/** [owner kind 's'|'a'|'c', owner id (source id / AUI / CUI), sab, name, value] */
export type BuiltAttribute = [
  kind: 's' | 'a' | 'c',
  ownerId: string,
  sab: string,
  name: string,
  value: string,
];

/** [tui, name, abbreviation, treeNumber, definition, example, usageNote, nonHuman, group, parentTui] ('' → null) */
export type BuiltSemanticType = [
  tui: string,
  name: string,
  abbreviation: string,
  treeNumber: string,
  definition: string,
  example: string,
  usageNote: string,
  nonHuman: string,
  group: string,
  parent: string,
];

export interface BuiltSemanticNetworkRelation extends SemanticNetworkRelation {
  /** First argument TUI. */
  readonly from: string;
}

/** [rxcui, tty, name, suppress, cui, aui, TUIs joined by ','] */
export type BuiltRxConcept = [
  rxcui: string,
  tty: RxTty,
  name: string,
  suppress: string,
  cui: string,
  aui: string,
  tuis: string,
];

/** One direction only: [from, rela, to]; the loader adds the inverse. */
export type BuiltRxRelation = [from: string, rela: string, to: string];

/** [rxcui, sab, code, name, tty] for atoms of sabs other than RXNORM (RXNORM atoms come from the concept). */
export type BuiltRxTermInfo = [rxcui: string, sab: string, code: string, name: string, tty: string];

export interface BuiltDataset {
  readonly formatVersion: number;
  readonly release: ReleaseInfo;
  /** How each sab's source ids are typed (code / sourceConcept / sourceDescriptor). */
  readonly sourceIdTypes: Readonly<Record<string, 'code' | 'sourceConcept' | 'sourceDescriptor'>>;
  readonly sources: readonly RootSource[];
  readonly semanticTypes: readonly BuiltSemanticType[];
  readonly semanticGroups: readonly { abbreviation: string; expandedForm: string }[];
  readonly semanticNetworkRelations: readonly BuiltSemanticNetworkRelation[];
  readonly concepts: readonly BuiltConcept[];
  readonly sourceConcepts: readonly BuiltSourceConcept[];
  readonly atoms: readonly BuiltAtom[];
  readonly definitions: readonly BuiltDefinition[];
  readonly relations: readonly BuiltRelation[];
  readonly attributes: readonly BuiltAttribute[];
  readonly rxnorm: {
    readonly concepts: readonly BuiltRxConcept[];
    readonly relations: readonly BuiltRxRelation[];
    /** [rxcui, ndc11s joined by ','] */
    readonly ndcs: readonly [string, string][];
    readonly ndcProperties: readonly NdcProperties[];
    readonly termInfo: readonly BuiltRxTermInfo[];
    readonly retired: readonly RxRetired[];
  };
}

/** RXNREL inverse names (RxNorm Appendix 1 pairs). */
export const RX_INVERSE_RELA: Readonly<Record<string, string>> = {
  has_ingredient: 'ingredient_of',
  ingredient_of: 'has_ingredient',
  has_ingredients: 'ingredients_of',
  ingredients_of: 'has_ingredients',
  has_precise_ingredient: 'precise_ingredient_of',
  precise_ingredient_of: 'has_precise_ingredient',
  has_form: 'form_of',
  form_of: 'has_form',
  has_part: 'part_of',
  part_of: 'has_part',
  consists_of: 'constitutes',
  constitutes: 'consists_of',
  isa: 'inverse_isa',
  inverse_isa: 'isa',
  has_dose_form: 'dose_form_of',
  dose_form_of: 'has_dose_form',
  has_tradename: 'tradename_of',
  tradename_of: 'has_tradename',
  contains: 'contained_in',
  contained_in: 'contains',
  has_quantified_form: 'quantified_form_of',
  quantified_form_of: 'has_quantified_form',
  reformulated_to: 'reformulation_of',
  reformulation_of: 'reformulated_to',
};

/** MRREL REL inverses. */
export const INVERSE_REL: Readonly<Record<string, string>> = {
  PAR: 'CHD',
  CHD: 'PAR',
  RB: 'RN',
  RN: 'RB',
  RO: 'RO',
  RQ: 'RQ',
  SY: 'SY',
  SIB: 'SIB',
  RL: 'RL',
  AQ: 'QB',
  QB: 'AQ',
};

/** UMLS-style RELA inverses for the non-RxNorm sources of the demo. */
export const INVERSE_RELA: Readonly<Record<string, string>> = {
  ...RX_INVERSE_RELA,
  part_of: 'has_part',
  has_part: 'part_of',
  regulates: 'regulated_by',
  regulated_by: 'regulates',
  positively_regulates: 'positively_regulated_by',
  positively_regulated_by: 'positively_regulates',
  negatively_regulates: 'negatively_regulated_by',
  negatively_regulated_by: 'negatively_regulates',
  mapped_to: 'mapped_from',
  mapped_from: 'mapped_to',
  '': '',
};
