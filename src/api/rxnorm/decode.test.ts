import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { axisResponse, conceptSample, groupSample } from './axis-sample.ts';
import { decodeSoapMessage, decodeSoapResponse } from './decode.ts';
import {
  axisLine,
  CONCEPT_PROPERTIES_INLINE,
  CONCEPT_PROPERTIES_MULTIREF,
  FIND_BY_STRING_EMPTY_RESPONSE,
  FIND_BY_STRING_RESPONSE,
  MULTI_INGRED_BRAND_RESPONSE,
  NO_SOAP_ACTION_FAULT,
  NO_SUCH_OPERATION_FAULT,
  RELATED_BY_TYPE_INLINE,
  RELATED_BY_TYPE_MULTIREF,
  RXNORM_VERSION_RESPONSE,
  USER_EXCEPTION_FAULT,
} from './wire-samples.ts';

const KETOTIFEN = {
  CUI: 'C0022642',
  LAT: 'ENG',
  RXCUI: '6146',
  STR: 'Ketotifen',
  SUPPRESS: 'N',
  SY: '',
  TTY: 'IN',
};
const LIPITOR = { CUI: '', LAT: 'ENG', RXCUI: '153165', STR: 'Lipitor', SUPPRESS: 'N', SY: '', TTY: 'BN' };
const ATORVASTATIN = {
  CUI: '',
  LAT: 'ENG',
  RXCUI: '83367',
  STR: 'atorvastatin',
  SUPPRESS: 'N',
  SY: '',
  TTY: 'IN',
};
const RELATED_GROUPS = [
  { rxConcept: [LIPITOR], type: 'BN' },
  { rxConcept: [ATORVASTATIN], type: 'IN' },
];

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw new Error(`expected an ApiError, got ${String(e)}`);
  }
  throw new Error('expected an ApiError, nothing was thrown');
}

/** A response around one return element, for hand-written edge cases. */
const wrap = (ret: string, after = '') =>
  axisLine(
    `<ns1:getNDCsResponse soapenv:encodingStyle="{ENC}" xmlns:ns1="http://db.rxnorm.nlm.nih.gov">${ret}</ns1:getNDCsResponse>${after}`,
  );

describe('decodeSoapResponse on the reference samples (§3)', () => {
  it('reads a plain string return and names the operation answered', () => {
    expect(decodeSoapMessage(RXNORM_VERSION_RESPONSE)).toEqual({
      operation: 'getRxNormVersion',
      value: '02-Aug-2010',
    });
  });

  it('keeps a one-item string array an array, and an empty one empty', () => {
    expect(decodeSoapResponse(FIND_BY_STRING_RESPONSE)).toEqual(['1191']);
    expect(decodeSoapResponse(FIND_BY_STRING_EMPTY_RESPONSE)).toEqual([]);
  });

  it('resolves a bean return written as a multiRef, and reads the inline form the same', () => {
    expect(decodeSoapResponse(CONCEPT_PROPERTIES_MULTIREF)).toEqual(KETOTIFEN);
    expect(decodeSoapResponse(CONCEPT_PROPERTIES_INLINE)).toEqual(KETOTIFEN);
  });

  it('follows hrefs through shuffled multiRefs (id1, id0, id3, id2) into nested arrays', () => {
    expect(decodeSoapResponse(RELATED_BY_TYPE_MULTIREF)).toEqual(RELATED_GROUPS);
    expect(decodeSoapResponse(RELATED_BY_TYPE_INLINE)).toEqual(RELATED_GROUPS);
  });

  it('gives the same result for every order of the multiRef elements', () => {
    const head = RELATED_BY_TYPE_MULTIREF.slice(0, RELATED_BY_TYPE_MULTIREF.indexOf('<multiRef'));
    const refs = RELATED_BY_TYPE_MULTIREF.match(/<multiRef[\s\S]*?<\/multiRef>/g)!;
    expect(refs).toHaveLength(4);
    const orders = [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
      [1, 3, 0, 2],
    ];
    for (const order of orders) {
      const xml = head + order.map((i) => refs[i]).join('') + '</soapenv:Body></soapenv:Envelope>';
      expect(decodeSoapResponse(xml)).toEqual(RELATED_GROUPS);
    }
  });

  it('reads an array of bean hrefs (§3.6)', () => {
    expect(decodeSoapResponse(MULTI_INGRED_BRAND_RESPONSE)).toEqual([
      {
        CUI: '',
        LAT: 'ENG',
        RXCUI: '[placeholder BN rxcui]',
        STR: '[placeholder brand]',
        SUPPRESS: 'N',
        SY: '',
        TTY: 'BN',
      },
    ]);
  });
});

