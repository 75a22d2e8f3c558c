// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { getProprietaryInfoWithTicket } from './proprietaryInfo.ts';
import type { DrugVocabClient } from './types.ts';

/** A client that records getProprietaryInformation calls and answers with no rows. */
function fakeClient() {
  const calls: unknown[][] = [];
  const client = {
    getProprietaryInformation: async (rxcui: string, sources: string[], ticket: string) => {
      calls.push([rxcui, sources, ticket]);
      return [];
    },
  } as unknown as DrugVocabClient;
  return { client, calls };
}

describe('getProprietaryInfoWithTicket', () => {
  it('sends a fresh service ticket as proxyTicket', async () => {
    const { client, calls } = fakeClient();
    await expect(
      getProprietaryInfoWithTicket(client, '29046', undefined, async () => 'ST-1-demo'),
    ).resolves.toEqual({ rows: [], noTicketReason: null });
    expect(calls).toEqual([['29046', [], 'ST-1-demo']]);
  });

  it('still asks without a ticket when none can be had, and says why', async () => {
    const { client, calls } = fakeClient();
    const noKey = async (): Promise<string> => {
      throw new ApiError('auth', 'No API key is set: enter one in Settings');
    };
    await expect(getProprietaryInfoWithTicket(client, '29046', undefined, noKey)).resolves.toEqual({
      rows: [],
      noTicketReason: 'No API key is set: enter one in Settings',
    });
    expect(calls).toEqual([['29046', [], '']]);
  });

  it('gives up when the call was cancelled while the ticket was asked for', async () => {
    const { client, calls } = fakeClient();
    const abort = new AbortController();
    const cancelled = async (): Promise<string> => {
      abort.abort();
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(getProprietaryInfoWithTicket(client, '29046', abort.signal, cancelled)).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
