import { describe, expect, it } from 'vitest';
import type { Atom } from '../../api/uts/index.ts';
import { codesBySource, shortPath, synonyms } from './reportModel.ts';

const atom = (
  rootSource: string,
  name: string,
  code: string | null,
  language = 'ENG',
  termType = 'PT',
): Atom => ({
  kind: 'Atom',
  ui: `A${Math.random()}`,
  name,
  termType,
  language,
  rootSource,
  suppressible: false,
  obsolete: false,
  concept: null,
  code: code === null ? null : { kind: 'source', id: code, source: rootSource, release: null, url: '' },
  sourceConcept: null,
  sourceDescriptor: null,
  links: {
    attributes: null,
    relations: null,
    parents: null,
    children: null,
    ancestors: null,
    descendants: null,
  },
  release: null,
});

describe('codesBySource', () => {
  it('lists each code once per source, sources alphabetical, names without case repeats', () => {
    const out = codesBySource([
      atom('MSH', 'Myocardial Infarction', 'D009203'),
      atom('DOID', 'myocardial infarction', 'DOID:5844'),
      atom('DOID', 'heart attack', 'DOID:5844'),
      atom('DOID', 'Heart Attack', 'DOID:5844'),
      atom('NCI', 'myocardial infarction', 'C27996'),
      atom('SRC', 'no code', null),
    ]);
    expect(out).toEqual([
      {
        sab: 'DOID',
        codes: [{ code: 'DOID:5844', names: ['myocardial infarction', 'heart attack'], more: 0 }],
      },
      { sab: 'MSH', codes: [{ code: 'D009203', names: ['Myocardial Infarction'], more: 0 }] },
      { sab: 'NCI', codes: [{ code: 'C27996', names: ['myocardial infarction'], more: 0 }] },
    ]);
  });

  it("leaves out MeSH's permuted terms and cuts a long list of names, counting the rest", () => {
    const mesh = [
      atom('MSH', 'Myocardial Infarction', 'D009203', 'ENG', 'MH'),
      atom('MSH', 'Infarction, Myocardial', 'D009203', 'ENG', 'PM'),
      atom('MSH', 'Heart Attack', 'D009203', 'ENG', 'ET'),
      atom('MSH', 'Heart Attacks', 'D009203', 'ENG', 'PM'),
      atom('MSH', 'Myocardial Infarct', 'D009203', 'ENG', 'ET'),
    ];
    expect(codesBySource(mesh)).toEqual([
      {
        sab: 'MSH',
        codes: [
          {
            code: 'D009203',
            names: ['Myocardial Infarction', 'Heart Attack', 'Myocardial Infarct'],
            more: 0,
          },
        ],
      },
    ]);
    expect(codesBySource(mesh, 2)[0]?.codes[0]).toEqual({
      code: 'D009203',
      names: ['Myocardial Infarction', 'Heart Attack'],
      more: 1,
    });
    expect(synonyms(mesh, 'Myocardial Infarction').names).toEqual(['Heart Attack', 'Myocardial Infarct']);
  });
});

describe('synonyms', () => {
  it('leaves out the concept name and repeats, English first, and counts what is cut', () => {
    const atoms = [
      atom('MSH', 'Myocardial Infarction', 'x'),
      atom('MSH', 'Infarto', 'x', 'SPA'),
      atom('NCI', 'myocardial infarction', 'y'),
      atom('DOID', 'heart attack', 'z'),
      atom('DOID', 'Myocardial infarct', 'z'),
      atom('DOID', '<&>"\'', 'z'),
    ];
    expect(synonyms(atoms, 'Myocardial Infarction')).toEqual({
      names: ['heart attack', 'Myocardial infarct', '<&>"\'', 'Infarto'],
      more: 0,
    });
    expect(synonyms(atoms, 'Myocardial Infarction', 2)).toEqual({
      names: ['heart attack', 'Myocardial infarct'],
      more: 2,
    });
  });
});

describe('shortPath', () => {
  it('keeps short paths whole and cuts the middle of long ones', () => {
    expect(shortPath(['A', 'B', 'C'])).toEqual(['A', 'B', 'C']);
    expect(shortPath(['A', 'B', 'C', 'D', 'E'])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(shortPath(['A', 'B', 'C', 'D', 'E', 'F'])).toEqual(['A', '…', 'D', 'E', 'F']);
  });
});
