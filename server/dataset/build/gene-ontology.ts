/**
 * Gene Ontology (2022-07-01). Scope 'full': every term of the three namespaces. Scope
 * 'demo': the branch DEMO_GO_BRANCH (cellular_component) with its is_a descendants, every
 * is_a ancestor of those, and the three namespace roots. Atoms: name PT,
 * synonyms SY; definitions; is_a parents as the hierarchy; part_of and
 * (positively/negatively) regulates edges as RO relations.
 * Semantic types by namespace (see TUI_BY_NAMESPACE).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { DatasetCollector } from './collector.ts';
import type { DatasetScope } from './scope.ts';
import { addSourceRoot } from './source-roots.ts';
import { dataFile } from './data-files.ts';

export const GO_SAB = 'GO';
const GO_DATE = '07-01-2022';
/** The branch the demo scope includes whole: cellular_component. */
export const DEMO_GO_BRANCH = 'GO:0005575';

const TUI_BY_NAMESPACE: Readonly<Record<string, string>> = {
  biological_process: 'T038',
  molecular_function: 'T044',
  cellular_component: 'T026',
};

/** The roots of GO's three namespaces. */
const NAMESPACE_ROOTS: Readonly<Record<string, string>> = {
  'GO:0008150': 'biological_process',
  'GO:0003674': 'molecular_function',
  'GO:0005575': 'cellular_component',
};

function readTsvGz(path: string): string[][] {
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => l.split('\t'));
}

export function collectGeneOntology(
  dataDir: string,
  collector: DatasetCollector,
  scope: DatasetScope = 'demo',
): void {
  const terms = new Map<string, { name: string; namespace: string; definition: string }>();
  for (const [id = '', name = '', namespace = '', definition = ''] of readTsvGz(
    dataFile(dataDir, 'goTerms'),
  )) {
    terms.set(id, { name, namespace, definition });
  }
  const isaParents = new Map<string, string[]>();
  const otherEdges: [string, string, string][] = [];
  for (const [child = '', parent = '', relationship = ''] of readTsvGz(dataFile(dataDir, 'goParents'))) {
    if (relationship === 'isa') {
      (isaParents.get(child) ?? isaParents.set(child, []).get(child))?.push(parent);
    } else {
      otherEdges.push([child, relationship, parent]);
    }
  }

  const included = scope === 'full' ? new Set<string>(terms.keys()) : demoBranch(DEMO_GO_BRANCH, isaParents);
  // GO's three roots (biological_process, molecular_function, cellular_component) hang
  // from the source's top node.
  const roots = [...terms.keys()].filter((id) => id in NAMESPACE_ROOTS).sort();
  for (const id of roots) included.add(id);

  const synonyms = new Map<string, string[]>();
  for (const [id = '', synonym = ''] of readTsvGz(dataFile(dataDir, 'goSynonyms'))) {
    if (included.has(id)) (synonyms.get(id) ?? synonyms.set(id, []).get(id))?.push(synonym);
  }

  for (const id of [...included].sort()) {
    const term = terms.get(id);
    if (!term) continue;
    const key = DatasetCollector.syntheticKey(GO_SAB, id);
    collector.claim(GO_SAB, id, key);
    collector.proposeConcept(key, GO_DATE, [TUI_BY_NAMESPACE[term.namespace] ?? 'T038'], 5);
    collector.addAtom(GO_SAB, id, 'PT', term.name);
    for (const s of synonyms.get(id) ?? []) collector.addAtom(GO_SAB, id, 'SY', s);
    if (term.definition !== '') collector.addDefinition(GO_SAB, id, term.definition);
    collector.setParents(
      GO_SAB,
      id,
      (isaParents.get(id) ?? []).filter((p) => included.has(p)),
    );
  }
  addSourceRoot(collector, GO_SAB, GO_DATE, roots);
  for (const [child, relationship, parent] of otherEdges) {
    if (included.has(child) && included.has(parent))
      collector.addSourceRelation(GO_SAB, child, 'RO', relationship, parent);
  }
}

/** `branchRoot`, its is_a descendants and every is_a ancestor of those. */
function demoBranch(branchRoot: string, isaParents: ReadonlyMap<string, readonly string[]>): Set<string> {
  const isaChildren = new Map<string, string[]>();
  for (const [child, parents] of isaParents)
    for (const parent of parents)
      (isaChildren.get(parent) ?? isaChildren.set(parent, []).get(parent))?.push(child);
  const included = new Set<string>([branchRoot]);
  const down = [branchRoot];
  while (down.length > 0) {
    for (const child of isaChildren.get(down.pop() ?? '') ?? []) {
      if (!included.has(child)) {
        included.add(child);
        down.push(child);
      }
    }
  }
  const up = [...included];
  while (up.length > 0) {
    for (const parent of isaParents.get(up.pop() ?? '') ?? []) {
      if (!included.has(parent)) {
        included.add(parent);
        up.push(parent);
      }
    }
  }
  return included;
}
