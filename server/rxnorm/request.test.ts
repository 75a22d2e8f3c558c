import { describe, expect, it } from 'vitest';
import { resolveCall } from './dispatch.ts';
import { SoapFault } from './fault.ts';
import { parseSoapRequest, RESOLUTION_BUDGET, SoapParseError, type ResolutionBudget } from './request.ts';
import { envelope, nestedMultiRefs, part } from '../testing/soap.ts';

const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';

describe('request parser', () => {
  it('reads an Axis-stub request: namespace, operation, typed parts', () => {
    const req = parseSoapRequest(
      envelope('findRxcuiByString', [
        part.string('term', 'aspirin'),
        part.strings('sources', ['MTHSPL', 'MMSL']),
        part.int('allSourcesFlag', 1),
      ]),
    );
    expect(req.namespace).toBe('http://db.rxnorm.nlm.nih.gov');
    expect(req.operation).toBe('findRxcuiByString');
    expect(req.parts.map((p) => [p.name, p.value])).toEqual([
      ['term', 'aspirin'],
      ['sources', ['MTHSPL', 'MMSL']],
      ['allSourcesFlag', '1'],
    ]);
  });

  it('matches by namespace URI, not by prefix, and keeps whitespace and entities exact', () => {
    const xml =
      '<E:Envelope xmlns:E="http://schemas.xmlsoap.org/soap/envelope/">\n  <E:Body>\n' +
      '    <getDrugs xmlns="urn:x"><name xmlns="">  a &amp;lt; b &#x1F600; &#13;<![CDATA[<&>]]></name></getDrugs>\n' +
      '  </E:Body>\n</E:Envelope>';
    const req = parseSoapRequest(xml);
    expect(req.namespace).toBe('urn:x');
    expect(req.parts[0]?.value).toBe('  a &lt; b \u{1F600} \r<&>');
  });

  it('follows href to multiRef parameters (e.g. from .NET or suds clients)', () => {
    const xml =
      `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" xmlns:enc="${ENC}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><s:Body>` +
      '<q:getMultiIngredBrand xmlns:q="http://db.rxnorm.nlm.nih.gov"><ids href="#a"/></q:getMultiIngredBrand>' +
      '<multiRef id="a" enc:root="0" xsi:type="enc:Array" enc:arrayType="xsd:string[2]"><item href="#b"/><item>20610</item></multiRef>' +
      '<multiRef id="b" enc:root="0">8896</multiRef></s:Body></s:Envelope>';
    const req = parseSoapRequest(xml);
    expect(req.operation).toBe('getMultiIngredBrand');
    expect(req.parts[0]?.value).toEqual(['8896', '20610']);
    expect(resolveCall(req).args.get('ids')).toEqual(['8896', '20610']);
  });

  it('accepts arrays without xsi:type, items of any name, nil items and an empty array element', () => {
    const req = parseSoapRequest(
      envelope('getRelatedByType', [
        '<rxcui>314076</rxcui>',
        '<termType_list><item>IN</item><Item xsi:nil="true"/><x>BN</x></termType_list>',
      ]),
    );
    expect(resolveCall(req).args.get('termType_list')).toEqual(['IN', null, 'BN']);
    const empty = parseSoapRequest(envelope('getMultiIngredBrand', ['<ids/>']));
    expect(resolveCall(empty).args.get('ids')).toEqual([]);
  });

  it.each([
    ['not XML', 'hello'],
    ['unbalanced', '<a><b></a>'],
    ['an undeclared entity', envelope('getDrugs', ['<name>&nbsp;</name>'])],
    ['a DOCTYPE', '<!DOCTYPE x><x/>'],
    ['an unbound prefix', '<soapenv:Envelope><soapenv:Body/></soapenv:Envelope>'],
    ['a non-SOAP root', '<Envelope/>'],
    [
      'an empty Body',
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body/></s:Envelope>',
    ],
  ])('rejects %s', (_what, xml) => {
    expect(() => parseSoapRequest(xml)).toThrow(SoapParseError);
  });
});

