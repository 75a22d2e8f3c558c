import type { QueryClient } from '@tanstack/react-query';
import type { VersionFacts } from '../export/systemVersion.ts';
import { releaseToRecord } from './resolvedRelease.ts';
import { sourceVersionLookup } from './sourceVersions.ts';

/** The drug queries' key, read without loading the drug client into a page that has none. */
const drugVersionQuery = async () => (await import('./drugs.ts')).drugVocabVersionQuery();

/**
 * Everything a file needs to name system versions, through the query cache: the release
 * `current` stands for, the release's source list, and (only when the file holds RxNorm
 * content) the drug service's version. Each is asked at most once per session (the footer and
 * the pages usually have), so a second file costs no request. A part that cannot be read is
 * left unknown and the file says so; it never fails the export.
 */
export async function versionFacts(
  client: QueryClient,
  release: string,
  { rxnorm = false }: { rxnorm?: boolean } = {},
): Promise<VersionFacts> {
  const [umlsRelease, source, rx] = await Promise.all([
    releaseToRecord(client, release),
    sourceVersionLookup(client, release),
    rxnorm
      ? drugVersionQuery()
          .then((q) => client.fetchQuery({ ...q, retry: false }))
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  return { umlsRelease, source, rxnorm: rx ?? null };
}
