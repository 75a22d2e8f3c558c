/** Runs every per-source builder over the shared open data and assembles the built form. */
import { FORMAT_VERSION } from '../format.ts';
import type { BuiltDataset } from '../format.ts';
import { META_VERSION, RXNORM_VERSION, UMLS_RELEASE, UMLS_RELEASE_DATE } from '../model.ts';
import { DatasetCollector } from './collector.ts';
import { collectDiseaseOntology } from './disease-ontology.ts';
import { collectGeneOntology } from './gene-ontology.ts';
import { collectIcd10cm } from './icd10cm.ts';
import { collectMesh } from './mesh.ts';
import { collectRxNorm } from './rxnorm.ts';
import { buildSemanticNetwork } from './semantic-network.ts';
import type { DatasetScope } from './scope.ts';
import { rootSources, SOURCE_ID_TYPES } from './sources.ts';

export function assembleDataset(dataDir: string, scope: DatasetScope = 'full'): BuiltDataset {
  const network = buildSemanticNetwork(dataDir);
  const collector = new DatasetCollector();
  // Order matters: earlier sources claim shared codes first (RxNorm, then DO's xrefs).
  const rxnorm = collectRxNorm(dataDir, collector, scope);
  const diseaseOntology = collectDiseaseOntology(dataDir, collector);
  const mesh = collectMesh(dataDir, collector, diseaseOntology, rxnorm.concepts, scope);
  collectIcd10cm(dataDir, collector, diseaseOntology, scope);
  collectGeneOntology(dataDir, collector, scope);

  const collected = collector.finish();
  const sabs = new Set(collected.sourceConcepts.map((s) => s[0]));
  const tuis = new Set(network.types.map((t) => t[0]));
  for (const [cui, , types] of collected.concepts) {
    for (const tui of types.split(','))
      if (!tuis.has(tui)) throw new Error(`${cui} has unknown semantic type ${tui}`);
  }

  return {
    formatVersion: FORMAT_VERSION,
    release: {
      umlsRelease: UMLS_RELEASE,
      umlsReleaseDate: UMLS_RELEASE_DATE,
      rxnormVersion: RXNORM_VERSION,
      metaVersion: META_VERSION,
      builtFrom:
        (scope === 'full'
          ? 'RxNorm prescribable content 2025-10-06 (ingredients B-Z and the common-ingredients subset); '
          : 'RxNorm prescribable content 2025-10-06 (demo subset); ') +
        'FDA NDC Directory sample 2025-07-11; ' +
        'Human Disease Ontology 2026-07-31 (NCIthesaurus subset); MeSH 2017 tree with MeSH 2022 descriptor terms; ICD-10-CM FY2021 tabular; ' +
        'Gene Ontology 2022-07-01; UMLS Semantic Network (NLM relational files)',
    },
    sourceIdTypes: Object.fromEntries(Object.entries(SOURCE_ID_TYPES).filter(([sab]) => sabs.has(sab))),
    sources: rootSources(scope).filter((s) => sabs.has(s.abbreviation)),
    semanticTypes: network.types,
    semanticGroups: network.groups,
    semanticNetworkRelations: network.relations,
    concepts: collected.concepts,
    atoms: collected.atoms,
    sourceConcepts: collected.sourceConcepts,
    definitions: collected.definitions,
    relations: collected.relations,
    attributes: collected.attributes,
    rxnorm: rxnorm.rows(collected, mesh.termInfo),
  };
}
