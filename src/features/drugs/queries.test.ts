import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { DrugVocabClient, RxConcept } from '../../api/rxnorm/types.ts';

const ticket = vi.hoisted(() => ({ next: (): Promise<string> => Promise.resolve('ST-1-demo') }));
vi.mock('../../api/auth/tickets.ts', () => ({ getServiceTicket: () => ticket.next() }));

const { findRxcuiByIdQuery, findRxcuiByStringQuery, ingredientQuery, proprietaryInfoQuery } =
  await import('./queries.ts');

const concept = (RXCUI: string, STR: string, TTY: string): RxConcept => ({
  CUI: null,
  LAT: 'ENG',
  RXCUI,
  STR,
  SUPPRESS: 'N',
  SY: '',
  TTY,
});

/** A client whose calls are recorded; only the operations a test needs answer. */
function fakeClient(overrides: Partial<DrugVocabClient>): DrugVocabClient & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const record =
    (name: string, impl?: (...args: never[]) => unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args.filter((a) => !(a instanceof AbortSignal))]);
      if (!impl) throw new Error(`unexpected call ${name}`);
      return (impl as (...a: unknown[]) => unknown)(...args);
    };
  const names = [
    'findRxcuiByString',
    'findRxcuiById',
    'getRxConceptProperties',
    'getProprietaryInformation',
  ] as const;
  const client = Object.fromEntries(
    names.map((n) => [n, record(n, overrides[n] as never)]),
  ) as unknown as DrugVocabClient;
  return Object.assign(client, { calls });
}

const run = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    options as never,
  ) as Promise<T>;

afterEach(() => {
  ticket.next = () => Promise.resolve('ST-1-demo');
});

describe('drug queries', () => {
  it('uses the 1-part findRxcuiByString for an exact search and the 3-part one for an advanced search', async () => {
    const client = fakeClient({ findRxcuiByString: async () => ['29046'] });
    await run(
      findRxcuiByStringQuery(client, {
        name: 'lisinopril',
        advanced: false,
        sources: ['MSH'],
        allSources: true,
      }),
    );
    await run(
      findRxcuiByStringQuery(client, {
        name: 'lisinopril',
        advanced: true,
        sources: ['MSH'],
        allSources: true,
      }),
    );
    await run(
      findRxcuiByStringQuery(client, { name: 'lisinopril', advanced: true, sources: [], allSources: false }),
    );
    expect(client.calls).toEqual([
      ['findRxcuiByString', 'lisinopril'],
      ['findRxcuiByString', 'lisinopril', ['MSH'], 1],
      ['findRxcuiByString', 'lisinopril', [], 0],
    ]);
  });

  it('uses the 2-part findRxcuiById by default and the 3-part one with the scope’s flag', async () => {
    const client = fakeClient({ findRxcuiById: async () => ['314076'] });
    await run(findRxcuiByIdQuery(client, 'NDC', ' 0093-1113-10 ', 'default'));
    await run(findRxcuiByIdQuery(client, 'NDC', '00093111310', 'active'));
    await run(findRxcuiByIdQuery(client, 'NDC', '00093111310', 'current'));
    expect(client.calls).toEqual([
      ['findRxcuiById', 'NDC', '0093-1113-10'],
      ['findRxcuiById', 'NDC', '00093111310', 0],
      ['findRxcuiById', 'NDC', '00093111310', 1],
    ]);
  });

  it('resolves an ingredient name to its ingredient concept, not a brand of the same name', async () => {
    const byRxcui: Record<string, RxConcept> = {
      '1': concept('1', 'Advil', 'BN'),
      '5640': concept('5640', 'ibuprofen', 'IN'),
    };
    const client = fakeClient({
      findRxcuiByString: async () => ['1', '5640'],
      getRxConceptProperties: async (rxcui: string) => byRxcui[rxcui] ?? null,
    });
    await expect(run(ingredientQuery(client, 'ibuprofen'))).resolves.toEqual({
      name: 'ibuprofen',
      concept: byRxcui['5640'],
    });
    const none = fakeClient({
      findRxcuiByString: async () => ['1'],
      getRxConceptProperties: async () => byRxcui['1']!,
    });
    await expect(run(ingredientQuery(none, 'advil'))).resolves.toEqual({ name: 'advil', concept: null });
  });

  it('sends a fresh service ticket as proxyTicket', async () => {
    const client = fakeClient({ getProprietaryInformation: async () => [] });
    await expect(run(proprietaryInfoQuery(client, '29046', true))).resolves.toEqual({
      rows: [],
      noTicketReason: null,
    });
    expect(client.calls).toEqual([['getProprietaryInformation', '29046', [], 'ST-1-demo']]);
  });

  it('still asks without a ticket when none can be had, and says why', async () => {
    ticket.next = () => Promise.reject(new ApiError('auth', 'No API key is set: enter one in Settings'));
    const client = fakeClient({ getProprietaryInformation: async () => [] });
    await expect(run(proprietaryInfoQuery(client, '29046', false))).resolves.toEqual({
      rows: [],
      noTicketReason: 'No API key is set: enter one in Settings',
    });
    expect(client.calls).toEqual([['getProprietaryInformation', '29046', [], '']]);
  });

  it('waits for the client: no call without one', () => {
    expect(typeof findRxcuiByIdQuery(undefined, 'NDC', '1', 'default').queryFn).not.toBe('function');
    expect(
      typeof findRxcuiByStringQuery(fakeClient({}), {
        name: '',
        advanced: false,
        sources: [],
        allSources: false,
      }).queryFn,
    ).not.toBe('function');
  });
});
