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
  const q = useQuery(sourceVersionsQuery(release));
  return {
    version: q.data ? versionOf(q.data, sab) : { sab, state: 'unavailable' },
    pending: q.isPending,
  };
}

/** Every source's versions for a page that shows several sources (atoms, the report). */
export function useSourceVersions(release: string): SourceVersions | null {
  return useQuery(sourceVersionsQuery(release)).data ?? null;
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
  return (sab) => (versions ? versionOf(versions, sab) : { sab, state: 'unavailable' });
}

/** One source's version outside React; see sourceVersionLookup. */
export const sourceVersion = (client: QueryClient, release: string, sab: string): Promise<SourceVersion> =>
  sourceVersionLookup(client, release).then((lookup) => lookup(sab));
