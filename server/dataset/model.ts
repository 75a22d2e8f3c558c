/**
 * Typed in-memory model of the emulator's demo dataset.
 *
 * The shape follows the UMLS Metathesaurus files the real services are built on
 * (MRCONSO → Atom, MRREL → Relation, MRDEF → Definition, MRSAT → Attribute,
 * MRSTY → Concept.semanticTypes, MRHIER → SourceConcept.parents, MRSAB → RootSource,
 * SRDEF/SRSTR → SemanticType) plus the RxNorm tables the drug service needs
 * (RXNCONSO/RXNREL/RXNSAT → RxNormData). The UTS helper (server/uts) turns these
 * records into wire JSON; the SOAP helper (server/rxnorm) into Axis XML. Nothing here
 * knows about URLs, "NONE", string booleans or paging — that is wire logic and lives
 * with the endpoint code.
 *
 * Identifiers:
 *  - Real UMLS CUIs are kept where the open data carries them (Disease Ontology UMLS_CUI
 *    xrefs). Every other CUI, and every AUI, RUI and ATUI, comes from a visibly synthetic
 *    range (see SYNTHETIC_ID_PATTERNS) derived deterministically from the source key, so
 *    ids are stable between builds.
 *  - RXCUIs, MeSH descriptor ids, ICD-10-CM codes, GO ids, DOIDs, NCI codes and TUIs are real.
 *
 * Search indexing (words, normalized strings, truncation) is NOT done here: the UTS
 * helper builds its own index from `Dataset.atoms`; the SOAP helper builds its own name
 * index from `RxNormData.concepts`. This module only offers exact-key lookups.
 *
 * Everything is readonly: one Dataset instance is shared by every request.
 */

/** UMLS-style release the emulator serves as `current` (and accepts explicitly). */
export const UMLS_RELEASE = '2025AB';
/** Value of the drug service's version operation: date of the RxNorm content used. */
export const RXNORM_VERSION = '06-Oct-2025';
/** Value of the drug service's meta-version operation (the UMLS release id). */
export const META_VERSION = UMLS_RELEASE;
/** Release date claimed for UMLS_RELEASE (YYYY-MM-DD), used by /releases. */
export const UMLS_RELEASE_DATE = '2025-11-03';

/**
 * Synthetic identifier ranges. Real UMLS identifiers never start with these prefixes
 * (real CUIs are C0…–C5…, real AUIs A0…–A3…), so a synthetic id is recognisable at sight.
 */
export const SYNTHETIC_ID_PATTERNS = {
  cui: /^C9\d{6}$/,
  aui: /^A9\d{7}$/,
  rui: /^R9\d{8}$/,
  atui: /^AT9\d{8}$/,
} as const;

export function isSyntheticCui(cui: string): boolean {
  return SYNTHETIC_ID_PATTERNS.cui.test(cui);
}

/** Key of a source-asserted identifier: `${sab}|${id}`. */
export type SourceKey = string;

export function sourceKey(sab: string, id: string): SourceKey {
  return `${sab}|${id}`;
}

/**
 * An atom's SCUI and SDUI: its source row's id, as the source's id type says, unless the
 * atom carries an SCUI of its own (MeSH terms: the ConceptUI inside descriptor D…).
 */
export function atomSourceIds(
  idType: SourceConcept['idType'],
  rowId: string,
  ownScui: string,
): { scui: string | null; sdui: string | null } {
  return {
    scui: ownScui !== '' ? ownScui : idType === 'sourceConcept' ? rowId : null,
    sdui: idType === 'sourceDescriptor' ? rowId : null,
  };
}

