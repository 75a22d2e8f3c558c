// @vitest-environment node
import { createValueSetSchema } from '@solarahealth/fhir-r4';
import { Fhir } from 'fhir';
import { describe, expect, it } from 'vitest';
import { expandBasket } from './expand.ts';
import { buildValueSet, valueSetJson } from './fhir.ts';
import { basketFromFile } from './importFile.ts';
import { fakeDeps, testEntry } from './testing.ts';
import type { Basket } from './types.ts';
import type { VersionFacts } from '../export/systemVersion.ts';

const tree = {
  'ICD10CM|9': ['I20-I25'],
  'ICD10CM|I20-I25': ['I21', 'I22'],
  'ICD10CM|I21': ['I21.0', 'I21.4'],
  'ICD10CM|I21.0': ['I21.01', 'I21.02', 'I21.09'],
};
const schema = createValueSetSchema();
const fhir = new Fhir();

async function expanded(b: Basket): Promise<Basket> {
  const { deps } = fakeDeps(
    tree,
    {},
    { '29046': [{ code: '314076', name: 'lisinopril 10 MG Oral Tablet', leaf: true }] },
  );
  const x = await expandBasket(b, deps, '2025AB', { now: () => new Date('2026-11-27T09:00:00Z') });
  return { ...b, expansion: x };
}

const rules: Basket = {
  name: 'AMI <rules> & "friends"',
  description: "Hostile text: <script>alert('x')</script> =cmd|' /C calc'!A0",
  entries: [
    testEntry('ICD10CM', 'I21', 'Acute myocardial infarction', { exclude: false, scope: 'descendants' }),
    testEntry('ICD10CM', 'I21.02', 'STEMI of LAD', { exclude: true, scope: 'code' }),
    testEntry('ICD10CM', 'I20-I25', 'Ischemic heart diseases'),
    testEntry('RXNORM', '29046', 'lisinopril', { exclude: false, scope: 'products' }),
    testEntry('NDC', '00071015523', 'a package'),
    testEntry('SNOMEDCT_US', '22298006', 'Myocardial infarction'),
  ],
  url: 'https://example.org/fhir/ValueSet/ami',
  version: '2.0.0',
};

// The release's source list as it states ICD-10-CM's and SNOMED CT's own versions.
const OWN: Record<string, string> = { ICD10CM: '2021', SNOMEDCT_US: '2025_09_01' };
const versions: VersionFacts = {
  umlsRelease: '2025AB',
  source: (sab) =>
    OWN[sab] ? { sab, state: 'stated', name: sab, version: OWN[sab] } : { sab, state: 'unavailable' },
  rxnorm: null,
};

