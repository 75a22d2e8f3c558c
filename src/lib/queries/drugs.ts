import { queryOptions } from '@tanstack/react-query';
import { defaultDrugClient } from '../../api/rxnorm/defaultClient.ts';
import { drugRequestNs } from '../../api/rxnorm/namespace.ts';
import type { DrugVocabClient } from '../../api/rxnorm/types.ts';
import { keepAnswer, keptAnswer } from './sessionAnswer.ts';

/**
 * Keys of drug-service queries: ['rxnorm', namespace, operation, ...inputs]. The drug service
 * has no release (its version is getDrugVocabVersion), so keys carry none; they carry the
 * request namespace the client speaks, since another namespace is another service's answer.
 * The client is api/'s default one, set up by the root loader.
 */
export const drugKey = (...parts: unknown[]) => ['rxnorm', drugRequestNs(), ...parts];

/** Lists that change only with a new vocabulary release: fetched once per session. */
export const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

const client = defaultDrugClient;

export const conceptPropertiesQuery = (rxcui: string) =>
  queryOptions({
    queryKey: drugKey('getRxConceptProperties', rxcui),
    queryFn: ({ signal }) => client().getRxConceptProperties(rxcui, signal),
  });

/** The drug service's versions, which the footer shows on every page: asked once a session (sessionAnswer.ts). */
function versionQuery<Op extends 'getDrugVocabVersion' | 'getMetaVersion'>(operation: Op) {
  type Version = Awaited<ReturnType<DrugVocabClient[Op]>>;
  const queryKey = drugKey(operation);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<Version> =>
      keepAnswer(queryKey, (await client()[operation](signal)) as Version),
    ...keptAnswer<Version>(queryKey),
    ...ONCE,
  });
}

export const drugVocabVersionQuery = () => versionQuery('getDrugVocabVersion');

export const metaVersionQuery = () => versionQuery('getMetaVersion');

export const allRelatedInfoQuery = (rxcui: string) =>
  queryOptions({
    queryKey: drugKey('getAllRelatedInfo', rxcui),
    queryFn: ({ signal }) => client().getAllRelatedInfo(rxcui, signal),
  });
