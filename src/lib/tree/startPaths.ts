import type { QueryClient } from '@tanstack/query-core';
import type { NodeRef } from './node.ts';
import { treePathsCheckQuery, treePathsQuery } from './queries.ts';
import { treeViewSource } from './source.ts';

/**
 * Fetches what a tree view centred on `ref` shows first (ui/tree/TreePanel), under the keys the
 * view reads, before the view asks: its paths, then, where they were drawn from the tree
 * numbers, their check against the parents as served (by the source that drew them, whichever
 * of this and the view's own started first: it holds the lists the drawing asked for).
 */
export async function prefetchTreePaths(client: QueryClient, release: string, ref: NodeRef): Promise<void> {
  const source = treeViewSource(release, client);
  const paths = await client.fetchQuery(treePathsQuery(source, release, ref));
  if (paths.checked === false) await client.prefetchQuery(treePathsCheckQuery(source, release, ref, paths));
}
