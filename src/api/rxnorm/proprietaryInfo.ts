import { getServiceTicket } from '../auth/tickets.ts';
import type { DrugVocabClient, RxTermInfo } from './types.ts';

export interface ProprietaryInfo {
  rows: RxTermInfo[];
  /** Why no service ticket went with the call (restricted sources are then left out), or null when one did. */
  noTicketReason: string | null;
}

/**
 * getProprietaryInformation with proof of a UMLS licence. Restricted sources need a fresh
 * single-use CAS service ticket as `proxyTicket`. Without one the service still answers, with
 * unrestricted sources only, so a failed ticket request is reported beside the rows instead of
 * failing the call.
 */
export async function getProprietaryInfoWithTicket(
  client: DrugVocabClient,
  rxcui: string,
  signal?: AbortSignal,
  getTicket: (signal?: AbortSignal) => Promise<string> = getServiceTicket,
): Promise<ProprietaryInfo> {
  let ticket = '';
  let noTicketReason: string | null = null;
  try {
    ticket = await getTicket(signal);
  } catch (err) {
    if (signal?.aborted) throw err;
    noTicketReason = err instanceof Error ? err.message : String(err);
  }
  // All sources: the service narrows them to what the ticket licenses.
  const rows = await client.getProprietaryInformation(rxcui, [], ticket, signal);
  return { rows, noTicketReason };
}
