/**
 * What the emulator's demo dataset holds of each source it serves (counts of the committed
 * dataset, checked by server/dataset/demo-holdings.test.ts), and what it does not hold, so
 * that a "not found" against the emulator is never mistaken for a service fault. Shown by
 * the About and Vocabularies pages when the app runs on the emulator.
 */
export interface DemoHolding {
  /** The source abbreviation as the emulator serves it. */
  readonly sab: string;
  readonly version: string;
  /** Source concepts (codes, descriptors, terms, RXCUIs) of the SAB, top node included. */
  readonly count: number;
  readonly holds: string;
  readonly missing: string;
}

export const DEMO_HOLDINGS: readonly DemoHolding[] = [
  {
    sab: 'ICD10CM',
    version: 'FY2021',
    count: 4_025,
    holds:
      'the whole circulatory chapter (I00-I99), the codes Disease Ontology terms name, and their chapters and blocks',
    missing:
      'most of the 95,358 codes of the FY2021 order file (E11.9 type 2 diabetes is not there) and every seventh-character extension (S72.001A)',
  },
  {
    sab: 'MSH',
    version: '2017 (not the current MeSH)',
    count: 3_132,
    holds:
      'the whole Cardiovascular Diseases branch (C14), the headings Disease Ontology and RxNorm ingredients name, and their ancestors; tree numbers as MN attributes',
    missing:
      'most of the 28,470 descriptors; no qualifiers, entry terms or scope notes (the open file is the tree only)',
  },
  {
    sab: 'GO',
    version: '2022-07-01',
    count: 4_183,
    holds:
      'the cellular component branch (GO:0005575) with synonyms and definitions, and the other two roots',
    missing: 'the biological process and molecular function terms below their roots (of 43,558 terms in all)',
  },
  {
    sab: 'DOID',
    version: '2026-07-31 (NCIthesaurus subset; not a UMLS source)',
    count: 4_758,
    holds:
      'every term of the NCIthesaurus subset, with synonyms, definitions and real UMLS CUIs where it gives them',
    missing: 'terms outside that subset',
  },
  {
    sab: 'NCI',
    version: 'codes from Disease Ontology cross-references',
    count: 4_413,
    holds: 'NCI Thesaurus codes named by exactly one Disease Ontology term, under that term’s name',
    missing: 'NCI Thesaurus text, hierarchy and every code the Disease Ontology does not name',
  },
  {
    sab: 'RXNORM',
    version: 'Current Prescribable Content 2025-10-06',
    count: 4_709,
    holds:
      '94 common ingredients (bupropion, lisinopril, metformin, warfarin, …) with their clinical and branded drugs, packs, brand names and dose forms; their NDCs, three per product',
    missing:
      'every other ingredient of the ~2,460 in the prescribable file; ingredients starting with “A” (acetaminophen, amoxicillin, atorvastatin) are absent from the open file altogether',
  },
];

/** Sources a user may expect that the demo has none of. */
export const DEMO_ABSENT_SOURCES =
  'No SNOMED CT, LOINC, CPT, MedDRA or any other licence-restricted source: the demo holds open data only.';
