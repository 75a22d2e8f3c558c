import type { QueryClient } from '@tanstack/react-query';
import type { ProvenanceLookups } from '../../lib/export/index.ts';
import { resolvedReleaseQuery } from '../../lib/queries/resolvedRelease.ts';

/** The drug queries' key, read without loading the drug client (it stays out of other pages' code). */
const drugVersion = async () => (await import('../../lib/queries/drugs.ts')).drugVocabVersionQuery();

/**
 * The provenance lookups through the app's query cache. The footer asks both at the first idle
 * moment of a page, so a file usually costs no call. With `lookUp`, what the cache lacks is
 * asked now (no retries: a file waits for it, and one that cannot be told keeps what was
 * asked); without, only the cache is read.
 */
export const provenanceLookups = (client: QueryClient, lookUp: boolean): ProvenanceLookups => ({
  resolveRelease: async (release) => {
    const q = resolvedReleaseQuery(release);
    const known = client.getQueryData(q.queryKey);
    if (known !== undefined || !lookUp) return known ?? null;
    return client.fetchQuery({ ...q, retry: false });
  },
  rxnormVersion: async () => {
    const q = await drugVersion();
    const known = client.getQueryData(q.queryKey);
    if (known !== undefined || !lookUp) return known ?? null;
    return client.fetchQuery({ ...q, retry: false });
  },
});
