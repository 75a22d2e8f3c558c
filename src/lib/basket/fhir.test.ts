// @vitest-environment node
import { createValueSetSchema } from '@solarahealth/fhir-r4';
import { describe, expect, it } from 'vitest';
import { buildValueSet, machineName, valueSetJson } from './fhir.ts';
import { basketFromFile } from './importFile.ts';
import { entryId, type Basket, type BasketEntry } from './types.ts';

const e = (system: string, code: string, display: string, release = '2025AB'): BasketEntry => ({
  id: entryId(system, code),
  system,
  code,
  display,
  from: null,
  release,
  addedAt: '2026-11-23T10:00:00.000Z',
});

const basket: Basket = {
  name: 'Heart attack codes',
  description: 'Codes for myocardial infarction across vocabularies.',
  entries: [
    e('SNOMEDCT_US', '22298006', 'Myocardial infarction'),
    e('ICD10CM', 'I21.9', 'Acute myocardial infarction, unspecified'),
    e('RXNORM', '1191', 'aspirin'),
    e('LNC', '10839-9', 'Troponin I.cardiac'),
    e('MSH', 'D009203', 'Myocardial Infarction'),
    e('UMLS', 'C0027051', 'Myocardial Infarction', '2024AA'),
    e('NCI', 'C27996', 'Myocardial Infarction'),
    e('GO', 'GO:0005575', 'cellular_component'),
    e('SNOMEDCT_US', '57054005', 'Acute myocardial infarction'),
  ],
};

// The R4 ValueSet structure as Zod schemas generated from the FHIR R4 (4.0.1) definitions.
const schema = createValueSetSchema();

describe('FHIR R4 ValueSet export', () => {
  const out = buildValueSet(basket, new Date('2026-11-23T12:00:00Z'));

  it('is a valid R4 ValueSet', () => {
    const result = schema.safeParse(JSON.parse(valueSetJson(out)));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('the schema does refuse what a broken builder could write', () => {
    const vs = JSON.parse(valueSetJson(out));
    expect(schema.safeParse({ ...vs, status: 'pending' }).success).toBe(false);
    expect(schema.safeParse({ ...vs, date: '23/11/2026' }).success).toBe(false);
    expect(schema.safeParse({ ...vs, compose: { include: [{ system: 1 }] } }).success).toBe(false);
    expect(schema.safeParse({ ...vs, concepts: [] }).success).toBe(false);
  });

  it('has one include per known system with THO canonical URIs, codes and displays', () => {
    expect(out.valueSet.compose.include.map((i) => i.system)).toEqual([
      'http://snomed.info/sct',
      'http://hl7.org/fhir/sid/icd-10-cm',
      'http://www.nlm.nih.gov/research/umls/rxnorm',
      'http://loinc.org',
      'https://www.nlm.nih.gov/mesh',
      'http://terminology.hl7.org/CodeSystem/umls',
      'http://ncicb.nci.nih.gov/xml/owl/EVS/Thesaurus.owl',
    ]);
    expect(out.valueSet.compose.include[0]?.concept).toEqual([
      { code: '22298006', display: 'Myocardial infarction' },
      { code: '57054005', display: 'Acute myocardial infarction' },
    ]);
  });

  it('leaves out a source with no known URI and says so, with the retired UMLS note', () => {
    expect(out.omitted).toEqual([{ system: 'GO', count: 1 }]);
    expect(JSON.stringify(out.valueSet)).not.toContain('GO:0005575');
    expect(out.notes.join(' ')).toMatch(/GO \(1\)/);
    expect(out.notes.join(' ')).toMatch(/retired/);
    // Entries read in two releases: the file cannot name one, and says so.
    expect(out.valueSet.purpose).toMatch(/no version/);
  });

  it('names it as FHIR wants (capital first, no spaces)', () => {
    expect(out.valueSet.name).toBe('HeartAttackCodes');
    expect(machineName('  2 codes é! ')).toBe('ValueSet2CodesE');
  });

  it('reads back in as the same codes (known systems only)', () => {
    const back = basketFromFile(valueSetJson(out), 'vs.json').basket;
    const ids = (list: readonly BasketEntry[]) => list.map((x) => x.id).sort();
    expect(ids(back.entries)).toEqual(ids(basket.entries.filter((x) => x.system !== 'GO')));
    expect(back.name).toBe('Heart attack codes');
  });
});
