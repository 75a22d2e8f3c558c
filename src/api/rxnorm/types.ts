/**
 * Domain types of the drug-vocabulary SOAP service (shared/spec/drug-vocab-soap-service.md §2).
 * Field names are the service's own; every field is nillable on the wire, and a nil (or
 * absent) field is null here. An empty string stays "" (the service sends both).
 */

export interface RxConcept {
  CUI: string | null;
  LAT: string | null;
  RXCUI: string | null;
  STR: string | null;
  SUPPRESS: string | null;
  SY: string | null;
  TTY: string | null;
}

export interface RxConceptGroup {
  /** null when the service sent a nil array; [] when it sent an empty one. */
  rxConcept: RxConcept[] | null;
  /** The term type (TTY) shared by the group's concepts. */
  type: string | null;
}

export interface RxTermInfo {
  CODE: string | null;
  RXCUI: string | null;
  SAB: string | null;
  STR: string | null;
  TTY: string | null;
}

/**
 * The 17 operations. Lists are never null: the service answers "nothing found" with an empty
 * array, and a nil list is read the same way; nil items inside a list are dropped.
 * Every call takes an optional AbortSignal (react-query's) as its last argument.
 */
export interface DrugVocabClient {
  getDisplayTerms(signal?: AbortSignal): Promise<string[]>;
  getDrugVocabVersion(signal?: AbortSignal): Promise<string | null>;
  getMetaVersion(signal?: AbortSignal): Promise<string | null>;
  getSpellingSuggestions(term: string, signal?: AbortSignal): Promise<string[]>;
  findRxcuiByString(term: string, signal?: AbortSignal): Promise<string[]>;
  findRxcuiByString(
    term: string,
    sources: readonly string[],
    allSourcesFlag: number,
    signal?: AbortSignal,
  ): Promise<string[]>;
  getProprietaryInformation(
    rxcui: string,
    sources: readonly string[],
    proxyTicket: string,
    signal?: AbortSignal,
  ): Promise<RxTermInfo[]>;
  findRxcuiById(idType: string, id: string, signal?: AbortSignal): Promise<string[]>;
  findRxcuiById(idType: string, id: string, allSourcesFlag: number, signal?: AbortSignal): Promise<string[]>;
  /** null when the service sends a nil concept (e.g. an RXCUI it does not know). */
  getRxConceptProperties(rxcui: string, signal?: AbortSignal): Promise<RxConcept | null>;
  getRelatedByRelationship(
    rxcui: string,
    relaList: readonly string[],
    signal?: AbortSignal,
  ): Promise<RxConceptGroup[]>;
  getRelatedByType(
    rxcui: string,
    termTypeList: readonly string[],
    signal?: AbortSignal,
  ): Promise<RxConceptGroup[]>;
  getAllRelatedInfo(rxcui: string, signal?: AbortSignal): Promise<RxConceptGroup[]>;
  getMultiIngredBrand(ids: readonly string[], signal?: AbortSignal): Promise<RxConcept[]>;
  getDrugs(name: string, signal?: AbortSignal): Promise<RxConceptGroup[]>;
  getNDCs(rxcui: string, signal?: AbortSignal): Promise<string[]>;
  getIdTypes(signal?: AbortSignal): Promise<string[]>;
  getRelaTypes(signal?: AbortSignal): Promise<string[]>;
  getTermTypes(signal?: AbortSignal): Promise<string[]>;
}
