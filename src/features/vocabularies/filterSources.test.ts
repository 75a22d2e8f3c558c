// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RootSource } from '../../api/uts/index.ts';
import { filterSources, restrictionLabel } from './filterSources.ts';

const source = (abbreviation: string, expandedForm: string, extra: Partial<RootSource> = {}): RootSource => ({
  abbreviation,
  expandedForm,
  family: abbreviation,
  language: { abbreviation: 'ENG', expandedForm: 'English' },
  restrictionLevel: 0,
  acquisitionContact: null,
  contentContact: null,
  licenseContact: null,
  contextType: null,
  shortName: null,
  hierarchicalName: null,
  preferredName: null,
  synonymousNames: [],
  ...extra,
});

const SOURCES = [
  source('MSH', 'Medical Subject Headings, 2017', { shortName: 'MeSH' }),
  source('ICD10CM', 'International Classification of Diseases, Tenth Revision, Clinical Modification'),
  source('MSHSPA', 'Descriptores en Ciencias de la Salud', {
    family: 'MSH',
    language: { abbreviation: 'SPA', expandedForm: 'Spanish' },
  }),
  source('GO', 'Gene Ontology', { synonymousNames: ['GO term'] }),
];

describe('filterSources', () => {
  it('keeps everything, by abbreviation, when the filter is blank', () => {
    expect(filterSources(SOURCES, '  ').map((s) => s.abbreviation)).toEqual([
      'GO',
      'ICD10CM',
      'MSH',
      'MSHSPA',
    ]);
  });

  it('matches any field case-insensitively: abbreviation, names, family, language, synonyms', () => {
    expect(filterSources(SOURCES, 'msh').map((s) => s.abbreviation)).toEqual(['MSH', 'MSHSPA']);
    expect(filterSources(SOURCES, 'spanish').map((s) => s.abbreviation)).toEqual(['MSHSPA']);
    expect(filterSources(SOURCES, 'CLINICAL').map((s) => s.abbreviation)).toEqual(['ICD10CM']);
    expect(filterSources(SOURCES, 'go term').map((s) => s.abbreviation)).toEqual(['GO']);
  });

  it('needs every word to match somewhere', () => {
    expect(filterSources(SOURCES, 'msh eng').map((s) => s.abbreviation)).toEqual(['MSH']);
    expect(filterSources(SOURCES, 'msh snomed')).toEqual([]);
  });

  it('treats hostile input as plain text', () => {
    expect(filterSources(SOURCES, '<script>alert(1)</script> .*')).toEqual([]);
  });
});

describe('restrictionLabel', () => {
  it('says 0 is unrestricted and other levels carry terms', () => {
    expect(restrictionLabel(0)).toMatch(/no additional restrictions/);
    expect(restrictionLabel(3)).toMatch(/^3 — additional restrictions/);
    expect(restrictionLabel(null)).toBe('unknown');
  });
});
