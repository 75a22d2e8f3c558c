import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import type { HttpRequest, HttpResponse } from '../../src/api/http.ts';
import { createDrugVocabClient } from '../../src/api/rxnorm/operations.ts';
import type { DrugVocabClient } from '../../src/api/rxnorm/types.ts';
import { REQUEST_NS, startTestEmulator, type Running } from '../testing/soap.ts';
import { SOAP_PATH } from './wire-names.ts';

/**
 * The browser's typed client against the running emulator, in both response styles: what
 * the drug pages will actually get. (The BFF is bypassed; it forwards bodies unchanged.)
 */
const styles = ['multiRef', 'inline'] as const;

describe.each(styles)('browser client against the emulator (%s)', (soapStyle) => {
  let emu: Running;
  let client: DrugVocabClient;
  beforeAll(async () => {
    emu = await startTestEmulator({ soapStyle });
    const request = async (req: HttpRequest): Promise<HttpResponse> => {
      const res = await fetch(emu.url + SOAP_PATH, {
        method: req.method ?? 'GET',
        headers: req.headers,
        body: req.body,
      });
      return { status: res.status, headers: res.headers, text: await res.text() };
    };
    client = createDrugVocabClient({ requestNs: REQUEST_NS, request });
  });
  afterAll(async () => {
    await emu.close();
  });

  it('finds, reads and relates a drug', async () => {
    expect(await client.findRxcuiByString('Lisinopril')).toEqual(['29046']);
    expect(await client.findRxcuiByString('lisinopril', ['RXNORM'], 1)).toEqual(['29046']);
    expect(await client.findRxcuiById('NDC', '0093-1113-10')).toEqual(['314076']);
    expect(await client.findRxcuiById('NDC', '00093111310', 1)).toEqual(['314076']);
    expect(await client.getRxConceptProperties('314076')).toMatchObject({
      RXCUI: '314076',
      TTY: 'SCD',
      SY: '',
      LAT: 'ENG',
    });
    expect(await client.getRxConceptProperties('0')).toBeNull();
    const all = await client.getAllRelatedInfo('314076');
    expect(all.map((g) => g.type)).toHaveLength(16);
    expect(all.find((g) => g.type === 'IN')?.rxConcept?.map((c) => c.STR)).toEqual(['lisinopril']);
    expect((await client.getRelatedByType('314076', ['BN'])).map((g) => g.type)).toEqual(['BN']);
    expect((await client.getRelatedByRelationship('314076', ['has_tradename']))[0]?.type).toBe('SBD');
    expect((await client.getDrugs('lisinopril')).map((g) => g.type)).toEqual(['BPCK', 'GPCK', 'SBD', 'SCD']);
    expect(await client.getNDCs('314076')).toContain('00093111310');
    expect((await client.getMultiIngredBrand(['8896', '20610'])).map((b) => b.STR)).toContain('Zyrtec-D');
    expect((await client.getProprietaryInformation('314076', [], '')).map((t) => t.SAB)).toEqual(['RXNORM']);
  });

  it('reads the lists and versions', async () => {
    expect((await client.getSpellingSuggestions('lisinoprill'))[0]).toBe('lisinopril');
    expect(await client.getDisplayTerms()).toContain('lisinopril');
    expect(await client.getIdTypes()).toContain('NDC');
    expect(await client.getRelaTypes()).toContain('has_tradename');
    expect(await client.getTermTypes()).toContain('SCD');
    expect(await client.getDrugVocabVersion()).toBe('06-Oct-2025');
    expect(await client.getMetaVersion()).toBe('2025AB');
  });

  it('turns an emulator fault into a typed soap-fault error', async () => {
    const err = await client.findRxcuiById('NDC', '1', 7).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      kind: 'soap-fault',
      faultString: 'java.rmi.RemoteException: allSourcesFlag must be 0 or 1, not 7',
    });
  });
});
