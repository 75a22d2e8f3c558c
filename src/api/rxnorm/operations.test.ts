// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors.ts';
import { createHttp, type HttpRequest, type HttpResponse } from '../http.ts';
import { createRateLimiter } from '../limiter.ts';
import { axisResponse, conceptSample, groupSample, type SampleValue } from './axis-sample.ts';
import { createDrugVocabClient, SOAP_PATH } from './operations.ts';
import type { DrugVocabClient } from './types.ts';
import { axisLine, CONCEPT_PROPERTIES_MULTIREF, USER_EXCEPTION_FAULT } from './wire-samples.ts';
import { XmlCharacterError } from './xml-text.ts';

const NS = 'urn:test:drug-vocab';
const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>';
const TAIL = '</soapenv:Body></soapenv:Envelope>';

// Expected request bodies, written out part by part (exact shapes: envelope.test.ts).
const call = (op: string, parts = '') =>
  HEAD +
  (parts
    ? `<ns1:${op} soapenv:encodingStyle="${ENC}" xmlns:ns1="${NS}">${parts}</ns1:${op}>`
    : `<ns1:${op} soapenv:encodingStyle="${ENC}" xmlns:ns1="${NS}"/>`) +
  TAIL;
const s = (name: string, v: string) =>
  `<${name} xsi:type="soapenc:string" xmlns:soapenc="${ENC}">${v}</${name}>`;
const arr = (name: string, items: string[]) =>
  `<${name} soapenc:arrayType="soapenc:string[${items.length}]" xsi:type="soapenc:Array" xmlns:soapenc="${ENC}">` +
  items.map((v) => `<${name} xsi:type="soapenc:string">${v}</${name}>`).join('') +
  `</${name}>`;
const int = (name: string, v: number) => `<${name} xsi:type="xsd:int">${v}</${name}>`;

const strings = (...items: Array<string | null>): SampleValue => ({ array: 'string', items });
const KETOTIFEN = {
  CUI: 'C0022642',
  LAT: 'ENG',
  RXCUI: '6146',
  STR: 'Ketotifen',
  SUPPRESS: 'N',
  SY: '',
  TTY: 'IN',
};
const LIPITOR_10 = {
  CUI: null,
  LAT: 'ENG',
  RXCUI: '617314',
  STR: 'atorvastatin 10 MG Oral Tablet [Lipitor]',
  SUPPRESS: 'N',
  SY: null,
  TTY: 'SBD',
};

/** A fake `request` that records what was sent and answers with a canned response. */
function fakeServer(answer: (req: HttpRequest) => { status?: number; text: string }) {
  const sent: HttpRequest[] = [];
  const request = vi.fn(async (req: HttpRequest): Promise<HttpResponse> => {
    sent.push(req);
    const { status = 200, text } = answer(req);
    return { status, headers: new Headers({ 'Content-Type': 'text/xml;charset=utf-8' }), text };
  });
  return { sent, request, client: createDrugVocabClient({ requestNs: NS, request }) };
}

interface Case {
  label: string;
  invoke: (c: DrugVocabClient, signal: AbortSignal) => Promise<unknown>;
  body: string;
  op: string;
  returns: SampleValue;
  expected: unknown;
}

