import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from './operations.ts';
import { parseDocument } from './request.ts';
import {
  call,
  ENC,
  envelope,
  faultOf,
  nestedMultiRefs,
  part,
  post,
  REQUEST_NS,
  returnValue,
  startTestEmulator,
  type Running,
} from '../testing/soap.ts';
import { MAX_ENVELOPE_BYTES } from './index.ts';
import { SOAP_PATH } from './wire-names.ts';

/** Contract tests of the SOAP endpoint's wire shapes over real HTTP (reference §1.6, §2, §4). */
let emu: Running;
let inline: Running;
beforeAll(async () => {
  emu = await startTestEmulator();
  inline = await startTestEmulator({ soapStyle: 'inline' });
});
afterAll(async () => {
  await emu.close();
  await inline.close();
});

const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>';

describe('HTTP envelope conventions', () => {
  it('answers 200 text/xml utf-8, a single line starting with the XML declaration', async () => {
    const res = await call(emu.url, 'getTermTypes');
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/xml; charset=utf-8');
    expect(
      res.body.startsWith(
        XML_DECL +
          '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>',
      ),
    ).toBe(true);
    expect(res.body).not.toMatch(/>\s+</);
    expect(res.body.endsWith('</soapenv:Body></soapenv:Envelope>')).toBe(true);
  });

  it('echoes the request namespace on the response wrapper; the return part is unqualified', async () => {
    const res = await post(emu.url, envelope('getMetaVersion', [], 'urn:my-client-ns'));
    expect(res.body).toContain(
      `<ns1:getMetaVersionResponse soapenv:encodingStyle="${ENC}" xmlns:ns1="urn:my-client-ns"><getMetaVersionReturn xsi:type="soapenc:string" xmlns:soapenc="${ENC}">2025AB</getMetaVersionReturn>`,
    );
  });

  it('accepts SOAPAction with any value, and action= in the Content-Type instead of the header', async () => {
    const body = envelope('getDrugVocabVersion');
    expect(
      (await post(emu.url, body, { SOAPAction: 'urn:anything', 'Content-Type': 'text/xml' })).status,
    ).toBe(200);
    expect(
      (await post(emu.url, body, { 'Content-Type': 'application/soap+xml; charset=utf-8; action=""' }))
        .status,
    ).toBe(200);
  });

  it('names every return part <op>Return as the spec does, for all 17 operations', async () => {
    const minimal: Record<string, string[]> = {
      getSpellingSuggestions: [part.string('term', 'x')],
      findRxcuiByString: [part.string('term', 'x')],
      getProprietaryInformation: [
        part.string('rxcui', '1'),
        part.strings('sources', []),
        part.string('proxyTicket', ''),
      ],
      findRxcuiById: [part.string('idType', 'NDC'), part.string('id', '1')],
      getRxConceptProperties: [part.string('rxcui', '29046')],
      getRelatedByRelationship: [part.string('rxcui', '1'), part.strings('rela_list', [])],
      getRelatedByType: [part.string('rxcui', '1'), part.strings('termType_list', [])],
      getAllRelatedInfo: [part.string('rxcui', '1')],
      getMultiIngredBrand: [part.strings('ids', [])],
      getDrugs: [part.string('name', 'x')],
      getNDCs: [part.string('rxcui', '1')],
    };
    expect(OPERATIONS).toHaveLength(17);
    for (const op of OPERATIONS) {
      const res = await call(emu.url, op.name, minimal[op.name] ?? []);
      expect(res.status, op.name).toBe(200);
      const wrapper = parseDocument(res.body).children[0]?.children[0];
      expect(wrapper?.local).toBe(`${op.name}Response`);
      expect(wrapper?.ns).toBe(REQUEST_NS);
      expect(wrapper?.children.map((c) => [c.ns, c.local])).toEqual([['', `${op.name}Return`]]);
    }
  });
});

