import { describe, expect, it } from 'vitest';
import type { Atom } from '../../api/uts/index.ts';
import { codesBySource, shortPath, synonyms } from './reportModel.ts';

const atom = (rootSource: string, name: string, code: string | null, language = 'ENG'): Atom => ({
  kind: 'Atom',
  ui: `A${Math.random()}`,
  name,
  termType: 'PT',
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
      { sab: 'DOID', codes: [{ code: 'DOID:5844', names: ['myocardial infarction', 'heart attack'] }] },
      { sab: 'MSH', codes: [{ code: 'D009203', names: ['Myocardial Infarction'] }] },
      { sab: 'NCI', codes: [{ code: 'C27996', names: ['myocardial infarction'] }] },
    ]);
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
