/**
 * MeSH 2017 tree (descriptor id, tree numbers, preferred term), each tree number an `MN`
 * attribute and a parent (polyhierarchy), and every MeSH 2022 term of each descriptor as an
 * atom (build/mesh-terms.ts). Scope 'full': every descriptor of the tree, and the descriptors
 * of the 2022 terms the tree does not have (added after 2017: no tree number, so no position
 * and no branch to type them by). Scope 'demo': descriptors named by Disease Ontology xrefs,
 * descriptors whose term equals an RxNorm ingredient name, the complete C14 branch
 * (Cardiovascular Diseases), and every ancestor of those through all their tree numbers.
 * Descriptors named by DO xrefs join the DO term's concept; descriptors whose 2017 heading
 * equals an RxNorm ingredient name join the RxNorm concept (as UMLS merges them). Entry terms
 * never merge anything: a concept is decided by the heading alone, as before there were any.
 * Semantic types follow the tree branch (STY_RULES).
 */
import { readFileSync } from 'node:fs';
import type { BuiltRxTermInfo } from '../format.ts';
import type { DatasetScope } from './scope.ts';
import { DatasetCollector, FIRST_GENERATION, MESH_TERMS_GENERATION } from './collector.ts';
import { descriptorAtoms, readMeshTerms, type MeshDescriptorTerms } from './mesh-terms.ts';
import type { DoPart } from './disease-ontology.ts';
import { addSourceRoot } from './source-roots.ts';
import { dataFile } from './data-files.ts';

export const MSH_SAB = 'MSH';
const MSH_DATE = '01-01-2017';
/** The release of the descriptor terms, and the date of the descriptors only they hold. */
const MSH_TERMS_DATE = '01-01-2022';
/**
 * A descriptor without a tree number has no branch to type it by: T071 Entity, the root of
 * the semantic network, says no more than the data does.
 */
const UNTYPED_TUI = 'T071';
/** The MeSH branch the demo scope includes whole. */
export const COMPLETE_MESH_BRANCH = 'C14';

/** First matching tree-number prefix decides; longest prefixes first. */
const STY_RULES: readonly [string, string][] = [
  ['C23.888', 'T184'],
  ['C04', 'T191'],
  ['C23', 'T046'],
  ['C26', 'T037'],
  ['C', 'T047'],
  ['A01', 'T029'],
  ['A11', 'T025'],
  ['A12', 'T031'],
  ['A', 'T023'],
  ['B03', 'T007'],
  ['B04', 'T005'],
  ['B', 'T001'],
  ['D27', 'T121'],
  ['D', 'T103'],
  ['E01', 'T060'],
  ['E04', 'T061'],
  ['E', 'T058'],
  ['F01', 'T053'],
  ['F03', 'T048'],
  ['F', 'T041'],
  ['G', 'T067'],
  ['H', 'T091'],
  ['I', 'T078'],
  ['J', 'T073'],
  ['K', 'T090'],
  ['L', 'T170'],
  ['M', 'T098'],
  ['N', 'T058'],
  ['V', 'T170'],
  ['Z', 'T083'],
];

/** MeSH tree categories, named as UMLS names them ("Organisms (MeSH Category)"). */
export const MESH_CATEGORIES: Readonly<Record<string, string>> = {
  A: 'Anatomy',
  B: 'Organisms',
  C: 'Diseases',
  D: 'Chemicals and Drugs',
  E: 'Analytical, Diagnostic and Therapeutic Techniques, and Equipment',
  F: 'Psychiatry and Psychology',
  G: 'Phenomena and Processes',
  H: 'Disciplines and Occupations',
  I: 'Anthropology, Education, Sociology, and Social Phenomena',
  J: 'Technology, Industry, and Agriculture',
  K: 'Humanities',
  L: 'Information Science',
  M: 'Named Groups',
  N: 'Health Care',
  V: 'Publication Characteristics',
  Z: 'Geographicals',
};

export function meshTuiForTree(tree: string): string {
  return STY_RULES.find(([prefix]) => tree === prefix || tree.startsWith(prefix))?.[1] ?? 'T071';
}

export interface MeshTree {
  termOf: ReadonlyMap<string, string>;
  treesOf: ReadonlyMap<string, readonly string[]>;
  descriptorAt: ReadonlyMap<string, string>;
}

export function readMeshTree(dataDir: string): MeshTree {
  const termOf = new Map<string, string>();
  const treesOf = new Map<string, string[]>();
  const descriptorAt = new Map<string, string>();
  const lines = readFileSync(dataFile(dataDir, 'meshTree'), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1);
  for (const line of lines) {
    const [tree, ui, term] = line.split('\t');
    if (!tree || !ui || !term) continue;
    termOf.set(ui, term.trim());
    descriptorAt.set(tree, ui);
    const list = treesOf.get(ui);
    if (list) list.push(tree);
    else treesOf.set(ui, [tree]);
  }
  for (const list of treesOf.values()) list.sort();
  return { termOf, treesOf, descriptorAt };
}

function parentTree(tree: string): string | null {
  const dot = tree.lastIndexOf('.');
  return dot < 0 ? null : tree.slice(0, dot);
}

