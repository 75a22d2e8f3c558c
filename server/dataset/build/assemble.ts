/** Runs every per-source builder over the shared open data and assembles the built form. */
import { join } from 'node:path';
import { FORMAT_VERSION } from '../format.ts';
import type { BuiltDataset } from '../format.ts';
import { META_VERSION, RXNORM_VERSION, UMLS_RELEASE, UMLS_RELEASE_DATE } from '../model.ts';
import { DatasetCollector } from './collector.ts';
import { collectRxNorm } from './rxnorm.ts';
import { buildSemanticNetwork } from './semantic-network.ts';
import { ROOT_SOURCES, SOURCE_ID_TYPES } from './sources.ts';

export function assembleDataset(dataDir: string): BuiltDataset {
  const network = buildSemanticNetwork(join(dataDir, 'umls-semantic-network'));
  const collector = new DatasetCollector();
  const rxnorm = collectRxNorm(join(dataDir, 'rxnorm'), join(dataDir, 'fda-ndc'), collector);

  const collected = collector.finish();
  const sabs = new Set(collected.atoms.map((a) => a[2]));
  const tuis = new Set(network.types.map((t) => t[0]));
  for (const [cui, , types] of collected.concepts) {
    for (const tui of types.split(',')) if (!tuis.has(tui)) throw new Error(`${cui} has unknown semantic type ${tui}`);
  }

  return {
    formatVersion: FORMAT_VERSION,
    release: {
      umlsRelease: UMLS_RELEASE,
      umlsReleaseDate: UMLS_RELEASE_DATE,
      rxnormVersion: RXNORM_VERSION,
      metaVersion: META_VERSION,
      builtFrom:
        'RxNorm prescribable content 2025-10-06 (demo subset); FDA NDC Directory sample 2025-07-11; ' +
        'UMLS Semantic Network (NLM relational files)',
    },
    sourceIdTypes: Object.fromEntries(Object.entries(SOURCE_ID_TYPES).filter(([sab]) => sabs.has(sab))),
    sources: ROOT_SOURCES.filter((s) => sabs.has(s.abbreviation)),
    semanticTypes: network.types,
    semanticGroups: network.groups,
    semanticNetworkRelations: network.relations,
    concepts: collected.concepts,
    atoms: collected.atoms,
    hierarchy: collected.hierarchy,
    definitions: collected.definitions,
    relations: collected.relations,
    attributes: collected.attributes,
    rxnorm: rxnorm.rows(collected, []),
  };
}