describe('multiRef (default) and inline styles on real data', () => {
  const relatedByType = (base: string) =>
    call(base, 'getRelatedByType', [
      part.string('rxcui', '314076'),
      part.strings('termType_list', ['IN', 'BN']),
    ]);

  it('multiRef: groups and concepts are hrefs to multiRef siblings of the wrapper', async () => {
    const { body } = await relatedByType(emu.url);
    expect(body).toMatch(
      new RegExp(
        `<getRelatedByTypeReturn soapenc:arrayType="ns2:RxConceptGroup\\[2\\]" xsi:type="soapenc:Array" xmlns:ns2="urn:BeanService" xmlns:soapenc="${ENC}">` +
          '<getRelatedByTypeReturn href="#id0"/><getRelatedByTypeReturn href="#id1"/></getRelatedByTypeReturn></ns1:getRelatedByTypeResponse><multiRef ',
      ),
    );
    expect(body).toMatch(
      /<multiRef id="id\d" soapenc:root="0" soapenv:encodingStyle="http:\/\/schemas.xmlsoap.org\/soap\/encoding\/" xsi:type="ns\d:RxConceptGroup" xmlns:soapenc="[^"]+" xmlns:ns\d="urn:BeanService"><rxConcept soapenc:arrayType="ns\d:RxConcept\[\d\]" xsi:type="soapenc:Array"><rxConcept href="#id\d"\/>/,
    );
    // Every href has exactly one target, every multiRef is referenced.
    const hrefs = [...body.matchAll(/href="#(id\d+)"/g)].map((m) => m[1]).sort();
    const ids = [...body.matchAll(/<multiRef id="(id\d+)"/g)].map((m) => m[1]).sort();
    expect(ids).toEqual(hrefs);
  });

  it('inline: the same values with no multiRef and no href', async () => {
    const [m, i] = await Promise.all([relatedByType(emu.url), relatedByType(inline.url)]);
    expect(i.body).not.toMatch(/multiRef|href=/);
    expect(i.body).toContain(
      '<getRelatedByTypeReturn xsi:type="ns2:RxConceptGroup"><rxConcept soapenc:arrayType="ns2:RxConcept[',
    );
    expect(returnValue(i.body)).toEqual(returnValue(m.body));
    expect(returnValue(m.body)).toEqual([
      {
        type: 'BN',
        rxConcept: expect.arrayContaining([expect.objectContaining({ STR: 'Zestril', TTY: 'BN' })]),
      },
      {
        type: 'IN',
        rxConcept: [
          {
            CUI: expect.stringMatching(/^C9\d{6}$/),
            LAT: 'ENG',
            RXCUI: '29046',
            STR: 'lisinopril',
            SUPPRESS: 'N',
            SY: '',
            TTY: 'IN',
          },
        ],
      },
    ]);
  });

  it('an unknown RXCUI gives a nil RxConcept; no match gives an empty array, not nil', async () => {
    const props = await call(emu.url, 'getRxConceptProperties', [part.string('rxcui', '999999999')]);
    expect(props.body).toContain(
      '<getRxConceptPropertiesReturn xsi:type="ns2:RxConcept" xsi:nil="true" xmlns:ns2="urn:BeanService"/>',
    );
    const none = await call(emu.url, 'findRxcuiByString', [part.string('term', 'zzzz')]);
    expect(none.body).toContain(
      `<findRxcuiByStringReturn soapenc:arrayType="soapenc:string[0]" xsi:type="soapenc:Array" xmlns:soapenc="${ENC}"/>`,
    );
  });

  it('empty groups are empty soapenc arrays with only their type', async () => {
    const { body } = await call(emu.url, 'getAllRelatedInfo', [part.string('rxcui', '314076')]);
    expect(body).toMatch(
      /<rxConcept soapenc:arrayType="ns\d+:RxConcept\[0\]" xsi:type="soapenc:Array"\/><type xsi:type="soapenc:string">SBDC<\/type>/,
    );
  });
});

/** A fault as Axis writes it: HTTP 500, text/xml, the code and string, the host in the detail. */
const expectFault = async (
  resPromise: ReturnType<typeof post>,
  faultcode: string,
  faultstring: string | RegExp,
) => {
  const res = await resPromise;
  expect(res.status).toBe(500);
  expect(res.contentType).toBe('text/xml; charset=utf-8');
  const f = faultOf(res.body);
  expect(f.faultcode).toBe(faultcode);
  if (typeof faultstring === 'string') expect(f.faultstring).toBe(faultstring);
  else expect(f.faultstring).toMatch(faultstring);
  const host = f.detail?.children[0];
  expect([host?.ns, host?.local, host?.text]).toEqual([
    'http://xml.apache.org/axis/',
    'hostname',
    'rxnorm-emulator',
  ]);
  return res.body;
};

