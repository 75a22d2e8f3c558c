import { describe, expect, it } from 'vitest';
import type { DoTerm } from './disease-ontology.ts';
import { assignRealCuis, xrefJoins } from './disease-ontology.ts';
import { isResidualCategory, nameSimilarity, sharesWord } from './names.ts';

const term = (id: string, name: string, xrefs: string[], parents: string[] = []): DoTerm => ({
  id,
  name,
  definition: null,
  synonyms: [],
  xrefs,
  parents,
  obsolete: false,
});

describe('name comparison', () => {
  it('ignores case, punctuation, plurals and filler words but keeps subtype letters', () => {
    expect(nameSimilarity('Coronary Artery Disease', 'coronary artery disease')).toBe(1);
    expect(nameSimilarity('Paratyphoid fever, unspecified', 'paratyphoid fever')).toBe(1);
    expect(nameSimilarity('Paratyphoid fever A', 'paratyphoid fever')).toBeLessThan(1);
    expect(nameSimilarity('Chronic ischemic heart disease', 'coronary artery disease')).toBe(0);
  });

  it('matches noun and adjective forms, and tells residual ICD-10-CM categories', () => {
    expect(sharesWord('Unspecified disorder of cornea', 'corneal disease')).toBe(true);
    expect(sharesWord('Malignant neoplasm of brain, unspecified', 'diffuse midline glioma')).toBe(false);
    expect(isResidualCategory('Other diseases of larynx')).toBe(true);
    expect(isResidualCategory('Lipomatosis, not elsewhere classified')).toBe(true);
    expect(isResidualCategory('Otitis media')).toBe(false);
  });
});

describe('which DO cross-references merge', () => {
  const cad = term('DOID:3393', 'coronary artery disease', [
    'ICD10CM:I20-I25',
    'ICD10CM:I25',
    'ICD10CM:I25.10',
    'MESH:D003324',
    'MESH:D003327',
    'MESH:D017202',
    'UMLS_CUI:C0010054',
    'UMLS_CUI:C0010068',
  ]);
  const names: Record<string, string> = {
    'I20-I25': 'Ischemic heart diseases',
    I25: 'Chronic ischemic heart disease',
    'I25.10': 'Atherosclerotic heart disease of native coronary artery without angina pectoris',
    D003324: 'Coronary Artery Disease',
    D003327: 'Coronary Disease',
    D017202: 'Myocardial Ischemia',
  };
  const nameOf = (code: string): string | undefined => names[code];

  it('joins only the closest code per source to a term that lumps several UMLS concepts', () => {
    expect(xrefJoins(cad, 'MSH', 'D003324', nameOf)).toBe(true);
    expect(xrefJoins(cad, 'MSH', 'D003327', nameOf)).toBe(false);
    expect(xrefJoins(cad, 'MSH', 'D017202', nameOf)).toBe(false);
    expect(xrefJoins(cad, 'ICD10CM', 'I25', nameOf)).toBe(false);
    expect(xrefJoins(cad, 'ICD10CM', 'I25.10', nameOf)).toBe(false);
  });

  it('never joins an ICD-10-CM block, even to a term with one CUI', () => {
    const ihd = term('DOID:3393', 'ischemic heart disease', ['ICD10CM:I20-I25', 'UMLS_CUI:C0151744']);
    expect(xrefJoins(ihd, 'ICD10CM', 'I20-I25', nameOf)).toBe(false);
  });

  it('gives a CUI several terms name first to the broadest of them', () => {
    const shfm = term('DOID:0090020', 'split hand-foot malformation', ['UMLS_CUI:C0265554']);
    const shfm2 = term(
      'DOID:0090027',
      'split hand-foot malformation 2',
      ['UMLS_CUI:C0265554'],
      ['DOID:0090020'],
    );
    const shfm3 = term(
      'DOID:0090025',
      'split hand-foot malformation 3',
      ['UMLS_CUI:C0265554', 'UMLS_CUI:C1861453'],
      ['DOID:0090020'],
    );
    const cuis = assignRealCuis([shfm2, shfm3, shfm]);
    expect(cuis.get('DOID:0090020')).toBe('C0265554');
    expect(cuis.get('DOID:0090027')).toBeUndefined();
    expect(cuis.get('DOID:0090025')).toBe('C1861453');
  });
});
