import { atomPath, sourceCodePath, withParams } from '../paths.ts';
import type { NodeRef, TreeNodeData } from './node.ts';

/**
 * Where a tree node leads. Code nodes have a source page (whose Hierarchy tab is the tree);
 * atom nodes (HL7 sources, `/AUI/…` trees) have the atom page, which is a tree page itself.
 */
export const nodePagePath = (ref: NodeRef): string =>
  ref.kind === 'atom' ? atomPath(ref.id) : sourceCodePath(ref.sab, ref.id);

/** The node's page with its tree open: where clicking a name re-centres to. */
export const nodeTreePath = (ref: NodeRef): string =>
  ref.kind === 'atom' ? atomPath(ref.id) : withParams(sourceCodePath(ref.sab, ref.id), { tab: 'hierarchy' });

/**
 * The identifier shown after a node's name: none when the name already ends with it
 * (ICD-10-CM blocks are named "Ischemic heart diseases (I20-I25)"), and "chapter 9" for
 * ICD-10-CM chapters, whose codes are bare chapter numbers.
 */
export function codeLabel(node: Pick<TreeNodeData, 'code' | 'name' | 'ref'>): string {
  if (node.name.trimEnd().endsWith(`(${node.code})`)) return '';
  if (node.ref.sab === 'ICD10CM' && node.ref.kind === 'code' && /^\d{1,2}$/.test(node.code))
    return `chapter ${node.code}`;
  return node.code;
}
