// @vitest-environment node
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { axisResponse, conceptSample, groupSample, type SampleValue } from './axis-sample.ts';
import { decodeSoapResponse } from './decode.ts';
import { buildEnvelope } from './envelope.ts';
import { XmlCharacterError } from './xml-text.ts';

/** One character XML 1.0 can carry, biased towards the ones that need escaping. */
const xmlChar = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '<',
      '&',
      '>',
      '"',
      "'",
      ']]>',
      '\r',
      '\n',
      '\t',
      ' ',
      '&amp;',
      '&#x41;',
      '&nbsp;',
    ),
  },
  { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCodePoint(c)) },
  { weight: 2, arbitrary: fc.integer({ min: 0xa0, max: 0xd7ff }).map((c) => String.fromCodePoint(c)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xe000, max: 0xfffd }).map((c) => String.fromCodePoint(c)) },
  { weight: 2, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)) },
);
const xmlString = fc.string({ unit: xmlChar, maxLength: 40 });

/** Code units XML 1.0 cannot carry, including halves of surrogate pairs. */
const forbiddenUnit = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 0x9 && c !== 0xa && c !== 0xd),
  fc.integer({ min: 0xd800, max: 0xdfff }),
  fc.constantFrom(0xfffe, 0xffff),
);

// An independent reader: stock fast-xml-parser with entity decoding on (htmlEntities adds
// character references), not the decoder under test.
const oracle = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (_name, jpath) => String(jpath).endsWith('.sources.sources'),
});

type OracleText = string | { '#text'?: string };
const textOf = (node: OracleText) => (typeof node === 'string' ? node : (node['#text'] ?? ''));

describe('envelope round trip (property)', () => {
  it('any XML-valid string and string array parse back unchanged', () => {
    fc.assert(
      fc.property(xmlString, fc.array(xmlString, { maxLength: 5 }), (term, sources) => {
        const xml = buildEnvelope('http://db.rxnorm.nlm.nih.gov', 'findRxcuiByString', [
          { name: 'term', kind: 'string', value: term },
          { name: 'sources', kind: 'string[]', value: sources },
          { name: 'allSourcesFlag', kind: 'int', value: 1 },
        ]);
        expect(xml).not.toMatch(/\]\]>/);
        const call = oracle.parse(xml).Envelope.Body.findRxcuiByString;
        expect(textOf(call.term)).toBe(term);
        const items: OracleText[] = typeof call.sources === 'object' ? (call.sources.sources ?? []) : [];
        expect(items.map(textOf)).toEqual(sources);
        expect(textOf(call.allSourcesFlag)).toBe('1');
      }),
      { numRuns: 300 },
    );
  });

  it('a string with a character XML cannot carry is refused at its position', () => {
    fc.assert(
      fc.property(xmlString, forbiddenUnit, xmlString, (before, unit, after) => {
        // A high surrogate followed by a low one would be a valid pair: keep the unit alone.
        const safeAfter = unit >= 0xd800 && unit <= 0xdbff ? `x${after}` : after;
        const safeBefore = unit >= 0xdc00 && unit <= 0xdfff ? `${before}x` : before;
        const value = safeBefore + String.fromCharCode(unit) + safeAfter;
        try {
          buildEnvelope('urn:x', 'getDrugs', [{ name: 'name', kind: 'string', value }]);
        } catch (e) {
          expect(e).toBeInstanceOf(XmlCharacterError);
          expect(e).toMatchObject({ part: 'name', codePoint: unit, index: safeBefore.length });
          return;
        }
        throw new Error('nothing was thrown');
      }),
      { numRuns: 200 },
    );
  });
});

/** What the decoder should give for a sample value. */
function plain(v: SampleValue): unknown {
  if (v === null || typeof v === 'string') return v;
  if ('array' in v) return v.items.map(plain);
  return Object.fromEntries(v.fields.map(([k, x]) => [k, plain(x)]));
}

/** A seeded Fisher–Yates shuffle standing in for Axis's HashSet order. */
function seededShuffle(seed: number) {
  return (ids: string[]) => {
    let x = seed >>> 0 || 1;
    for (let i = ids.length - 1; i > 0; i--) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const j = x % (i + 1);
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    return ids;
  };
}

const nullable = fc.option(xmlString, { nil: null, freq: 5 });
const concept = fc
  .record({
    CUI: nullable,
    LAT: nullable,
    RXCUI: nullable,
    STR: nullable,
    SUPPRESS: nullable,
    SY: nullable,
    TTY: nullable,
  })
  .map(conceptSample);
const group = fc
  .tuple(nullable, fc.option(fc.array(concept, { maxLength: 4 }), { nil: null, freq: 6 }))
  .map(([type, concepts]) => groupSample(type, concepts));
const layout = fc.record({
  multiRef: fc.boolean(),
  itemName: fc.constantFrom('array' as const, 'item' as const),
  seed: fc.integer(),
});

describe('Axis response round trip (property)', () => {
  it('random string arrays decode back unchanged', () => {
    fc.assert(
      fc.property(fc.array(nullable, { maxLength: 8 }), layout, (items, { itemName }) => {
        const value: SampleValue = { array: 'string', items };
        expect(decodeSoapResponse(axisResponse('getNDCs', value, { itemName }))).toEqual(items);
      }),
      { numRuns: 300 },
    );
  });

  it('random concept groups in shuffled multiRefs (or inline) decode back unchanged', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 5 }), layout, (groups, { multiRef, itemName, seed }) => {
        const value: SampleValue = { array: 'RxConceptGroup', items: groups };
        const xml = axisResponse('getDrugs', value, { multiRef, itemName, shuffle: seededShuffle(seed) });
        expect(decodeSoapResponse(xml)).toEqual(plain(value));
      }),
      { numRuns: 200 },
    );
  });
});
