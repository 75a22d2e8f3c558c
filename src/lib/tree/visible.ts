import { DEFAULT_LIST_VIEW, viewChildren, type ChildList, type ChildListView } from './children.ts';
import { numbersUnder, parentNumber } from '../meshTreeNumbers.ts';
import type { NodeKey, TreeNodeData } from './node.ts';

/**
 * The visible tree: the chosen path from its top node down to the focus, with the children of
 * every expanded node. A path node shows only the next path node until it is expanded (then
 * its loaded children, the path node among them); the focus shows its children unless
 * collapsed. A node can appear more than once (polyhierarchy inside the expanded part), so
 * rows have an instance `id` (the keys from the top) besides the node key; a node already
 * above itself (a cycle) is shown but never expanded.
 */

export interface VisibleTreeInput {
  /** The chosen path, top node first, focus last. */
  path: readonly TreeNodeData[];
  /** Nodes whose children are shown in full. */
  expanded: ReadonlySet<NodeKey>;
  /** Path nodes and the focus that the user closed (they are open by default). */
  collapsed?: ReadonlySet<NodeKey>;
  /** The loaded children of a node; undefined when never requested. */
  childList: (key: NodeKey) => ChildList | undefined;
  listView?: (key: NodeKey) => ChildListView;
  maxDepth?: number;
}

/** How much of a node's children the tree shows. */
export type ChildrenShown = 'none' | 'path' | 'all';

export interface TreeRow {
  /** Instance id, unique in the tree: the node keys from the top, joined by `>`. */
  id: string;
  key: NodeKey;
  node: TreeNodeData;
  parentId: string | null;
  /** aria-level, 1 at the top. */
  level: number;
  /** aria-posinset / aria-setsize among the shown siblings (setsize = total when known). */
  posinset: number;
  setsize: number;
  /** aria-expanded: true, false, or undefined for a leaf. */
  expanded: boolean | undefined;
  hasChildren: boolean;
  shown: ChildrenShown;
  onPath: boolean;
  isFocus: boolean;
  /** The node is also one of its own ancestors here: shown, never expanded. */
  cycle: boolean;
  /**
   * A MeSH node's tree numbers here: its position on the path, else those under its parent's
   * (numbersUnder); absent when unknown.
   */
  treeNumbers?: string[];
  /**
   * Listed by the service as a child, but none of its tree numbers lies directly under any of
   * its parent's: a data error, shown rather than hidden.
   */
  stray?: boolean;
}

export interface VisibleNode {
  row: TreeRow;
  /** The child list as loaded, when the node shows all its children. */
  list: ChildList | undefined;
  listView: ChildListView;
  /** The loaded children before filtering (for "N of TOTAL"). */
  loadedCount: number;
  /**
   * Loaded children left out because they sit under the node's other tree numbers, not under
   * the one shown here (a descriptor's children are listed for all its places at once).
   */
  elsewhere: number;
  children: VisibleNode[];
}

/**
 * A node's loaded children split by where they sit, when the node is shown at some of its
 * positions (`here`, its tree numbers on this row): those under one of them, those under the
 * node's other numbers only (left out), and those under none of its numbers (a data error:
 * kept, marked). Children whose numbers are not known are kept.
 */
export function childrenHere(
  kids: readonly TreeNodeData[],
  parent: TreeNodeData,
  here: readonly string[] | undefined,
): { here: TreeNodeData[]; elsewhere: number; stray: ReadonlySet<NodeKey> } {
  if (!here?.length) return { here: [...kids], elsewhere: 0, stray: new Set() };
  const all = parent.treeNumbers?.length ? parent.treeNumbers : here;
  const out: TreeNodeData[] = [];
  const stray = new Set<NodeKey>();
  let elsewhere = 0;
  for (const kid of kids) {
    const numbers = kid.treeNumbers;
    if (!numbers?.length || numbers.some((n) => here.includes(parentNumber(n) ?? ''))) out.push(kid);
    else if (numbers.some((n) => all.includes(parentNumber(n) ?? ''))) elsewhere++;
    else {
      stray.add(kid.key);
      out.push(kid);
    }
  }
  return { here: out, elsewhere, stray };
}

export interface VisibleTree {
  roots: VisibleNode[];
  /** Every shown node row in document order: what the keyboard moves through. */
  rows: TreeRow[];
}

export const MAX_VISIBLE_DEPTH = 60;

