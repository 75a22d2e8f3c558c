import { strToU8, zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseStoredBasket } from './validate.ts';
import { decodeBasket, encodeBasket } from './share.ts';
import { testEntry } from './testing.ts';
import type { Basket } from './types.ts';

const token = (json: unknown) =>
  btoa(String.fromCharCode(...zlibSync(strToU8(JSON.stringify(json)))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('share links and storage carry rules', () => {
  it('a whole chapter is one rule in a short link, with the options and identity', () => {
    const b: Basket = {
      name: 'Circulatory',
      description: '',
      entries: [
        testEntry('ICD10CM', '9', 'Diseases of the circulatory system', {
          exclude: false,
          scope: 'descendants',
        }),
        testEntry('ICD10CM', 'I21.9', 'AMI, unspecified', { exclude: true, scope: 'code' }),
        testEntry('ICD10CM', 'I22', 'Subsequent STEMI', { exclude: false, scope: 'descendants', depth: 2 }),
        testEntry('RXNORM', '29046', 'lisinopril', { exclude: false, scope: 'products' }),
        testEntry('SNOMEDCT_US', '22298006', 'Myocardial infarction'),
      ],
      options: { icdGroupers: false, icdBillableOnly: true },
      url: 'https://example.org/fhir/ValueSet/circ',
      version: '1.0.0',
    };
    const enc = encodeBasket(b);
    if (!enc.ok) throw new Error('too long');
    expect(enc.token.length).toBeLessThan(600);
    const back = decodeBasket(enc.token);
    expect(back.entries.map((e) => e.id)).toEqual(b.entries.map((e) => e.id));
    expect(back.entries.map((e) => e.rule)).toEqual(b.entries.map((e) => e.rule));
    expect(back.options).toEqual(b.options);
    expect(back).toMatchObject({ url: b.url, version: b.version });
  });

  it('old v1 links (codes only) still open as "include this code" entries', () => {
    const old = token({
      v: 1,
      n: 'Old',
      d: '',
      e: [['ICD10CM', 'I21', 'AMI', '', '', 'current', '2026-01-01T00:00:00.000Z']],
    });
    const b = decodeBasket(old);
    expect(b.entries).toEqual([
      expect.objectContaining({ id: 'ICD10CM|I21', code: 'I21', system: 'ICD10CM' }),
    ]);
    expect(b.entries[0]!.rule).toBeUndefined();
  });

  it('a link with a made-up rule is refused', () => {
    const bad = token({
      v: 2,
      n: 'x',
      d: '',
      e: [['ICD10CM', 'I21', '', '', '', 'current', '2026-01-01T00:00:00Z', '+everything']],
    });
    expect(() => decodeBasket(bad)).toThrow(/rule/);
  });

  it('a basket stored before rules existed loads unchanged; a damaged stored expansion is dropped', () => {
    const stored = JSON.stringify({
      name: 'Before',
      description: '',
      entries: [
        {
          system: 'ICD10CM',
          code: 'I26',
          display: 'PE',
          from: null,
          release: 'current',
          addedAt: '2026-01-01T00:00:00Z',
        },
      ],
      expansion: { codes: 'not a list' },
    });
    const b = parseStoredBasket(stored)!;
    expect(b.entries[0]).toMatchObject({ id: 'ICD10CM|I26', code: 'I26' });
    expect(b.expansion).toBeUndefined();
  });
});