describe('decodeSoapResponse values', () => {
  it('keeps values as strings: NDC leading zeros, numbers, booleans', () => {
    const xml = wrap(
      '<getNDCsReturn soapenc:arrayType="soapenc:string[4]" xsi:type="soapenc:Array" xmlns:soapenc="{ENC}">' +
        '<getNDCsReturn xsi:type="soapenc:string">00904629161</getNDCsReturn>' +
        '<getNDCsReturn xsi:type="soapenc:string">1e3</getNDCsReturn>' +
        '<getNDCsReturn xsi:type="soapenc:string">true</getNDCsReturn>' +
        '<getNDCsReturn xsi:type="soapenc:string">  0781-1506-10 </getNDCsReturn></getNDCsReturn>',
    );
    expect(decodeSoapResponse(xml)).toEqual(['00904629161', '1e3', 'true', '  0781-1506-10 ']);
  });

  it('takes array children as items whatever their name (`item`, `Item`, mixed)', () => {
    const xml = wrap(
      '<getNDCsReturn soapenc:arrayType="soapenc:string[3]" xsi:type="soapenc:Array" xmlns:soapenc="{ENC}">' +
        '<item xsi:type="soapenc:string">a</item><Item>b</Item><item xsi:type="soapenc:string">c</item></getNDCsReturn>',
    );
    expect(decodeSoapResponse(xml)).toEqual(['a', 'b', 'c']);
    const one = wrap(
      '<getNDCsReturn soapenc:arrayType="xsd:string[1]" xsi:type="soapenc:Array"><item>only</item></getNDCsReturn>',
    );
    expect(decodeSoapResponse(one)).toEqual(['only']);
  });

  it('reads Axis 1.1 `item` arrays of multiRef beans', () => {
    const xml = axisResponse(
      'getDrugs',
      {
        array: 'RxConceptGroup',
        items: [groupSample('SCD', [conceptSample({ ...ATORVASTATIN, TTY: 'SCD' })])],
      },
      { itemName: 'item' },
    );
    expect(xml).toContain('<item href="#id0"/>');
    expect(decodeSoapResponse(xml)).toEqual([{ rxConcept: [{ ...ATORVASTATIN, TTY: 'SCD' }], type: 'SCD' }]);
  });

  it('reads xsi:nil as null and an empty element as "" (fields, items, whole return)', () => {
    const bean = (sy: string) =>
      wrap(
        '<getNDCsReturn href="#id0"/>',
        `<multiRef id="id0" soapenc:root="0" xsi:type="ns2:RxConcept" xmlns:soapenc="{ENC}" xmlns:ns2="urn:BeanService">` +
          `<CUI xsi:type="soapenc:string" xsi:nil="true"/>${sy}</multiRef>`,
      );
    expect(decodeSoapResponse(bean('<SY xsi:type="soapenc:string"></SY>'))).toEqual({ CUI: null, SY: '' });
    expect(decodeSoapResponse(bean('<SY/>'))).toEqual({ CUI: null, SY: '' });
    const items = wrap(
      '<getNDCsReturn soapenc:arrayType="soapenc:string[2]" xsi:type="soapenc:Array" xmlns:soapenc="{ENC}">' +
        '<getNDCsReturn xsi:type="soapenc:string" xsi:nil="true"/><getNDCsReturn xsi:type="soapenc:string"/></getNDCsReturn>',
    );
    expect(decodeSoapResponse(items)).toEqual([null, '']);
    const nilBean = wrap(
      '<getNDCsReturn xsi:type="ns2:RxConcept" xsi:nil="true" xmlns:ns2="urn:BeanService"/>',
    );
    expect(decodeSoapResponse(nilBean)).toBeNull();
    const nilArray = wrap('<getNDCsReturn xsi:type="soapenc:Array" xsi:nil="1" xmlns:soapenc="{ENC}"/>');
    expect(decodeSoapResponse(nilArray)).toBeNull();
  });

  it('reads a bean with no fields as an empty object, not as ""', () => {
    const xml = wrap(
      '<getNDCsReturn href="#id0"/>',
      '<multiRef id="id0" soapenc:root="0" xsi:type="ns2:RxConcept" xmlns:soapenc="{ENC}" xmlns:ns2="urn:BeanService"/>',
    );
    expect(decodeSoapResponse(xml)).toEqual({});
  });

  it('reads a namespace declaration for a prefix named like an encoding attribute as no attribute', () => {
    const xml = wrap(
      '<getNDCsReturn xmlns:href="urn:x" xmlns:nil="urn:y" xsi:type="soapenc:string">abc</getNDCsReturn>',
    );
    expect(decodeSoapResponse(xml)).toBe('abc');
  });

  it('resolves entities and character references, keeps CDATA raw', () => {
    const xml = wrap(
      '<getNDCsReturn xsi:type="soapenc:string">a&lt;b&gt;&amp;&quot;&apos;&#xD;&#10;&#x1F48A;<![CDATA[&amp;<x>]]></getNDCsReturn>',
    );
    expect(decodeSoapResponse(xml)).toBe('a<b>&"\'\r\n💊&amp;<x>');
  });

  it('does not care about prefixes, the response namespace, default namespaces or pretty-printing', () => {
    const xml = `<?xml version="1.0"?>
<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:i="http://www.w3.org/2001/XMLSchema-instance" xmlns:e="http://schemas.xmlsoap.org/soap/encoding/">
  <SOAP-ENV:Header/>
  <SOAP-ENV:Body>
    <getRelatedByTypeResponse xmlns="http://mor.nlm.nih.gov/axis/services/RxNormDBService">
      <getRelatedByTypeReturn e:arrayType="b:RxConceptGroup[1]" i:type="e:Array" xmlns:b="urn:BeanService" xmlns="">
        <x href="#g"/>
      </getRelatedByTypeReturn>
    </getRelatedByTypeResponse>
    <e:multiRef id="c" e:root="0" i:type="b:RxConcept" xmlns:b="urn:BeanService">
      <RXCUI i:type="e:string">83367</RXCUI>
      <SY i:nil="true"/>
    </e:multiRef>
    <e:multiRef id="g" e:root="0" i:type="b:RxConceptGroup" xmlns:b="urn:BeanService">
      <rxConcept e:arrayType="b:RxConcept[1]" i:type="e:Array"><rxConcept href="#c"/></rxConcept>
      <type>IN</type>
    </e:multiRef>
  </SOAP-ENV:Body>
</SOAP-ENV:Envelope>
`;
    expect(decodeSoapMessage(xml)).toEqual({
      operation: 'getRelatedByType',
      value: [{ rxConcept: [{ RXCUI: '83367', SY: null }], type: 'IN' }],
    });
  });

  it('decodes a large response of shuffled multiRefs completely, values and all', () => {
    const perGroup = 150;
    const ttys = ['SBD', 'SCD', 'BPCK', 'GPCK'];
    const concept = (tty: string, i: number) => ({
      CUI: i % 3 === 0 ? null : '',
      LAT: 'ENG',
      RXCUI: String(100000 + i),
      STR: `atorvastatin ${i + 1} MG Oral Tablet [Lipitor & Co <${tty}>]`,
      SUPPRESS: 'N',
      SY: i % 2 ? '' : null,
      TTY: tty,
    });
    const groups = ttys.map((tty) =>
      groupSample(
        tty,
        Array.from({ length: perGroup }, (_, i) => conceptSample(concept(tty, i))),
      ),
    );
    // Deterministic reversal stands in for Axis's HashSet order.
    const xml = axisResponse(
      'getDrugs',
      { array: 'RxConceptGroup', items: groups },
      { shuffle: (ids) => ids.reverse() },
    );
    expect(xml.length).toBeGreaterThan(200_000);
    expect(decodeSoapResponse(xml)).toEqual(
      ttys.map((tty) => ({
        rxConcept: Array.from({ length: perGroup }, (_, i) => concept(tty, i)),
        type: tty,
      })),
    );
  });
});

