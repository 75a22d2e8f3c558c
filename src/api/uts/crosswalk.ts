import { callContext, restPath, type CallOptions, type Paging } from './client.ts';
import { decodePage, decodeSourceAtomCluster } from './decode.ts';
import { pagingQuery, type StringList } from './filters.ts';
import type { SourceParams } from './source.ts';
import type { Page, SourceAtomCluster } from './types.ts';

/** GET /crosswalk/{version}/source/{source}/{id} (reference §5.9). */

export interface CrosswalkParams extends SourceParams, Paging {
  /** Root sources to map into (default: all). */
  targetSource?: StringList;
  includeObsolete?: boolean;
}

/**
 * Codes sharing a CUI with the given code. Zero matches may come back as an empty list or
 * as 404 (reference §7.7): both reach the caller as they came (empty page / 'not-found').
 */
export async function crosswalk(
  params: CrosswalkParams,
  options?: CallOptions,
): Promise<Page<SourceAtomCluster>> {
  const { client, release, signal, first } = callContext(options);
  const res = await client.getRest(
    restPath('crosswalk', release, 'source', params.source, params.id),
    { targetSource: params.targetSource, includeObsolete: params.includeObsolete, ...pagingQuery(params) },
    { signal, first },
  );
  return decodePage(res.text, res.path, decodeSourceAtomCluster);
}
