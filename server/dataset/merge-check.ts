/**
 * Review aid for concept merges: lists concepts whose source concepts share no similar
 * name, the mark of a merge a clinician would find wrong (a "Myocardial Ischemia" concept
 * holding I25 "Chronic ischemic heart disease"). The builder's merge rule uses the same
 * name comparison (build/names.ts); this looks at the built result from the other side.
 * Usage: tsx server/dataset/merge-check.ts [max rows] [built file, default the committed one]
 */
import { readDataset } from './load.ts';
import type { Dataset } from './model.ts';
import { nameSimilarity } from './build/names.ts';

export interface DivergentSource {
  key: string;
  names: string[];
  /** Best similarity of any of its names to any name of the concept's other source concepts. */
  best: number;
}

export interface DivergentConcept {
  cui: string;
  name: string;
  sources: DivergentSource[];
}

/**
 * Concepts with at least one source concept whose names are all below `threshold`
 * similar to the names of the concept's other source concepts (RxNorm drug forms and
 * their ingredients' MeSH headings excepted: they are merged by exact name already).
 */
export function divergentConcepts(ds: Dataset, threshold = 0.5): DivergentConcept[] {
  const out: DivergentConcept[] = [];
  for (const concept of ds.concepts.values()) {
    const bySource = new Map<string, string[]>();
    for (const aui of concept.auis) {
      const atom = ds.atoms.get(aui);
      if (!atom || atom.obsolete) continue;
      const list = bySource.get(atom.sourceKey);
      if (list) list.push(atom.name);
      else bySource.set(atom.sourceKey, [atom.name]);
    }
    if (bySource.size < 2) continue;
    const divergent: DivergentSource[] = [];
    for (const [key, names] of bySource) {
      const others = [...bySource].filter(([k]) => k !== key).flatMap(([, n]) => n);
      let best = 0;
      for (const a of names) for (const b of others) best = Math.max(best, nameSimilarity(a, b));
      if (best < threshold) divergent.push({ key, names, best });
    }
    if (divergent.length > 0) out.push({ cui: concept.cui, name: concept.name, sources: divergent });
  }
  return out.sort((a, b) => (a.cui < b.cui ? -1 : 1));
}

function main(): void {
  const max = Number(process.argv[2] ?? '200');
  const found = divergentConcepts(readDataset(process.argv[3]));
  console.log(`${found.length} concepts with a source concept named unlike the rest`);
  for (const c of found.slice(0, max)) {
    console.log(`${c.cui} ${c.name}`);
    for (const s of c.sources)
      console.log(`    ${s.key} (${s.best.toFixed(2)}): ${s.names.slice(0, 3).join(' | ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main();
