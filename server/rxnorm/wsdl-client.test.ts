import { createClientAsync, type Client } from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type Running } from '../testing/soap.ts';
import { OPERATIONS } from './operations.ts';
import { REAL_SOAP_PATH, SOAP_PATH } from './wire-names.ts';

/**
 * A client nobody here wrote: the npm `soap` package generates it from the emulator's WSDL
 * alone, sends its own envelopes (no xsi:type, no encodingStyle, targetNamespace-qualified
 * operation) and decodes the replies its own way, multiRefs included. Every operation of the
 * spec and both overloads are called, in both response styles, and the faults are parsed.
 */
type Plain = null | string | Plain[] | { [k: string]: Plain };

/**
 * node-soap's reading of an rpc/encoded value, reduced to plain data: arrays (soapenc:Array)
 * become lists even with one item, strings their text, beans objects, nil or absent null.
 */
function plain(node: unknown): Plain {
  if (node === undefined || node === null) return null;
  if (Array.isArray(node)) return node.map(plain);
  if (typeof node !== 'object') return String(node as string | number);
  const { attributes, $value, ...fields } = node as {
    attributes?: Record<string, string>;
    $value?: unknown;
  } & Record<string, unknown>;
  if (attributes?.['xsi:nil'] === 'true') return null;
  if (attributes?.['xsi:type'] === 'soapenc:Array') {
    const items = Object.values(fields)[0];
    if (items === undefined) return [];
    return (Array.isArray(items) ? items : [items]).map(plain);
  }
  if ($value !== undefined) return String($value as string);
  const names = Object.keys(fields);
  if (names.length === 0) return '';
  return Object.fromEntries(names.map((k) => [k, plain(fields[k])]));
}

interface Fault {
  faultcode: string;
  faultstring: string;
  detail: { hostname: string };
}

const styles = ['multiRef', 'inline'] as const;

