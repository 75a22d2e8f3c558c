import type { Dataset } from '../../dataset/model.ts';
import { single } from '../wire/envelope.ts';
import { rootSourceJson, semanticTypeJson } from '../wire/metadata-records.ts';
import { notFound, ok, type Reply } from '../wire/reply.ts';

/** `/metadata/{version}/sources`: every source in one page whose size is the source count. */
export function sourcesReply(ds: Dataset): Reply {
  const all = [...ds.sources.values()];
  return ok({ pageSize: all.length, pageNumber: 1, pageCount: 1, result: all.map(rootSourceJson) });
}

/** `/semantic-network/{version}/TUI/{id}`. */
export function semanticTypeReply(ds: Dataset, tui: string): Reply {
  const t = ds.semanticTypes.get(tui);
  return t ? single(semanticTypeJson(ds, t)) : notFound(`No semantic type found for TUI ${tui}`);
}