describe('faults (reference §4): HTTP 500, faultcode, faultstring, detail/hostname', () => {
  it('missing SOAPAction header → Client.NoSOAPAction', async () => {
    const body = await expectFault(
      post(emu.url, envelope('getIdTypes'), { 'Content-Type': 'text/xml; charset=utf-8' }),
      'ns1:Client.NoSOAPAction',
      'no SOAPAction header!',
    );
    expect(body).toContain(
      '<faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:Client.NoSOAPAction</faultcode>',
    );
  });

  it('unknown operation → {axis}Client "No such operation"', async () => {
    await expectFault(
      // An operation of the later real service that the spec leaves out.
      call(emu.url, 'getRxcuiStatus'),
      'ns1:Client',
      "No such operation 'getRxcuiStatus'",
    );
  });

  it('too many parts → unqualified Server.userException "No such operation"', async () => {
    await expectFault(
      call(emu.url, 'findRxcuiById', [
        part.string('idType', 'NDC'),
        part.string('id', '1'),
        part.int('allSourcesFlag', 0),
        part.int('extra', 1),
      ]),
      'Server.userException',
      "No such operation 'findRxcuiById'",
    );
  });

  it('too few parts → soapenv:Server.userException naming the missing part', async () => {
    await expectFault(
      call(emu.url, 'getRelatedByType', [part.string('rxcui', '314076')]),
      'soapenv:Server.userException',
      "java.rmi.RemoteException: missing part 'termType_list' of getRelatedByType",
    );
  });

  it.each([
    [
      'a non-integer allSourcesFlag',
      'findRxcuiByString',
      [part.string('term', 'x'), part.strings('sources', []), part.int('allSourcesFlag', 'one')],
      'java.lang.NumberFormatException: For input string: "one"',
    ],
    [
      'an allSourcesFlag other than 0/1',
      'findRxcuiById',
      [part.string('idType', 'NDC'), part.string('id', '1'), part.int('allSourcesFlag', 2)],
      'java.rmi.RemoteException: allSourcesFlag must be 0 or 1, not 2',
    ],
    [
      'an array where a string belongs',
      'getDrugs',
      [part.strings('name', ['a'])],
      'java.lang.IllegalArgumentException: argument type mismatch',
    ],
    ['a nil required string', 'getNDCs', [part.nil('rxcui')], 'java.lang.NullPointerException'],
  ])('bad input value: %s', async (_what, op, parts, faultstring) => {
    await expectFault(call(emu.url, op, parts), 'soapenv:Server.userException', faultstring);
  });

  it('malformed XML → Server.userException with the parser message', async () => {
    await expectFault(
      post(emu.url, '<soapenv:Envelope'),
      'soapenv:Server.userException',
      /^org\.xml\.sax\.SAXException: /,
    );
  });
});

