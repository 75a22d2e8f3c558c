import { lazyCollator } from '../collator.ts';
import type { NodeKey, TreeNodeData } from './node.ts';

/**
 * A node's children as loaded so far, merged from pages fetched lazily (the page fetches them,
 * e.g. with an infinite query; this only merges). UTS hierarchy lists carry no item count,
 * only pageCount, so `total` is null until the adapter learns it.
 */
export interface ChildPage {
  items: TreeNodeData[];
  pageNumber: number;
  pageSize: number;
  /** Pages at this size; null when the service did not say. */
  pageCount: number | null;
  /** Children in all, when known (the adapter reads the last page with the first). */
  total: number | null;
}

export type ChildStatus = 'loading' | 'error' | 'ready';

export interface ChildList {
  status: ChildStatus;
  /** Loaded children, in service order, each key once. */
  items: TreeNodeData[];
  /** Children in all; null when unknown. */
  total: number | null;
  /** More pages can be loaded ("show more"). */
  hasMore: boolean;
  /** A further page is loading (the list itself is shown). */
  loadingMore: boolean;
  /** Why the first page (status 'error') or the last "show more" failed. */
  error: unknown;
}

export const emptyChildList = (status: ChildStatus = 'loading', error: unknown = null): ChildList => ({
  status,
  items: [],
  total: null,
  hasMore: false,
  loadingMore: false,
  error,
});

function pageHasNext(p: ChildPage): boolean {
  if (p.items.length === 0) return false;
  if (p.pageCount !== null) return p.pageNumber < p.pageCount;
  return p.items.length >= p.pageSize;
}

/**
 * Merges the pages loaded so far (in order). A child on two pages (the list shifted between
 * calls) is kept once; the total is the first page's, never below what is loaded.
 */
export function mergeChildPages(
  pages: readonly ChildPage[],
  extra: { loadingMore?: boolean; error?: unknown } = {},
): ChildList {
  const seen = new Set<NodeKey>();
  const items: TreeNodeData[] = [];
  for (const p of pages)
    for (const n of p.items) {
      if (seen.has(n.key)) continue;
      seen.add(n.key);
      items.push(n);
    }
  const last = pages.at(-1);
  const hasMore = last ? pageHasNext(last) : false;
  let total = pages[0]?.total ?? null;
  if (!hasMore) total = items.length;
  else if (total !== null) total = Math.max(total, items.length);
  return {
    status: 'ready',
    items,
    total,
    hasMore,
    loadingMore: extra.loadingMore ?? false,
    error: extra.error ?? null,
  };
}

export type ChildSort = 'service' | 'name' | 'code';

export interface ChildListView {
  filter: string;
  sort: ChildSort;
}

export const DEFAULT_LIST_VIEW: ChildListView = { filter: '', sort: 'service' };

/** Lists longer than this offer the filter box and sort. */
export const LIST_TOOLS_AT = 20;

const collator = lazyCollator({ sensitivity: 'base', numeric: true });

/** Filters (name or code, case- and accent-insensitive) and sorts a loaded child list. */
export function viewChildren(items: readonly TreeNodeData[], view: ChildListView): TreeNodeData[] {
  const q = fold(view.filter.trim());
  let out = q ? items.filter((n) => fold(n.name).includes(q) || fold(n.code).includes(q)) : [...items];
  if (view.sort === 'name') out = out.sort((a, b) => collator().compare(a.name, b.name));
  else if (view.sort === 'code') out = out.sort((a, b) => collator().compare(a.code, b.code));
  return out;
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
