import { numbersUnder } from '../meshTreeNumbers.ts';
import { placeKey, type NodeKey, type TreeNodeData } from './node.ts';
import type { ParentGraph } from './paths.ts';
import type { TreeRow } from './visible.ts';

/**
 * How nodes of one hierarchy relate (issue 35), over the parent graphs the tree already walks
 * (walkParents): every path of a focus merged into one tree, the node where paths diverge,
 * and the lowest common ancestors of several nodes in a polyhierarchy. Pure; graphs may hold
 * cycles (bad data), so every walk keeps a visited set.
 */

type Graph = Pick<ParentGraph, 'nodes' | 'parents'>;

/** One graph holding every node and parent list of several walks. */
export function mergeGraphs(graphs: readonly Graph[]): Graph {
  const nodes = new Map<NodeKey, TreeNodeData>();
  const parents = new Map<NodeKey, NodeKey[]>();
  for (const g of graphs) {
    for (const [k, n] of g.nodes) nodes.set(k, n);
    for (const [k, ps] of g.parents) parents.set(k, [...new Set([...(parents.get(k) ?? []), ...ps])]);
  }
  return { nodes, parents };
}

/** The node and everything above it. */
export function ancestorsAndSelf(graph: Graph, key: NodeKey): Set<NodeKey> {
  const seen = new Set<NodeKey>([key]);
  const queue = [key];
  while (queue.length) {
    for (const p of graph.parents.get(queue.shift()!) ?? [])
      if (!seen.has(p)) {
        seen.add(p);
        queue.push(p);
      }
  }
  return seen;
}

/**
 * The lowest common ancestors of `keys`: nodes above (or equal to) every one of them with no
 * other such node below them. A polyhierarchy can have several (two concepts that both sit
 * under A and under B, with A and B unrelated); [] when they share no ancestor. A node that is
 * itself above the others is their meeting point. Sorted by name, then key.
 */
export function lowestCommonAncestors(graph: Graph, keys: readonly NodeKey[]): NodeKey[] {
  if (keys.length === 0) return [];
  const sets = keys.map((k) => ancestorsAndSelf(graph, k));
  const common = [...sets[0]!].filter((k) => sets.every((s) => s.has(k)));
  const commonSet = new Set(common);
  // A common node is not lowest when another common node has it strictly above itself (in a
  // cycle of bad data each node is above the other: neither is dropped for it).
  const above = new Map(common.map((c) => [c, ancestorsAndSelf(graph, c)]));
  const notLowest = new Set<NodeKey>();
  for (const c of common)
    for (const a of above.get(c)!) if (a !== c && commonSet.has(a) && !above.get(a)!.has(c)) notLowest.add(a);
  const name = (k: NodeKey) => graph.nodes.get(k)?.name ?? k;
  return common
    .filter((k) => !notLowest.has(k))
    .sort((a, b) => name(a).localeCompare(name(b)) || a.localeCompare(b));
}

/**
 * Every path from `top` down to `bottom` (top first), at most `max`; a parent already on the
 * chain (a cycle) is skipped.
 */
export function pathsDown(graph: Graph, top: NodeKey, bottom: NodeKey, max = 50): TreeNodeData[][] {
  const out: TreeNodeData[][] = [];
  const above = ancestorsAndSelf(graph, bottom);
  if (!above.has(top)) return out;
  const chain: NodeKey[] = [bottom];
  const up = (k: NodeKey) => {
    if (out.length >= max) return;
    if (k === top) {
      const nodes = [...chain].reverse().map((c) => graph.nodes.get(c));
      if (nodes.every(Boolean)) out.push(nodes as TreeNodeData[]);
      return;
    }
    for (const p of graph.parents.get(k) ?? []) {
      // Only parents that still lead to the top, never back into the chain.
      if (chain.includes(p) || !ancestorsAndSelf(graph, p).has(top)) continue;
      chain.push(p);
      up(p);
      chain.pop();
    }
  };
  up(bottom);
  return out;
}

/**
 * For each path (top first), the node that tells it from every other: the first node of the
 * shortest beginning no other path shares, places told apart by their tree numbers where paths
 * are by position (placeKey). MeSH D009203's two paths part below Cardiovascular Diseases:
 * "via Heart Diseases" and "via Vascular Diseases", not "via Myocardial Ischemia" twice. Null
 * for a path identical to another (never from pathsToFocus).
 */
export function divergenceNodes(paths: readonly (readonly TreeNodeData[])[]): (TreeNodeData | null)[] {
  const keys = paths.map((p) => p.map(placeKey));
  return paths.map((path, i) => {
    for (let j = 0; j < path.length; j++) {
      const shared = keys.some(
        (other, o) => o !== i && other.length > j && other.slice(0, j + 1).every((k, x) => k === keys[i]![x]),
      );
      if (!shared) return path[j]!;
    }
    return null;
  });
}

