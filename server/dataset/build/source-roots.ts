/**
 * Source top nodes. In the UMLS every source's hierarchy hangs from one root atom named
 * for the source (its "root hierarchical term"; code `V-MSH` for MeSH, the naming of the
 * source's SRC atoms), so the real service's ancestors of a code end at it: MeSH Cats →
 * … "Organisms (MeSH Category)", "Medical Subject Headings" (reference §5.8). The demo
 * gives each hierarchical source that node, in the source itself so that
 * `/content/{version}/source/{SAB}/V-{SAB}` and its `/children` serve it, and names it
 * with the RootSource's `hierarchicalName`, which is how a client finds it.
 */
import { DatasetCollector } from './collector.ts';

/** Term type of a source top node (UMLS SRC RHT: root hierarchical term). */
export const SOURCE_ROOT_TTY = 'RHT';
/** Semantic type of a source top node: Intellectual Product, as UMLS source-root concepts. */
const SOURCE_ROOT_TUI = 'T170';

/** Id of a source's top node: `V-` + its abbreviation, as UMLS codes source-root atoms. */
export function sourceRootId(sab: string): string {
  return `V-${sab}`;
}

/** Name of each hierarchical source's top node (= its RootSource hierarchicalName). */
export const SOURCE_ROOT_NAMES = {
  MSH: 'Medical Subject Headings',
  ICD10CM: 'ICD-10-CM Tabular List of Diseases and Injuries',
  GO: 'Gene Ontology',
  DOID: 'Human Disease Ontology',
} as const;

/**
 * Adds `sab`'s top node and hangs `topIds` (the source's own top-level codes, which must
 * already be in its hierarchy) under it.
 */
export function addSourceRoot(
  collector: DatasetCollector,
  sab: string,
  dateAdded: string,
  topIds: Iterable<string>,
): void {
  const name = (SOURCE_ROOT_NAMES as Readonly<Record<string, string | undefined>>)[sab];
  if (name === undefined) throw new Error(`no top node name for ${sab}`);
  const id = sourceRootId(sab);
  const key = DatasetCollector.syntheticKey(sab, id);
  collector.claim(sab, id, key);
  collector.proposeConcept(key, dateAdded, [SOURCE_ROOT_TUI], 9);
  collector.addAtom(sab, id, SOURCE_ROOT_TTY, name);
  collector.setParents(sab, id, []);
  for (const top of topIds) collector.setParents(sab, top, [id]);
}
