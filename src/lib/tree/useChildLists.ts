import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { emptyChildList, mergeChildPages, type ChildList, type ChildPage } from './children.ts';
import { parseNodeKey, type NodeKey, type TreeNodeData } from './node.ts';
import { CHILD_PAGE_SIZE, treeChildrenQuery, treeQueryKeys } from './queries.ts';
import { MAX_MORE_PAGES } from './url.ts';
import type { TreeSource } from './source.ts';
import { openKeys } from './visible.ts';

/** `current` with each key's page count raised to `next(key)` where higher; the same map when none is. */
function grow(
  current: ReadonlyMap<NodeKey, number>,
  keys: readonly NodeKey[],
  next: (key: NodeKey) => number | null,
): ReadonlyMap<NodeKey, number> {
  let out = current;
  for (const key of keys) {
    const n = next(key);
    if (n !== null && n > (out.get(key) ?? 1)) out = new Map(out).set(key, n);
  }
  return out;
}

/** Only what the lists need, so the result (and the tree built from it) keeps its identity. */
const combine = (rs: UseQueryResult<ChildPage>[]) =>
  rs.map((r) => ({ data: r.data, isError: r.isError, error: r.error }));

export interface TreeOpenState {
  /** The chosen path, top first, focus last. */
  path: readonly TreeNodeData[];
  /** The URL's `expand` keys. */
  expand: readonly NodeKey[];
  collapsed?: ReadonlySet<NodeKey>;
  /** Pages shown per list ("Show more"; the URL's `more=`); with it, onMore keeps them. */
  more?: ReadonlyMap<NodeKey, number>;
  onMore?: (key: NodeKey, pages: number) => void;
  /** Lists with a filter or a sort: loaded whole (up to AUTO_PAGES), so the view covers every child. */
  viewed?: ReadonlySet<NodeKey>;
}

/**
 * Pages a list loads by itself, 10 of 100 children: for a filter or sort over all its children,
 * and to find a link's expanded node past the first page. Beyond it the page says so.
 */
export const AUTO_PAGES = 10;

/**
 * The hook a page uses to feed HierarchyTree's `childList`, `onShowMore` and `onRetry`: it
 * loads page 1 of the children of the focus and of every expanded node the tree can reach
 * (openKeys: ids in a link that name no reachable node cost no request), further pages on
 * "show more", one query per page (cached: collapsing and re-opening costs nothing). How many
 * pages are shown is the page's (the URL's `more=`, through `more`/`onMore`). A list with a
 * filter or sort loads further pages by itself (AUTO_PAGES), as do the open lists while a link's
 * expanded node is not found yet. `unknown` / `settled` let the page say once that some
 * expanded ids in the link were not found, after that search.
 */