describe('overload dispatch (reference §1.4)', () => {
  const dispatch = (op: string, parts: string[]) => resolveCall(parseSoapRequest(envelope(op, parts)));

  it('picks the overload by the number of parts', () => {
    expect(dispatch('findRxcuiByString', [part.string('term', 'x')]).parts.map((p) => p.name)).toEqual([
      'term',
    ]);
    expect(
      dispatch('findRxcuiByString', [
        part.string('term', 'x'),
        part.strings('sources', []),
        part.int('allSourcesFlag', 0),
      ]).parts.map((p) => p.name),
    ).toEqual(['term', 'sources', 'allSourcesFlag']);
    expect(
      dispatch('findRxcuiById', [part.string('idType', 'NDC'), part.string('id', '1')]).parts,
    ).toHaveLength(2);
    expect(
      dispatch('findRxcuiById', [
        part.string('idType', 'NDC'),
        part.string('id', '1'),
        part.int('allSourcesFlag', 1),
      ]).args.get('allSourcesFlag'),
    ).toBe(1);
  });

  it('matches parts by name whatever their order, by position when the name is unknown', () => {
    const call = dispatch('findRxcuiById', [part.string('id', '123'), part.string('idType', 'NDC')]);
    expect(call.args.get('idType')).toBe('NDC');
    expect(call.args.get('id')).toBe('123');
    expect(dispatch('getNDCs', [part.string('arg0', '314076')]).args.get('rxcui')).toBe('314076');
  });

  const faultOf = (fn: () => unknown): SoapFault => {
    try {
      fn();
    } catch (err) {
      if (err instanceof SoapFault) return err;
      throw err;
    }
    throw new Error('no fault');
  };

  it('faults like Axis on unknown operations and on too many or too few parts', () => {
    // An operation of the later real service that the spec leaves out.
    expect(faultOf(() => dispatch('getRxcuiStatus', []))).toMatchObject({
      code: 'Client',
      faultString: "No such operation 'getRxcuiStatus'",
    });
    expect(
      faultOf(() => dispatch('getNDCs', [part.string('rxcui', '1'), part.string('x', '2')])),
    ).toMatchObject({
      code: 'Server.userException (unqualified)',
      faultString: "No such operation 'getNDCs'",
    });
    expect(
      faultOf(() => dispatch('findRxcuiByString', [part.string('term', 'x'), part.strings('sources', [])])),
    ).toMatchObject({
      code: 'Server.userException',
      faultString: "java.rmi.RemoteException: missing part 'allSourcesFlag' of findRxcuiByString",
    });
  });

  it('faults on values that do not convert to the declared types', () => {
    expect(
      faultOf(() =>
        dispatch('findRxcuiById', [
          part.string('idType', 'NDC'),
          part.string('id', '1'),
          part.int('allSourcesFlag', 'yes'),
        ]),
      ),
    ).toMatchObject({
      faultString: 'java.lang.NumberFormatException: For input string: "yes"',
    });
    expect(faultOf(() => dispatch('getNDCs', [part.strings('rxcui', ['1'])]))).toMatchObject({
      faultString: 'java.lang.IllegalArgumentException: argument type mismatch',
    });
    expect(faultOf(() => dispatch('getMultiIngredBrand', [part.string('ids', '8896')]))).toMatchObject({
      faultString: 'java.lang.IllegalArgumentException: argument type mismatch',
    });
  });
});

describe('multiRef resolution budget', () => {
  it('reads a multiRef referred to twice once, sharing its value (as Axis shares the object)', () => {
    const req = parseSoapRequest(
      envelope('getMultiIngredBrand', ['<ids href="#a"/>']).replace(
        '</soapenv:Body>',
        `<multiRef id="a" soapenc:root="0" soapenc:arrayType="xsd:string[2]" xmlns:soapenc="${ENC}"><i href="#b"/><i href="#b"/></multiRef>` +
          `<multiRef id="b" soapenc:root="0" xmlns:soapenc="${ENC}">8896</multiRef></soapenv:Body>`,
      ),
    );
    expect(resolveCall(req).args.get('ids')).toEqual(['8896', '8896']);
  });

  it.each<[string, string, RegExp, Partial<ResolutionBudget>?]>([
    // Each level refers twice to the next: 2^25 references for a full reading.
    ['references', nestedMultiRefs(25), /more than 10000 multiRef references/],
    // Within the budget's count, but over its depth.
    ['depth', nestedMultiRefs(12), /nested more than 8 levels deep/, { depth: 8 }],
    // 64 × 2^10 characters from a 2 KB envelope.
    [
      'characters',
      nestedMultiRefs(10).replace('>x</r>', `>${'x'.repeat(64)}</r>`),
      /exceed 60000 characters/,
      { chars: 60_000 },
    ],
  ])('refuses past its %s', (_what, xml, message, budget = {}) => {
    expect(() => parseSoapRequest(xml, { ...RESOLUTION_BUDGET, ...budget })).toThrow(message);
  });

  it('passes the same envelope when the budget allows it', () => {
    expect(parseSoapRequest(nestedMultiRefs(8)).parts[0]?.name).toBe('name');
  });
});
