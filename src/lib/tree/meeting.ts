import { isBelow } from '../meshTreeNumbers.ts';
import { lowestCommonAncestors, pathsDown } from './ancestry.ts';
import { placeKey, type NodeKey, type TreeNodeData } from './node.ts';
import { MAX_GRAPH_NODES, walkParentsOf, type ParentGraph } from './paths.ts';
import { meetingPositions, positionPaths, walkPositions, type PositionSource } from './positions.ts';

/**
 * Where several nodes of one hierarchy meet, from their ancestors: one `ancestors`
 * call per node tells which ancestors they share; the walk up by `parents` (needed to draw the
 * paths) then stops at the first shared node on each path instead of going on to the top. Of
 * the shared nodes the walks reach, those above another one are told by that one's ancestors,
 * asked for only while some are undecided. MI and heart failure in MeSH: 7 calls for both, as
 * many as the walk to the top, which in a deep hierarchy (GO) costs a call per ancestor.
 */

export interface AncestorSource {
  /** The keys of every node above `node` (not the node itself); null where not known. */
  ancestors(node: TreeNodeData, signal?: AbortSignal): Promise<NodeKey[] | null>;
  /** Every parent of a node ([] for a top node). */
  parents(node: TreeNodeData, signal?: AbortSignal): Promise<TreeNodeData[]>;
  /**
   * The nodes above `node` as `ancestors` lists them, where the source can say: the parents of
   * those the others do not share are then asked all at once instead of a level at a time.
   */
  ancestorNodes?(node: TreeNodeData, signal?: AbortSignal): Promise<TreeNodeData[] | null>;
}

export interface MeetingGraph extends Pick<ParentGraph, 'nodes' | 'parents'> {
  /** The lowest common ancestors, sorted by name ([] when the nodes share none). */
  meet: NodeKey[];
  /** The walk stopped at its node cap. */
  truncated: boolean;
}

export async function meetingGraph(
  source: AncestorSource,
  foci: readonly TreeNodeData[],
  { signal, maxNodes = MAX_GRAPH_NODES }: { signal?: AbortSignal; maxNodes?: number } = {},
): Promise<MeetingGraph> {
  const unique = foci.filter((f, i) => foci.findIndex((g) => g.key === f.key) === i);
  // Each node's parents asked once; the nodes' own are asked beside their ancestors, not after
  // (one round trip less before the tree shows; wasted only when one node is above the others).
  const asked = new Map<NodeKey, Promise<TreeNodeData[]>>();
  const parentsOf = (n: TreeNodeData, s?: AbortSignal) => {
    let call = asked.get(n.key);
    if (!call) asked.set(n.key, (call = source.parents(n, s)));
    return call;
  };
  for (const f of unique) if (f.hasParents !== false) parentsOf(f, signal).catch(() => undefined);
  const aboveNodes = new Map<NodeKey, TreeNodeData[] | null>(
    source.ancestorNodes
      ? await Promise.all(
          unique.map(
            async (f) =>
              [f.key, f.hasParents === false ? [] : await source.ancestorNodes!(f, signal)] as const,
          ),
        )
      : [],
  );
  const above = new Map<NodeKey, NodeKey[] | null>(
    await Promise.all(
      unique.map(async (f) => {
        if (aboveNodes.has(f.key)) return [f.key, aboveNodes.get(f.key)?.map((n) => n.key) ?? null] as const;
        return [f.key, f.hasParents === false ? [] : await source.ancestors(f, signal)] as const;
      }),
    ),
  );
  // Without every node's ancestors, the walks go to the top and the graph alone decides.
  const known = [...above.values()].every(Boolean);
  const sets = unique.map((f) => new Set([f.key, ...(above.get(f.key) ?? [])]));
  const shared = known ? new Set([...sets[0]!].filter((k) => sets.every((s) => s.has(k)))) : new Set();
  // An ancestor the others do not share is below every shared one (were it above one, they would
  // share it too), so the walk up reaches it: its parents are asked now, all at once, rather
  // than a round trip per level (ICD-10-CM's I21.9 and I50.9 meet three levels up).
  if (known) {
    const below = [...aboveNodes.values()].flatMap((ns) => ns ?? []).filter((n) => !shared.has(n.key));
    for (const n of below.slice(0, maxNodes))
      if (n.hasParents !== false) parentsOf(n, signal).catch(() => undefined);
  }

  // Up from each node by parents, breadth first, each node once, not beyond a shared node.
  const { nodes, parents, truncated } = await walkParentsOf(unique, parentsOf, {
    signal,
    maxNodes,
    stopAt: (n) => shared.has(n.key),
  });
  const reached = [...nodes.keys()].filter((k) => shared.has(k));
  const graph = { nodes, parents };
  if (!known)
    return {
      ...graph,
      meet: lowestCommonAncestors(
        graph,
        unique.map((f) => f.key),
      ),
      truncated,
    };

  // The walks reach the lowest shared nodes through unshared ones only, and may reach shared
  // nodes above those by other paths (MI reaches Cardiovascular Diseases through Vascular
  // Diseases, above Heart Diseases where it meets heart failure). Each reached node's
  // ancestors rule out those above it; a node already ruled out is not asked (whatever is
  // above it is above the node that ruled it out).
  const ruledOut = new Set<NodeKey>();
  if (reached.length > 1)
    for (const k of reached) {
      if (ruledOut.has(k)) continue;
      const keys = above.get(k) ?? (await source.ancestors(nodes.get(k)!, signal)) ?? [];
      for (const a of keys) if (a !== k && reached.includes(a)) ruledOut.add(a);
    }
  const name = (k: NodeKey) => nodes.get(k)?.name ?? k;
  const meet = reached
    .filter((k) => !ruledOut.has(k))
    .sort((a, b) => name(a).localeCompare(name(b)) || a.localeCompare(b));
  return { ...graph, meet, truncated };
}