export function buildVisibleTree(input: VisibleTreeInput): VisibleTree {
  const { path, expanded, childList } = input;
  const collapsed = input.collapsed ?? new Set<NodeKey>();
  const listViewOf = input.listView ?? (() => DEFAULT_LIST_VIEW);
  const maxDepth = input.maxDepth ?? MAX_VISIBLE_DEPTH;
  const rows: TreeRow[] = [];
  if (path.length === 0) return { roots: [], rows };

  const visit = (
    node: TreeNodeData,
    parentId: string | null,
    ancestors: ReadonlySet<NodeKey>,
    level: number,
    posinset: number,
    setsize: number,
    pathIndex: number | null, // index in `path` when this instance lies on the chosen path
    // The parent row's tree numbers (as narrowed from its own parent): down a chosen path each
    // MeSH row shows the one position that path passes through.
    parentNumbers: readonly string[] | undefined,
    stray = false,
  ): VisibleNode => {
    const id = parentId === null ? node.key : `${parentId}>${node.key}`;
    const onPath = pathIndex !== null;
    const isFocus = onPath && pathIndex === path.length - 1;
    const cycle = ancestors.has(node.key);
    const nextOnPath = onPath && !isFocus ? path[pathIndex + 1]! : null;
    const hasChildren = !cycle && (node.hasChildren || nextOnPath !== null);

    let shown: ChildrenShown = 'none';
    if (hasChildren && level < maxDepth) {
      if (expanded.has(node.key) || (isFocus && !collapsed.has(node.key))) shown = 'all';
      else if (nextOnPath && !collapsed.has(node.key)) shown = 'path';
    }
    const row: TreeRow = {
      id,
      key: node.key,
      node,
      parentId,
      level,
      posinset,
      setsize,
      expanded: hasChildren ? shown !== 'none' : undefined,
      hasChildren,
      shown,
      onPath,
      isFocus,
      cycle,
    };
    if (node.position) row.treeNumbers = [node.position];
    else if (node.treeNumbers?.length) row.treeNumbers = numbersUnder(node.treeNumbers, parentNumbers);
    if (stray) row.stray = true;
    rows.push(row);
    const listView = listViewOf(node.key);
    const list = shown === 'all' ? childList(node.key) : undefined;
    const result: VisibleNode = {
      row,
      list,
      listView,
      loadedCount: list?.items.length ?? 0,
      elsewhere: 0,
      children: [],
    };
    if (shown === 'none') return result;

    const below = new Set(ancestors).add(node.key);
    let kids: TreeNodeData[];
    let strays: ReadonlySet<NodeKey> = new Set();
    if (shown === 'path') kids = [nextOnPath!];
    else {
      // At a position, only the children under it (a descriptor's list holds all its places').
      const placed = childrenHere(
        list?.status === 'ready' ? viewChildren(list.items, listView) : [],
        node,
        row.treeNumbers,
      );
      kids = placed.here;
      strays = placed.stray;
      result.elsewhere = placed.elsewhere;
      // The path must stay in view: while the siblings load, when its next node sits on a page
      // not loaded yet, or when the filter hides it, it is pinned first.
      if (nextOnPath && !kids.some((k) => k.key === nextOnPath.key)) kids = [nextOnPath, ...kids];
    }
    const size =
      shown === 'all' && list && !listView.filter.trim() && list.total !== null
        ? Math.max(list.total - result.elsewhere, kids.length)
        : kids.length;
    kids.forEach((kid, i) => {
      const kidOnPath = nextOnPath !== null && kid.key === nextOnPath.key ? pathIndex! + 1 : null;
      result.children.push(
        visit(kid, id, below, level + 1, i + 1, size, kidOnPath, row.treeNumbers, strays.has(kid.key)),
      );
    });
    return result;
  };

  const roots = [visit(path[0]!, null, new Set(), 1, 1, 1, 0, undefined)];
  return { roots, rows };
}

/** The row of the focus (on the chosen path), for scrolling it into view. */
export function focusRow(tree: VisibleTree): TreeRow | undefined {
  return tree.rows.find((r) => r.isFocus);
}

export interface OpenKeys {
  /** Nodes whose children are to be loaded: the focus (unless collapsed) and every expanded
   * node the tree can reach (on the path or in a loaded child list). */
  open: NodeKey[];
  /** `expand` entries the tree cannot reach. Final once `settled`: then the page says once
   * "N expanded nodes in the link were not found" (and may drop them from the URL). */
  unknown: NodeKey[];
  /** No list that could still reveal an expanded node is loading. */
  settled: boolean;
}

/**
 * Which child lists to load for a URL's `expand` list: only reachable nodes, so a link naming
 * nodes that do not exist (or 200 of them) costs no requests for those. Call it again as lists
 * load: a deep expanded node becomes reachable when its parent's list arrives.
 */
export function openKeys(input: {
  path: readonly TreeNodeData[];
  expand: readonly NodeKey[];
  collapsed?: ReadonlySet<NodeKey>;
  childList: (key: NodeKey) => ChildList | undefined;
}): OpenKeys {
  const { path, childList } = input;
  const collapsed = input.collapsed ?? new Set<NodeKey>();
  const wanted = new Set(input.expand);
  const open: NodeKey[] = [];
  const opened = new Set<NodeKey>();
  const focus = path.at(-1);
  let settled = true;
  const queue: NodeKey[] = [];
  // A node is known once reached; only those the wire says have children are asked for them
  // (a leaf's `children` link is NONE: asking would only earn a 404).
  const reach = (n: Pick<TreeNodeData, 'key' | 'hasChildren'>) => {
    if (opened.has(n.key)) return;
    opened.add(n.key);
    if (!n.hasChildren) return;
    open.push(n.key);
    queue.push(n.key);
  };
  if (focus && !collapsed.has(focus.key)) reach(focus);
  for (const n of path) if (wanted.has(n.key)) reach(n);
  while (queue.length) {
    const k = queue.shift()!;
    const list = childList(k);
    if (!list || list.status === 'loading') {
      settled = false;
      continue;
    }
    for (const kid of list.items) if (wanted.has(kid.key)) reach(kid);
  }
  return { open, unknown: input.expand.filter((k) => !opened.has(k)), settled };
}