describe.each(styles)('a WSDL-generated client (npm soap) against the emulator (%s)', (soapStyle) => {
  let emu: Running;
  let client: Client;
  const called = new Set<string>();

  beforeAll(async () => {
    emu = await startTestEmulator({ soapStyle });
    client = await createClientAsync(`${emu.url}${SOAP_PATH}?wsdl`);
  });
  afterAll(() => emu.close());

  /**
   * Calls `op` the way application code using this client does, and returns the decoded value.
   * Operations without parameters take `null`: node-soap refuses `{}` for an rpc message with
   * no parts (which is what Axis's Java2WSDL, and so the real service, declares for them).
   */
  async function call(op: string, args: Record<string, unknown> | null = null): Promise<Plain> {
    called.add(op);
    const method = (client as unknown as Record<string, (a: unknown) => Promise<unknown[]>>)[`${op}Async`];
    if (!method) throw new Error(`the generated client has no ${op}`);
    const [result] = await method.call(client, args);
    return plain((result as Record<string, unknown> | null)?.[`${op}Return`]);
  }

  async function fault(
    op: string,
    args: Record<string, unknown> | null,
  ): Promise<Fault & { status: number }> {
    const err = await call(op, args).then(
      () => null,
      (e: unknown) => e as { root?: { Envelope: { Body: { Fault: Fault } } }; response?: { status: number } },
    );
    if (!err?.root) throw new Error(`${op} did not fault`);
    return { ...err.root.Envelope.Body.Fault, status: err.response?.status ?? 0 };
  }

  it('describes the 17 operations of the spec', () => {
    const ops = Object.keys(Object.values(Object.values(client.describe())[0] as object)[0] as object);
    expect(ops.sort()).toEqual(OPERATIONS.map((o) => o.name).sort());
  });

  it('finds drugs by name and by id, with both overloads of each', async () => {
    expect(await call('findRxcuiByString', { term: 'lisinopril' })).toEqual(['29046']);
    expect(
      await call('findRxcuiByString', { term: 'Lisinopril', sources: ['RXNORM'], allSourcesFlag: 0 }),
    ).toEqual(['29046']);
    expect(await call('findRxcuiById', { idType: 'NDC', id: '0093-1113-10' })).toEqual(['314076']);
    expect(await call('findRxcuiById', { idType: 'NDC', id: '00093111310', allSourcesFlag: 1 })).toEqual([
      '314076',
    ]);
    expect(await call('getSpellingSuggestions', { term: 'lisinoprill' })).toContain('lisinopril');
    expect(await call('getSpellingSuggestions', { term: 'qqqzzzxxx' })).toEqual([]);
  });

  it('reads concepts, their relatives, NDCs and brands', async () => {
    expect(await call('getRxConceptProperties', { rxcui: '314076' })).toMatchObject({
      RXCUI: '314076',
      TTY: 'SCD',
      LAT: 'ENG',
      SY: '',
    });
    expect(await call('getRxConceptProperties', { rxcui: '0' })).toBeNull();

    const all = (await call('getAllRelatedInfo', { rxcui: '314076' })) as {
      type: string;
      rxConcept: Plain[];
    }[];
    expect(all).toHaveLength(16);
    expect(all.find((g) => g.type === 'IN')?.rxConcept).toEqual([
      expect.objectContaining({ RXCUI: '29046', STR: 'lisinopril' }),
    ]);
    const byType = (await call('getRelatedByType', { rxcui: '314076', termType_list: ['BN'] })) as {
      type: string;
    }[];
    expect(byType.map((g) => g.type)).toEqual(['BN']);
    const byRela = (await call('getRelatedByRelationship', {
      rxcui: '314076',
      rela_list: ['has_tradename'],
    })) as { type: string }[];
    expect(byRela[0]?.type).toBe('SBD');
    const drugs = (await call('getDrugs', { name: 'lisinopril' })) as { type: string }[];
    expect(drugs.map((g) => g.type)).toEqual(['BPCK', 'GPCK', 'SBD', 'SCD']);

    const ndcs = (await call('getNDCs', { rxcui: '312938' })) as string[];
    expect(ndcs.length).toBeGreaterThan(0);
    for (const ndc of ndcs) expect(ndc).toMatch(/^\d{11}$/);

    const brands = (await call('getMultiIngredBrand', { ids: ['29046', '5487'] })) as { STR: string }[];
    expect(brands.map((b) => b.STR)).toContain('Zestoretic');

    const info = (await call('getProprietaryInformation', {
      rxcui: '314076',
      sources: [],
      proxyTicket: '',
    })) as { SAB: string }[];
    expect(info.map((t) => t.SAB)).toEqual(['RXNORM']);
  });

  it('reads the lists and versions', async () => {
    expect(await call('getDisplayTerms')).toContain('lisinopril');
    expect(await call('getIdTypes')).toContain('NDC');
    expect(await call('getRelaTypes')).toContain('has_tradename');
    expect(await call('getTermTypes')).toContain('SCD');
    expect(await call('getDrugVocabVersion')).toBe('06-Oct-2025');
    expect(await call('getMetaVersion')).toBe('2025AB');
  });

  it('has called every operation', () => {
    expect([...called].sort()).toEqual(OPERATIONS.map((o) => o.name).sort());
  });

  it('parses the faults: service exceptions, bad numbers, and a path with no service', async () => {
    expect(await fault('findRxcuiById', { idType: 'NDC', id: '1', allSourcesFlag: 7 })).toEqual({
      status: 500,
      faultcode: 'soapenv:Server.userException',
      faultstring: 'java.rmi.RemoteException: allSourcesFlag must be 0 or 1, not 7',
      detail: { hostname: 'rxnorm-emulator' },
    });
    expect(await fault('findRxcuiByString', { term: 'x', sources: [], allSourcesFlag: 'one' })).toMatchObject(
      {
        status: 500,
        faultstring: 'java.lang.NumberFormatException: For input string: "one"',
      },
    );
    client.setEndpoint(`${emu.url}/axis/services/NoSuchService`);
    try {
      expect(await fault('getMetaVersion', null)).toMatchObject({
        status: 500,
        faultcode: 'ns1:Server.NoService',
      });
    } finally {
      client.setEndpoint(`${emu.url}${SOAP_PATH}`);
    }
  });

  it('works the same at the real service path', async () => {
    const real = await createClientAsync(`${emu.url}${REAL_SOAP_PATH}?wsdl`);
    const [result] = (await (
      real as unknown as Record<string, (a: unknown) => Promise<unknown[]>>
    ).findRxcuiByStringAsync!.call(real, { term: 'lisinopril' })) as [Record<string, unknown>];
    expect(plain(result.findRxcuiByStringReturn)).toEqual(['29046']);
    expect(real.lastEndpoint).toBe(`${emu.url}${REAL_SOAP_PATH}`);
  });
});
