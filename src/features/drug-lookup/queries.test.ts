// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REQUEST_NS, setDrugRequestNs } from '../../api/rxnorm/namespace.ts';
import type { DrugVocabClient, RxConcept } from '../../api/rxnorm/types.ts';

// The queries use api/'s default client; here it is a recording fake.
const current = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('../../api/rxnorm/defaultClient.ts', () => ({ defaultDrugClient: () => current.client }));

const { findRxcuiByIdQuery, findRxcuiByStringQuery, ingredientQuery } = await import('./queries.ts');

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
  const recorded = Object.assign(client, { calls });
  current.client = recorded;
  return recorded;
}

const run = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    options as never,
  ) as Promise<T>;

afterEach(() => setDrugRequestNs(DEFAULT_REQUEST_NS));

describe('drug queries', () => {
  it('uses the 1-part findRxcuiByString for an exact search and the 3-part one for an advanced search', async () => {
    const client = fakeClient({ findRxcuiByString: async () => ['29046'] });
    await run(
      findRxcuiByStringQuery({
        name: 'lisinopril',
        advanced: false,
        sources: ['MSH'],
        allSources: true,
      }),
    );
    await run(
      findRxcuiByStringQuery({
        name: 'lisinopril',
        advanced: true,
        sources: ['MSH'],
        allSources: true,
      }),
    );
    await run(findRxcuiByStringQuery({ name: 'lisinopril', advanced: true, sources: [], allSources: false }));
    expect(client.calls).toEqual([
      ['findRxcuiByString', 'lisinopril'],
      ['findRxcuiByString', 'lisinopril', ['MSH'], 1],
      ['findRxcuiByString', 'lisinopril', [], 0],
    ]);
  });

  it('uses the 2-part findRxcuiById by default and the 3-part one with the scope’s flag', async () => {
    const client = fakeClient({ findRxcuiById: async () => ['314076'] });
    await run(findRxcuiByIdQuery('NDC', ' 0093-1113-10 ', 'default'));
    await run(findRxcuiByIdQuery('NDC', '00093111310', 'active'));
    await run(findRxcuiByIdQuery('NDC', '00093111310', 'current'));
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
    fakeClient({
      findRxcuiByString: async () => ['1', '5640'],
      getRxConceptProperties: async (rxcui: string) => byRxcui[rxcui] ?? null,
    });
    await expect(run(ingredientQuery('ibuprofen'))).resolves.toEqual({
      name: 'ibuprofen',
      concept: byRxcui['5640'],
    });
    fakeClient({
      findRxcuiByString: async () => ['1'],
      getRxConceptProperties: async () => byRxcui['1']!,
    });
    await expect(run(ingredientQuery('advil'))).resolves.toEqual({ name: 'advil', concept: null });
  });

  it('asks the service nothing for an empty name or identifier', async () => {
    const client = fakeClient({});
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await qc.prefetchQuery(findRxcuiByIdQuery('NDC', '  ', 'default'));
    await qc.prefetchQuery(
      findRxcuiByStringQuery({ name: '', advanced: false, sources: [], allSources: false }),
    );
    expect(client.calls).toEqual([]);
  });

  it('keeps the answers of different request namespaces apart', async () => {
    let answer = ['1'];
    const client = fakeClient({ findRxcuiByString: async () => answer });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const exact = { name: 'aspirin', advanced: false, sources: [], allSources: false };
    await expect(qc.fetchQuery(findRxcuiByStringQuery(exact))).resolves.toEqual(['1']);
    setDrugRequestNs('urn:another-service');
    answer = ['2'];
    await expect(qc.fetchQuery(findRxcuiByStringQuery(exact))).resolves.toEqual(['2']);
    expect(client.calls).toHaveLength(2);
  });
});