const CASES: Case[] = [
  {
    label: 'getDisplayTerms',
    invoke: (c, sig) => c.getDisplayTerms(sig),
    body: call('getDisplayTerms'),
    op: 'getDisplayTerms',
    returns: strings('aspirin', 'atorvastatin'),
    expected: ['aspirin', 'atorvastatin'],
  },
  {
    label: 'getDrugVocabVersion',
    invoke: (c, sig) => c.getDrugVocabVersion(sig),
    body: call('getDrugVocabVersion'),
    op: 'getDrugVocabVersion',
    returns: '02-Aug-2010',
    expected: '02-Aug-2010',
  },
  {
    label: 'getMetaVersion',
    invoke: (c, sig) => c.getMetaVersion(sig),
    body: call('getMetaVersion'),
    op: 'getMetaVersion',
    returns: '2010AA',
    expected: '2010AA',
  },
  {
    label: 'getSpellingSuggestions',
    invoke: (c, sig) => c.getSpellingSuggestions('ambienn', sig),
    body: call('getSpellingSuggestions', s('term', 'ambienn')),
    op: 'getSpellingSuggestions',
    returns: strings('Ambien', 'amber'),
    expected: ['Ambien', 'amber'],
  },
  {
    label: 'findRxcuiByString (term)',
    invoke: (c, sig) => c.findRxcuiByString('aspirin', sig),
    body: call('findRxcuiByString', s('term', 'aspirin')),
    op: 'findRxcuiByString',
    returns: strings('1191'),
    expected: ['1191'],
  },
  {
    label: 'findRxcuiByString (term, sources, allSourcesFlag)',
    invoke: (c, sig) => c.findRxcuiByString('aspirin', ['MTHSPL', 'MMSL'], 1, sig),
    body: call(
      'findRxcuiByString',
      s('term', 'aspirin') + arr('sources', ['MTHSPL', 'MMSL']) + int('allSourcesFlag', 1),
    ),
    op: 'findRxcuiByString',
    returns: strings('1191', null),
    expected: ['1191'],
  },
  {
    label: 'getProprietaryInformation',
    invoke: (c, sig) => c.getProprietaryInformation('6146', ['MMSL'], 'ST-1-abc', sig),
    body: call(
      'getProprietaryInformation',
      s('rxcui', '6146') + arr('sources', ['MMSL']) + s('proxyTicket', 'ST-1-abc'),
    ),
    op: 'getProprietaryInformation',
    returns: {
      array: 'RxTermInfo',
      items: [
        {
          bean: 'RxTermInfo',
          fields: [
            ['CODE', 'd00001'],
            ['RXCUI', '6146'],
            ['SAB', 'MMSL'],
            ['STR', 'ketotifen'],
            ['TTY', null],
          ],
        },
      ],
    },
    expected: [{ CODE: 'd00001', RXCUI: '6146', SAB: 'MMSL', STR: 'ketotifen', TTY: null }],
  },
  {
    label: 'findRxcuiById (idType, id)',
    invoke: (c, sig) => c.findRxcuiById('NDC', '00904629161', sig),
    body: call('findRxcuiById', s('idType', 'NDC') + s('id', '00904629161')),
    op: 'findRxcuiById',
    returns: strings('83367'),
    expected: ['83367'],
  },
  {
    label: 'findRxcuiById (idType, id, allSourcesFlag)',
    invoke: (c, sig) => c.findRxcuiById('NDC', '00904629161', 0, sig),
    body: call('findRxcuiById', s('idType', 'NDC') + s('id', '00904629161') + int('allSourcesFlag', 0)),
    op: 'findRxcuiById',
    returns: null,
    expected: [],
  },
  {
    label: 'getRxConceptProperties',
    invoke: (c, sig) => c.getRxConceptProperties('6146', sig),
    body: call('getRxConceptProperties', s('rxcui', '6146')),
    op: 'getRxConceptProperties',
    returns: conceptSample(KETOTIFEN),
    expected: KETOTIFEN,
  },
  {
    label: 'getRelatedByRelationship',
    invoke: (c, sig) => c.getRelatedByRelationship('617312', ['has_tradename', 'isa'], sig),
    body: call('getRelatedByRelationship', s('rxcui', '617312') + arr('rela_list', ['has_tradename', 'isa'])),
    op: 'getRelatedByRelationship',
    returns: { array: 'RxConceptGroup', items: [groupSample('SBD', [conceptSample(LIPITOR_10)])] },
    expected: [{ rxConcept: [LIPITOR_10], type: 'SBD' }],
  },
  {
    label: 'getRelatedByType',
    invoke: (c, sig) => c.getRelatedByType('617312', ['IN', 'BN'], sig),
    body: call('getRelatedByType', s('rxcui', '617312') + arr('termType_list', ['IN', 'BN'])),
    op: 'getRelatedByType',
    returns: { array: 'RxConceptGroup', items: [groupSample('BN', []), groupSample('IN', null)] },
    expected: [
      { rxConcept: [], type: 'BN' },
      { rxConcept: null, type: 'IN' },
    ],
  },
  {
    label: 'getAllRelatedInfo',
    invoke: (c, sig) => c.getAllRelatedInfo('6146', sig),
    body: call('getAllRelatedInfo', s('rxcui', '6146')),
    op: 'getAllRelatedInfo',
    returns: {
      array: 'RxConceptGroup',
      items: [groupSample('IN', [conceptSample(KETOTIFEN)]), groupSample(null, [])],
    },
    expected: [
      { rxConcept: [KETOTIFEN], type: 'IN' },
      { rxConcept: [], type: null },
    ],
  },
  {
    label: 'getMultiIngredBrand',
    invoke: (c, sig) => c.getMultiIngredBrand(['8896', '20610'], sig),
    body: call('getMultiIngredBrand', arr('ids', ['8896', '20610'])),
    op: 'getMultiIngredBrand',
    returns: { array: 'RxConcept', items: [conceptSample(LIPITOR_10), null] },
    expected: [LIPITOR_10],
  },
  {
    label: 'getDrugs',
    invoke: (c, sig) => c.getDrugs('atorvastatin', sig),
    body: call('getDrugs', s('name', 'atorvastatin')),
    op: 'getDrugs',
    returns: { array: 'RxConceptGroup', items: [groupSample('SBD', [conceptSample(LIPITOR_10)])] },
    expected: [{ rxConcept: [LIPITOR_10], type: 'SBD' }],
  },
  {
    label: 'getNDCs',
    invoke: (c, sig) => c.getNDCs('617314', sig),
    body: call('getNDCs', s('rxcui', '617314')),
    op: 'getNDCs',
    returns: strings('00071015523', '00071015540'),
    expected: ['00071015523', '00071015540'],
  },
  {
    label: 'getIdTypes',
    invoke: (c, sig) => c.getIdTypes(sig),
    body: call('getIdTypes'),
    op: 'getIdTypes',
    returns: strings('NDC'),
    expected: ['NDC'],
  },
  {
    label: 'getRelaTypes',
    invoke: (c, sig) => c.getRelaTypes(sig),
    body: call('getRelaTypes'),
    op: 'getRelaTypes',
    returns: strings(),
    expected: [],
  },
  {
    label: 'getTermTypes',
    invoke: (c, sig) => c.getTermTypes(sig),
    body: call('getTermTypes'),
    op: 'getTermTypes',
    returns: strings('BN', 'IN', 'SCD'),
    expected: ['BN', 'IN', 'SCD'],
  },
];