/** MRSTY-like: Concept.semanticTypes holds TUIs; names come from Dataset.semanticTypes. */
export interface Concept {
  readonly cui: string;
  /** Name of the default preferred atom (highest rank). */
  readonly name: string;
  /** 'R' reviewed, 'U' unreviewed. All demo concepts are 'R'. */
  readonly status: 'R' | 'U';
  readonly suppressible: boolean;
  /**
   * MM-DD-YYYY, as the wire wants it. Synthetic: the date of the source release the concept
   * came from, never later than UMLS_RELEASE_DATE.
   */
  readonly dateAdded: string;
  readonly majorRevisionDate: string;
  /** TUIs, e.g. ['T047']. */
  readonly semanticTypes: readonly string[];
  /** AUIs of the concept's atoms, best rank first; auis[0] is the default preferred atom. */
  readonly auis: readonly string[];
  /** True when the CUI is from the synthetic range (no real UMLS CUI in the open data). */
  readonly syntheticCui: boolean;
}

/** MRCONSO-like atom. */
export interface Atom {
  readonly aui: string;
  readonly cui: string;
  /** Root source abbreviation (SAB), e.g. 'MSH', 'RXNORM'. */
  readonly sab: string;
  /** Source code (MRCONSO CODE). For MSH the descriptor id, for RXNORM the RXCUI. */
  readonly code: string;
  /** Source atom id (MRCONSO SAUI; MSH: the TermUI T…) or null when the source has none. */
  readonly saui: string | null;
  /** Source concept id (SCUI; MSH: the term's ConceptUI M…) or null when the source has none. */
  readonly scui: string | null;
  /** Source descriptor id (SDUI) or null when the source has none (MSH: the D-number). */
  readonly sdui: string | null;
  /** Term type (TTY), e.g. 'PT', 'SY', 'MH', 'SCD'. */
  readonly tty: string;
  readonly name: string;
  /** Three-letter language, 'ENG' throughout the demo. */
  readonly language: string;
  readonly obsolete: boolean;
  /** MRCONSO SUPPRESS != 'N'. */
  readonly suppressible: boolean;
  /** MRCONSO SUPPRESS flag. */
  readonly suppress: 'N' | 'O' | 'E' | 'Y';
  /** MRRANK-like: higher is more preferred; decides Concept.auis order and preferred atoms. */
  readonly rank: number;
  /** Key of the SourceConcept this atom belongs to (`${sab}|${sourceId}`). */
  readonly sourceKey: SourceKey;
}

/**
 * A source-asserted concept/descriptor/code (the UTS `SourceAtomCluster`), addressed by
 * `/source/{sab}/{id}`. One per (sab, id); id is the code, which for every demo source
 * equals the SCUI or SDUI of its atoms, except MeSH's SCUIs (see Dataset.scuiClusters).
 */
export interface SourceConcept {
  readonly sab: string;
  readonly id: string;
  /** Which kind of identifier `id` is in UMLS terms. */
  readonly idType: 'code' | 'sourceConcept' | 'sourceDescriptor';
  /** Name of its preferred atom. */
  readonly name: string;
  readonly obsolete: boolean;
  readonly suppressible: boolean;
  /** AUIs of its atoms, best rank first. */
  readonly auis: readonly string[];
  /** CUIs its atoms belong to (usually one). */
  readonly cuis: readonly string[];
  /**
   * Source-asserted parents (ids in the same sab), MRHIER-like; [] at a root, for an obsolete
   * term, and for sources without a hierarchy (RXNORM, NCI).
   */
  readonly parents: readonly string[];
}

/** MRDEF-like definition, attached to a concept through one of its atoms. */
export interface Definition {
  readonly cui: string;
  readonly aui: string;
  readonly sab: string;
  readonly value: string;
  readonly sourceOriginated: boolean;
}

/** What a relation's ends are: decides the UTS classType. */
export type RelationLevel =
  /** NLM-asserted between CUIs → `ConceptRelation` (rootSource MTH). */
  | 'concept'
  /** Source-asserted between source ids of one sab → `AtomClusterRelation`. */
  | 'source'
  /** Between AUIs → `AtomRelation`. */
  | 'atom';

