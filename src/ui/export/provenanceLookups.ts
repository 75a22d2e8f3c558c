import type { QueryClient } from '@tanstack/react-query';
import type { ProvenanceLookups } from '../../lib/export/index.ts';
import { drugVocabVersionQuery } from '../../lib/queries/drugs.ts';
import { resolvedReleaseQuery } from '../../lib/queries/resolvedRelease.ts';

/**
 * The provenance lookups through the app's query cache: the footer has usually asked both
 * already, so a file costs no call; otherwise one small call each, when the file is made.
 */
export const provenanceLookups = (client: QueryClient): ProvenanceLookups => ({
  resolveRelease: (release) => client.fetchQuery(resolvedReleaseQuery(release)),
  rxnormVersion: () => client.fetchQuery(drugVocabVersionQuery()),
});
