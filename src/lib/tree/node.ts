import type { HierarchyNode } from '../../api/uts/index.ts';

/**
 * A node of a hierarchy tree, keyed by (kind, sab, id). Source hierarchies return code
 * clusters (kind `code`), HL7 sources and `/AUI/…` trees return atoms (kind `atom`); both can
 * sit in one tree, so the key carries the kind.
 */
export type NodeKind = 'code' | 'atom';

export interface NodeRef {
  kind: NodeKind;
  /** Root source abbreviation, e.g. MSH. */
  sab: string;
  /** The source code / descriptor / concept id, or the AUI. */
  id: string;
}

/** `code:MSH/D009203`, `atom:HL7V3.0/A1234567`. */
export type NodeKey = string;

export interface TreeNodeData {
  key: NodeKey;
  ref: NodeRef;
  name: string;
  /** The identifier shown next to the name: the code (for an atom its code when known). */
  code: string;
  /** False when the service says the node has no children (`children` link "NONE"). */
  hasChildren: boolean;
  /**
   * False when the service says the node has no parents (`parents` link "NONE": a top node).
   * Absent where it is not known (built by hand): the parents are then asked for.
   */
  hasParents?: boolean;
  obsolete: boolean;
  /**
   * A MeSH descriptor's tree numbers, sorted (`MN` attributes; lib/meshTreeNumbers.ts). Absent
   * where not read: other sources, long lists, trees that only need the shape.
   */
  treeNumbers?: readonly string[];
  /**
   * On a path of a source with positions: the one tree number the node holds on that path
   * (lib/tree/positions.ts). A descriptor at several places is one node at several positions.
   */
  position?: string;
}

/**
 * A node as placed on a path: its key, and its tree number where it has one there. Paths and
 * trees built from them tell places apart by this, so Diabetic Angiopathies at C14.907.320 and
 * at C19.246.099.500 are two places, not one.
 */
export const placeKey = (n: Pick<TreeNodeData, 'key' | 'position'>): string =>
  n.position ? `${n.key}@${n.position}` : n.key;

export function nodeKey(ref: NodeRef): NodeKey {
  return `${ref.kind}:${ref.sab}/${ref.id}`;
}

/** The ref of a key, or null for text that is not a key. Ids may hold `/` and `:`. */
export function parseNodeKey(key: string): NodeRef | null {
  const m = /^(code|atom):([^/]+)\/(.+)$/.exec(key);
  if (!m) return null;
  return { kind: m[1] as NodeKind, sab: m[2]!, id: m[3]! };
}

export function nodeFromHierarchy(node: HierarchyNode): TreeNodeData {
  const ref: NodeRef =
    node.kind === 'Atom'
      ? { kind: 'atom', sab: node.rootSource, id: node.ui }
      : { kind: 'code', sab: node.rootSource, id: node.ui };
  return {
    key: nodeKey(ref),
    ref,
    name: node.name,
    code: node.kind === 'Atom' ? (node.code?.id ?? node.ui) : node.ui,
    hasChildren: node.links.children !== null,
    hasParents: node.links.parents !== null,
    obsolete: node.obsolete,
  };
}
