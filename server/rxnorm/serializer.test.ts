import { describe, expect, it } from 'vitest';
import { serializeFault, SoapFault } from './fault.ts';
import { serializeReturn } from './serializer.ts';
import { returnValue } from '../testing/soap.ts';
import { RX_CONCEPT, RX_CONCEPT_GROUP_ARRAY, STRING, STRING_ARRAY, type RxConcept } from './wire-types.ts';

const ENV =
  '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>';
const END = '</soapenv:Body></soapenv:Envelope>';
const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';
const NS = 'http://db.rxnorm.nlm.nih.gov';

const ketotifen: RxConcept = {
  CUI: 'C0022642',
  LAT: 'ENG',
  RXCUI: '6146',
  STR: 'Ketotifen',
  SUPPRESS: 'N',
  SY: '',
  TTY: 'IN',
};

describe('Axis serializer', () => {
  it('writes a string return byte for byte as reference §3.1 (renamed operation)', () => {
    const xml = serializeReturn({
      operation: 'getDrugVocabVersion',
      namespace: NS,
      returnType: STRING,
      value: '02-Aug-2010',
      style: 'multiRef',
    });
    expect(xml).toBe(
      `${ENV}<ns1:getDrugVocabVersionResponse soapenv:encodingStyle="${ENC}" xmlns:ns1="${NS}"><getDrugVocabVersionReturn xsi:type="soapenc:string" xmlns:soapenc="${ENC}">02-Aug-2010</getDrugVocabVersionReturn></ns1:getDrugVocabVersionResponse>${END}`,
    );
  });

  it('echoes whatever namespace the request used on the wrapper', () => {
    const xml = serializeReturn({
      operation: 'getMetaVersion',
      namespace: 'urn:other',
      returnType: STRING,
      value: 'x',
      style: 'multiRef',
    });
    expect(xml).toContain(
      '<ns1:getMetaVersionResponse soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xmlns:ns1="urn:other">',
    );
  });

  it('writes string arrays with items named like the array, and an empty one self-closed', () => {
    const one = serializeReturn({
      operation: 'findRxcuiByString',
      namespace: NS,
      returnType: STRING_ARRAY,
      value: ['1191'],
      style: 'multiRef',
    });
    expect(one).toContain(
      `<findRxcuiByStringReturn soapenc:arrayType="soapenc:string[1]" xsi:type="soapenc:Array" xmlns:soapenc="${ENC}"><findRxcuiByStringReturn xsi:type="soapenc:string">1191</findRxcuiByStringReturn></findRxcuiByStringReturn>`,
    );
    const none = serializeReturn({
      operation: 'findRxcuiByString',
      namespace: NS,
      returnType: STRING_ARRAY,
      value: [],
      style: 'multiRef',
    });
    expect(none).toContain(
      `<findRxcuiByStringReturn soapenc:arrayType="soapenc:string[0]" xsi:type="soapenc:Array" xmlns:soapenc="${ENC}"/>`,
    );
  });

  it('writes a bean return as href + multiRef (§3.3), empty strings with both tags', () => {
    const xml = serializeReturn({
      operation: 'getRxConceptProperties',
      namespace: NS,
      returnType: RX_CONCEPT,
      value: ketotifen,
      style: 'multiRef',
    });
    expect(xml).toBe(
      `${ENV}<ns1:getRxConceptPropertiesResponse soapenv:encodingStyle="${ENC}" xmlns:ns1="${NS}"><getRxConceptPropertiesReturn href="#id0"/></ns1:getRxConceptPropertiesResponse>` +
        `<multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="${ENC}" xsi:type="ns2:RxConcept" xmlns:soapenc="${ENC}" xmlns:ns2="urn:BeanService">` +
        '<CUI xsi:type="soapenc:string">C0022642</CUI><LAT xsi:type="soapenc:string">ENG</LAT><RXCUI xsi:type="soapenc:string">6146</RXCUI>' +
        '<STR xsi:type="soapenc:string">Ketotifen</STR><SUPPRESS xsi:type="soapenc:string">N</SUPPRESS><SY xsi:type="soapenc:string"></SY>' +
        `<TTY xsi:type="soapenc:string">IN</TTY></multiRef>${END}`,
    );
  });

  it('writes the same bean inline when multiRefs are off, re-declaring soapenc on each field', () => {
    const xml = serializeReturn({
      operation: 'getRxConceptProperties',
      namespace: NS,
      returnType: RX_CONCEPT,
      value: ketotifen,
      style: 'inline',
    });
    expect(xml).not.toContain('multiRef');
    expect(xml).toContain(
      `<getRxConceptPropertiesReturn xsi:type="ns2:RxConcept" xmlns:ns2="urn:BeanService"><CUI xsi:type="soapenc:string" xmlns:soapenc="${ENC}">C0022642</CUI>`,
    );
    expect(returnValue(xml)).toEqual(ketotifen);
  });

  it('writes null fields and a null bean with xsi:nil, keeping xsi:type', () => {
    const withNull = serializeReturn({
      operation: 'getRxConceptProperties',
      namespace: NS,
      returnType: RX_CONCEPT,
      value: { ...ketotifen, SY: null },
      style: 'multiRef',
    });
    expect(withNull).toContain('<SY xsi:type="soapenc:string" xsi:nil="true"/>');
    const nullBean = serializeReturn({
      operation: 'getRxConceptProperties',
      namespace: NS,
      returnType: RX_CONCEPT,
      value: null,
      style: 'multiRef',
    });
    expect(nullBean).toContain(
      '<getRxConceptPropertiesReturn xsi:type="ns2:RxConcept" xsi:nil="true" xmlns:ns2="urn:BeanService"/>',
    );
    expect(returnValue(nullBean)).toBeNull();
  });

  it('writes group arrays with hrefs, nested concepts in a later pass, a fresh bean prefix per multiRef', () => {
    const groups = [
      { type: 'BN', rxConcept: [{ ...ketotifen, RXCUI: '866350', STR: 'Zyrtec Itchy Eye', TTY: 'BN' }] },
      { type: 'GPCK', rxConcept: [] },
      { type: 'IN', rxConcept: [ketotifen] },
    ];
    const xml = serializeReturn({
      operation: 'getAllRelatedInfo',
      namespace: NS,
      returnType: RX_CONCEPT_GROUP_ARRAY,
      value: groups,
      style: 'multiRef',
    });
    expect(xml).toContain(
      `<getAllRelatedInfoReturn soapenc:arrayType="ns2:RxConceptGroup[3]" xsi:type="soapenc:Array" xmlns:ns2="urn:BeanService" xmlns:soapenc="${ENC}">` +
        '<getAllRelatedInfoReturn href="#id0"/><getAllRelatedInfoReturn href="#id1"/><getAllRelatedInfoReturn href="#id2"/></getAllRelatedInfoReturn>',
    );
    const multiRefs = [
      ...xml.matchAll(/<multiRef id="(id\d+)"[^>]*xsi:type="(ns\d+):(\w+)"[^>]*xmlns:\2="urn:BeanService">/g),
    ];
    expect(multiRefs.map((m) => m[1]).sort()).toEqual(['id0', 'id1', 'id2', 'id3', 'id4']);
    // Every multiRef binds its own prefix (sibling scopes do not share declarations).
    expect(new Set(multiRefs.map((m) => m[2])).size).toBe(5);
    // Groups (level 1) come before the concepts they reference (level 2).
    const groupPositions = multiRefs.filter((m) => m[3] === 'RxConceptGroup').map((m) => m.index ?? 0);
    const conceptPositions = multiRefs.filter((m) => m[3] === 'RxConcept').map((m) => m.index ?? 0);
    expect(Math.max(...groupPositions)).toBeLessThan(Math.min(...conceptPositions));
    expect(xml).toMatch(
      /<rxConcept soapenc:arrayType="ns\d+:RxConcept\[0\]" xsi:type="soapenc:Array"\/><type xsi:type="soapenc:string">GPCK<\/type>/,
    );
    expect(returnValue(xml)).toEqual(groups);
  });

  it('writes group arrays inline with nested typed beans', () => {
    const groups = [{ type: 'IN', rxConcept: [ketotifen] }];
    const xml = serializeReturn({
      operation: 'getRelatedByType',
      namespace: NS,
      returnType: RX_CONCEPT_GROUP_ARRAY,
      value: groups,
      style: 'inline',
    });
    expect(xml).toContain(
      `<getRelatedByTypeReturn soapenc:arrayType="ns2:RxConceptGroup[1]" xsi:type="soapenc:Array" xmlns:ns2="urn:BeanService" xmlns:soapenc="${ENC}">` +
        '<getRelatedByTypeReturn xsi:type="ns2:RxConceptGroup"><rxConcept soapenc:arrayType="ns2:RxConcept[1]" xsi:type="soapenc:Array">' +
        '<rxConcept xsi:type="ns2:RxConcept"><CUI xsi:type="soapenc:string">C0022642</CUI>',
    );
    expect(returnValue(xml)).toEqual(groups);
  });

  it('escapes markup and carriage returns in text', () => {
    const xml = serializeReturn({
      operation: 'getMetaVersion',
      namespace: NS,
      returnType: STRING,
      value: `a<b>&"c'\r\n]]>`,
      style: 'multiRef',
    });
    expect(xml).toContain(`>a&lt;b&gt;&amp;&quot;c'&#xd;\n]]&gt;</getMetaVersionReturn>`);
    expect(returnValue(xml)).toBe(`a<b>&"c'\r\n]]>`);
  });
});