export function useChildLists(
  source: TreeSource,
  release: string,
  { path, expand, collapsed, more, onMore, viewed }: TreeOpenState,
  pageSize = CHILD_PAGE_SIZE,
) {
  const [ownShown, setOwnShown] = useState<ReadonlyMap<NodeKey, number>>(new Map());
  const pagesShown = more ?? ownShown;
  // Pages loaded by themselves (AUTO_PAGES): they only grow, so a node found on page 3 stays.
  const [grown, setGrown] = useState<ReadonlyMap<NodeKey, number>>(new Map());
  const queryClient = useQueryClient();
  // The pages of a list in the cache, from the first on (stopping at the first missing).
  const cachedPages = (key: NodeKey): { pages: ChildPage[]; error: unknown } => {
    const ref = parseNodeKey(key);
    const pages: ChildPage[] = [];
    if (!ref) return { pages, error: null };
    for (let n = 1; n <= MAX_MORE_PAGES; n++) {
      const q = queryClient.getQueryState<ChildPage>(
        treeQueryKeys.children(release, ref, pageSize, n, source.variant),
      );
      if (q?.status === 'error' && n === 1) return { pages, error: q.error };
      if (!q?.data) break;
      pages.push(q.data);
    }
    return { pages, error: null };
  };
  // Reachability is read from the cache: each list that arrives re-renders this hook (it is
  // one of its queries), and the next pass may reach nodes inside it.
  const cached = (key: NodeKey): ChildList | undefined => {
    if (!parseNodeKey(key)) return emptyChildList('ready');
    const { pages, error } = cachedPages(key);
    if (error) return emptyChildList('error', error);
    return pages.length ? mergeChildPages(pages) : undefined;
  };
  const reach = openKeys({ path, expand, collapsed, childList: cached });
  // A list may load further by itself: it is viewed, or a link's node is still to be found.
  const mayGrow = (key: NodeKey) => viewed?.has(key) || reach.unknown.length > 0;
  const nextGrowth = (key: NodeKey): number | null => {
    const { pages } = cachedPages(key);
    if (pages.length === 0 || pages.length >= AUTO_PAGES || !mergeChildPages(pages).hasMore) return null;
    return pages.length + 1;
  };
  const grownNext = grow(grown, reach.open, (key) => (mayGrow(key) ? nextGrowth(key) : null));
  // Adjusting state while rendering: the next page is asked for in this same pass.
  if (grownNext !== grown) setGrown(grownNext);
  // Each open list with the pages it shows, as text: the memo below is keyed by content.
  const wantedId = [...new Set(reach.open)]
    .map((key) => `${key}\t${Math.max(pagesShown.get(key) ?? 1, grownNext.get(key) ?? 1)}`)
    .join('\n');
  const wanted = useMemo(
    () =>
      wantedId
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => {
          const [key, n] = line.split('\t') as [NodeKey, string];
          const ref = parseNodeKey(key);
          if (!ref) return [];
          return Array.from({ length: Number(n) }, (_, i) => ({ key, ref, pageNumber: i + 1 }));
        }),
    [wantedId],
  );
  const results = useQueries({
    queries: wanted.map((w) => treeChildrenQuery(source, release, w.ref, w.pageNumber, pageSize)),
    combine,
  });

  const lists = useMemo(() => {
    const byKey = new Map<
      NodeKey,
      { pages: ChildPage[]; error: unknown; loading: boolean; failedFirst: boolean }
    >();
    wanted.forEach((w, i) => {
      // The combined results were once shorter than this render's list of queries (a full run,
      // just after "Show all children": the whole tree failed on the missing one), as TanStack
      // Query's stable-`combine` results lagged in earlier versions: a page not in them yet is
      // loading, not a crash.
      const r = results[i];
      const entry = byKey.get(w.key) ?? { pages: [], error: null, loading: false, failedFirst: false };
      if (r?.data) entry.pages.push(r.data);
      else if (r?.isError) {
        entry.error = r.error;
        if (w.pageNumber === 1) entry.failedFirst = true;
      } else entry.loading = true;
      byKey.set(w.key, entry);
    });
    const out = new Map<NodeKey, ChildList>();
    for (const [key, e] of byKey) {
      if (e.failedFirst) out.set(key, emptyChildList('error', e.error));
      else if (e.pages.length === 0) out.set(key, emptyChildList('loading'));
      else out.set(key, mergeChildPages(e.pages, { loadingMore: e.loading, error: e.error }));
    }
    return out;
  }, [wanted, results]);

  const childList = useCallback((key: NodeKey) => lists.get(key), [lists]);

  const retry = useCallback(
    (key: NodeKey) => {
      void queryClient.refetchQueries({
        queryKey: [...treeQueryKeys.all(release), 'children', key],
        predicate: (q) => q.state.status === 'error',
      });
    },
    [queryClient, release],
  );

  const showMore = useCallback(
    (key: NodeKey) => {
      const list = lists.get(key);
      // A failed "show more" is retried rather than skipped.
      if (list?.error) return retry(key);
      if (!list?.hasMore || list.loadingMore) return;
      // The next page after those loaded (a list may have grown by itself past `more`).
      const next = Math.max(pagesShown.get(key) ?? 1, grown.get(key) ?? 1) + 1;
      if (onMore) onMore(key, next);
      else setOwnShown((m) => new Map(m).set(key, next));
    },
    [lists, retry, pagesShown, grown, onMore],
  );

  // Unknown ids are final once no open list can grow further to reveal them.
  const searching = reach.unknown.length > 0 && reach.open.some((k) => nextGrowth(k) !== null);
  return { childList, showMore, retry, unknown: reach.unknown, settled: reach.settled && !searching };
}
