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
    const back = basketFromFile(toCsv(entries, BASKET_COLUMNS), 'heart.csv').basket;
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
      /example.org.*does not read/,
    ],
    [
      'a filter',
      '{"resourceType":"ValueSet","compose":{"include":[{"system":"http://loinc.org","filter":[{}]}]}}',
      /filter has no value/,
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

describe('import of what people have', () => {
  const vs = (body: object) => JSON.stringify({ resourceType: 'ValueSet', status: 'active', ...body });

  it('an expansion-only ValueSet ($expand, VSAC) becomes its codes, with the expansion kept as imported', () => {
    const { basket, report } = basketFromFile(
      vs({
        expansion: {
          timestamp: '2025-01-01T00:00:00Z',
          parameter: [{ name: 'umls-release', valueString: '2024AB' }],
          contains: [
            { system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I21', display: 'AMI' },
            {
              system: 'http://id.nlm.nih.gov/mesh',
              code: 'D009203',
              display: 'Myocardial Infarction',
              contains: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I21.09' }],
            },
          ],
        },
      }),
      'x.json',
    );
    expect(basket.entries.map((e) => e.id)).toEqual(['ICD10CM|I21', 'MSH|D009203', 'ICD10CM|I21.09']);
    expect(basket.expansion).toMatchObject({
      origin: 'imported',
      release: '2024AB',
      timestamp: '2025-01-01T00:00:00Z',
    });
    expect(report.leftOut).toEqual([]);
  });

  it('compose filters become rules; a mixed file with an unknown system imports the rest and says why', () => {
    const { basket, report } = basketFromFile(
      vs({
        compose: {
          include: [
            {
              system: 'http://hl7.org/fhir/sid/icd-10-cm',
              version: '2025AB',
              filter: [{ property: 'concept', op: 'is-a', value: 'I21' }],
            },
            {
              system: 'http://hl7.org/fhir/sid/icd-10-cm',
              filter: [{ property: 'concept', op: 'descendent-of', value: 'I22' }],
            },
            { system: 'http://example.org/local-codes', concept: [{ code: 'A' }, { code: 'B' }] },
            { system: 'http://loinc.org', filter: [{ property: 'CLASS', op: '=', value: 'CHEM' }] },
            { system: 'http://snomed.info/sct', concept: [{ code: '22298006', display: '<b>MI</b>' }] },
          ],
          exclude: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', concept: [{ code: 'I21.02' }] }],
        },
      }),
      'x.json',
    );
    expect(basket.entries.map((e) => [e.id, e.release])).toEqual([
      ['ICD10CM|I21|+descendants', '2025AB'],
      ['ICD10CM|I22|+descendants', 'current'],
      ['ICD10CM|I22|-code', 'current'],
      ['SNOMEDCT_US|22298006', 'current'],
      ['ICD10CM|I21.02|-code', 'current'],
    ]);
    expect(basket.entries[3]!.display).toBe('<b>MI</b>');
    expect(report.leftOut).toEqual([
      {
        where: 'compose.include[2]',
        what: 'http://example.org/local-codes (2 items)',
        why: 'a code system this app does not read',
      },
      { where: 'compose.include[3]', what: 'LNC filter', why: 'filters on “CLASS” have no rule here' },
    ]);
  });

  it('a ValueSet with 50 systems, 49 unknown, imports the one it knows', () => {
    const include = Array.from({ length: 50 }, (_, i) => ({
      system: i === 0 ? 'http://loinc.org' : `http://example.org/system-${i}`,
      concept: [{ code: `${i}-1` }],
    }));
    const { basket, report } = basketFromFile(vs({ compose: { include } }), 'x.json');
    expect(basket.entries.map((e) => e.id)).toEqual(['LNC|0-1']);
    expect(report.leftOut).toHaveLength(49);
  });

  it('CSV rows keep their rules', () => {
    const csv = 'system,code,display,rule\r\nICD10CM,I21,AMI,+descendants\r\nICD10CM,I21.02,x,-code\r\n';
    expect(basketFromFile(csv, 'r.csv').basket.entries.map((e) => e.id)).toEqual([
      'ICD10CM|I21|+descendants',
      'ICD10CM|I21.02|-code',
    ]);
    expect(() => basketFromFile('system,code,rule\r\nLNC,1,+all\r\n', 'r.csv')).toThrow(/not a rule/);
  });

  it('reads the CSV this app writes now ("From kind") and the snake_case one it wrote before', () => {
    const entry = {
      system: 'MSH',
      code: 'D009203',
      display: 'MI',
      from: { kind: 'CUI' as const, id: 'C0027051' },
    };
    const now = toCsv(
      [{ ...entry, id: 'MSH|D009203', release: '2025AB', addedAt: '2026-11-27T12:00:00.000Z' }],
      BASKET_COLUMNS,
    );
    expect(now.split('\r\n')[0]).toBe(
      '\uFEFFSystem,Code,Display,From kind,From id,Release,Added at,FHIR system,Rule',
    );
    const before = 'system,code,display,from_kind,from_id,release\r\nMSH,D009203,MI,CUI,C0027051,2025AB\r\n';
    for (const csv of [now, before])
      expect(basketFromFile(csv, 'b.csv').basket.entries).toEqual([
        expect.objectContaining({ ...entry, release: '2025AB' }),
      ]);
  });
});