describe('Axis faults', () => {
  it('prints a service exception with the soapenv prefix and the hostname detail (§4.1)', () => {
    expect(
      serializeFault(new SoapFault('Server.userException', 'java.lang.NullPointerException'), 'host-1'),
    ).toBe(
      `${ENV}<soapenv:Fault><faultcode>soapenv:Server.userException</faultcode><faultstring>java.lang.NullPointerException</faultstring>` +
        `<detail><ns1:hostname xmlns:ns1="http://xml.apache.org/axis/">host-1</ns1:hostname></detail></soapenv:Fault>${END}`,
    );
  });

  it('declares the axis prefix on faultcode for Client faults, so the hostname gets the next one (§4.2, §4.3)', () => {
    const xml = serializeFault(new SoapFault('Client.NoSOAPAction', 'no SOAPAction header!'), 'h');
    expect(xml).toContain(
      '<faultcode xmlns:ns1="http://xml.apache.org/axis/">ns1:Client.NoSOAPAction</faultcode><faultstring>no SOAPAction header!</faultstring>' +
        '<detail><ns2:hostname xmlns:ns2="http://xml.apache.org/axis/">h</ns2:hostname></detail>',
    );
  });

  it('prints the overload-mismatch code without a namespace', () => {
    expect(
      serializeFault(new SoapFault('Server.userException (unqualified)', "No such operation 'getNDCs'")),
    ).toContain(
      "<faultcode>Server.userException</faultcode><faultstring>No such operation 'getNDCs'</faultstring>",
    );
  });
});
