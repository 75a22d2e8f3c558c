/** The small parsers and rules the builder applies to the source files. */
import { describe, expect, it } from 'vitest';
import { parseObo } from './disease-ontology.ts';
import { ndc11 } from './fda-ndc.ts';
import { meshTuiForTree } from './mesh.ts';

describe('ndc11', () => {
  it('pads each FDA package-code layout to the CMS 5-4-2 form', () => {
    expect(ndc11('0002-0152-01')).toBe('00002015201'); // 4-4-2
    expect(ndc11('50090-123-01')).toBe('50090012301'); // 5-3-2
    expect(ndc11('12345-6789-1')).toBe('12345678901'); // 5-4-1
  });

  it('rejects codes that are not three numeric segments', () => {
    expect(ndc11('0002-0152')).toBeNull();
    expect(ndc11('0002-01A2-01')).toBeNull();
  });
});

describe('parseObo', () => {
  const obo = [
    'format-version: 1.2',
    '',
    '[Term]',
    'id: DOID:5844',
    'name: myocardial infarction',
    'def: "A disease with \\"quoted\\" text." [url:http\\://example.org]',
    'synonym: "heart attack" EXACT []',
    'synonym: "cardiac infarction" RELATED []',
    'xref: UMLS_CUI:C0027051',
    'is_a: DOID:3393 ! coronary artery disease',
    '',
    '[Term]',
    'id: DOID:1',
    'name: gone',
    'is_obsolete: true',
    '',
    '[Typedef]',
    'id: part_of',
  ].join('\n');

  it('reads names, unescaped definitions, scoped synonyms, xrefs, parents and obsolescence', () => {
    expect(parseObo(obo)).toEqual([
      {
        id: 'DOID:5844',
        name: 'myocardial infarction',
        definition: 'A disease with "quoted" text.',
        synonyms: [
          { text: 'heart attack', scope: 'EXACT' },
          { text: 'cardiac infarction', scope: 'RELATED' },
        ],
        xrefs: ['UMLS_CUI:C0027051'],
        parents: ['DOID:3393'],
        obsolete: false,
      },
      { id: 'DOID:1', name: 'gone', definition: null, synonyms: [], xrefs: [], parents: [], obsolete: true },
    ]);
  });
});

describe('meshTuiForTree', () => {
  it('types descriptors by the most specific branch rule', () => {
    expect(meshTuiForTree('C14.280.647.500')).toBe('T047'); // Myocardial Infarction
    expect(meshTuiForTree('C04.557.337')).toBe('T191'); // a neoplasm
    expect(meshTuiForTree('C23.888.592')).toBe('T184'); // a sign or symptom
    expect(meshTuiForTree('D03.633.100')).toBe('T103');
    expect(meshTuiForTree('A11.251')).toBe('T025');
  });
});
