import { isBelow, numberChain, parentNumber } from '../meshTreeNumbers.ts';
import type { NodeKey, TreeNodeData } from './node.ts';
import { MAX_GRAPH_NODES, MAX_PATHS, pathsToFocus } from './paths.ts';

/**
 * Paths by position, for a source that places its nodes by number (MeSH: a descriptor's tree
 * numbers). The service lists parents and children per descriptor, so a descriptor at two
 * places has the parents of both, and chaining parents invents paths the source does not have:
 * Diabetic Retinopathy's chain through Diabetes Complications (C19.246.099) may go on up
 * through Diabetes Mellitus's other place (C18.452.394.750). Here a path is a chain of
 * positions whose numbers extend one another, one per tree number of the focus, and the walk
 * up asks only for the parents of nodes on such a chain. Above a tree's first level (C14)
 * the nodes have no numbers (the category, the source's top node): their parents are taken as
 * served.
 */

export interface PositionSource {
  /** Every parent of a node, as the service lists them. */
  parents(node: TreeNodeData, signal?: AbortSignal): Promise<TreeNodeData[]>;
  /** A node's numbers, sorted; null for a node without positions by nature (TreeSource.positions). */
  positions(node: TreeNodeData, signal?: AbortSignal): Promise<readonly string[] | null>;
}

export interface PositionWalkOptions {
  signal?: AbortSignal;
  /**
   * Read the numbers of every parent met, so a parent the numbers do not support is found and
   * said (the hierarchy tab, whose parents come with their numbers anyway). Without it, numbers
   * are read only where a node has several parents to choose from: a lone parent is taken to
   * hold the position above (the relate view, which only needs the shape).
   */
  verify?: boolean;
  /** Positions the walk does not go above (where walks meet). */
  stopAt?: ReadonlySet<string>;
  maxNodes?: number;
}

/** A parent the service lists that none of the child's tree numbers sits under: a data error. */
export interface UnsupportedParent {
  child: TreeNodeData;
  parent: TreeNodeData;
}

/**
 * What the paths are built from (positionPaths): which node holds each number above the starts,
 * and the nodes above the first level. walkPositions learns them by parents; any walk that
 * learns them otherwise (say, an `ancestors` list and their numbers) can build the same paths.
 */
export interface PositionWalk {
  /** Every node met, with the numbers read for it. */
  nodes: Map<NodeKey, TreeNodeData>;
  /** The node found at each position (the starts at theirs, their ancestors at theirs). */
  holders: Map<string, TreeNodeData>;
  /** Parents of each first-level holder and of the nodes above it, as served (no numbers there). */
  above: Map<NodeKey, NodeKey[]>;
  unsupported: UnsupportedParent[];
  /** The walk stopped at its node cap. */
  truncated: boolean;
}

/**
 * Walks up from each start along its positions: `starts` carry the numbers to follow (all the
 * focus's, or those that lead to where walks meet). Each node's parents are asked once, level
 * by level in parallel (the http layer paces the calls), and only for nodes on a chain.
 */
export async function walkPositions(
  starts: readonly { node: TreeNodeData; numbers: readonly string[] }[],
  source: PositionSource,
  { signal, verify = false, stopAt = new Set(), maxNodes = MAX_GRAPH_NODES }: PositionWalkOptions = {},
): Promise<PositionWalk> {
  const nodes = new Map<NodeKey, TreeNodeData>();
  const holders = new Map<string, TreeNodeData>();
  const above = new Map<NodeKey, NodeKey[]>();
  const unsupported: UnsupportedParent[] = [];
  // A node's numbers as read: null = none by nature, undefined = not read (taken on trust).
  const numbersOf = new Map<NodeKey, readonly string[] | null>();
  const asked = new Map<NodeKey, Promise<TreeNodeData[]>>();
  let truncated = false;
  const keep = (n: TreeNodeData): TreeNodeData => {
    const known = nodes.get(n.key);
    if (known) return known;
    if (nodes.size >= maxNodes) truncated = true;
    nodes.set(n.key, n);
    if (n.treeNumbers) numbersOf.set(n.key, n.treeNumbers);
    return n;
  };
  const parentsOf = (n: TreeNodeData) => {
    let call = asked.get(n.key);
    if (!call) {
      call = n.hasParents === false ? Promise.resolve([]) : source.parents(n, signal);
      asked.set(n.key, call);
    }
    return call;
  };
  const read = async (n: TreeNodeData) => {
    if (numbersOf.has(n.key)) return;
    const numbers = await source.positions(n, signal);
    numbersOf.set(n.key, numbers);
    if (numbers) nodes.set(n.key, { ...nodes.get(n.key)!, treeNumbers: numbers });
  };

  let frontier: string[] = [];
  for (const { node, numbers } of starts) {
    const n = keep({ ...node, treeNumbers: node.treeNumbers ?? numbers });
    numbersOf.set(n.key, n.treeNumbers ?? numbers);
    for (const t of numbers) {
      holders.set(t, n);
      if (!stopAt.has(t)) frontier.push(t);
    }
  }
  // First-level holders: their parents (and all above) are walked as served.
  const tops: TreeNodeData[] = [];
  while (frontier.length && !truncated) {
    signal?.throwIfAborted();
    const byNode = new Map<NodeKey, string[]>();
    for (const t of new Set(frontier)) {
      const k = holders.get(t)!.key;
      byNode.set(k, [...(byNode.get(k) ?? []), t]);
    }
    const level = [...byNode.keys()].map((k) => nodes.get(k)!);
    const answers = await Promise.all(level.map(parentsOf));
    const next: string[] = [];
    await Promise.all(
      level.map(async (x, i) => {
        const ps = answers[i]!.map(keep);
        const numbers = byNode.get(x.key)!;
        const trust = !verify && ps.length === 1 && !numbersOf.has(ps[0]!.key);
        if (!trust) await Promise.all(ps.map(read));
        for (const t of numbers) {
          const up = parentNumber(t);
          if (up === null) {
            if (!tops.includes(x)) tops.push(x);
            continue;
          }
          const holder = trust ? ps[0] : ps.find((p) => numbersOf.get(p.key)?.includes(up));
          // None found: the path of `t` is cut here (positionPaths says where).
          if (!holder || holders.has(up)) continue;
          holders.set(up, nodes.get(holder.key)!);
          if (!stopAt.has(up)) next.push(up);
        }
        // A parent none of the child's numbers sits under (known only where both were read).
        const own = numbersOf.get(x.key);
        if (trust || !own) return;
        for (const p of ps) {
          const theirs = numbersOf.get(p.key);
          if (theirs === undefined) continue;
          const supported =
            theirs === null
              ? own.some((t) => parentNumber(t) === null)
              : own.some((t) => theirs.includes(parentNumber(t) ?? ''));
          if (!supported) unsupported.push({ child: nodes.get(x.key)!, parent: nodes.get(p.key)! });
        }
      }),
    );
    frontier = next;
  }
  // Above the first level: the category and the source's top node, as served.
  let plain = [...tops];
  const seen = new Set(plain.map((n) => n.key));
  while (plain.length && !truncated) {
    signal?.throwIfAborted();
    const answers = await Promise.all(plain.map(parentsOf));
    const next: TreeNodeData[] = [];
    plain.forEach((x, i) => {
      const ps = answers[i]!.map(keep);
      // A first-level holder's numbered parents hold its deeper places, not the top of this one
      // (a parent whose numbers were not read is a lone parent: the top).
      const unnumbered = ps.filter((p) => !numbersOf.get(p.key));
      above.set(
        x.key,
        unnumbered.map((p) => p.key),
      );
      for (const p of unnumbered)
        if (!seen.has(p.key)) {
          seen.add(p.key);
          next.push(p);
        }
    });
    plain = next;
  }
  return { nodes, holders, above, unsupported, truncated };
}

