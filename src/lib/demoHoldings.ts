/**
 * What the emulator's dataset (all of the open data the project ships) holds of each source it serves (counts of the committed
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
    count: 95_677,
    holds:
      'every code of the FY2021 order file (95,358, seventh-character extensions such as S72.001A included) under its chapter and block',
    missing:
      'codes added after FY2021, the alphabetic index and the tabular’s notes (includes, excludes, code-also)',
  },
  {
    sab: 'MSH',
    version: '2017 tree and headings, 2022 terms (not the current MeSH)',
    count: 30_232,
    holds:
      'every descriptor of the 2017 tree (28,470) under its 16 categories, with every tree number as an MN attribute; every term of the 2022 descriptors as an atom (entry terms and their permuted forms); the 1,745 descriptors added from 2018 to 2022, found by their terms but with no tree position',
    missing:
      'tree positions of descriptors added after 2017, and anything after 2022; qualifiers, scope notes and supplementary concepts',
  },
  {
    sab: 'GO',
    version: '2022-07-01',
    count: 43_559,
    holds:
      'every term of the three namespaces (43,558) with synonyms and definitions, is_a as the hierarchy, part_of and regulates as relations',
    missing: 'terms and changes after 2022-07-01; gene product annotations',
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
    count: 37_219,
    holds:
      'every record of the open prescribable file: 2,462 ingredients with their clinical and branded drugs, components, packs, brand names and dose forms, and their NDCs',
    missing:
      'ingredients starting with “A” (acetaminophen, amoxicillin, atorvastatin) are absent from the open file, except inside combinations; nothing outside the prescribable subset',
  },
];

/** Sources a user may expect that the demo has none of. */
export const DEMO_ABSENT_SOURCES =
  'No SNOMED CT, LOINC, CPT, MedDRA or any other licence-restricted source: the demo holds open data only.';

/**
 * The open RxNorm file the demo is built from lacks every ingredient whose name starts with
 * these letters (its "A" part was not taken), with their brands and products; their names
 * still occur inside products that combine them with another ingredient. Checked against the dataset by
 * server/dataset/demo-holdings.test.ts.
 */
export const DEMO_ABSENT_INGREDIENT_INITIALS: readonly string[] = ['A'];
