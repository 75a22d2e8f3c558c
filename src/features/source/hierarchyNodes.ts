import type { HierarchyNode } from '../../api/uts/index.ts';
import { atomPath, sourceCodePath } from '../../lib/paths.ts';

/**
 * What the page needs of a hierarchy node. Source hierarchy calls return code clusters,
 * but Atoms for HL7 sources (reference §5.8): those lead to the atom page, and their
 * children are only known from the atom's own links.
 */
export interface TreeEntry {
  key: string;
  /** Shown id: the code, or the AUI of an HL7 atom. */
  id: string;
  name: string;
  rootSource: string;
  path: string;
  /** The source code this entry can be expanded under; null for atoms (no source-level tree). */
  code: { sab: string; id: string } | null;
  /** False when the service says the node has no children ("NONE"). */
  hasChildren: boolean;
  obsolete: boolean;
}

export function treeEntry(node: HierarchyNode): TreeEntry {
  if (node.kind === 'Atom') {
    return {
      key: `atom:${node.ui}`,
      id: node.ui,
      name: node.name,
      rootSource: node.rootSource,
      path: atomPath(node.ui),
      code: null,
      hasChildren: node.links.children !== null,
      obsolete: node.obsolete,
    };
  }
  return {
    key: `code:${node.rootSource}/${node.ui}`,
    id: node.ui,
    name: node.name,
    rootSource: node.rootSource,
    path: sourceCodePath(node.rootSource, node.ui),
    code: { sab: node.rootSource, id: node.ui },
    hasChildren: node.links.children !== null,
    obsolete: node.obsolete,
  };
}

/**
 * The identifier shown after a node's name: none when the name already ends with it
 * (ICD-10-CM blocks are named "Ischemic heart diseases (I20-I25)"), and "chapter 9" for
 * ICD-10-CM chapters, whose codes are bare chapter numbers.
 */
export function idNote(e: Pick<TreeEntry, 'id' | 'name' | 'rootSource'>): string | null {
  if (e.name.trimEnd().endsWith(`(${e.id})`)) return null;
  if (e.rootSource === 'ICD10CM' && /^\d{1,2}$/.test(e.id)) return `chapter ${e.id}`;
  return e.id;
}