export interface PlacedMeeting {
  /** The places where the nodes meet, each with its tree number (`position`) where it has one. */
  meet: TreeNodeData[];
  /** From each meeting place down to each node (at its place), top first. */
  paths: TreeNodeData[][];
  truncated: boolean;
}

/**
 * Where several nodes of a source with positions meet (MeSH): by their tree numbers first, the
 * deepest numbers one of each lies under (meetingPositions), then a walk up from each only along
 * the numbers that lead there, stopping at them; where they share no number (different trees),
 * the walks go to the top and meet above the numbers. No `ancestors` calls: the numbers say
 * where the walks stop. A lone parent is taken to hold the place above (only the shape is
 * needed); where a node has several, their numbers decide.
 */
export async function meetingByPositions(
  source: PositionSource,
  targets: readonly { node: TreeNodeData; numbers: readonly string[] }[],
  { signal, maxNodes = MAX_GRAPH_NODES }: { signal?: AbortSignal; maxNodes?: number } = {},
): Promise<PlacedMeeting> {
  const unique = targets.filter((t, i) => targets.findIndex((u) => u.node.key === t.node.key) === i);
  const places = meetingPositions(unique.map((t) => t.numbers));
  const stopAt = new Set(places);
  const starts = unique.map((t) => ({
    node: { ...t.node, treeNumbers: t.numbers },
    numbers: places.length
      ? t.numbers.filter((n) => places.some((m) => n === m || isBelow(n, m)))
      : t.numbers,
  }));
  const walk = await walkPositions(starts, source, { signal, stopAt, maxNodes });
  // One graph of places: each node on a path keyed by its place, each target once more by its
  // own key (under each of its places), so the lowest common ancestors are places.
  const nodes = new Map<string, TreeNodeData>();
  const parents = new Map<string, string[]>();
  const link = (child: string, parent: string) => {
    const list = parents.get(child) ?? [];
    if (!list.includes(parent)) parents.set(child, [...list, parent]);
  };
  for (const s of starts) {
    nodes.set(s.node.key, s.node);
    if (!parents.has(s.node.key)) parents.set(s.node.key, []);
    const found = positionPaths(walk, walk.nodes.get(s.node.key) ?? s.node, { numbers: s.numbers, stopAt });
    for (const path of found.paths) {
      path.forEach((n, i) => {
        nodes.set(placeKey(n), n);
        if (!parents.has(placeKey(n))) parents.set(placeKey(n), []);
        if (i > 0) link(placeKey(n), placeKey(path[i - 1]!));
      });
      link(s.node.key, placeKey(path.at(-1)!));
    }
  }
  const graph = { nodes, parents };
  const keys = starts.map((s) => s.node.key);
  const meet = lowestCommonAncestors(graph, keys);
  const paths = meet.flatMap((m) => keys.flatMap((k) => pathsDown(graph, m, k).map((p) => p.slice(0, -1))));
  return { meet: meet.map((k) => nodes.get(k)!), paths, truncated: walk.truncated };
}
