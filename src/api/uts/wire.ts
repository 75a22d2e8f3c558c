/**
 * The UTS REST wire, exactly as the real service sends it (../shared/reference/uts-rest-wire.md).
 * These types document the raw JSON; nothing outside src/api/uts/decode.ts should read them.
 *
 * Conventions that every field below may follow (reference §4.3):
 * - `"NONE"` means "no link / no value" in link fields and many scalar fields.
 * - JSON `null` also occurs (Atom `ancestors` / `descendants`).
 * - Atom `suppressible` / `obsolete` are the strings "true" / "false"; every other class uses
 *   real booleans.
 * - Links are absolute URLs carrying the resolved release (never `current`), e.g.
 *   `https://uts-ws.nlm.nih.gov/rest/content/2024AB/CUI/C0009044/atoms`.
 */

/** A link field: an absolute URL, or "NONE" when there is nothing behind it. */
export type WireLink = string | 'NONE';
/** Atom ancestors/descendants: a URL, or JSON null when absent (parents/children use "NONE"). */
export type WireNullableLink = string | null;
/** A string that may be the sentinel "NONE". */
export type WireMaybeNone = string | 'NONE';
/** "true" / "false" as strings (Atom flags only). */
export type WireStringBoolean = 'true' | 'false';
/** `MM-DD-YYYY`, e.g. "09-30-1990". */
export type WireDate = string;

/** The envelope of every /rest JSON response (reference §4.1). */
export interface WireEnvelope<R> {
  pageSize: number;
  pageNumber: number;
  /** Absent on /search (removed there in 2015); present on content lists and single objects. */
  pageCount?: number;
  result: R;
}

// ---------------------------------------------------------------------------------- search

export interface WireSearchHit {
  ui: string;
  rootSource: string;
  /** .../content/{release}/CUI/{cui}, or .../source/{sab}/{code} for code-type returnIdType. */
  uri: string;
  name: string;
}

/** The legacy end-of-results / no-results pseudo-hit: no rootSource, no uri. */
export interface WireSearchSentinel {
  ui: 'NONE';
  name: 'NO RESULTS';
}

export interface WireSearchResults {
  classType: 'searchResults';
  /** Modern end of results: an empty array. Legacy: exactly one WireSearchSentinel. */
  results: Array<WireSearchHit | WireSearchSentinel>;
  /** Total number of hits; seen in one 2024AB recording only: never rely on it. */
  recCount?: number;
}

export type WireSearchResponse = WireEnvelope<WireSearchResults>;

// --------------------------------------------------------------------------------- content

/** Since 2016: `{name, uri}` with the TUI at the end of the uri. Before: "T037: Injury or Poisoning". */
export type WireConceptSemanticType = { name: string; uri: string } | string;

export interface WireConcept {
  classType: 'Concept';
  ui: string;
  name: string;
  suppressible: boolean;
  dateAdded: WireDate;
  majorRevisionDate: WireDate;
  /** R (reviewed) or U (unreviewed). */
  status: string;
  semanticTypes: WireConceptSemanticType[];
  atomCount: number;
  attributeCount: number;
  /** Lower-case v on Concept (SourceAtomCluster spells it cVMemberCount). */
  cvMemberCount: number;
  relationCount: number;
  atoms: WireLink;
  definitions: WireLink;
  relations: WireLink;
  defaultPreferredAtom: WireLink;
}

export interface WireContentViewMembership {
  memberUri: string;
  uri: string;
  name: string;
}

export interface WireAtom {
  classType: 'Atom';
  ui: string;
  name: string;
  termType: string;
  /** Three-letter language code, e.g. ENG. */
  language: string;
  rootSource: string;
  suppressible: WireStringBoolean;
  obsolete: WireStringBoolean;
  /** CUI URL. */
  concept: WireLink;
  /** Code URL (.../source/{sab}/{code}); the code may be NOCODE. */
  code: WireLink;
  sourceConcept: WireLink;
  sourceDescriptor: WireLink;
  attributes: WireLink;
  relations: WireLink;
  parents: WireLink;
  children: WireLink;
  ancestors: WireNullableLink;
  descendants: WireNullableLink;
  /** Legacy (content views were shut down at the end of 2023). */
  contentViewMemberships?: WireContentViewMembership[];
}

export interface WireSubsetMembership {
  memberUri: string;
  uri: string;
  name: string;
}