/**
 * MRREL-like relation, stored in BOTH directions (like MRREL), each with its own RUI.
 * Reading: "`fromId` is `rel` of `toId`" and "`fromId` `rela` `toId`". We follow the UTS
 * sample (§5.6 of the wire reference), where the subject "Closed fracture of carpal bone"
 * has `relationLabel: PAR`, `additionalRelationLabel: inverse_isa` toward its child
 * "Closed fracture of left wrist": the subject is the PAR of the related id. So a parent
 * P and child C give two records:
 *   { fromId: P, rel: 'PAR', rela: 'inverse_isa', toId: C }
 *   { fromId: C, rel: 'CHD', rela: 'isa',         toId: P }
 * The UTS helper emits relatedFromId = fromId and relatedId = toId unchanged.
 * Hierarchy relations (PAR/CHD, inverse_isa/isa) are derived from SourceConcept.parents;
 * the others come from the built file. All are created on first access of a key (the
 * relation indexes are lazy), with RUIs that do not depend on access order.
 */
export interface Relation {
  readonly rui: string;
  readonly level: RelationLevel;
  /** rootSource; 'MTH' for concept-level relations. */
  readonly sab: string;
  /** CUI, source id (within sab) or AUI, according to level. */
  readonly fromId: string;
  readonly toId: string;
  /** CUIs of both ends, for the CUI relations endpoint. */
  readonly fromCui: string;
  readonly toCui: string;
  /** REL: PAR, CHD, RB, RN, RO, RQ, SY, SIB, ... */
  readonly rel: string;
  /** RELA, '' when none. */
  readonly rela: string;
  /** Source relationship id, null when none. */
  readonly sourceUi: string | null;
  /** Relationship group, null when none. */
  readonly groupId: string | null;
  readonly sourceOriginated: boolean;
  readonly suppressible: boolean;
  readonly obsolete: boolean;
}

/** Owner of an attribute. */
export type AttributeOwner =
  | { readonly kind: 'source'; readonly key: SourceKey }
  | { readonly kind: 'atom'; readonly aui: string }
  | { readonly kind: 'concept'; readonly cui: string };

/** MRSAT-like attribute. */
export interface Attribute {
  readonly atui: string;
  readonly owner: AttributeOwner;
  readonly sab: string;
  /** ATN */
  readonly name: string;
  /** ATV, always a string. */
  readonly value: string;
  readonly sourceUi: string | null;
}

/** ContactInformation fields of MRSAB (real field names of the wire). */
export interface ContactInformation {
  readonly handle: string | null;
  readonly name: string | null;
  readonly title: string | null;
  readonly organization: string | null;
  readonly address1: string | null;
  readonly address2: string | null;
  readonly city: string | null;
  readonly stateOrProvince: string | null;
  readonly country: string | null;
  readonly zipCode: string | null;
  readonly telephone: string | null;
  readonly fax: string | null;
  readonly email: string | null;
  readonly url: string | null;
}

/** MRSAB-like root source metadata (the wire's `RootSource`); null → "NONE" on the wire. */
export interface RootSource {
  readonly abbreviation: string;
  readonly expandedForm: string;
  readonly family: string;
  readonly language: { readonly abbreviation: string; readonly expandedForm: string };
  /** SRL: 0 unrestricted … 4 / 9 restricted. */
  readonly restrictionLevel: number;
  readonly acquisitionContact: ContactInformation | null;
  readonly contentContact: ContactInformation | null;
  readonly licenseContact: ContactInformation | null;
  /** e.g. 'FULL', 'FULL-MULTIPLE', or null. */
  readonly contextType: string | null;
  readonly shortName: string;
  readonly hierarchicalName: string | null;
  readonly preferredName: string;
  readonly synonymousNames: readonly string[] | null;
  /** Versioned source abbreviation, e.g. 'MSH2017' (MRSAB VSAB). */
  readonly versionedAbbreviation: string;
  /** Source version string, e.g. '2017', '2025_10_06'. */
  readonly version: string;
  /** True when the demo did not take this source from UMLS itself (e.g. DOID). */
  readonly notInUmls: boolean;
}