describe('drug vocabulary operations', () => {
  it('covers the 17 operations and both overloads', () => {
    expect(CASES).toHaveLength(19);
    expect(new Set(CASES.map((c) => c.op)).size).toBe(17);
  });

  it.each(CASES.map((c) => [c.label, c] as const))(
    '%s: posts the exact envelope and returns domain objects',
    async (_l, c) => {
      for (const multiRef of [true, false]) {
        const { sent, client } = fakeServer(() => ({ text: axisResponse(c.op, c.returns, { multiRef }) }));
        const signal = new AbortController().signal;
        await expect(c.invoke(client, signal)).resolves.toEqual(c.expected);
        expect(sent).toHaveLength(1);
        const req = sent[0]!;
        expect(req).toMatchObject({ method: 'POST', path: '/rxnorm/soap', body: c.body });
        expect(req.headers).toEqual({ 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' });
        expect(req.signal).toBe(signal);
        expect(req.acceptStatus).toContain(500);
      }
    },
  );

  it('reads the reference multiRef sample for getRxConceptProperties', async () => {
    const sample = CONCEPT_PROPERTIES_MULTIREF; // answers as getRxConceptProperties
    const { client } = fakeServer(() => ({ text: sample }));
    await expect(client.getRxConceptProperties('6146')).resolves.toEqual(KETOTIFEN);
  });

  it('returns null for a nil concept and nulls for nil fields', async () => {
    const nil = fakeServer(() => ({ text: axisResponse('getRxConceptProperties', null) }));
    await expect(nil.client.getRxConceptProperties('0')).resolves.toBeNull();
    const empty = fakeServer(() => ({
      text: axisResponse('getRxConceptProperties', { bean: 'RxConcept', fields: [] }),
    }));
    await expect(empty.client.getRxConceptProperties('0')).resolves.toEqual({
      CUI: null,
      LAT: null,
      RXCUI: null,
      STR: null,
      SUPPRESS: null,
      SY: null,
      TTY: null,
    });
    const version = fakeServer(() => ({ text: axisResponse('getMetaVersion', null) }));
    await expect(version.client.getMetaVersion()).resolves.toBeNull();
  });

  it('escapes user text in the envelope it sends', async () => {
    const { sent, client } = fakeServer(() => ({
      text: axisResponse('getDrugs', { array: 'RxConceptGroup', items: [] }),
    }));
    await client.getDrugs(`a<b>&"c"'d']]>`);
    expect(sent[0]!.body).toBe(
      call('getDrugs', s('name', 'a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;]]&gt;')),
    );
  });

  it('refuses text XML cannot carry without sending anything', async () => {
    const { request, client } = fakeServer(() => ({ text: '' }));
    await expect(client.findRxcuiByString('asp\u0000irin')).rejects.toBeInstanceOf(XmlCharacterError);
    await expect(client.getMultiIngredBrand(['1191', '\uFFFE'])).rejects.toMatchObject({
      part: 'ids',
      codePoint: 0xfffe,
    });
    expect(request).not.toHaveBeenCalled();
  });
});

describe('drug vocabulary errors', () => {
  it('turns a Fault on HTTP 500 into soap-fault with code, string and status', async () => {
    const { client } = fakeServer(() => ({ status: 500, text: USER_EXCEPTION_FAULT }));
    const error = await client.getDrugs('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'soap-fault',
      status: 500,
      path: SOAP_PATH,
      faultCode: 'soapenv:Server.userException',
      faultString: 'java.rmi.RemoteException: [message]',
    });
  });

  it('turns a Fault on HTTP 200 into soap-fault as well', async () => {
    const { client } = fakeServer(() => ({ text: USER_EXCEPTION_FAULT }));
    await expect(client.getNDCs('1')).rejects.toMatchObject({ kind: 'soap-fault', status: 200 });
  });

  it('reports an error page on 500 as an upstream failure, not a bad answer', async () => {
    const { client } = fakeServer(() => ({
      status: 500,
      text: '<html><body>Internal Server Error</body></html>',
    }));
    await expect(client.getIdTypes()).rejects.toMatchObject({ kind: 'upstream', status: 500 });
  });

  it('reports a truncated or non-XML 200 body as bad-response', async () => {
    const full = axisResponse('getNDCs', strings('00071015523'));
    const truncated = fakeServer(() => ({ text: full.slice(0, -20) }));
    await expect(truncated.client.getNDCs('1')).rejects.toMatchObject({ kind: 'bad-response', status: 200 });
    const json = fakeServer(() => ({ text: '{"ndcGroup":{}}' }));
    await expect(json.client.getNDCs('1')).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it('refuses an answer to another operation', async () => {
    const { client } = fakeServer(() => ({ text: axisResponse('getTermTypes', strings('BN')) }));
    await expect(client.getIdTypes()).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it('refuses a value of the wrong shape', async () => {
    const beanForString = fakeServer(() => ({
      text: axisResponse('getMetaVersion', conceptSample(KETOTIFEN)),
    }));
    await expect(beanForString.client.getMetaVersion()).rejects.toMatchObject({ kind: 'bad-response' });
    const stringForList = fakeServer(() => ({ text: axisResponse('getNDCs', '00071015523') }));
    await expect(stringForList.client.getNDCs('1')).rejects.toMatchObject({ kind: 'bad-response' });
    const stringForBean = fakeServer(() => ({
      text: axisLine(
        '<ns1:getDrugsResponse xmlns:ns1="x"><getDrugsReturn soapenc:arrayType="x:G[1]" xsi:type="soapenc:Array" xmlns:soapenc="{ENC}"><i>SBD</i></getDrugsReturn></ns1:getDrugsResponse>',
      ),
    }));
    await expect(stringForBean.client.getDrugs('x')).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it('with the real http wrapper, a 500 Fault reaches the decoder at once instead of being retried', async () => {
    const fetch = vi.fn(async () => new Response(USER_EXCEPTION_FAULT, { status: 500 }));
    const request = createHttp({
      fetch,
      limiter: createRateLimiter(20, 1000),
      sleep: async () => {},
      random: () => 0,
      now: () => 0,
    });
    const client = createDrugVocabClient({ requestNs: NS, request });
    await expect(client.getTermTypes()).rejects.toMatchObject({
      kind: 'soap-fault',
      faultString: 'java.rmi.RemoteException: [message]',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rxnorm/soap');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { SOAPAction: '""', 'Content-Type': 'text/xml; charset=utf-8' },
    });
  });
});
