/**
 * Every file of the open data the builder reads, by the folder under the data directory
 * (`../shared/data`) and its name there. Builders open data files only through `dataFile`, and
 * the dataset's stamp (stamp.ts) hashes exactly these files, so a file the builder does not
 * read (an annotation corpus, a new source not yet built from) can be added beside them without
 * making the committed dataset look stale.
 */
import { join } from 'node:path';

export const DATA_FILES = {
  semanticTypes: 'umls-semantic-network/SRDEF',
  semanticGroups: 'umls-semantic-network/SemGroups.txt',
  semanticStructure: 'umls-semantic-network/SRSTR',
  rxnormPrescribable: 'rxnorm/rxnorm-prescribable-20251006-ingredients-B-Z.json.gz',
  rxnormCommonIngredients: 'rxnorm/rxnorm-demo-subset-common-ingredients.json',
  rxnormDoseForms: 'rxnorm/rxnorm-dose-forms-DF.tsv',
  rxnormSemanticTypes: 'rxnorm/RXNSTY.RRF',
  rxnormCuis: 'rxnorm/RXNCUI.RRF',
  ndcProducts: 'fda-ndc/product.txt',
  ndcPackages: 'fda-ndc/package.txt',
  diseaseOntology: 'disease-ontology/doid-NCIthesaurus-subset.obo',
  meshTree: 'mesh/2017MeshTree.txt',
  meshTerms: 'mesh/mesh2022_descriptor_terms.tsv.gz',
  icd10cmTabular: 'icd10cm/icd10cm_tabular_2021.xml.gz',
  icd10cmOrder: 'icd10cm/icd10cm_order_2021.txt.gz',
  goTerms: 'gene-ontology/go_terms_2022-07-01.tsv.gz',
  goParents: 'gene-ontology/go_parents_2022-07-01.tsv.gz',
  goSynonyms: 'gene-ontology/go_synonyms_2022-07-01.tsv.gz',
} as const;

export type DataFile = keyof typeof DATA_FILES;

/** Where a data file is under `dataDir`. */
export const dataFile = (dataDir: string, file: DataFile): string => join(dataDir, DATA_FILES[file]);
