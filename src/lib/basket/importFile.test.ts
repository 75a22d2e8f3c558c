// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toCsv } from '../export/csv.ts';
import { BASKET_COLUMNS } from './csvColumns.ts';
import { basketFromFile } from './importFile.ts';
import { entryId, type BasketEntry } from './types.ts';

const entries: BasketEntry[] = [
  {
    id: entryId('ICD10CM', 'I21.9'),
    system: 'ICD10CM',
    code: 'I21.9',
    display: 'Acute MI, "unspecified"',
    from: { kind: 'CUI', id: 'C0155626' },
    release: '2024AA',
    addedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: entryId('LNC', '-1'),
    system: 'LNC',
    code: '-1',
    display: '=HYPERLINK("x")',
    from: null,
    release: 'current',
    addedAt: '2026-01-02T00:00:00.000Z',
  },
];

describe('basket import', () => {
  it('reads the exported CSV back exactly (quotes, formula guard, releases)', () => {
    const back = basketFromFile(toCsv(entries, BASKET_COLUMNS), 'heart.csv');
    expect(back.entries).toEqual(entries);
    expect(back.name).toBe('heart');
  });

  it.each([
    ['not JSON', '{"resourceType": ', /not valid JSON/],
    ['another resource', '{"resourceType":"Patient"}', /not a FHIR ValueSet/],
    ['no codes', '{"resourceType":"ValueSet","compose":{"include":[]}}', /no compose.include/],
    [
      'an unknown system',
      '{"resourceType":"ValueSet","compose":{"include":[{"system":"http://example.org/x","concept":[{"code":"1"}]}]}}',
      /example.org.*not one this app reads/,
    ],
    [
      'a filter',
      '{"resourceType":"ValueSet","compose":{"include":[{"system":"http://loinc.org","filter":[{}]}]}}',
      /filters/,
    ],
    [
      'a concept without code',
      '{"resourceType":"ValueSet","compose":{"include":[{"system":"http://loinc.org","concept":[{"display":"x"}]}]}}',
      /has no code/,
    ],
    ['a CSV without a code column', 'system,name\r\nLNC,x\r\n', /no “code” column/],
    ['a CSV with a bad system', 'system,code\r\n<img>,1\r\n', /not a source abbreviation/],
    ['a CSV with a bad release', 'system,code,release\r\nLNC,1,2025 AB; drop\r\n', /not a release/],
    ['an empty CSV', 'system,code\r\n', /no rows/],
  ])('refuses %s with the reason', (_what, text, reason) => {
    expect(() => basketFromFile(text, 'x.json')).toThrow(reason);
  });
});