export function collectMesh(
  dataDir: string,
  collector: DatasetCollector,
  diseaseOntology: DoPart,
  rxIngredients: ReadonlyMap<string, { tty: string; name: string }>,
  scope: DatasetScope = 'demo',
): { termInfo: BuiltRxTermInfo[] } {
  const mesh = readMeshTree(dataDir);
  const terms = readMeshTerms(dataDir);
  const nameOf = (ui: string): string | undefined => mesh.termOf.get(ui);
  const included = new Set<string>(scope === 'full' ? mesh.termOf.keys() : []);
  for (const id of diseaseOntology.meshIds) if (mesh.termOf.has(id)) included.add(id);
  for (const [tree, ui] of mesh.descriptorAt) {
    if (tree === COMPLETE_MESH_BRANCH || tree.startsWith(`${COMPLETE_MESH_BRANCH}.`)) included.add(ui);
  }

  // RxNorm ingredients whose name is a MeSH descriptor's term share its concept.
  const byLowerTerm = new Map<string, string>();
  for (const [ui, term] of mesh.termOf) byLowerTerm.set(term.toLowerCase(), ui);
  const termInfo: BuiltRxTermInfo[] = [];
  for (const [rxcui, c] of [...rxIngredients].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (c.tty !== 'IN' && c.tty !== 'PIN') continue;
    const ui = byLowerTerm.get(c.name.toLowerCase());
    if (!ui) continue;
    // A descriptor a DO term names stays with that term's concept (as before RxNorm's turn).
    if (diseaseOntology.xrefOwner(MSH_SAB, ui, nameOf) !== undefined) continue;
    const owner = collector.ownerOf('RXNORM', rxcui);
    if (owner && collector.claim(MSH_SAB, ui, owner)) {
      included.add(ui);
      termInfo.push([rxcui, MSH_SAB, ui, mesh.termOf.get(ui) ?? '', 'MH']);
    }
  }

  // Close over ancestors through every tree position of every included descriptor.
  const queue = [...included];
  while (queue.length > 0) {
    const ui = queue.pop() ?? '';
    for (const tree of mesh.treesOf.get(ui) ?? []) {
      const up = parentTree(tree);
      const parent = up === null ? undefined : mesh.descriptorAt.get(up);
      if (parent && !included.has(parent)) {
        included.add(parent);
        queue.push(parent);
      }
    }
  }

  const categories = new Set<string>();
  for (const ui of [...included].sort()) {
    const trees = mesh.treesOf.get(ui) ?? [];
    const key =
      collector.ownerOf(MSH_SAB, ui) ??
      diseaseOntology.xrefOwner(MSH_SAB, ui, nameOf) ??
      DatasetCollector.syntheticKey(MSH_SAB, ui);
    collector.claim(MSH_SAB, ui, key);
    collector.proposeConcept(key, MSH_DATE, [meshTuiForTree(trees[0] ?? '')], 3);
    addDescriptorAtoms(collector, ui, mesh.termOf.get(ui), terms.get(ui), FIRST_GENERATION);
    // A first-level tree number (C14) hangs from its category (C); deeper ones from the
    // descriptor one level up. Every tree number gives a parent, so polyhierarchy stays.
    const parents = trees.flatMap((t) => {
      const up = parentTree(t);
      if (up === null) {
        categories.add(t.charAt(0));
        return [t.charAt(0)];
      }
      const parent = mesh.descriptorAt.get(up);
      return parent ? [parent] : [];
    });
    collector.setParents(MSH_SAB, ui, parents);
    // Tree numbers are MeSH attributes in UMLS (MRSAT ATN=MN).
    for (const tree of trees) collector.addSourceAttribute(MSH_SAB, ui, 'MN', tree);
  }
  // The tree categories (A Anatomy, C Diseases, …) above the first-level descriptors, under
  // the source's top node. Their id is the category letter, which is also their tree number.
  for (const letter of [...categories].sort()) {
    const name = MESH_CATEGORIES[letter];
    if (name === undefined) throw new Error(`unknown MeSH category ${letter}`);
    const key = DatasetCollector.syntheticKey(MSH_SAB, letter);
    collector.claim(MSH_SAB, letter, key);
    collector.proposeConcept(key, MSH_DATE, ['T185'], 3);
    collector.addAtom(MSH_SAB, letter, 'HT', `${name} (MeSH Category)`);
    collector.addSourceAttribute(MSH_SAB, letter, 'MN', letter);
  }
  addSourceRoot(collector, MSH_SAB, MSH_DATE, [...categories].sort());

  // Descriptors of the 2022 terms that the 2017 tree does not have: found by search, with
  // no position in the tree and a concept of their own (no DO or RxNorm merge).
  if (scope === 'full') {
    for (const ui of [...terms.keys()].filter((id) => !mesh.termOf.has(id)).sort()) {
      const key = DatasetCollector.syntheticKey(MSH_SAB, ui);
      collector.claim(MSH_SAB, ui, key);
      collector.proposeConcept(key, MSH_TERMS_DATE, [UNTYPED_TUI], 3, MESH_TERMS_GENERATION);
      addDescriptorAtoms(collector, ui, undefined, terms.get(ui), MESH_TERMS_GENERATION);
    }
  }
  return { termInfo };
}

/**
 * A descriptor's atoms: its heading (MH) in the generation of the descriptor, its 2022 terms
 * in the generation that added them, so they move no id the dataset had before them.
 */
function addDescriptorAtoms(
  collector: DatasetCollector,
  ui: string,
  heading: string | undefined,
  terms: MeshDescriptorTerms | undefined,
  headingGeneration: number,
): void {
  for (const atom of descriptorAtoms(heading, terms)) {
    collector.addAtom(MSH_SAB, ui, atom.tty, atom.name, 0, {
      ...(atom.saui !== null && { saui: atom.saui }),
      ...(atom.scui !== null && { scui: atom.scui }),
      generation: atom.tty === 'MH' ? headingGeneration : MESH_TERMS_GENERATION,
    });
  }
}