describe('decodeSoapResponse faults', () => {
  it.each([
    [USER_EXCEPTION_FAULT, 'soapenv:Server.userException', 'java.rmi.RemoteException: [message]'],
    [NO_SUCH_OPERATION_FAULT, 'ns1:Client', "No such operation 'x'"],
    [NO_SOAP_ACTION_FAULT, 'ns1:Client.NoSOAPAction', 'no SOAPAction header!'],
  ])('turns a Fault into a soap-fault ApiError with code and string (%#)', (xml, faultCode, faultString) => {
    const error = thrown(() => decodeSoapResponse(xml));
    expect(error).toMatchObject({ kind: 'soap-fault', faultCode, faultString, message: faultString });
  });
});

describe('decodeSoapResponse refuses unreadable bodies as bad-response', () => {
  it('refuses every truncation of a response', () => {
    for (const sample of [RELATED_BY_TYPE_MULTIREF, USER_EXCEPTION_FAULT]) {
      for (let cut = 0; cut < sample.length; cut++) {
        const error = thrown(() => decodeSoapResponse(sample.slice(0, cut)));
        expect(error.kind, `cut at ${cut}`).toBe('bad-response');
      }
    }
    expect(decodeSoapResponse(`${FIND_BY_STRING_RESPONSE}\r\n`)).toEqual(['1191']);
  });

  it.each([
    ['an empty body', ''],
    [
      'an HTML error page',
      '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
    ],
    ['JSON', '{"error":"boom"}'],
    ['plain text', 'Service Unavailable'],
    ['XML that is not SOAP', '<?xml version="1.0"?><rxnormdata><idGroup/></rxnormdata>'],
    [
      'an Envelope without Body',
      '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"></soapenv:Envelope>',
    ],
    ['a Body without a response', axisLine('')],
    ['a wrapper that is not a Response', axisLine('<ns1:getNDCs xmlns:ns1="x"/>')],
    ['a response without a return part', axisLine('<ns1:getNDCsResponse xmlns:ns1="x"/>')],
    ['an undeclared entity', wrap('<getNDCsReturn>&nbsp;</getNDCsReturn>')],
    ['a bare ampersand', wrap('<getNDCsReturn>a & b</getNDCsReturn>')],
    ['a reference to U+0000', wrap('<getNDCsReturn>&#0;</getNDCsReturn>')],
    ['a reference to a lone surrogate', wrap('<getNDCsReturn>&#xD800;</getNDCsReturn>')],
    ['a raw control character', wrap('<getNDCsReturn>a\u0001b</getNDCsReturn>')],
    ['a DTD', `<!DOCTYPE x [<!ENTITY a "b">]>${wrap('<getNDCsReturn>&a;</getNDCsReturn>')}`],
    ['an href without multiRef', wrap('<getNDCsReturn href="#id9"/>')],
    ['an external href', wrap('<getNDCsReturn href="http://example.org/x"/>')],
    [
      'circular hrefs',
      wrap(
        '<getNDCsReturn href="#id0"/>',
        '<multiRef id="id0" soapenc:root="0" xmlns:soapenc="{ENC}"><next href="#id1"/></multiRef>' +
          '<multiRef id="id1" soapenc:root="0" xmlns:soapenc="{ENC}"><next href="#id0"/></multiRef>',
      ),
    ],
    ['a repeated bean field', wrap('<getNDCsReturn><STR>a</STR><STR>b</STR></getNDCsReturn>')],
    // Malformed XML that a lenient parser reads anyway (fast-xml-parser 5 accepted all of these).
    ['a mismatched end tag', wrap('<getNDCsReturn>abc</wrong>')],
    ['an end tag nothing opened', wrap('<getNDCsReturn>abc</getNDCsReturn></extra>')],
    ['an unquoted attribute', wrap('<getNDCsReturn a=b>abc</getNDCsReturn>')],
    ['a repeated attribute', wrap('<getNDCsReturn a="1" a="2">abc</getNDCsReturn>')],
    ['a raw < in an attribute', wrap('<getNDCsReturn a="<">abc</getNDCsReturn>')],
    ['an element name starting with a digit', wrap('<1bad>abc</1bad>')],
    ['a raw U+FFFE', wrap('<getNDCsReturn>a\uFFFEb</getNDCsReturn>')],
    ['a raw lone surrogate', wrap('<getNDCsReturn>a\uD800b</getNDCsReturn>')],
    ['text after the Envelope', `${wrap('<getNDCsReturn>abc</getNDCsReturn>')}junk`],
    ['a second document element', `${wrap('<getNDCsReturn>abc</getNDCsReturn>')}<x/>`],
  ])('%s', (_label, xml) => {
    expect(thrown(() => decodeSoapResponse(xml)).kind).toBe('bad-response');
  });
});
