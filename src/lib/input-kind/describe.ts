import type { RecognizedKind } from './detect.ts';

const SOURCE_WORDS: Record<string, string> = {
  ICD10CM: 'an ICD-10-CM code',
  MSH: 'a MeSH identifier',
  GO: 'a Gene Ontology term',
  DOID: 'a Disease Ontology term',
  HPO: 'a Human Phenotype Ontology term',
  RXNORM: 'an RxNorm concept (RXCUI)',
  SNOMEDCT_US: 'a SNOMED CT code',
  LNC: 'a LOINC code',
  NCI: 'an NCI Thesaurus code',
};

/** The words for what a recognised line is, e.g. "an ICD-10-CM code", "a MeSH descriptor". */
export function describeKind(
  kind: RecognizedKind | 'empty',
  source: string | null,
  value = '',
): string | null {
  switch (kind) {
    case 'cui':
      return 'a UMLS concept identifier (CUI)';
    case 'aui':
      return 'a UMLS atom identifier (AUI)';
    case 'tui':
      return 'a semantic type identifier (TUI)';
    case 'rxcui':
      return 'an RxNorm concept identifier (RXCUI)';
    case 'ndc':
      return 'a National Drug Code (NDC)';
    case 'code':
      if (source === 'MSH' && /^D\d/i.test(value)) return 'a MeSH descriptor';
      if (source === 'MSH' && /^C\d/i.test(value)) return 'a MeSH supplementary concept';
      return source ? (SOURCE_WORDS[source] ?? `a ${source} code`) : 'a source code';
    default:
      return null;
  }
}
