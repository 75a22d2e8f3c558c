import { queryOptions } from '@tanstack/react-query';
import type { ChildPage } from './children.ts';
import { nodeKey, type NodeRef, type TreeNodeData } from './node.ts';
import { isBelow, parentNumber } from '../meshTreeNumbers.ts';
import { MAX_GRAPH_NODES, pathsToFocus, walkParents, type PathsResult } from './paths.ts';
import {
  positionPaths,
  walkPositions,
  type PositionPaths,
  type PositionWalk,
  type UnsupportedParent,
} from './positions.ts';
import { sharingParents, type TreeSource } from './source.ts';

/**
 * Query options for the tree's data (the page passes them to TanStack Query; keys run general
 * → specific and always carry the release, as everywhere in the app). The only file of the
 * model that knows TanStack Query; it holds no React.
 */

export const treeQueryKeys = {
  all: (release: string) => ['tree', release] as const,
  node: (release: string, ref: NodeRef) => ['tree', release, 'node', nodeKey(ref)] as const,
  paths: (release: string, ref: NodeRef, variant = 'plain') =>
    ['tree', release, 'paths', nodeKey(ref), variant] as const,
  children: (release: string, ref: NodeRef, pageSize: number, pageNumber: number, variant = 'plain') =>
    ['tree', release, 'children', nodeKey(ref), pageSize, pageNumber, variant] as const,
};

export interface TreePaths extends PathsResult {
  focus: TreeNodeData;
  /** The upward walk stopped at its node cap (bad data or an enormous polyhierarchy). */
  graphTruncated: boolean;
  /**
   * Where the source places nodes by number (MeSH): the paths are by position, one per tree
   * number of the focus (lib/tree/positions.ts). Absent for sources without positions, whose
   * paths follow the parents as served.
   */
  positions?: {
    /** Per path: the focus's tree number it ends at ([] paths' worth: the focus has none). */
    numbers: string[];
    /** Per path: the number above its top that no parent holds (a data error), or null. */
    gaps: (string | null)[];
    /** Parents the service lists that no tree number of the child sits under (data errors). */
    unsupported: UnsupportedParent[];
  };
  /**
   * False for paths drawn from the tree numbers alone (pathsByNumbers): the parents as served
   * are not compared yet, so `positions.unsupported` is empty until treePathsCheckQuery's
   * answer. Absent where the paths come from the parents as served.
   */
  checked?: false;
}

/**
 * Every path from the top down to a node already in hand: by position where the source places
 * nodes by number (one per tree number), else every chain of parents as served.
 */
export async function pathsFrom(
  source: TreeSource,
  node: TreeNodeData,
  signal?: AbortSignal,
): Promise<TreePaths> {
  const numbers = source.positions ? await source.positions(node.ref, { signal }) : null;
  if (numbers === null) {
    const graph = await walkParents(node, (n, s) => source.parents(n.ref, { signal: s }), { signal });
    return { focus: node, ...pathsToFocus(graph, node.key), graphTruncated: graph.truncated };
  }
  const focus = { ...node, treeNumbers: numbers };
  // A node without a number has no position: it stands alone (its parents, if the service
  // lists any, are not asked: no number could place it under them).
  if (numbers.length === 0)
    return {
      focus,
      paths: [[focus]],
      cycle: false,
      truncated: false,
      graphTruncated: false,
      positions: { numbers: [], gaps: [], unsupported: [] },
    };
  const walk = await walkPositions(
    [{ node: focus, numbers }],
    {
      parents: (n, s) => source.parents(n.ref, { signal: s }),
      positions: (n, s) => source.positions!(n.ref, { signal: s }),
    },
    { signal, verify: true },
  );
  return byPosition(focus, walk, positionPaths(walk, focus));
}

/** The paths of a walk by position, with what it found wrong on the way. */
function byPosition(focus: TreeNodeData, walk: PositionWalk, found: PositionPaths): TreePaths {
  return {
    focus,
    paths: found.paths,
    cycle: false,
    truncated: found.truncated,
    graphTruncated: walk.truncated,
    positions: { numbers: found.numbers, gaps: found.gaps, unsupported: walk.unsupported },
  };
}