/**
 * Where each path parts from the others, in words: "via Heart Diseases", or "directly under
 * Medical Records Systems, Computerized" when the focus itself is where it parts (Patient
 * Portals sits both right under that node and one level lower). '' for a path that cannot be
 * told apart.
 */
export function divergenceLabels(paths: readonly (readonly TreeNodeData[])[]): string[] {
  return divergenceNodes(paths).map((n, i) => {
    if (!n) return '';
    const path = paths[i]!;
    const at = path.indexOf(n);
    return at === path.length - 1 && at > 0 ? `directly under ${path[at - 1]!.name}` : `via ${n.name}`;
  });
}

/**
 * Each path's label: the tree number it ends at (where paths are by position) and where it
 * parts from the others: "C14.907.320.382 · via Vascular Diseases". Without positions, only
 * where it parts ("via Heart Diseases"); '' for a lone path without a number.
 */
export function pathLabels(paths: readonly (readonly TreeNodeData[])[]): string[] {
  const words = paths.length > 1 ? divergenceLabels(paths) : paths.map(() => '');
  return paths.map((p, i) => [p.at(-1)?.position, words[i]].filter(Boolean).join(' · '));
}

/**
 * What a one-path export says about the paths it leaves out, so a slide never teaches that
 * there is only one: "path 2 of 2; also under Heart Diseases", and with positions the numbers:
 * "path 2 of 2 (C14.907.585.500); also C14.280.647.500 via Heart Diseases". Null with one path.
 */
export function otherPathsNote(paths: readonly (readonly TreeNodeData[])[], index: number): string | null {
  if (paths.length < 2) return null;
  const number = paths[index]?.at(-1)?.position;
  const here = `path ${index + 1} of ${paths.length}${number ? ` (${number})` : ''}`;
  if (number) {
    const labels = pathLabels(paths);
    return `${here}; also ${labels.filter((_, i) => i !== index).join('; ')}`;
  }
  const nodes = divergenceNodes(paths);
  const others = [...new Set(nodes.flatMap((n, i) => (i !== index && n ? [n.name] : [])))];
  return `${here}${others.length ? `; also under ${others.join(', ')}` : ''}`;
}

/**
 * Several paths drawn as one tree: a shared beginning once, the paths branching where they
 * part, so the focus appears under each of its parents. Paths with different top nodes give
 * several roots. `marked` nodes (the focus, or the related concepts) are the rows' isFocus.
 * Rows come in document order with the ids, levels and positions of the tree's own rows, so
 * the tree's exports (SVG, PNG, text, Markdown, Mermaid) draw them unchanged.
 */
export function mergedPathRows(
  paths: readonly (readonly TreeNodeData[])[],
  marked: ReadonlySet<NodeKey>,
): TreeRow[] {
  interface Trie {
    node: TreeNodeData;
    kids: Map<string, Trie>;
  }
  // Keyed by place: a descriptor at two positions under one parent is two rows.
  const roots = new Map<string, Trie>();
  for (const path of paths) {
    let level = roots;
    for (const node of path) {
      let t = level.get(placeKey(node));
      if (!t) level.set(placeKey(node), (t = { node, kids: new Map() }));
      level = t.kids;
    }
  }
  const rows: TreeRow[] = [];
  const visit = (
    siblings: Map<string, Trie>,
    parentId: string | null,
    depth: number,
    parentNumbers: readonly string[] | undefined,
  ) => {
    let pos = 0;
    for (const t of siblings.values()) {
      const id = parentId === null ? placeKey(t.node) : `${parentId}>${placeKey(t.node)}`;
      const hasKids = t.kids.size > 0;
      // The node's place on its path; else its tree numbers as seen from this parent.
      const treeNumbers = t.node.position
        ? [t.node.position]
        : t.node.treeNumbers?.length
          ? numbersUnder(t.node.treeNumbers, parentNumbers)
          : undefined;
      rows.push({
        id,
        key: t.node.key,
        node: t.node,
        parentId,
        level: depth,
        posinset: ++pos,
        setsize: siblings.size,
        expanded: hasKids ? true : undefined,
        hasChildren: hasKids,
        shown: hasKids ? 'path' : 'none',
        onPath: true,
        isFocus: marked.has(t.node.key),
        cycle: false,
        ...(treeNumbers && { treeNumbers }),
      });
      visit(t.kids, id, depth + 1, treeNumbers);
    }
  };
  visit(roots, null, 1, undefined);
  return rows;
}