export interface PositionPaths {
  /** Top first, the focus last; each numbered node carries its `position` on the path. */
  paths: TreeNodeData[][];
  /** Per path: the focus's tree number it ends at. */
  numbers: string[];
  /**
   * Per path: the tree number above its top that no parent of that node holds, when the path
   * is cut by a data error (it is shown from there down); null for a whole path.
   */
  gaps: (string | null)[];
  /** More paths than the cap (a top part that branches a lot), or the walk stopped at its cap. */
  truncated: boolean;
}

/**
 * The paths of `focus` from a walk: one per tree number of it (`numbers`, or all it has), each
 * the chain of nodes at the numbers above it. Stops at a position in `stopAt` (it heads the
 * path); past the first level the path goes on through the nodes above as served (one path per
 * way up there, one in MeSH).
 */
export function positionPaths(
  walk: PositionWalk,
  focus: TreeNodeData,
  {
    numbers = focus.treeNumbers ?? [],
    stopAt = new Set<string>(),
    maxPaths = MAX_PATHS,
  }: { numbers?: readonly string[]; stopAt?: ReadonlySet<string>; maxPaths?: number } = {},
): PositionPaths {
  const out: PositionPaths = { paths: [], numbers: [], gaps: [], truncated: walk.truncated };
  const graph = { nodes: walk.nodes, parents: walk.above };
  for (const t of numbers) {
    const chain = numberChain(t);
    const placed: TreeNodeData[] = [];
    let gap: string | null = null;
    let stopped = false;
    for (let i = chain.length - 1; i >= 0; i--) {
      const holder = i === chain.length - 1 ? focus : walk.holders.get(chain[i]!);
      if (!holder) {
        gap = chain[i]!;
        break;
      }
      placed.unshift({ ...(walk.nodes.get(holder.key) ?? holder), position: chain[i]! });
      if (stopAt.has(chain[i]!)) {
        stopped = true;
        break;
      }
    }
    // A cap on the walk is not a data error: the path is left out, and the result says so.
    if (gap !== null && walk.truncated) continue;
    const tops =
      gap !== null || stopped || !walk.above.has(placed[0]!.key)
        ? [[]]
        : pathsToFocus(graph, placed[0]!.key).paths.map((p) => p.slice(0, -1));
    for (const top of tops) {
      if (out.paths.length >= maxPaths) {
        out.truncated = true;
        break;
      }
      out.paths.push([...top, ...placed]);
      out.numbers.push(t);
      out.gaps.push(gap);
    }
  }
  return out;
}

/**
 * Where several nodes meet by their numbers alone: the deepest positions that one number of
 * each equals or lies under (their longest shared beginnings), none under another. Diabetic
 * Retinopathy and Diabetic Foot meet at C14.907.320 and C19.246.099.500 (Diabetic Angiopathies
 * at both), not at C19.246.099 above the second. [] when they share no numbered position (they
 * meet above the trees' first level, if at all).
 */
export function meetingPositions(numbersOfEach: readonly (readonly string[])[]): string[] {
  if (numbersOfEach.length === 0) return [];
  const sets = numbersOfEach.map((ns) => new Set(ns.flatMap(numberChain)));
  const common = [...sets[0]!].filter((p) => sets.every((s) => s.has(p)));
  return common.filter((p) => !common.some((q) => isBelow(q, p))).sort();
}
