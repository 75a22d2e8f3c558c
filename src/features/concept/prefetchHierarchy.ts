import type { QueryClient } from '@tanstack/react-query';
import { prefetchTreePaths } from '../../lib/tree/startPaths.ts';
import { hierarchyRootsQuery, preferredAtomQuery } from './queries.ts';
import { defaultSource, rememberedSource } from './remembered.ts';

/**
 * What the tab shows first, started as the pointer or the keyboard reaches the tab (before the
 * click): the sources that place the concept, its preferred atom, then the paths to it in the
 * source the tab will open on (and their check against the parents), under the same query keys
 * the tab reads. A user who never reaches for the tab costs no call.
 */
export async function prefetchHierarchy(
  client: QueryClient,
  release: string,
  cui: string,
  asked: string | null,
) {
  const [roots, preferred] = await Promise.all([
    client.fetchQuery(hierarchyRootsQuery(release, cui)),
    client.fetchQuery(preferredAtomQuery(release, cui)),
  ]);
  const chosen = defaultSource(roots, asked, preferred?.rootSource ?? null, rememberedSource());
  if (!chosen) return;
  await prefetchTreePaths(client, release, chosen.node);
}