/** A semantic-network relation of a type (SRSTR row, non-isa). */
export interface SemanticNetworkRelation {
  /** Relation name, e.g. 'affects'. */
  readonly relation: string;
  /** The other semantic type's TUI. */
  readonly tui: string;
  /** SRSTR flag: 'D' defined, 'B' blocked, 'DNI' defined not inherited. */
  readonly flag: string;
}

/** SRDEF STY row plus group membership and the isa tree. */
export interface SemanticType {
  readonly tui: string;
  readonly name: string;
  readonly abbreviation: string;
  readonly treeNumber: string;
  readonly definition: string;
  /** null → "NONE" on the wire. */
  readonly example: string | null;
  readonly usageNote: string | null;
  readonly nonHuman: string | null;
  /** Semantic group abbreviation, e.g. 'DISO'. */
  readonly group: string;
  /** isa parent TUI, null at the two roots (Entity, Event). */
  readonly parent: string | null;
  readonly children: readonly string[];
  /** Relations where this type is the first argument (SRSTR, excluding isa). */
  readonly relations: readonly SemanticNetworkRelation[];
  /** Relations where this type is the second argument. */
  readonly inverseRelations: readonly SemanticNetworkRelation[];
}

export interface SemanticGroup {
  /** e.g. 'DISO' */
  readonly abbreviation: string;
  /** e.g. 'Disorders' */
  readonly expandedForm: string;
  readonly tuis: readonly string[];
}

// ---------------------------------------------------------------------------------------
// RxNorm (drug service)

/** The RxNorm term types present in the demo (RXNCONSO TTY of the RXNORM atom). */
export type RxTty = 'IN' | 'PIN' | 'MIN' | 'SCDC' | 'SCD' | 'SBD' | 'BN' | 'GPCK' | 'BPCK' | 'DF';

/** One RxNorm concept (RXCUI) with the fields of the SOAP `RxConcept` bean. */
export interface RxConcept {
  readonly rxcui: string;
  /** TTY of its RXNORM atom. */
  readonly tty: RxTty;
  /** STR of its RXNORM atom. */
  readonly name: string;
  /** SY: synonym (Tall Man / short name); '' when the data has none (the demo has none). */
  readonly synonym: string;
  readonly language: 'ENG';
  /** SUPPRESS flag of its RXNORM atom. */
  readonly suppress: 'N' | 'O' | 'E' | 'Y';
  /** The CUI of this concept in Dataset.concepts (synthetic: C9…), for the CUI field. */
  readonly cui: string;
  /** The AUI of its RXNORM atom in Dataset.atoms. */
  readonly aui: string;
  /** TUIs (real from RXNSTY where present, else by TTY rule). */
  readonly semanticTypes: readonly string[];
}

/**
 * RXNREL-like relation between RXCUIs, stored in both directions. Reading: "`from` `rela`
 * `to`", e.g. { from: SCD, rela: 'has_tradename', to: SBD }, { from: SBD, rela:
 * 'tradename_of', to: SCD }, { from: SCDC, rela: 'has_ingredient', to: IN }.
 * getRelatedByRelationship(rxcui, relas) = `to` of the records with from === rxcui and
 * rela in relas.
 */
export interface RxRelation {
  readonly from: string;
  readonly rela: string;
  readonly to: string;
}

/** One atom of an RxNorm concept from any source (RxTermInfo: CODE, RXCUI, SAB, STR, TTY). */
export interface RxTermInfo {
  readonly rxcui: string;
  readonly sab: string;
  readonly code: string;
  readonly name: string;
  readonly tty: string;
  /** SRL of the sab (RXNSAB); > 0 means licence proof is needed to see it. */
  readonly restrictionLevel: number;
}