describe('rules ↔ FHIR R4 ValueSet (compose and expansion)', () => {
  it('writes is-a filters, exclusions, per-system versions and an expansion; both validators accept it', async () => {
    const b = await expanded(rules);
    const out = buildValueSet(b, { now: new Date('2026-11-27T10:00:00Z'), versions });
    const vs = JSON.parse(valueSetJson(out));
    expect(schema.safeParse(vs).error?.issues ?? []).toEqual([]);
    expect(fhir.validate(vs)).toEqual({ valid: true, messages: [] });
    expect(vs).toMatchObject({
      url: 'https://example.org/fhir/ValueSet/ami',
      version: '2.0.0',
      status: 'draft',
      publisher: expect.any(String),
      date: '2026-11-27T10:00:00.000Z',
    });
    const icd = 'http://hl7.org/fhir/sid/icd-10-cm';
    expect(vs.compose.include).toContainEqual({
      system: icd,
      version: '2021',
      filter: [{ property: 'concept', op: 'is-a', value: 'I21' }],
    });
    expect(vs.compose.exclude).toEqual([
      { system: icd, version: '2021', concept: [{ code: 'I21.02', display: 'STEMI of LAD' }] },
    ]);
    // The block label is not an ICD-10-CM code: not in compose, and said so.
    expect(JSON.stringify(vs.compose)).not.toContain('I20-I25');
    expect(out.notes.join(' ')).toMatch(/chapter or block/);
    // Products are no FHIR filter: written as the codes they gave.
    expect(vs.compose.include).toContainEqual({
      extension: [{ url: 'urn:terminology-browser:basket-rule', valueString: '+products 29046' }],
      system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
      version: '2025-11-03',
      concept: [{ code: '314076', display: 'lisinopril 10 MG Oral Tablet' }],
    });
    expect(vs.compose.include).toContainEqual(
      expect.objectContaining({
        system: 'http://hl7.org/fhir/sid/ndc',
        concept: [{ code: '00071015523', display: 'a package' }],
      }),
    );
    const codes = vs.expansion.contains.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['I21', 'I21.01', 'I21.09', '314076', '22298006']));
    expect(codes).not.toContain('I21.02');
    expect(vs.expansion.total).toBe(codes.length);
    expect(vs.expansion.timestamp).toBe('2026-11-27T09:00:00.000Z');
    expect(vs.expansion.parameter).toEqual(
      expect.arrayContaining([
        { name: 'umls-release', valueString: '2025AB' },
        { name: 'rxnorm-version', valueString: '2025-11-03' },
        { name: 'system-version', valueUri: `${icd}|2021` },
        { name: 'system-version', valueUri: 'http://snomed.info/sct|2025_09_01' },
      ]),
    );
    // The UMLS release stated apart, never as a code system's version.
    expect(JSON.stringify(vs.compose)).not.toContain('2025AB');
    expect(vs.purpose).toContain('Versions: UMLS release 2025AB; ICD10CM 2021');
    // Versions not known: none written rather than the UMLS release.
    const bare = JSON.parse(valueSetJson(buildValueSet(b, { now: new Date('2026-11-27T10:00:00Z') })));
    expect(bare.compose.include.find((i: { system: string }) => i.system === icd).version).toBeUndefined();
    // Hostile text stays text (JSON-escaped), never markup a consumer would run.
    expect(vs.description).toBe(rules.description);
    expect(vs.name).toMatch(/^[A-Z][A-Za-z0-9_]*$/);
  });

  it('round trip: the file reads back as the same rules, with its expansion kept as imported', async () => {
    const b = await expanded({
      ...rules,
      entries: rules.entries.filter((e) => e.rule?.scope !== 'products'),
    });
    const back = basketFromFile(valueSetJson(buildValueSet(b)), 'vs.json').basket;
    const ids = (x: Basket) => x.entries.map((e) => e.id).sort();
    expect(ids(back)).toEqual(ids(b).filter((id) => id !== 'ICD10CM|I20-I25'));
    expect(back.url).toBe(rules.url);
    expect(back.expansion?.origin).toBe('imported');
    expect(back.expansion?.codes.map((c) => c.code).sort()).toEqual(
      b.expansion!.codes.map((c) => c.code).sort(),
    );
  });

  it('a default canonical url and version when the user set none; no expansion while stale', async () => {
    const b = await expanded({ name: 'x', description: '', entries: [testEntry('ICD10CM', 'I21')] });
    const stale = { ...b, entries: [...b.entries, testEntry('ICD10CM', 'I22')] };
    const vs = buildValueSet(stale, {
      origin: 'http://localhost:5330',
      now: new Date('2026-11-27T10:00:00Z'),
    }).valueSet;
    expect(vs.url).toBe('http://localhost:5330/fhir/ValueSet/X');
    expect(vs.version).toBe('2026-11-27');
    expect(vs.expansion).toBeUndefined();
    expect(fhir.validate(JSON.parse(JSON.stringify(vs))).valid).toBe(true);
  });

  it('"billable only" survives the round trip: the is-a rule and the option come back, the leaf codes beside them', async () => {
    const billable: Basket = {
      name: 'AMI billable',
      description: '',
      entries: [
        testEntry('ICD10CM', 'I21', 'Acute myocardial infarction', { exclude: false, scope: 'descendants' }),
      ],
      options: { icdGroupers: false, icdBillableOnly: true },
    };
    const b = await expanded(billable);
    const vs = JSON.parse(
      valueSetJson(buildValueSet(b, { now: new Date('2026-11-27T10:00:00Z'), versions })),
    );
    expect(schema.safeParse(vs).error?.issues ?? []).toEqual([]);
    expect(fhir.validate(vs)).toEqual({ valid: true, messages: [] });
    // What any FHIR server reads: the leaves, enumerated; what this app reads back: the rule.
    expect(vs.compose.include).toEqual([
      {
        extension: [{ url: 'urn:terminology-browser:basket-rule', valueString: '+descendants I21' }],
        system: 'http://hl7.org/fhir/sid/icd-10-cm',
        version: '2021',
        concept: expect.arrayContaining([expect.objectContaining({ code: 'I21.01' })]),
      },
    ]);
    expect(vs.extension).toEqual([
      { url: 'urn:terminology-browser:basket-options', valueString: 'icd10cm-billable-only' },
    ]);
    const back = basketFromFile(JSON.stringify(vs), 'ami.json').basket;
    expect(back.options).toEqual({ icdGroupers: false, icdBillableOnly: true });
    expect(back.entries.map((e) => [e.code, e.rule])).toEqual([
      ['I21', { exclude: false, scope: 'descendants' }],
    ]);
    expect(back.expansion?.codes.map((c) => c.code).sort()).toEqual(['I21.01', 'I21.02', 'I21.09', 'I21.4']);
    // and out again, the same rules and option
    const again = buildValueSet(await expanded({ ...back, expansion: undefined }), {
      now: new Date('2026-11-27T10:00:00Z'),
      versions,
    }).valueSet;
    expect(again.compose).toEqual(vs.compose);
    expect(again.extension).toEqual(vs.extension);
  });
});