export interface WireSourceAtomCluster {
  classType: 'SourceAtomCluster';
  ui: string;
  name: string;
  rootSource: string;
  suppressible: boolean;
  obsolete: boolean;
  atomCount: number;
  /** Capital V here; some producers use cvMemberCount: read both. */
  cVMemberCount?: number;
  cvMemberCount?: number;
  attributes: WireLink;
  atoms: WireLink;
  parents: WireLink;
  children: WireLink;
  ancestors: WireLink;
  descendants: WireLink;
  relations: WireLink;
  definitions: WireLink;
  defaultPreferredAtom: WireLink;
  /** A /search URL (code → CUIs), not a content URL. */
  concepts: WireLink;
  subsetMemberships?: WireSubsetMembership[];
  contentViewMemberships?: WireContentViewMembership[];
}

export interface WireDefinition {
  classType: 'Definition';
  sourceOriginated: boolean;
  rootSource: string;
  value: string;
}

export type WireRelationClass = 'ConceptRelation' | 'AtomClusterRelation' | 'AtomRelation';

/** Relation records put `ui` first and `classType` in the middle; order is not meaningful. */
export interface WireRelation {
  ui: string;
  classType: WireRelationClass;
  suppressible: boolean;
  obsolete: boolean;
  sourceOriginated: boolean;
  sourceUi: WireMaybeNone;
  rootSource: string;
  /** e.g. "0", or "NONE". */
  groupId: WireMaybeNone;
  attributeCount: number;
  /** REL: RB, RN, RO, PAR, CHD, SIB, ... */
  relationLabel: string;
  /** RELA, or "" (not "NONE") when the relation has none. */
  additionalRelationLabel: string;
  /** Subject (since 2022-04): a CUI, AUI or source URL. Absent on older records. */
  relatedFromId?: string;
  relatedFromIdName?: string;
  /** Target: CUI URL (ConceptRelation), code URL (AtomClusterRelation), AUI URL (AtomRelation). */
  relatedId: string;
  relatedIdName: string;
}

export interface WireAttribute {
  classType: 'Attribute';
  /** AT… (ATM… for subset-member attributes). */
  ui: string;
  sourceUi: WireMaybeNone;
  rootSource: string;
  /** ATN */
  name: string;
  /** ATV, always a string. */
  value: string;
}

// ------------------------------------------------------------------------ semantic network

export interface WireSemanticGroup {
  classType: 'SemanticGroup';
  abbreviation: string;
  expandedForm: string;
  semanticTypeCount: number;
}

export interface WireSemanticType {
  classType: 'SemanticType';
  ui: string;
  name: string;
  abbreviation: string;
  definition: string;
  example: WireMaybeNone;
  nonHuman: WireMaybeNone;
  usageNote: WireMaybeNone;
  /** e.g. A1.4.1.2.1 */
  treeNumber: string;
  childCount: number;
  semanticTypeGroup?: WireSemanticGroup;
}

// -------------------------------------------------------------------------------- metadata

export interface WireLanguage {
  classType: 'Language';
  abbreviation: string;
  expandedForm: string;
}

/** Every field may be "NONE". */
export interface WireContactInformation {
  classType: 'ContactInformation';
  handle: WireMaybeNone;
  name: WireMaybeNone;
  title: WireMaybeNone;
  organization: WireMaybeNone;
  address1: WireMaybeNone;
  address2: WireMaybeNone;
  city: WireMaybeNone;
  stateOrProvince: WireMaybeNone;
  country: WireMaybeNone;
  zipCode: WireMaybeNone;
  telephone: WireMaybeNone;
  fax: WireMaybeNone;
  email: WireMaybeNone;
  url: WireMaybeNone;
  /** The raw pipe-delimited MRSAB contact string. */
  value: WireMaybeNone;
}

export interface WireRootSource {
  classType: 'RootSource';
  abbreviation: string;
  expandedForm: string;
  family: string;
  language: WireLanguage;
  restrictionLevel: number;
  acquisitionContact: WireContactInformation | 'NONE';
  contentContact: WireContactInformation | 'NONE';
  licenseContact: WireContactInformation | 'NONE';
  contextType: WireMaybeNone;
  shortName: string;
  hierarchicalName: WireMaybeNone;
  preferredName: string;
  synonymousNames: string[] | 'NONE';
}

// ------------------------------------------------------- releases (outside /rest, no envelope)

/** GET /releases?releaseType=<slug>[&current=true]: a bare array. */
export interface WireReleaseFile {
  fileName: string;
  releaseVersion: string;
  /** YYYY-MM-DD */
  releaseDate: string;
  downloadUrl: string;
  /** Human-readable name, not the slug. */
  releaseType: string;
  product: string;
  current: boolean;
}

/** GET /releases without releaseType: the list of types. */
export interface WireReleaseTypes {
  releaseTypes: Array<{
    product: string;
    releaseType: string;
    /** .../releases?releaseType=<slug> */
    endpoint: string;
  }>;
}

/** Modern error body, e.g. {"name":"ValidationError","status":400,"message":"Missing 'string'"}. */
export interface WireError {
  name?: string;
  status: number;
  message?: string;
}
