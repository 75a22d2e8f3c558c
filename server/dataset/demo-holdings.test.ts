/**
 * The About and Vocabularies pages say how much of each source the demo holds
 * (src/lib/demoHoldings.ts); those counts must be the committed dataset's, so a rebuild
 * with other content fails here until the pages say what users will find.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ABSENT_INGREDIENT_INITIALS, DEMO_HOLDINGS } from '../../src/lib/demoHoldings.ts';
import { DEMO_SYNTHETIC_CUI } from '../../src/lib/demoIds.ts';
import { DEMO_CONCEPT_COUNT } from '../../src/lib/demoCounts.ts';
import { loadDataset } from './load.ts';
import { SYNTHETIC_ID_PATTERNS, type Dataset } from './model.ts';

let ds: Dataset;
beforeAll(async () => {
  ds = await loadDataset();
});

describe('demo holdings shown to users', () => {
  it('counts every source concept of each served source', () => {
    const counts = new Map<string, number>();
    for (const s of ds.sourceConcepts.values()) counts.set(s.sab, (counts.get(s.sab) ?? 0) + 1);
    expect(Object.fromEntries(DEMO_HOLDINGS.map((h) => [h.sab, h.count]))).toEqual(
      Object.fromEntries(counts),
    );
  });

  it('counts the concepts the home page says the demo holds', () => {
    expect(DEMO_CONCEPT_COUNT).toBe(ds.concepts.size);
  });

  it('names each source as the emulator serves it', () => {
    for (const h of DEMO_HOLDINGS) expect(ds.sources.has(h.sab), h.sab).toBe(true);
  });

  it('is right about what is missing', () => {
    // The examples the pages give of held and absent content are right: every FY2021 code with
    // its extensions, but not U09.9 (post COVID-19 condition, new in FY2022).
    expect(ds.sourceConcepts.has('ICD10CM|E11.9')).toBe(true);
    expect(ds.sourceConcepts.has('ICD10CM|S72.001A')).toBe(true);
    expect(ds.sourceConcepts.has('ICD10CM|U09.9')).toBe(false);
    const ingredients = [...ds.rxnorm.concepts.values()].filter((c) => c.tty === 'IN');
    expect(ingredients.filter((c) => /^(acetaminophen|amoxicillin|atorvastatin)$/.test(c.name))).toEqual([]);
    expect([...ds.sources.keys()].filter((s) => s.startsWith('SNOMED'))).toEqual([]);
  });

  it('lacks exactly the ingredient initials the drug lookup says are absent', () => {
    // The lookup says "ingredients starting with A are absent": no ingredient of any kind starts
    // so, and every other initial the file covers still has ingredients.
    const ingredients = [...ds.rxnorm.concepts.values()].filter((c) => ['IN', 'PIN', 'MIN'].includes(c.tty));
    const initials = new Set(ingredients.map((c) => c.name.charAt(0).toUpperCase()));
    for (const i of DEMO_ABSENT_INGREDIENT_INITIALS) expect(initials.has(i), i).toBe(false);
    for (const i of 'BCDEFGHIKLMNOPRSTVZ') expect(initials.has(i), i).toBe(true);
  });

  it('marks as the demo’s own exactly the CUIs the emulator makes up', () => {
    expect(DEMO_SYNTHETIC_CUI.source).toBe(SYNTHETIC_ID_PATTERNS.cui.source);
  });
});