/**
 * Whether a node above sits on a path to a node numbered `own`: one of its numbers is above one
 * of those, or it has none (the category, the top node, which hold every path).
 */
const onPathsTo = (own: readonly string[], n: TreeNodeData) =>
  !n.treeNumbers?.length || n.treeNumbers.some((t) => own.some((f) => isBelow(f, t)));

/**
 * `source` with the parents of the focus and of every node above it already asked, all at
 * once: one `ancestors` call names the nodes, and the walks (walkParents, walkPositions),
 * which go up one level at a time, find each level's answers in flight or in hand instead of
 * waiting a round trip per level. A node the ancestors did not name (the lists disagree) is
 * asked when the walk meets it; where the source keeps no ancestors the walk goes as before.
 * Where nodes are numbered (MeSH), only the ancestors above the focus's own numbers, or above
 * every number (the category, the top node), are asked: the walk never goes elsewhere.
 */
export async function parentsAhead(
  source: TreeSource,
  focus: TreeNodeData,
  signal?: AbortSignal,
): Promise<TreeSource> {
  const shared = sharingParents(source);
  if (focus.hasParents === false || !source.ancestorNodes) return shared;
  let above: TreeNodeData[] | null;
  let own: readonly string[] | null | undefined;
  try {
    [above, own] = await Promise.all([
      source.ancestorNodes(focus.ref, { signal }),
      focus.treeNumbers ?? source.positions?.(focus.ref, { signal }),
    ]);
  } catch (err) {
    if (signal?.aborted) throw err;
    return shared; // the walk asks level by level, as without ancestors
  }
  if (!above) return shared;
  const ask = [focus, ...above.filter((n) => !own || onPathsTo(own, n))]
    .filter((n) => n.hasParents !== false)
    .slice(0, MAX_GRAPH_NODES);
  // Asked now, read by the walk; an answer it never reads must not be an unhandled failure.
  for (const n of ask) shared.parents(n.ref, { signal }).catch(() => undefined);
  return shared;
}

/**
 * Paths by position from the ancestors' own tree numbers (MeSH), without asking the parents of
 * the nodes below a tree's first level: a node's parent on a path is the ancestor that holds the
 * number above (what those parents say wherever the source agrees with itself). Diabetic Foot's
 * four paths, opened cold from a link: 27 calls before they show instead of 37, 2.3 s instead
 * of 3.3 (npm run bench, relate-paint), the parents left out being a wait at the service's 20
 * calls a second. Null where the numbers cannot do it (a node without numbers, no
 * ancestors list, a number above that no ancestor holds): the walk by parents says what is
 * wrong there. A parent the service lists that the numbers do not support is not seen here,
 * hence `checked: false` (treePathsCheckQuery compares them).
 */
