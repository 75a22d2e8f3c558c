// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildEnvelope, type SoapPart } from './envelope.ts';
import { XmlCharacterError } from './xml-text.ts';

const NS = 'http://db.rxnorm.nlm.nih.gov';
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>';
const TAIL = '</soapenv:Body></soapenv:Envelope>';
const ENC = 'http://schemas.xmlsoap.org/soap/encoding/';

const term = (value: string): SoapPart => ({ name: 'term', kind: 'string', value });
/** The text between <term …> and </term> of a one-part envelope. */
const termText = (value: string) => {
  const xml = buildEnvelope(NS, 'getSpellingSuggestions', [term(value)]);
  return xml.slice(xml.indexOf('>', xml.indexOf('<term ')) + 1, xml.indexOf('</term>'));
};

describe('buildEnvelope', () => {
  it('writes a call without parts as one empty element (reference §3.1, §3.7)', () => {
    expect(buildEnvelope(NS, 'getTermTypes', [])).toBe(
      `${HEAD}<ns1:getTermTypes soapenv:encodingStyle="${ENC}" xmlns:ns1="${NS}"/>${TAIL}`,
    );
  });

  it('writes the 3-part findRxcuiByString exactly like the worked request of §3.2', () => {
    const xml = buildEnvelope(NS, 'findRxcuiByString', [
      term('aspirin'),
      { name: 'sources', kind: 'string[]', value: ['MTHSPL', 'MMSL'] },
      { name: 'allSourcesFlag', kind: 'int', value: 1 },
    ]);
    expect(xml).toBe(
      HEAD +
        `<ns1:findRxcuiByString soapenv:encodingStyle="${ENC}" xmlns:ns1="${NS}">` +
        `<term xsi:type="soapenc:string" xmlns:soapenc="${ENC}">aspirin</term>` +
        `<sources soapenc:arrayType="soapenc:string[2]" xsi:type="soapenc:Array" xmlns:soapenc="${ENC}">` +
        '<sources xsi:type="soapenc:string">MTHSPL</sources><sources xsi:type="soapenc:string">MMSL</sources>' +
        '</sources><allSourcesFlag xsi:type="xsd:int">1</allSourcesFlag></ns1:findRxcuiByString>' +
        TAIL,
    );
  });

  it('writes an empty string array with arrayType [0] and no items', () => {
    const xml = buildEnvelope(NS, 'getMultiIngredBrand', [{ name: 'ids', kind: 'string[]', value: [] }]);
    expect(xml).toContain(
      `<ids soapenc:arrayType="soapenc:string[0]" xsi:type="soapenc:Array" xmlns:soapenc="${ENC}"/></ns1:getMultiIngredBrand>`,
    );
  });

  it('takes the request namespace from its argument, escaped', () => {
    const xml = buildEnvelope('urn:test?a=1&b="2"', 'getIdTypes', []);
    expect(xml).toContain('xmlns:ns1="urn:test?a=1&amp;b=&quot;2&quot;"');
    expect(() => buildEnvelope('', 'getIdTypes', [])).toThrow(/namespace/);
  });

  it('escapes the five XML specials, so "]]>" never appears raw', () => {
    expect(termText(`a<b & c>d "e" 'f'`)).toBe('a&lt;b &amp; c&gt;d &quot;e&quot; &apos;f&apos;');
    expect(termText('x]]>y')).toBe('x]]&gt;y');
    expect(termText('&amp;')).toBe('&amp;amp;');
  });

  it('keeps tab and LF, and writes CR as a reference so a parser cannot turn it into LF', () => {
    expect(termText('a\tb\nc\rd')).toBe('a\tb\nc&#xD;d');
  });

  it('keeps astral characters and non-Latin text as they are', () => {
    expect(termText('💊 アスピリン 𝔸')).toBe('💊 アスピリン 𝔸');
  });

  it.each([
    ['U+0000', 'ab\u0000c', 0x0, 2],
    ['U+0001', '\u0001', 0x1, 0],
    ['U+001F', 'x\u001F', 0x1f, 1],
    ['U+FFFE', 'as\uFFFEpirin', 0xfffe, 2],
    ['U+FFFF', '\uFFFF', 0xffff, 0],
    ['a lone high surrogate', 'a\uD83D', 0xd83d, 1],
    ['a lone low surrogate', 'a\uDC8Ab', 0xdc8a, 1],
    ['a reversed surrogate pair', '\uDC8A\uD83D', 0xdc8a, 0],
  ])('refuses %s with a typed error naming the part', (_label, value, codePoint, index) => {
    let error: unknown;
    try {
      buildEnvelope(NS, 'getSpellingSuggestions', [term(value)]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(XmlCharacterError);
    expect(error).toMatchObject({ part: 'term', codePoint, index });
    expect((error as Error).message).toContain(`position ${index + 1}`);
  });

  it('refuses a bad character inside a string array item too', () => {
    expect(() =>
      buildEnvelope(NS, 'getMultiIngredBrand', [
        { name: 'ids', kind: 'string[]', value: ['1191', 'x\u0000'] },
      ]),
    ).toThrow(XmlCharacterError);
  });

  it('accepts the xsd:int range and refuses what is not an xsd:int', () => {
    const flag = (value: number): SoapPart[] => [{ name: 'allSourcesFlag', kind: 'int', value }];
    expect(buildEnvelope(NS, 'op', flag(-2147483648))).toContain('>-2147483648</allSourcesFlag>');
    expect(buildEnvelope(NS, 'op', flag(2147483647))).toContain('>2147483647</allSourcesFlag>');
    for (const bad of [2147483648, 1.5, Number.NaN, Infinity])
      expect(() => buildEnvelope(NS, 'op', flag(bad))).toThrow(RangeError);
  });

  it('refuses operation and part names that are not XML names', () => {
    expect(() => buildEnvelope(NS, 'get Drugs', [])).toThrow(/operation name/);
    expect(() => buildEnvelope(NS, 'getDrugs', [{ name: 'a<b', kind: 'string', value: '' }])).toThrow(
      /part name/,
    );
  });
});