/** FDA NDC Directory facts joined on the 11-digit NDC (only some demo NDCs have them). */
export interface NdcProperties {
  /** 11-digit CMS form, e.g. '00002015201'. */
  readonly ndc11: string;
  /** As printed by FDA, e.g. '0002-0152-01'. */
  readonly packageNdc: string;
  readonly productNdc: string;
  readonly proprietaryName: string;
  readonly nonProprietaryName: string;
  readonly dosageForm: string;
  readonly route: string;
  readonly labeler: string;
  readonly packageDescription: string;
  /** YYYYMMDD or '' */
  readonly startMarketingDate: string;
  readonly endMarketingDate: string;
  readonly marketingCategory: string;
  readonly applicationNumber: string;
  /** e.g. ['GLP-1 Receptor Agonist [EPC]'] */
  readonly pharmClasses: readonly string[];
  readonly deaSchedule: string;
}

/** A retired RXCUI from RXNCUI (history), for id look-ups of old codes. */
export interface RxRetired {
  readonly rxcui: string;
  readonly versionStart: string;
  readonly versionEnd: string;
  readonly cardinality: string;
  /** RXCUI it was remapped to. */
  readonly remappedTo: string;
}

export interface RxNormData {
  readonly concepts: ReadonlyMap<string, RxConcept>;
  /** Relations by `from` RXCUI. */
  readonly relationsFrom: ReadonlyMap<string, readonly RxRelation[]>;
  /** All relationship names present, sorted. */
  readonly relaNames: readonly string[];
  /** NDCs (11-digit, SAB RXNORM, active) by RXCUI of SCD/SBD/GPCK/BPCK. */
  readonly ndcsByRxcui: ReadonlyMap<string, readonly string[]>;
  /** RXCUIs by 11-digit NDC. */
  readonly rxcuisByNdc: ReadonlyMap<string, readonly string[]>;
  /** FDA facts by 11-digit NDC. */
  readonly ndcProperties: ReadonlyMap<string, NdcProperties>;
  /** Atoms of each concept from every source (RXNORM and others), for getProprietaryInformation. */
  readonly termInfo: ReadonlyMap<string, readonly RxTermInfo[]>;
  /**
   * Identifier index for findRxcuiById: idType (e.g. 'NDC', 'UNII_CODE', 'UMLSCUI',
   * 'MESH') → id (upper-cased; NDC as 11 digits) → RXCUIs.
   */
  readonly idIndex: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
  /** Dose forms (TTY DF) RXCUIs, sorted by name. */
  readonly doseForms: readonly string[];
  readonly retired: ReadonlyMap<string, RxRetired>;
}

// ---------------------------------------------------------------------------------------

export interface ReleaseInfo {
  /** UMLS_RELEASE */
  readonly umlsRelease: string;
  readonly umlsReleaseDate: string;
  /** RXNORM_VERSION */
  readonly rxnormVersion: string;
  /** META_VERSION */
  readonly metaVersion: string;
  /** ISO timestamp of the build (from the data, not the clock, so builds are reproducible). */
  readonly builtFrom: string;
}

/**
 * The whole dataset with its lookup indexes. Maps are keyed as named; list values are in
 * a stable, meaningful order (rank order for atoms, source order for hierarchy).
 */
