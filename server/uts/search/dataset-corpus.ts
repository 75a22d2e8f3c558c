import { sourceKey, type Dataset } from '../../dataset/model.ts';
import type { SearchCorpus } from './engine.ts';

/** The search engine's view of the dataset. */
export function datasetCorpus(ds: Dataset): SearchCorpus {
  return {
    // A format-5 dataset numbers its atoms and carries the index over them (ready at once).
    atoms: ds.atomList ?? ds.atoms.values(),
    ...(ds.searchIndex && { index: ds.searchIndex }),
    concept(cui) {
      const c = ds.concepts.get(cui);
      if (!c) return undefined;
      const preferred = c.auis[0] === undefined ? undefined : ds.atoms.get(c.auis[0]);
      return { name: c.name, preferredSab: preferred?.sab ?? '', tuis: c.semanticTypes };
    },
    sourceName: (sab, id) => {
      const key = sourceKey(sab, id);
      return (ds.sourceConcepts.get(key) ?? ds.scuiClusters.get(key))?.name;
    },
    semanticTypes: ds.semanticTypes.values(),
    semanticGroups: ds.semanticGroups.values(),
  };
}
