import {
  emptyIfNotFound,
  getAtom,
  getAtomChildren,
  getAtomParents,
  getSourceChildren,
  getSourceConcept,
  getSourceParents,
  getSourcePreferredAtom,
  type CallOptions,
  type HierarchyNode,
  type Page,
} from '../../api/uts/index.ts';
import type { ChildPage } from './children.ts';
import { nodeFromHierarchy, type NodeRef, type TreeNodeData } from './node.ts';

/**
 * Where the tree's data comes from. The page wraps these calls in query options (so the
 * cache, retries and the release live in TanStack Query); tests and the bench pass fakes.
 */
export interface TreeSource {
  /** The node itself (the focus of a link). */
  node(ref: NodeRef, options?: { signal?: AbortSignal }): Promise<TreeNodeData>;
  /** Every parent of a node ([] for a top node). */
  parents(ref: NodeRef, options?: { signal?: AbortSignal }): Promise<TreeNodeData[]>;
  /** One page of a node's children; page 1 also carries `total` when it can be learned. */
  children(
    ref: NodeRef,
    page: { pageNumber: number; pageSize: number },
    options?: { signal?: AbortSignal },
  ): Promise<ChildPage>;
}

/** Parents are few; more pages than this of them is bad data, not a hierarchy. */
const MAX_PARENT_PAGES = 5;
const PARENT_PAGE_SIZE = 100;

type FetchPage = (pageNumber: number, pageSize: number) => Promise<Page<HierarchyNode>>;

/**
 * The TreeSource over the UTS REST client: code nodes use `/source/{sab}/{id}/…`, atom nodes
 * `/AUI/{aui}/…`. A "none" answer (404) on a hierarchy list means an empty list. `options`
 * carries the release and, in tests, the client; each call's own signal wins.
 */
export function createUtsTreeSource(options: Omit<CallOptions, 'signal'> = {}): TreeSource {
  const call = (signal?: AbortSignal): CallOptions => ({ ...options, signal });

  const listOf = (ref: NodeRef, dir: 'parents' | 'children', signal?: AbortSignal): FetchPage =>
    ref.kind === 'atom'
      ? (pageNumber, pageSize) =>
          (dir === 'parents' ? getAtomParents : getAtomChildren)(
            { aui: ref.id, pageNumber, pageSize },
            call(signal),
          )
      : (pageNumber, pageSize) =>
          (dir === 'parents' ? getSourceParents : getSourceChildren)(
            { source: ref.sab, id: ref.id, pageNumber, pageSize },
            call(signal),
          );

  return {
    async node(ref, o) {
      if (ref.kind === 'atom') return nodeFromHierarchy(await getAtom({ aui: ref.id }, call(o?.signal)));
      const cluster = await getSourceConcept({ source: ref.sab, id: ref.id }, call(o?.signal));
      // HL7 codes have no source-level tree: their hierarchy is the preferred atom's.
      if (cluster.links.parents === null && cluster.links.children === null) {
        const atom = await getSourcePreferredAtom({ source: ref.sab, id: ref.id }, call(o?.signal)).catch(
          () => null,
        );
        if (atom && (atom.links.parents || atom.links.children)) return nodeFromHierarchy(atom);
      }
      return nodeFromHierarchy(cluster);
    },

    async parents(ref, o) {
      const fetchPage = listOf(ref, 'parents', o?.signal);
      const out: TreeNodeData[] = [];
      for (let n = 1; n <= MAX_PARENT_PAGES; n++) {
        const page = await emptyIfNotFound(fetchPage(n, PARENT_PAGE_SIZE), { pageNumber: n });
        out.push(...page.items.map(nodeFromHierarchy));
        const more = page.pageCount !== null ? n < page.pageCount : page.items.length >= PARENT_PAGE_SIZE;
        if (!more || page.items.length === 0) break;
      }
      return out;
    },

    async children(ref, { pageNumber, pageSize }, o) {
      const fetchPage = listOf(ref, 'children', o?.signal);
      const page = await emptyIfNotFound(fetchPage(pageNumber, pageSize), { pageNumber, pageSize });
      const items = page.items.map(nodeFromHierarchy);
      let total: number | null = null;
      const more =
        page.items.length > 0 &&
        (page.pageCount !== null ? page.pageNumber < page.pageCount : page.items.length >= pageSize);
      if (!more) total = (pageNumber - 1) * pageSize + items.length;
      else if (pageNumber === 1 && page.pageCount !== null && page.pageCount > 1) {
        // UTS gives pageCount, not a count: the last page tells the total ("100 of 271").
        try {
          const last = await fetchPage(page.pageCount, pageSize);
          total = (page.pageCount - 1) * pageSize + last.items.length;
        } catch (err) {
          if (o?.signal?.aborted) throw err;
        }
      }
      return { items, pageNumber: page.pageNumber, pageSize, pageCount: page.pageCount, total };
    },
  };
}