export interface Dataset {
  readonly release: ReleaseInfo;
  readonly concepts: ReadonlyMap<string, Concept>;
  readonly atoms: ReadonlyMap<string, Atom>;
  /** By SourceKey (`${sab}|${id}`); use sourceKey(). */
  readonly sourceConcepts: ReadonlyMap<SourceKey, SourceConcept>;
  /**
   * The source concepts (SCUIs) of sources whose atoms an other id groups: MeSH's concepts
   * (M…) inside its descriptors (D…), which `sourceConcepts` holds. By `${sab}|${scui}`,
   * sorted; `idType` 'sourceConcept', no parents, atoms in their descriptor's order.
   */
  readonly scuiClusters: ReadonlyMap<SourceKey, SourceConcept>;
  /** Children of a source concept (ids in the same sab), inverse of SourceConcept.parents. */
  readonly sourceChildren: ReadonlyMap<SourceKey, readonly string[]>;
  /**
   * MRHIER-like hierarchy at atom level: only the preferred atom of each hierarchical
   * source concept has a context; its parents are the preferred atoms of the source
   * parents. Atoms without a context are absent (→ "NONE"/null links on the wire).
   */
  readonly atomParents: ReadonlyMap<string, readonly string[]>;
  readonly atomChildren: ReadonlyMap<string, readonly string[]>;
  readonly definitionsByCui: ReadonlyMap<string, readonly Definition[]>;
  /**
   * Relations by the CUI of their `from` end (all levels). Lazy: values are computed per key
   * on first get(); iterating the whole map computes every key (slow, fine in tests).
   */
  readonly relationsByCui: ReadonlyMap<string, readonly Relation[]>;
  /** Source-level relations by SourceKey of their `from` end. */
  readonly relationsBySource: ReadonlyMap<SourceKey, readonly Relation[]>;
  /** Atom-level relations by AUI of their `from` end. */
  readonly relationsByAui: ReadonlyMap<string, readonly Relation[]>;
  readonly attributesBySource: ReadonlyMap<SourceKey, readonly Attribute[]>;
  readonly attributesByAui: ReadonlyMap<string, readonly Attribute[]>;
  readonly attributesByCui: ReadonlyMap<string, readonly Attribute[]>;
  /** Every SAB present, by abbreviation; sorted by abbreviation when iterated. */
  readonly sources: ReadonlyMap<string, RootSource>;
  readonly semanticTypes: ReadonlyMap<string, SemanticType>;
  /** By group abbreviation. */
  readonly semanticGroups: ReadonlyMap<string, SemanticGroup>;
  readonly rxnorm: RxNormData;
  /** Atoms by number (the built file's order); absent: iterate `atoms`. */
  readonly atomList?: AtomList;
  /** The search engine's precomputed index over `atomList`; absent: the engine builds it. */
  readonly searchIndex?: SearchIndexData;
}

/**
 * The UTS search engine's index over `Dataset` atoms, by atom number (the order of the
 * built file: by CUI, best rank first). Precomputed by the builder (server/uts/search/index-data.ts)
 * and stored in the committed file, so the engine is ready without a pass over every atom.
 * Sorted lists hold atom numbers ordered by a key the engine recomputes from the atom when it
 * binary-searches (only ~20 keys per look-up), so the keys themselves are not stored.
 */
export interface SearchIndexData {
  /** Distinct word stems per atom (capped at 65535). */
  readonly uniqueStemCount: Uint16Array;
  /** Every distinct word stem, sorted (UTF-16 order). */
  readonly stems: readonly string[];
  /** Atoms holding stem k: stemAtoms[stemStart[k] .. stemStart[k + 1]), ascending. */
  readonly stemStart: Int32Array;
  readonly stemAtoms: Int32Array;
  /** Atom numbers sorted by folded name, by reversed folded name, by normalised string. */
  readonly byName: Int32Array;
  readonly byReversedName: Int32Array;
  readonly byNormalized: Int32Array;
  /** Sorted by folded code, by reversed folded code, by TTY, by CUI. */
  readonly byCode: Int32Array;
  readonly byReversedCode: Int32Array;
  readonly byTty: Int32Array;
  readonly byCui: Int32Array;
  /** Sorted by folded SCUI / SDUI (atoms without one left out). */
  readonly byScui: Int32Array;
  readonly bySdui: Int32Array;
}

/** Atoms by number (the built file's order), for the search index. */
export interface AtomList {
  readonly length: number;
  at(index: number): Atom;
}
