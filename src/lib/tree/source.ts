import {
  emptyIfNotFound,
  getAtom,
  getAtomAncestors,
  getAtomChildren,
  getAtomParents,
  getSourceAncestors,
  getSourceChildren,
  getSourceConcept,
  getSourceParents,
  getSourcePreferredAtom,
  type CallOptions,
  type HierarchyNode,
  type Page,
  type SourceAtomCluster,
} from '../../api/uts/index.ts';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import { askMeshNumbers, meshNumbersQuery } from '../queries/meshNumbers.ts';
import { sourceConceptQuery } from '../queries/sourceConcept.ts';
import { inTreeOrder, isMeshDescriptorId } from '../meshTreeNumbers.ts';
import type { ChildPage } from './children.ts';
import { nodeFromHierarchy, nodeKey, type NodeKey, type NodeRef, type TreeNodeData } from './node.ts';

/**
 * Where the tree's data comes from. The page wraps these calls in query options (so the
 * cache, retries and the release live in TanStack Query); tests and the bench pass fakes.
 */
export interface TreeSource {
  /**
   * What this source adds to its nodes, in the query keys of what it loads (lib/tree/queries):
   * 'mesh-numbers' (tree numbers read) and a plain walk never share cached paths or lists.
   */
  variant?: string;
  /** The node itself (the focus of a link). */
  node(ref: NodeRef, options?: { signal?: AbortSignal }): Promise<TreeNodeData>;
  /** Every parent of a node ([] for a top node). */
  parents(ref: NodeRef, options?: { signal?: AbortSignal }): Promise<TreeNodeData[]>;
  /**
   * The keys of every node above a node ([] for a top node), or null where the service keeps
   * no ancestors for it: where two nodes meet is told from these (lib/tree/meeting.ts).
   */
  ancestors?(ref: NodeRef, options?: { signal?: AbortSignal }): Promise<NodeKey[] | null>;
  /**
   * The nodes above a node, as `ancestors` lists them (with their tree numbers where the source
   * numbers them), or null where the service keeps none: the tree asks their parents all at
   * once instead of one level at a time (lib/tree/queries.ts).
   */
  ancestorNodes?(ref: NodeRef, options?: { signal?: AbortSignal }): Promise<TreeNodeData[] | null>;
  /**
   * Where a node sits in a source that places its nodes by number (MeSH tree numbers, the `MN`
   * attributes), sorted: [] for such a node without a number (a descriptor added after the
   * tree's edition), null for a node of a source or kind without positions. Answers are kept;
   * a failed read throws (the paths cannot be told without it).
   */
  positions?(ref: NodeRef, options?: { signal?: AbortSignal }): Promise<string[] | null>;
  /**
   * Whether `positions` reads numbers for this node (a MeSH descriptor), told without a call:
   * the paths query then asks its numbers and ancestors beside the node itself.
   */
  numbered?(ref: NodeRef): boolean;
  /**
   * One page of a node's children; page 1 also carries `total` when it can be learned. `first`:
   * a list a view shows (its calls go first through the rate limiter, as a walk up's do), not
   * one of the hundreds a walk down a subtree reads.
   */
  children(
    ref: NodeRef,
    page: { pageNumber: number; pageSize: number },
    options?: { signal?: AbortSignal; first?: boolean },
  ): Promise<ChildPage>;
}

/** Parents are few; more pages than this of them is bad data, not a hierarchy. */
const MAX_PARENT_PAGES = 5;
const PARENT_PAGE_SIZE = 100;
/** Ancestors in one page as a rule (MeSH's deepest descriptors have about 60 over all paths). */
const ANCESTOR_PAGE_SIZE = 200;
const MAX_ANCESTOR_PAGES = 5;

type FetchPage = (pageNumber: number, pageSize: number) => Promise<Page<HierarchyNode>>;

/** A MeSH descriptor's code: placed by its tree numbers (the `MN` attributes). */
const placedByNumber = (ref: NodeRef) =>
  ref.kind === 'code' && ref.sab === 'MSH' && isMeshDescriptorId(ref.id);

