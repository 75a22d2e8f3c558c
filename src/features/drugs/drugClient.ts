import { useQuery } from '@tanstack/react-query';
import { createDrugVocabClient } from '../../api/rxnorm/operations.ts';
import type { DrugVocabClient } from '../../api/rxnorm/types.ts';
import { FALLBACK_CONFIG, runtimeConfigQuery } from '../../api/runtimeConfig.ts';

const clients = new Map<string, DrugVocabClient>();

/** One client per request namespace, so query functions keep a stable client. */
export function drugClientFor(requestNs: string): DrugVocabClient {
  let client = clients.get(requestNs);
  if (!client) clients.set(requestNs, (client = createDrugVocabClient({ requestNs })));
  return client;
}

/**
 * The drug service client, once the runtime config has said which request namespace to use;
 * undefined while it loads. When the config cannot be read the documented default namespace
 * is used: the calls themselves then show whether the upstream accepts it.
 */
export function useDrugClient(): DrugVocabClient | undefined {
  const config = useQuery(runtimeConfigQuery());
  if (config.isPending) return undefined;
  return drugClientFor(config.data?.soapRequestNs ?? FALLBACK_CONFIG.soapRequestNs);
}
