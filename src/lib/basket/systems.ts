/**
 * FHIR code-system URIs for UMLS sources, as HL7 Terminology (THO) lists them
 * (../shared/reference/fhir-valueset.md). A source missing here has no known URI and is
 * left out of an export's compose.include, never guessed.
 */
export const FHIR_SYSTEMS: Readonly<Record<string, string>> = {
  SNOMEDCT_US: 'http://snomed.info/sct',
  ICD10CM: 'http://hl7.org/fhir/sid/icd-10-cm',
  RXNORM: 'http://www.nlm.nih.gov/research/umls/rxnorm',
  LNC: 'http://loinc.org',
  // THO's MeSH entry uses https.
  MSH: 'https://www.nlm.nih.gov/mesh',
  // THO marks this one retired (2021-11-09); it is still the only URI for a CUI.
  UMLS: 'http://terminology.hl7.org/CodeSystem/umls',
  // THO CodeSystem v3-ndc (FDA NDCs as RxNorm gives them: 11 digits or hyphenated).
  NDC: 'http://hl7.org/fhir/sid/ndc',
  // THO CodeSystem v3-nciThesaurus.
  NCI: 'http://ncicb.nci.nih.gov/xml/owl/EVS/Thesaurus.owl',
};

/** Other URIs met on import that mean a known system (older resources use the MeSH RDF stem). */
export const SYSTEM_ALIASES: Readonly<Record<string, string>> = {
  'http://id.nlm.nih.gov/mesh': 'MSH',
  'https://id.nlm.nih.gov/mesh': 'MSH',
  'http://www.nlm.nih.gov/mesh': 'MSH',
};

export const RETIRED_SYSTEMS: ReadonlySet<string> = new Set(['UMLS']);

export const fhirSystemFor = (sab: string): string | null => FHIR_SYSTEMS[sab] ?? null;

export function sabForFhirSystem(uri: string): string | null {
  for (const [sab, u] of Object.entries(FHIR_SYSTEMS)) if (u === uri) return sab;
  return SYSTEM_ALIASES[uri.replace(/\/+$/, '')] ?? null;
}