/**
 * Calls in flight by key, joined by a caller with the same signal (the same query, or none):
 * a query that asks a node's numbers beside the node, which reads them too, makes one call. A
 * caller with another signal asks on its own, so one caller's cancellation never fails
 * another's.
 */
function joinInFlight<V>() {
  const calls = new Map<string, { signal?: AbortSignal; call: Promise<V> }>();
  return (key: string, signal: AbortSignal | undefined, ask: () => Promise<V>): Promise<V> => {
    const known = calls.get(key);
    if (known && known.signal === signal) return known.call;
    const call = ask();
    calls.set(key, { signal, call });
    const done = () => {
      if (calls.get(key)?.call === call) calls.delete(key);
    };
    call.then(done, done);
    return call;
  };
}

/**
 * MeSH child lists up to this long are numbered and put in tree order: each child's tree
 * numbers cost a request (its `MN` attributes; the list carries none), so 40 children take
 * about two seconds at the service's 20 requests a second. 38 of MeSH 2017's 9,321
 * descriptors with children have more (at most 157); theirs stay in the service's order,
 * unnumbered.
 */
export const MESH_NUMBERED_MAX = 40;

export interface UtsTreeSourceOptions extends Omit<CallOptions, 'signal'> {
  /**
   * Read MeSH descriptors' tree numbers for the nodes of a tree and order MeSH
   * children by them: the tree view's, not the walks that only need the shape (relate).
   */
  meshTreeNumbers?: boolean;
  /**
   * The page's own answers to share (the query cache): a code's concept and a descriptor's tree
   * numbers, which the page's header asks for too. Without it the source asks for them itself.
   */
  shared?: SharedAnswers;
}

export interface SharedAnswers {
  cluster(sab: string, id: string): Promise<SourceAtomCluster>;
  /** `first`: the call goes first through the rate limiter if this caller starts it. */
  numbers(id: string, first: boolean): Promise<string[]>;
}

/**
 * The TreeSource over the UTS REST client: code nodes use `/source/{sab}/{id}/…`, atom nodes
 * `/AUI/{aui}/…`. A "none" answer (404) on a hierarchy list means an empty list. `options`
 * carries the release and, in tests, the client; each call's own signal wins.
 */
