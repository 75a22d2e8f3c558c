import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { emptyChildList, mergeChildPages, type ChildList, type ChildPage } from './children.ts';
import { parseNodeKey, type NodeKey, type TreeNodeData } from './node.ts';
import { CHILD_PAGE_SIZE, treeChildrenQuery, treeQueryKeys } from './queries.ts';
import type { TreeSource } from './source.ts';
import { openKeys } from './visible.ts';

/** Only what the lists need, so the result (and the tree built from it) keeps its identity. */
const combine = (rs: UseQueryResult<ChildPage>[]) =>
  rs.map((r) => ({ data: r.data, isError: r.isError, error: r.error }));

export interface TreeOpenState {
  /** The chosen path, top first, focus last. */
  path: readonly TreeNodeData[];
  /** The URL's `expand` keys. */
  expand: readonly NodeKey[];
  collapsed?: ReadonlySet<NodeKey>;
}

/**
 * The hook a page uses to feed HierarchyTree's `childList`, `onShowMore` and `onRetry`: it
 * loads page 1 of the children of the focus and of every expanded node the tree can reach
 * (openKeys: ids in a link that name no reachable node cost no request), further pages on
 * "show more", one query per page (cached: collapsing and re-opening costs nothing). How many
 * pages are shown is view state, not URL state. `unknown` / `settled` let the page say once
 * that some expanded ids in the link were not found.
 */
export function useChildLists(
  source: TreeSource,
  release: string,
  { path, expand, collapsed }: TreeOpenState,
  pageSize = CHILD_PAGE_SIZE,
) {
  const [pagesShown, setPagesShown] = useState<ReadonlyMap<NodeKey, number>>(new Map());
  const queryClient = useQueryClient();
  // Reachability is read from the cache: each list that arrives re-renders this hook (it is
  // one of its queries), and the next pass may reach nodes inside it.
  const cached = (key: NodeKey): ChildList | undefined => {
    const ref = parseNodeKey(key);
    if (!ref) return emptyChildList('ready');
    const q = queryClient.getQueryState<ChildPage>(treeQueryKeys.children(release, ref, pageSize, 1));
    if (q?.status === 'error') return emptyChildList('error', q.error);
    return q?.data ? mergeChildPages([q.data]) : undefined;
  };
  const reach = openKeys({ path, expand, collapsed, childList: cached });
  const openId = reach.open.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  const open = useMemo(() => reach.open, [openId]);
  const wanted = useMemo(
    () =>
      [...new Set(open)].flatMap((key) => {
        const ref = parseNodeKey(key);
        if (!ref) return [];
        const n = pagesShown.get(key) ?? 1;
        return Array.from({ length: n }, (_, i) => ({ key, ref, pageNumber: i + 1 }));
      }),
    [open, pagesShown],
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
      const r = results[i]!;
      const entry = byKey.get(w.key) ?? { pages: [], error: null, loading: false, failedFirst: false };
      if (r.data) entry.pages.push(r.data);
      else if (r.isError) {
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
      setPagesShown((m) => new Map(m).set(key, (m.get(key) ?? 1) + 1));
    },
    [lists, retry],
  );

  return { childList, showMore, retry, unknown: reach.unknown, settled: reach.settled };
}
