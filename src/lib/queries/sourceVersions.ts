import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sourceVersionsFrom, versionOf, type SourceVersion, type SourceVersions } from '../sourceVersion.ts';
import { sourcesQuery } from './sources.ts';

/**
 * Each source's own version (MeSH 2017 beside UMLS 2025AB), read from the release's source
 * metadata. It shares the source list's cache entry, so naming versions on a page costs no
 * request once any page has read the list in this session.
 */
export const sourceVersionsQuery = (release: string) =>
  queryOptions({ ...sourcesQuery(release), select: sourceVersionsFrom });

/**
 * One source's version for a page: `unavailable` while the list loads or when it cannot be
 * read, `unknown-source` when the release lists no such source.
 */
export function useSourceVersion(release: string, sab: string): { version: SourceVersion; pending: boolean } {
  const { versions, pending } = useSourceVersions(release);
  return { version: versionOf(versions, sab), pending };
}

/**
 * Every source's versions for a page that shows several sources (atoms, the report). Until the
 * list is read, or when it cannot be, `versions` is null and versionOf says `unavailable`.
 */
export function useSourceVersions(release: string): { versions: SourceVersions | null; pending: boolean } {
  const q = useQuery(sourceVersionsQuery(release));
  return { versions: q.data ?? null, pending: q.isPending };
}

/**
 * Outside React (export writers): a look-up of any source's version in `release`, from the
 * cached list (asked once if no page has yet). When the list cannot be read every source is
 * `unavailable`, so a file still gets written and says why its versions are missing.
 */
export async function sourceVersionLookup(
  client: QueryClient,
  release: string,
): Promise<(sab: string) => SourceVersion> {
  const versions = await client
    .fetchQuery(sourcesQuery(release))
    .then(sourceVersionsFrom)
    .catch(() => null);
  return (sab) => versionOf(versions, sab);
}

/** One source's version outside React; see sourceVersionLookup. */
export const sourceVersion = (client: QueryClient, release: string, sab: string): Promise<SourceVersion> =>
  sourceVersionLookup(client, release).then((lookup) => lookup(sab));