describe('bad envelopes: each a SOAP fault, answered at once', () => {
  const SAX = /^org\.xml\.sax\.SAXException: /;
  const wrap = (inner: string) =>
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" xmlns:e="${ENC}"><s:Body>` +
    `<q:getDrugs xmlns:q="${REQUEST_NS}">${inner}</s:Body></s:Envelope>`;

  it('nested multiRefs, each level two references to the next (2 KB at depth 25): a fault, fast', async () => {
    const xml = nestedMultiRefs(25);
    expect(xml.length).toBeLessThan(2300);
    const started = performance.now();
    const res = await post(emu.url, xml);
    const ms = performance.now() - started;
    expect(res.status).toBe(500);
    expect(faultOf(res.body)).toMatchObject({
      faultcode: 'soapenv:Server.userException',
      faultstring: 'org.xml.sax.SAXException: more than 10000 multiRef references to follow',
    });
    // 15.4 s (and 685 MB) before the budget; 1-30 ms after it (README). The bound leaves a busy
    // machine room and still fails a reader that follows every reference.
    expect(ms).toBeLessThan(5000);
    // The server is free again: the next request is answered as usual.
    expect((await call(emu.url, 'getTermTypes')).status).toBe(200);
  });

  it.each([
    [
      'references that loop through a struct',
      wrap(
        '<name href="#a"/></q:getDrugs><m id="a" e:root="0"><x href="#b"/></m><m id="b" e:root="0"><y href="#a"/></m>',
      ),
      "org.xml.sax.SAXException: reference cycle through '#a'",
    ],
    [
      'a chain of 20,000 references',
      wrap(
        '<name href="#i0"/></q:getDrugs>' +
          Array.from({ length: 20_000 }, (_, i) => `<m id="i${i}" e:root="0" href="#i${i + 1}"/>`).join('') +
          '<m id="i20000" e:root="0">x</m>',
      ),
      'org.xml.sax.SAXException: more than 10000 multiRef references to follow',
    ],
    [
      'elements nested 20,000 deep',
      wrap(`<name>${'<a>'.repeat(20_000)}${'</a>'.repeat(20_000)}</name></q:getDrugs>`),
      SAX,
    ],
    [
      'a value nested 40 levels deep',
      wrap(`<name>${'<a>'.repeat(40)}x${'</a>'.repeat(40)}</name></q:getDrugs>`),
      'org.xml.sax.SAXException: a value nested more than 32 levels deep',
    ],
  ])('%s', async (_what, xml, faultstring) => {
    await expectFault(post(emu.url, xml), 'soapenv:Server.userException', faultstring);
  });

  it('refuses bytes that are not UTF-8 instead of reading them as U+FFFD', async () => {
    const res = await fetch(emu.url + SOAP_PATH, {
      method: 'POST',
      headers: { SOAPAction: '""', 'Content-Type': 'text/xml; charset=utf-8' },
      body: Buffer.concat([
        Buffer.from(envelope('getDrugs', ['<name>caf']).replace('</name>', '')),
        Buffer.from([0xe9]), // é in Latin-1
        Buffer.from('</name></ns1:getDrugs></soapenv:Body></soapenv:Envelope>'),
      ]),
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(faultOf(await res.text()).faultstring).toBe(
      'org.xml.sax.SAXException: the envelope is not valid UTF-8',
    );
  });

  it('answers an envelope over 1 MiB with a fault and closes the connection', async () => {
    const res = await fetch(emu.url + SOAP_PATH, {
      method: 'POST',
      headers: { SOAPAction: '""', 'Content-Type': 'text/xml; charset=utf-8' },
      body: 'x'.repeat(MAX_ENVELOPE_BYTES + 1),
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('connection')).toBe('close');
    expect(faultOf(await res.text()).faultstring).toBe(
      `java.io.IOException: the envelope is over ${MAX_ENVELOPE_BYTES} bytes`,
    );
  });
});

describe('WSDL and other methods', () => {
  it('serves the WSDL at ?wsdl with all types and the 17 operations', async () => {
    const res = await fetch(`${emu.url}${SOAP_PATH}?wsdl`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    const wsdl = parseDocument(await res.text());
    const W = 'http://schemas.xmlsoap.org/wsdl/';
    expect([wsdl.ns, wsdl.local]).toEqual([W, 'definitions']);
    const byLocal = (n: typeof wsdl, local: string) => n.children.filter((c) => c.local === local);
    const portType = byLocal(wsdl, 'portType')[0];
    expect(portType?.attrs.get('name')).toBe('DBManager');
    const ops = byLocal(portType ?? wsdl, 'operation').map((o) => o.attrs.get('name'));
    expect(new Set(ops).size).toBe(17);
    expect(ops).toHaveLength(19); // two overloads each add a second signature
    expect(ops).toContain('getDrugVocabVersion');
    expect(ops.filter((o) => o === 'findRxcuiByString')).toHaveLength(2);
    const service = byLocal(wsdl, 'service')[0];
    expect(service?.attrs.get('name')).toBe('DBManagerService');
    const port = service?.children[0];
    expect(port?.attrs.get('name')).toBe('DBServiceSoapBinding');
    expect(port?.children[0]?.attrs.get('location')).toBe(`${emu.url}${SOAP_PATH}`);
    const schemaTypes =
      byLocal(wsdl, 'types')[0]?.children.flatMap((s) => s.children.map((t) => t.attrs.get('name'))) ?? [];
    for (const t of [
      'RxConcept',
      'RxConceptGroup',
      'RxTermInfo',
      'ArrayOf_soapenc_string',
      'ArrayOf_tns1_RxConcept',
      'ArrayOf_tns1_RxConceptGroup',
      'ArrayOf_tns1_RxTermInfo',
      'ArrayOf_xsd_anyType',
      'Vector',
    ]) {
      expect(schemaTypes).toContain(t);
    }
    const binding = byLocal(wsdl, 'binding')[0];
    const bodies = (binding?.children ?? [])
      .filter((c) => c.local === 'operation')
      .flatMap((o) =>
        o.children.filter((c) => c.local === 'input').map((i) => i.children[0]?.attrs.get('namespace')),
      );
    expect(new Set(bodies)).toEqual(new Set([REQUEST_NS]));
  });

  it('rejects other methods with 405', async () => {
    const res = await fetch(`${emu.url}${SOAP_PATH}`, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(405);
  });
});