export function createUtsTreeSource(sourceOptions: UtsTreeSourceOptions = {}): TreeSource {
  const { meshTreeNumbers: numbered = false, shared, ...options } = sourceOptions;
  // The calls a walk up to a node makes (the node, its parents, ancestors and tree numbers) go
  // `first` through the rate limiter: a view waits on them to draw its path, and would otherwise
  // queue behind the page's other calls. Child lists only when asked (a view's): a walk down a
  // subtree makes hundreds, which would hold every other call back.
  const call = (signal?: AbortSignal, first = false): CallOptions => ({ ...options, signal, first });

  // Tree numbers read so far, by descriptor: a parent's numbers (to order its children) are
  // usually those of a node already shown. Answers are kept; a call in flight is joined only by
  // a caller with the same signal (joinInFlight), so one caller's cancellation never fails another's.
  const numbersRead = new Map<string, string[]>();
  const numbersAsked = joinInFlight<string[]>();
  const hasNumbers = (n: HierarchyNode) =>
    numbered &&
    n.kind === 'SourceAtomCluster' &&
    n.rootSource === 'MSH' &&
    n.links.attributes !== null &&
    isMeshDescriptorId(n.ui);
  const readNumbers = async (id: string, signal?: AbortSignal, first = false): Promise<string[]> => {
    const known = numbersRead.get(id);
    if (known) return known;
    return numbersAsked(id, signal, async () => {
      const numbers = await (shared ? shared.numbers(id, first) : askMeshNumbers(id, call(signal, first)));
      if (numbersRead.size >= 5000) numbersRead.clear();
      numbersRead.set(id, numbers);
      return numbers;
    });
  };
  const numbersOf = async (
    id: string,
    signal?: AbortSignal,
    first = false,
  ): Promise<string[] | undefined> => {
    try {
      return await readNumbers(id, signal, first);
    } catch (err) {
      if (signal?.aborted) throw err;
      return undefined; // on a list the numbers are extra: the list shows without them
    }
  };
  /** The tree node, with its MeSH tree numbers when it has them. */
  const toNode = async (n: HierarchyNode, signal?: AbortSignal, first = false): Promise<TreeNodeData> => {
    const node = nodeFromHierarchy(n);
    if (!hasNumbers(n)) return node;
    const treeNumbers = await numbersOf(n.ui, signal, first);
    return treeNumbers ? { ...node, treeNumbers } : node;
  };

  const listOf = (
    ref: NodeRef,
    dir: 'parents' | 'children',
    signal?: AbortSignal,
    first = dir === 'parents',
  ): FetchPage =>
    ref.kind === 'atom'
      ? (pageNumber, pageSize) =>
          (dir === 'parents' ? getAtomParents : getAtomChildren)(
            { aui: ref.id, pageNumber, pageSize },
            call(signal, first),
          )
      : (pageNumber, pageSize) =>
          (dir === 'parents' ? getSourceParents : getSourceChildren)(
            { source: ref.sab, id: ref.id, pageNumber, pageSize },
            call(signal, first),
          );

  // Answers of the lists a path is built from, by node: the paths drawn from the tree numbers
  // and their check against the parents as served (lib/tree/queries.ts) ask each list once
  // between them. Kept and joined as the numbers are.
  const ancestorsRead = new Map<string, HierarchyNode[] | null>();
  const ancestorsAsked = joinInFlight<HierarchyNode[] | null>();
  const parentsRead = new Map<string, TreeNodeData[]>();
  const keepAnswer = <V>(memo: Map<string, V>, key: string, value: V): V => {
    if (memo.size >= 5000) memo.clear();
    memo.set(key, value);
    return value;
  };

  const ancestorItems = async (ref: NodeRef, signal?: AbortSignal): Promise<HierarchyNode[] | null> => {
    const key = nodeKey(ref);
    if (ancestorsRead.has(key)) return ancestorsRead.get(key)!;
    return ancestorsAsked(key, signal, async () =>
      keepAnswer(ancestorsRead, key, await askAncestorItems(ref, signal)),
    );
  };
  const askAncestorItems = async (ref: NodeRef, signal?: AbortSignal): Promise<HierarchyNode[] | null> => {
    const fetchPage: FetchPage = (pageNumber, pageSize) =>
      ref.kind === 'atom'
        ? getAtomAncestors({ aui: ref.id, pageNumber, pageSize }, call(signal, true))
        : getSourceAncestors({ source: ref.sab, id: ref.id, pageNumber, pageSize }, call(signal, true));
    const items: HierarchyNode[] = [];
    for (let n = 1; n <= MAX_ANCESTOR_PAGES; n++) {
      let page: Page<HierarchyNode>;
      try {
        page = await fetchPage(n, ANCESTOR_PAGE_SIZE);
      } catch (err) {
        // A top node's ancestors are "none" (404); after the first page, a 404 ends the list.
        if (isApiError(err) && err.kind === 'not-found') return n === 1 ? null : items;
        throw err;
      }
      items.push(...page.items);
      const more = page.pageCount !== null ? n < page.pageCount : page.items.length >= ANCESTOR_PAGE_SIZE;
      if (!more || page.items.length === 0) return items;
    }
    return null; // more than the cap: too many to trust as complete
  };

  return {
    variant: numbered ? 'mesh-numbers' : undefined,
    async node(ref, o) {
      if (ref.kind === 'atom')
        return nodeFromHierarchy(await getAtom({ aui: ref.id }, call(o?.signal, true)));
      const cluster = await (shared
        ? shared.cluster(ref.sab, ref.id)
        : getSourceConcept({ source: ref.sab, id: ref.id }, call(o?.signal, true)));
      // HL7 codes have no source-level tree: their hierarchy is the preferred atom's.
      if (cluster.links.parents === null && cluster.links.children === null) {
        const atom = await getSourcePreferredAtom(
          { source: ref.sab, id: ref.id },
          call(o?.signal, true),
        ).catch(() => null);
        if (atom && (atom.links.parents || atom.links.children)) return nodeFromHierarchy(atom);
      }
      return toNode(cluster, o?.signal, true);
    },

    async parents(ref, o) {
      const key = nodeKey(ref);
      const known = parentsRead.get(key);
      if (known) return known;
      const fetchPage = listOf(ref, 'parents', o?.signal);
      const out: TreeNodeData[] = [];
      for (let n = 1; n <= MAX_PARENT_PAGES; n++) {
        const page = await emptyIfNotFound(fetchPage(n, PARENT_PAGE_SIZE), { pageNumber: n });
        out.push(...(await Promise.all(page.items.map((n) => toNode(n, o?.signal, true)))));
        const more = page.pageCount !== null ? n < page.pageCount : page.items.length >= PARENT_PAGE_SIZE;
        if (!more || page.items.length === 0) break;
      }
      return keepAnswer(parentsRead, key, out);
    },

    async positions(ref, o) {
      if (!placedByNumber(ref)) return null;
      return readNumbers(ref.id, o?.signal, true);
    },

    numbered: placedByNumber,

    async ancestors(ref, o) {
      const items = await ancestorItems(ref, o?.signal);
      return items && items.map((i) => nodeFromHierarchy(i).key);
    },

    async ancestorNodes(ref, o) {
      const items = await ancestorItems(ref, o?.signal);
      // Their numbers are read now, all at once: the parents asked next carry them from the cache.
      return items && Promise.all(items.map((i) => toNode(i, o?.signal, true)));
    },

    async children(ref, { pageNumber, pageSize }, o) {
      const fetchPage = listOf(ref, 'children', o?.signal, o?.first);
      const page = await emptyIfNotFound(fetchPage(pageNumber, pageSize), { pageNumber, pageSize });
      let items = page.items.map(nodeFromHierarchy);
      let total: number | null = null;
      const more =
        page.items.length > 0 &&
        (page.pageCount !== null ? page.pageNumber < page.pageCount : page.items.length >= pageSize);
      // A whole MeSH list, short enough: numbered and in tree order under its parent.
      if (
        numbered &&
        ref.kind === 'code' &&
        ref.sab === 'MSH' &&
        !more &&
        pageNumber === 1 &&
        page.items.length <= MESH_NUMBERED_MAX &&
        page.items.some(hasNumbers)
      ) {
        const [parentNumbers, kids] = await Promise.all([
          isMeshDescriptorId(ref.id) ? numbersOf(ref.id, o?.signal, o?.first) : undefined,
          Promise.all(page.items.map((n) => toNode(n, o?.signal, o?.first))),
        ]);
        items = inTreeOrder(kids, parentNumbers);
      }
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

/**
 * `source` with each node's parents asked for once while it lives: walks that meet (the relate
 * view walks up from two or more concepts at once, which share the ancestors above where they
 * meet) share one call per node. A failed or cancelled call is forgotten, so a later walk asks
 * again.
 */
export function sharingParents(source: TreeSource): TreeSource {
  const asked = new Map<string, Promise<TreeNodeData[]>>();
  return {
    variant: source.variant,
    node: (ref, o) => source.node(ref, o),
    children: (ref, page, o) => source.children(ref, page, o),
    ...(source.ancestors && { ancestors: source.ancestors.bind(source) }),
    ...(source.ancestorNodes && { ancestorNodes: source.ancestorNodes.bind(source) }),
    ...(source.positions && { positions: source.positions.bind(source) }),
    ...(source.numbered && { numbered: source.numbered.bind(source) }),
    parents(ref, o) {
      const key = nodeKey(ref);
      let call = asked.get(key);
      if (!call) {
        call = source.parents(ref, o);
        asked.set(key, call);
        call.catch(() => asked.delete(key));
      }
      return call;
    },
  };
}

/**
 * The source the tree views read (the concept's Hierarchy tab, its report, a prefetch before
 * the tab opens): MeSH tree numbers read. One place, so that all of them share cached paths
 * (the query keys carry the source's variant).
 */
export const treeViewSource = (release: string, queries?: QueryClient): TreeSource =>
  createUtsTreeSource({
    release,
    meshTreeNumbers: true,
    ...(queries && {
      shared: {
        cluster: (sab, id) => queries.ensureQueryData(sourceConceptQuery(release, sab, id)),
        numbers: (id, first) => queries.ensureQueryData(meshNumbersQuery(release, id, first)),
      },
    }),
  });
