import { queryOptions } from '@tanstack/react-query';
import type { ChildPage } from './children.ts';
import { nodeKey, type NodeRef, type TreeNodeData } from './node.ts';
import { pathsToFocus, walkParents, type PathsResult } from './paths.ts';
import type { TreeSource } from './source.ts';

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
}

/** Every path from the top down to a node already in hand. */
export async function pathsFrom(
  source: TreeSource,
  node: TreeNodeData,
  signal?: AbortSignal,
): Promise<TreePaths> {
  const graph = await walkParents(node, (n, s) => source.parents(n.ref, { signal: s }), { signal });
  return { focus: node, ...pathsToFocus(graph, node.key), graphTruncated: graph.truncated };
}

/** The focus node and every path from the top down to it. */
export function treePathsQuery(source: TreeSource, release: string, focus: NodeRef) {
  return queryOptions({
    queryKey: treeQueryKeys.paths(release, focus, source.variant),
    queryFn: async ({ signal }): Promise<TreePaths> =>
      pathsFrom(source, await source.node(focus, { signal }), signal),
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
    queryFn: ({ signal }): Promise<ChildPage> => source.children(ref, { pageNumber, pageSize }, { signal }),
    staleTime: 5 * 60_000,
  });
}
