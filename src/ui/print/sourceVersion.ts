import { useQuery } from '@tanstack/react-query';
import { sourceVersionsQuery } from '../../lib/queries/sourceVersions.ts';
import { versionOf, type SourceVersion } from '../../lib/sourceVersion.ts';

/**
 * The version of the shown source's content in the release ("2017" for MeSH in 2025AB), for
 * the printed footer line: the one place the footer asks for it (lib/queries/sourceVersions,
 * read from the release's source list, which pages have read already). Null for a view of no
 * one source.
 */
export function useSourceVersion(sab: string | null, release: string): SourceVersion | null {
  const versions = useQuery({ ...sourceVersionsQuery(release), enabled: sab !== null }).data;
  if (sab === null) return null;
  return versions ? versionOf(versions, sab) : { sab, state: 'unavailable' };
}
