import { isBelow } from '../meshTreeNumbers.ts';
import type { NodeKey, TreeNodeData } from './node.ts';
import type { TreeSource } from './source.ts';
import { childrenHere } from './visible.ts';

/**
 * The subtree under a node, to a chosen depth, as rows for CSV / JSON export. Every request
 * goes through the app's http layer, whose shared limiter already keeps all calls within
 * 20 requests/s (src/api/limiter.ts), so the walker does not limit again; it runs a few
 * requests at once, reports progress and stops at once when its signal aborts (Cancel).
 *
 * A node under several parents gets a row under each of them, but its own subtree is walked
 * once (the first time) so a cycle or a wide DAG cannot multiply the requests.
 *
 * In a source with positions (MeSH, the root with its tree numbers) the subtree is the one under
 * the root's numbers: a node's children count only where they sit under one of the node's
 * places inside it (Heart Diseases's subtree holds Myocardial Infarction, but not No-Reflow
 * Phenomenon, listed under MI for MI's place under Vascular Diseases).
 */

export interface SubtreeRow {
  code: string;
  name: string;
  source: string;
  /** 0 for the root. */
  depth: number;
  /** The parent's code; '' for the root. */
  parent: string;
  /** Codes from the root down to this node, joined by ' > '. */
  path: string;
  key: NodeKey;
}

export interface WalkProgress {
  /** Nodes whose children are fetched (or that need none). */
  done: number;
  /** Nodes known so far that will be fetched: grows while the walk runs. */
  known: number;
  rows: number;
  requests: number;
}

export interface SubtreeWalkOptions {
  depth: number;
  signal?: AbortSignal;
  onProgress?: (p: WalkProgress) => void;
  pageSize?: number;
  /** Requests in flight at once (the limiter still paces them). */
  concurrency?: number;
  /** Stop adding rows after this many (the result says `complete: false`). */
  maxRows?: number;
}

export interface SubtreeWalk {
  rows: SubtreeRow[];
  complete: boolean;
  requests: number;
}

export const PATH_SEPARATOR = ' > ';

export async function walkSubtree(
  source: TreeSource,
  root: TreeNodeData,
  { depth, signal, onProgress, pageSize = 200, concurrency = 4, maxRows = 50_000 }: SubtreeWalkOptions,
): Promise<SubtreeWalk> {
  signal?.throwIfAborted();
  const rows: SubtreeRow[] = [];
  const rowOf = (n: TreeNodeData, d: number, parent: SubtreeRow | null): SubtreeRow => ({
    code: n.code,
    name: n.name,
    source: n.ref.sab,
    depth: d,
    parent: parent?.code ?? '',
    path: parent ? `${parent.path}${PATH_SEPARATOR}${n.code}` : n.code,
    key: n.key,
  });
  const rootRow = rowOf(root, 0, null);
  rows.push(rootRow);
  const walked = new Set<NodeKey>([root.key]);
  const inside = placesInside(root);
  // Work items: a node row whose children are to be fetched.
  const queue: Array<{ node: TreeNodeData; row: SubtreeRow }> =
    depth > 0 && root.hasChildren ? [{ node: root, row: rootRow }] : [];
  const progress: WalkProgress = { done: 0, known: queue.length, rows: 1, requests: 0 };
  let complete = true;
  const report = () => onProgress?.({ ...progress, rows: rows.length });
  report();

  const childrenOf = async (node: TreeNodeData): Promise<TreeNodeData[]> => {
    const out: TreeNodeData[] = [];
    for (let n = 1; ; n++) {
      signal?.throwIfAborted();
      progress.requests++;
      const page = await source.children(node.ref, { pageNumber: n, pageSize }, { signal });
      out.push(...page.items);
      const more =
        page.items.length > 0 &&
        (page.pageCount !== null ? page.pageNumber < page.pageCount : page.items.length >= pageSize);
      if (!more) return out;
    }
  };

  const worker = async () => {
    while (queue.length) {
      const { node, row } = queue.shift()!;
      const kids = childrenInside(await childrenOf(node), node, inside);
      signal?.throwIfAborted();
      for (const kid of kids) {
        if (rows.length >= maxRows) {
          complete = false;
          break;
        }
        const kidRow = rowOf(kid, row.depth + 1, row);
        rows.push(kidRow);
        if (kidRow.depth < depth && kid.hasChildren && !walked.has(kid.key)) {
          walked.add(kid.key);
          queue.push({ node: kid, row: kidRow });
          progress.known++;
        }
      }
      progress.done++;
      report();
    }
  };
  // Workers pick up items as siblings are found; idle workers restart while work remains.
  while (queue.length) await Promise.all(Array.from({ length: concurrency }, worker));
  // Rows in tree order (depth first) read better than the breadth-first fetch order.
  return { rows: depthFirst(rows), complete, requests: progress.requests };
}

function depthFirst(rows: SubtreeRow[]): SubtreeRow[] {
  const byParentPath = new Map<string, SubtreeRow[]>();
  for (const r of rows.slice(1)) {
    const parentPath = r.path.slice(0, r.path.length - r.code.length - PATH_SEPARATOR.length);
    const list = byParentPath.get(parentPath) ?? [];
    list.push(r);
    byParentPath.set(parentPath, list);
  }
  const out: SubtreeRow[] = [];
  const visit = (r: SubtreeRow) => {
    out.push(r);
    for (const k of byParentPath.get(r.path) ?? []) visit(k);
  };
  visit(rows[0]!);
  return out;
}

/** A node's places inside the subtree of `root` (root's own numbers for the root); null when not known. */
function placesInside(root: TreeNodeData): (n: TreeNodeData) => readonly string[] | null {
  const top = root.treeNumbers;
  if (!top?.length) return () => null;
  return (n) =>
    n.key === root.key ? top : (n.treeNumbers?.filter((t) => top.some((r) => isBelow(t, r))) ?? null);
}

/**
 * The children that sit under one of the parent's places inside the subtree: those under its
 * places elsewhere are left out. Children whose numbers are unknown, or that none of the
 * parent's numbers places (a data error), are kept.
 */
function childrenInside(
  kids: TreeNodeData[],
  parent: TreeNodeData,
  inside: (n: TreeNodeData) => readonly string[] | null,
): TreeNodeData[] {
  const here = inside(parent);
  if (!here) return kids;
  return childrenHere(kids, parent, here).here;
}
