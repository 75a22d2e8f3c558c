/**
 * Domain objects the UTS client hands to the app. Decoded from the wire (wire.ts) by
 * decode.ts: "NONE" and JSON null are null, string booleans are booleans, identifiers are
 * pulled out of link URLs so a component can route to them without parsing anything.
 */

/** `current` or a release name such as 2025AB; becomes the {version} path segment. */
export type Release = string;

export type UtsRefKind = 'CUI' | 'AUI' | 'source' | 'TUI';

/** What a UTS content URL points at, e.g. .../content/2024AB/source/HPO/HP:0001947. */
export interface UtsRef {
  kind: UtsRefKind;
  /** CUI, AUI, TUI, or the source-asserted id (code / SCUI / SDUI) for kind 'source'. */
  id: string;
  /** Root source abbreviation for kind 'source'; null otherwise. */
  source: string | null;
  /** The resolved release inside the URL (never `current` on the real service). */
  release: string | null;
  /** The URL as sent (upstream address: not callable from the browser). */
  url: string;
}

/** A wire date kept as sent (MM-DD-YYYY) plus its ISO form (YYYY-MM-DD), null if unreadable. */
export interface UtsDate {
  raw: string;
  iso: string | null;
}

/** One page of a content list. */
export interface Page<T> {
  items: T[];
  pageNumber: number;
  pageSize: number;
  /** Number of pages at this pageSize; null when the service did not say. */
  pageCount: number | null;
}

// ---------------------------------------------------------------------------------- search

export interface SearchHit {
  /** CUI, or a source code / AUI depending on returnIdType. */
  ui: string;
  name: string;
  rootSource: string | null;
  ref: UtsRef | null;
}

export interface SearchPage {
  hits: SearchHit[];
  pageNumber: number;
  pageSize: number;
  /** Total hits when the service reports it (one recording only); null otherwise. */
  recCount: number | null;
  /** The page held the legacy "NONE" / "NO RESULTS" pseudo-hit (removed from `hits`). */
  sentinel: boolean;
  /** No page after this one is worth asking for (see pager.ts). */
  isLast: boolean;
}

// --------------------------------------------------------------------------------- content

export interface ConceptSemanticType {
  name: string;
  /** From the end of the uri (or the "T037: …" prefix of the pre-2016 string form). */
  tui: string | null;
}

export interface Concept {
  kind: 'Concept';
  ui: string;
  name: string;
  /** R (reviewed) / U (unreviewed). */
  status: string | null;
  suppressible: boolean;
  dateAdded: UtsDate | null;
  majorRevisionDate: UtsDate | null;
  semanticTypes: ConceptSemanticType[];
  atomCount: number;
  attributeCount: number;
  cvMemberCount: number;
  relationCount: number;
  /** Upstream URLs; null where the wire said "NONE" (e.g. no definitions). */
  links: {
    atoms: string | null;
    definitions: string | null;
    relations: string | null;
    defaultPreferredAtom: string | null;
  };
  /** Release read out of the links (resolves `current`). */
  release: string | null;
}

export interface Atom {
  kind: 'Atom';
  ui: string;
  name: string;
  termType: string;
  language: string | null;
  rootSource: string;
  suppressible: boolean;
  obsolete: boolean;
  concept: UtsRef | null;
  code: UtsRef | null;
  sourceConcept: UtsRef | null;
  sourceDescriptor: UtsRef | null;
  links: {
    attributes: string | null;
    relations: string | null;
    parents: string | null;
    children: string | null;
    ancestors: string | null;
    descendants: string | null;
  };
  release: string | null;
}

export interface SourceAtomCluster {
  kind: 'SourceAtomCluster';
  ui: string;
  name: string;
  rootSource: string;
  suppressible: boolean;
  obsolete: boolean;
  atomCount: number;
  cvMemberCount: number;
  links: {
    attributes: string | null;
    atoms: string | null;
    parents: string | null;
    children: string | null;
    ancestors: string | null;
    descendants: string | null;
    relations: string | null;
    definitions: string | null;
    defaultPreferredAtom: string | null;
    /** A search URL (code → CUIs). */
    concepts: string | null;
  };
  release: string | null;
}

/** Hierarchy calls on source content return clusters, but Atoms for HL7 sources. */
export type HierarchyNode = SourceAtomCluster | Atom;

export interface Definition {
  rootSource: string;
  value: string;
  sourceOriginated: boolean;
}

export type RelationClass = 'ConceptRelation' | 'AtomClusterRelation' | 'AtomRelation';

export interface Relation {
  kind: RelationClass;
  ui: string;
  suppressible: boolean;
  obsolete: boolean;
  sourceOriginated: boolean;
  sourceUi: string | null;
  rootSource: string;
  groupId: string | null;
  attributeCount: number;
  relationLabel: string;
  /** RELA; null when the wire sent "". */
  additionalRelationLabel: string | null;
  /** The subject; null on pre-2022 records. */
  relatedFrom: UtsRef | null;
  relatedFromName: string | null;
  related: UtsRef | null;
  relatedName: string;
}

export interface Attribute {
  ui: string;
  sourceUi: string | null;
  rootSource: string;
  name: string;
  value: string;
}

// ------------------------------------------------------------------------ semantic network

export interface SemanticGroup {
  abbreviation: string;
  expandedForm: string;
  semanticTypeCount: number | null;
}

export interface SemanticType {
  ui: string;
  name: string;
  abbreviation: string;
  definition: string | null;
  example: string | null;
  nonHuman: string | null;
  usageNote: string | null;
  treeNumber: string | null;
  childCount: number;
  group: SemanticGroup | null;
}

// -------------------------------------------------------------------------------- metadata

export interface Contact {
  handle: string | null;
  name: string | null;
  title: string | null;
  organization: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  stateOrProvince: string | null;
  country: string | null;
  zipCode: string | null;
  telephone: string | null;
  fax: string | null;
  email: string | null;
  url: string | null;
  value: string | null;
}

export interface RootSource {
  abbreviation: string;
  expandedForm: string;
  family: string | null;
  language: { abbreviation: string; expandedForm: string | null } | null;
  restrictionLevel: number | null;
  acquisitionContact: Contact | null;
  contentContact: Contact | null;
  licenseContact: Contact | null;
  contextType: string | null;
  shortName: string | null;
  hierarchicalName: string | null;
  preferredName: string | null;
  /** Empty when the wire said "NONE". */
  synonymousNames: string[];
}

// -------------------------------------------------------------------------------- releases

export interface ReleaseFile {
  fileName: string;
  releaseVersion: string;
  /** YYYY-MM-DD as sent. */
  releaseDate: string;
  downloadUrl: string;
  releaseType: string;
  product: string;
  current: boolean;
}

export interface ReleaseType {
  product: string;
  /** Human-readable name. */
  releaseType: string;
  /** The slug to pass back as releaseType (read from the endpoint URL); null if absent. */
  slug: string | null;
  endpoint: string;
}
