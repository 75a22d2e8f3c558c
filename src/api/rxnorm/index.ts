/** The drug-vocabulary SOAP client as the drug pages use it (lazy-loaded with them). */
export { createDrugVocabClient, SOAP_PATH, type DrugVocabClientOptions } from './operations.ts';
export type { DrugVocabClient, RxConcept, RxConceptGroup, RxTermInfo } from './types.ts';
export { isXmlCharacterError, XmlCharacterError } from './xml-text.ts';
