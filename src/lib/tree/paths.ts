import type { NodeKey, TreeNodeData } from './node.ts';

/**
 * Every path from the top of a hierarchy down to a focus node, built from `parents` calls
 * walked upward. `ancestors` is a flat set and cannot tell MeSH's two paths apart, so paths are
 * never built from it: it only names the nodes whose parents are asked ahead (queries.ts). Bad
 * data may hold cycles: the walk visits each node once and stops at a depth cap.
 */

/** Parents of each node reached by the upward walk; a node with [] is a top node. */
export interface ParentGraph {
  nodes: Map<NodeKey, TreeNodeData>;
  parents: Map<NodeKey, NodeKey[]>;
  /** True when the walk stopped at `maxNodes` before reaching every top node. */
  truncated: boolean;
}

export interface PathsResult {
  /** Each path runs from a top node down to the focus (focus last). */
  paths: TreeNodeData[][];
  /** A parent that was already on the path was skipped (a cycle in the data). */
  cycle: boolean;
  /** A path was cut at the depth cap, or there were more than `maxPaths` paths. */
  truncated: boolean;
}

export const MAX_PATH_DEPTH = 40;
export const MAX_PATHS = 50;
export const MAX_GRAPH_NODES = 400;

export interface ParentWalkOptions {
  signal?: AbortSignal;
  maxNodes?: number;
  /** Nodes the walk does not go above (their parents are not asked; where walks meet). */
  stopAt?: (node: TreeNodeData) => boolean;
}

/** Calls `parentsOf` once per node reached, breadth first, never twice for one node. */
export async function walkParents(
  focus: TreeNodeData,
  parentsOf: (node: TreeNodeData, signal?: AbortSignal) => Promise<TreeNodeData[]>,
  { signal, maxNodes = MAX_GRAPH_NODES, stopAt }: ParentWalkOptions = {},
): Promise<ParentGraph> {
  return walkParentsOf([focus], parentsOf, { signal, maxNodes, stopAt });
}

/** walkParents from several nodes at once: one graph, each node's parents asked once. */
export async function walkParentsOf(
  starts: readonly TreeNodeData[],
  parentsOf: (node: TreeNodeData, signal?: AbortSignal) => Promise<TreeNodeData[]>,
  { signal, maxNodes = MAX_GRAPH_NODES, stopAt }: ParentWalkOptions = {},
): Promise<ParentGraph> {
  const nodes = new Map<NodeKey, TreeNodeData>(starts.map((n) => [n.key, n]));
  const parents = new Map<NodeKey, NodeKey[]>();
  let frontier = [...nodes.values()].filter((n) => !stopAt?.(n));
  let truncated = false;
  while (frontier.length) {
    signal?.throwIfAborted();
    const next: TreeNodeData[] = [];
    // One level at a time, in parallel: the http layer's limiter paces the calls. A node whose
    // `parents` link says NONE is a top node: asking would only earn a 404.
    const answers = await Promise.all(
      frontier.map((n) => (n.hasParents === false ? Promise.resolve([]) : parentsOf(n, signal))),
    );
    frontier.forEach((node, i) => {
      const ps = answers[i]!;
      parents.set(
        node.key,
        ps.map((p) => p.key),
      );
      for (const p of ps) {
        if (nodes.has(p.key)) continue;
        if (nodes.size >= maxNodes) {
          truncated = true;
          continue;
        }
        nodes.set(p.key, p);
        if (!stopAt?.(p)) next.push(p);
      }
    });
    frontier = next;
  }
  return { nodes, parents, truncated };
}

/** Enumerates the paths of a parent graph (pure; the graph may contain cycles). */
export function pathsToFocus(
  graph: Pick<ParentGraph, 'nodes' | 'parents'>,
  focusKey: NodeKey,
  { maxDepth = MAX_PATH_DEPTH, maxPaths = MAX_PATHS } = {},
): PathsResult {
  const focus = graph.nodes.get(focusKey);
  if (!focus) return { paths: [], cycle: false, truncated: false };
  const paths: TreeNodeData[][] = [];
  let cycle = false;
  let truncated = false;
  // Upward chain from the focus; reversed when it reaches a top node.
  const chain: TreeNodeData[] = [focus];
  const onChain = new Set<NodeKey>([focusKey]);

  const up = (node: TreeNodeData): void => {
    if (paths.length >= maxPaths) {
      truncated = true;
      return;
    }
    const ps = (graph.parents.get(node.key) ?? []).filter((k) => graph.nodes.has(k));
    const usable = ps.filter((k) => !onChain.has(k));
    if (usable.length < ps.length) cycle = true;
    if (usable.length === 0 || chain.length >= maxDepth) {
      // A top node (or all parents lead back into the chain, or the cap): the path ends here.
      if (usable.length > 0) truncated = true;
      paths.push([...chain].reverse());
      return;
    }
    for (const k of usable) {
      const p = graph.nodes.get(k)!;
      chain.push(p);
      onChain.add(k);
      up(p);
      chain.pop();
      onChain.delete(k);
    }
  };
  up(focus);
  return { paths, cycle, truncated };
}

/** The path index to show: the requested one when it exists, else the first. */
export function choosePath(count: number, requested: number | null | undefined): number {
  if (requested === null || requested === undefined || !Number.isInteger(requested)) return 0;
  return requested >= 0 && requested < count ? requested : 0;
}
