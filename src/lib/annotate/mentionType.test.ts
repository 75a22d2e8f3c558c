// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mentionTypeOf } from './mentionType.ts';

const concept = (name: string, ...tuis: string[]) => ({
  name,
  semanticTypes: tuis.map((tui) => ({ tui, name: tui })),
});

describe('mentionTypeOf', () => {
  it('types a disorder as a disease and a substance as a chemical', () => {
    expect(mentionTypeOf(concept('Hypertension', 'T047'))).toBe('Disease');
    expect(mentionTypeOf(concept('Headache', 'T184'))).toBe('Disease');
    expect(mentionTypeOf(concept('Cisplatin', 'T197', 'T121'))).toBe('Chemical');
    expect(mentionTypeOf(concept('Haloperidol', 'T109', 'T121'))).toBe('Chemical');
    expect(mentionTypeOf(concept('Lithium', 'T103'))).toBe('Chemical');
  });

  it('leaves out a class of drugs named by what it does (Pharmacologic Substance alone)', () => {
    expect(mentionTypeOf(concept('Anticonvulsants', 'T121'))).toBeNull();
    expect(mentionTypeOf(concept('Calcium Channel Blockers', 'T121'))).toBeNull();
  });

  it('leaves out gene products, by their types or, typed only Chemical, by their names', () => {
    expect(mentionTypeOf(concept('Albumins', 'T116'))).toBeNull();
    expect(mentionTypeOf(concept('Creatine Kinase', 'T116', 'T126'))).toBeNull();
    expect(mentionTypeOf(concept('Transaminases', 'T103'))).toBeNull();
    expect(mentionTypeOf(concept('Receptors, Dopamine D2', 'T103'))).toBeNull();
    expect(mentionTypeOf(concept('RNA, Messenger', 'T103'))).toBeNull();
    expect(mentionTypeOf(concept('Atrial Natriuretic Factor', 'T103'))).toBeNull();
    // A drug that is a protein keeps its type when it has one more than the protein's.
    expect(mentionTypeOf(concept('Insulin', 'T116', 'T121', 'T125'))).toBe('Chemical');
    // "-ase" inside words that name no enzyme.
    expect(mentionTypeOf(concept('Purine Bases', 'T103'))).toBe('Chemical');
  });

  it('types nothing else (anatomy, procedures, unknown types)', () => {
    expect(mentionTypeOf(concept('Liver', 'T023'))).toBeNull();
    expect(mentionTypeOf(concept('Nothing known', 'T999'))).toBeNull();
  });
});
