import { FHIR_SYSTEMS } from './basket/systems.ts';

/**
 * FHIR code-system URIs beyond the basket's table, for sources a crosswalk meets often:
 * NCI Thesaurus and FDA NDCs, as HL7 Terminology lists them (../shared/reference/fhir-valueset.md:
 * v3-nciThesaurus, OID 2.16.840.1.113883.3.26.1.1; v3-ndc, OID 2.16.840.1.113883.6.69).
 * Kept apart so the basket's table stays its own; a source in neither has no known URI.
 */
export const EXTRA_FHIR_SYSTEMS: Readonly<Record<string, string>> = {
  NCI: 'http://ncicb.nci.nih.gov/xml/owl/EVS/Thesaurus.owl',
  NDC: 'http://hl7.org/fhir/sid/ndc',
};

/** The canonical FHIR system of a UMLS source (SAB), or null when HL7 Terminology lists none. */
export const anyFhirSystemFor = (sab: string): string | null =>
  FHIR_SYSTEMS[sab] ?? EXTRA_FHIR_SYSTEMS[sab] ?? null;