export async function pathsByNumbers(
  source: TreeSource,
  node: TreeNodeData,
  signal?: AbortSignal,
): Promise<TreePaths | null> {
  if (!source.positions || !source.ancestorNodes || node.hasParents === false) return null;
  let numbers: readonly string[] | null;
  let above: TreeNodeData[] | null;
  try {
    [numbers, above] = await Promise.all([
      source.positions(node.ref, { signal }),
      source.ancestorNodes(node.ref, { signal }),
    ]);
  } catch (err) {
    if (signal?.aborted) throw err;
    return null; // the walk by parents asks again and shows what fails
  }
  if (!numbers?.length || !above) return null;
  const focus = { ...node, treeNumbers: numbers };
  const holderOf = new Map<string, TreeNodeData>();
  for (const n of above) for (const t of n.treeNumbers ?? []) if (!holderOf.has(t)) holderOf.set(t, n);
  // Below the first level a node's parents are the holders of its numbers' parent numbers; at
  // the first level and above (the category, the top node) they are asked as served.
  const belowFirstLevel = (n: TreeNodeData) =>
    !!n.treeNumbers?.length && n.treeNumbers.every((t) => parentNumber(t) !== null);
  // Those on the focus's own paths are asked all at once: the walk reaches the first level at
  // a different depth on each path (C19 two levels above Diabetes Mellitus, Type 2, C18 four),
  // and would wait a round trip at each of them in turn, then again at the category above.
  const shared = sharingParents(source);
  for (const n of [focus, ...above])
    if (!belowFirstLevel(n) && n.hasParents !== false && onPathsTo(numbers, n))
      shared.parents(n.ref, { signal }).catch(() => undefined);
  const walk = await walkPositions(
    [{ node: focus, numbers }],
    {
      parents: async (n, s) =>
        belowFirstLevel(n)
          ? [...new Set(n.treeNumbers!.flatMap((t) => holderOf.get(parentNumber(t)!) ?? []))]
          : shared.parents(n.ref, { signal: s }),
      positions: (n, s) => source.positions!(n.ref, { signal: s }),
    },
    { signal },
  );
  const found = positionPaths(walk, focus);
  if (found.gaps.some((g) => g !== null)) return null;
  // Only the parents asked here (at the first level and above) were compared: the rest is the check's.
  return { ...byPosition(focus, walk, found), checked: false };
}

/**
 * The source that drew each set of paths from the tree numbers: their check reads from it the
 * lists the drawing asked for. Another source, as when a prefetch drew the paths and the view's
 * own source checks them, would ask them all again.
 */
const drewPaths = new WeakMap<TreePaths, TreeSource>();

/**
 * The focus node and every path from the top down to it: from the tree numbers where they tell
 * the paths (pathsByNumbers: fewer calls, so the path paints sooner), else by parents.
 */
export function treePathsQuery(source: TreeSource, release: string, focus: NodeRef) {
  return queryOptions({
    queryKey: treeQueryKeys.paths(release, focus, source.variant),
    queryFn: async ({ signal }): Promise<TreePaths> => {
      // A node placed by number has its numbers and ancestors asked beside the node itself
      // (the source joins them to the same asks of the node and of pathsByNumbers): one round
      // trip where there were three.
      if (source.numbered?.(focus) && source.ancestorNodes)
        void Promise.all([
          source.positions?.(focus, { signal }),
          source.ancestorNodes(focus, { signal }),
        ]).catch(() => undefined);
      const node = await source.node(focus, { signal });
      const drawn = await pathsByNumbers(source, node, signal);
      if (!drawn) return pathsFrom(await parentsAhead(source, node, signal), node, signal);
      drewPaths.set(drawn, source);
      return drawn;
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * The paths walked by the parents as served, each compared with the numbers: what a path drawn
 * from the numbers (`checked: false`) is shown with next, so a parent the numbers do not support
 * is said, and what a printed report uses. `drawn`: the paths drawn from the numbers, whose
 * focus is not asked again and whose source's answers are read again rather than asked.
 */
export function treePathsCheckQuery(source: TreeSource, release: string, focus: NodeRef, drawn?: TreePaths) {
  return queryOptions({
    queryKey: [...treeQueryKeys.paths(release, focus, source.variant), 'checked'] as const,
    queryFn: async ({ signal }): Promise<TreePaths> => {
      const by = (drawn && drewPaths.get(drawn)) ?? source;
      const start = drawn?.focus ?? (await by.node(focus, { signal }));
      return pathsFrom(await parentsAhead(by, start, signal), start, signal);
    },
    staleTime: 5 * 60_000,
  });
}

export const CHILD_PAGE_SIZE = 100;

/** One page of a node's children. */
export function treeChildrenQuery(
  source: TreeSource,
  release: string,
  ref: NodeRef,
  pageNumber: number,
  pageSize = CHILD_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: treeQueryKeys.children(release, ref, pageSize, pageNumber, source.variant),
    // A list the view shows: first through the rate limiter, as the walk up to the focus.
    queryFn: ({ signal }): Promise<ChildPage> =>
      source.children(ref, { pageNumber, pageSize }, { signal, first: true }),
    staleTime: 5 * 60_000,
  });
}
