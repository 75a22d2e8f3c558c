import { drugRequestNs } from './namespace.ts';
import { createDrugVocabClient } from './operations.ts';
import type { DrugVocabClient } from './types.ts';

const clients = new Map<string, DrugVocabClient>();

/** The app's drug service client for the configured request namespace (one per namespace). */
export function defaultDrugClient(): DrugVocabClient {
  const ns = drugRequestNs();
  let client = clients.get(ns);
  if (!client) clients.set(ns, (client = createDrugVocabClient({ requestNs: ns })));
  return client;
}
