/**
 * MRSAB-like metadata for every SAB in the demo. Versions and names describe the data
 * actually used (not a real UMLS release's MRSAB); DOID is not a UMLS source and says so.
 * `hierarchicalName` is set for the sources with a hierarchy: the name of their top node,
 * `/source/{abbreviation}/V-{abbreviation}` (see source-roots.ts).
 */
import type { ContactInformation, RootSource } from '../model.ts';
import type { DatasetScope } from './scope.ts';
import { SOURCE_ROOT_NAMES } from './source-roots.ts';

function contact(name: string, organization: string, url: string): ContactInformation {
  return {
    handle: null,
    name,
    title: null,
    organization,
    address1: null,
    address2: null,
    city: null,
    stateOrProvince: null,
    country: 'USA',
    zipCode: null,
    telephone: null,
    fax: null,
    email: null,
    url,
  };
}

const NLM = 'National Library of Medicine';
const ENGLISH = { abbreviation: 'ENG', expandedForm: 'English' } as const;

function source(
  fields: Omit<RootSource, 'language' | 'family' | 'acquisitionContact' | 'notInUmls'> &
    Partial<Pick<RootSource, 'family' | 'notInUmls'>>,
): RootSource {
  return {
    family: fields.abbreviation,
    notInUmls: false,
    language: ENGLISH,
    acquisitionContact: null,
    ...fields,
  };
}

const DEMO_ROOT_SOURCES: readonly RootSource[] = [
  source({
    abbreviation: 'RXNORM',
    expandedForm: 'RxNorm Current Prescribable Content, 2025_10_06',
    restrictionLevel: 0,
    contentContact: contact('RxNorm Support', NLM, 'https://www.nlm.nih.gov/research/umls/rxnorm/'),
    licenseContact: contact('RxNorm Support', NLM, 'https://www.nlm.nih.gov/research/umls/rxnorm/'),
    contextType: null,
    shortName: 'RxNorm',
    hierarchicalName: null,
    preferredName: 'RxNorm Current Prescribable Content, 2025_10_06',
    synonymousNames: ['RxNorm'],
    versionedAbbreviation: 'RXNORM_2025_10_06',
    version: '2025_10_06',
  }),
  source({
    abbreviation: 'MSH',
    expandedForm:
      'Medical Subject Headings, 2017 (tree and headings; terms of the 2022 descriptors; not the current version)',
    restrictionLevel: 0,
    contentContact: contact('MeSH Section', NLM, 'https://www.nlm.nih.gov/mesh/'),
    licenseContact: contact('MeSH Section', NLM, 'https://www.nlm.nih.gov/mesh/'),
    contextType: 'FULL-MULTIPLE',
    shortName: 'MeSH',
    hierarchicalName: SOURCE_ROOT_NAMES.MSH,
    preferredName: 'Medical Subject Headings, 2017',
    synonymousNames: ['MeSH'],
    versionedAbbreviation: 'MSH2017',
    version: '2017',
  }),
  source({
    abbreviation: 'ICD10CM',
    expandedForm: 'International Classification of Diseases, Tenth Revision, Clinical Modification, 2021',
    // ICD-10-CM is WHO-derived; UMLS gives it restriction category 4 (as we recall it: verify before relying on it).
    restrictionLevel: 4,
    contentContact: contact(
      'NCHS Classifications',
      'National Center for Health Statistics',
      'https://www.cdc.gov/nchs/icd/icd-10-cm/',
    ),
    licenseContact: contact(
      'NCHS Classifications',
      'National Center for Health Statistics',
      'https://www.cdc.gov/nchs/icd/icd-10-cm/',
    ),
    contextType: 'FULL',
    shortName: 'ICD-10-CM',
    hierarchicalName: SOURCE_ROOT_NAMES.ICD10CM,
    preferredName: 'International Classification of Diseases, Tenth Revision, Clinical Modification, 2021',
    synonymousNames: ['ICD-10-CM'],
    versionedAbbreviation: 'ICD10CM_2021',
    version: '2021',
  }),
  source({
    abbreviation: 'NCI',
    expandedForm:
      'NCI Thesaurus codes (via Disease Ontology cross-references; names are Disease Ontology names)',
    restrictionLevel: 0,
    contentContact: contact('NCI EVS', 'National Cancer Institute', 'https://evs.nci.nih.gov/'),
    licenseContact: contact('NCI EVS', 'National Cancer Institute', 'https://evs.nci.nih.gov/'),
    contextType: null,
    shortName: 'NCI Thesaurus',
    hierarchicalName: null,
    preferredName: 'NCI Thesaurus',
    synonymousNames: ['NCIt'],
    versionedAbbreviation: 'NCI_DO_2026_07_31',
    version: 'DO 2026-07-31 cross-references',
  }),
  source({
    abbreviation: 'GO',
    expandedForm: 'Gene Ontology, 2022_07_01 (cellular component branch)',
    restrictionLevel: 0,
    contentContact: contact(
      'Gene Ontology Consortium',
      'Gene Ontology Consortium',
      'https://geneontology.org/',
    ),
    licenseContact: contact(
      'Gene Ontology Consortium (CC BY 4.0)',
      'Gene Ontology Consortium',
      'https://geneontology.org/docs/go-citation-policy/',
    ),
    contextType: 'FULL-MULTIPLE',
    shortName: 'Gene Ontology',
    hierarchicalName: SOURCE_ROOT_NAMES.GO,
    preferredName: 'Gene Ontology, 2022_07_01',
    synonymousNames: ['GO'],
    versionedAbbreviation: 'GO2022_07_01',
    version: '2022_07_01',
  }),
  source({
    abbreviation: 'DOID',
    expandedForm: 'Human Disease Ontology, 2026_07_31 (NCIthesaurus subset; not a UMLS source)',
    restrictionLevel: 0,
    contentContact: contact(
      'Disease Ontology',
      'Institute for Genome Sciences, University of Maryland',
      'https://disease-ontology.org/',
    ),
    licenseContact: contact(
      'Disease Ontology (CC0 1.0)',
      'Institute for Genome Sciences, University of Maryland',
      'https://disease-ontology.org/',
    ),
    contextType: 'FULL-MULTIPLE',
    shortName: 'Disease Ontology',
    hierarchicalName: SOURCE_ROOT_NAMES.DOID,
    preferredName: 'Human Disease Ontology, 2026_07_31',
    synonymousNames: ['DO', 'Human Disease Ontology'],
    versionedAbbreviation: 'DOID_2026_07_31',
    version: '2026_07_31',
    notInUmls: true,
  }),
];

/** The RootSources of a build; the full scope's GO is not a branch. */
export function rootSources(scope: DatasetScope): readonly RootSource[] {
  if (scope === 'demo') return DEMO_ROOT_SOURCES;
  return DEMO_ROOT_SOURCES.map((s) =>
    s.abbreviation === 'GO' ? { ...s, expandedForm: 'Gene Ontology, 2022_07_01' } : s,
  );
}

/** How each demo SAB's ids are typed in UMLS terms (decides Atom.scui / Atom.sdui). */
export const SOURCE_ID_TYPES: Readonly<Record<string, 'code' | 'sourceConcept' | 'sourceDescriptor'>> = {
  RXNORM: 'sourceConcept',
  MSH: 'sourceDescriptor',
  ICD10CM: 'sourceDescriptor',
  NCI: 'code',
  GO: 'sourceConcept',
  DOID: 'sourceConcept',
};
