// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodePage, decodeRootSource } from '../api/uts/decode.ts';
import metadataSources from '../api/uts/fixtures/metadata-sources.json';
import {
  parseSourceVersion,
  sourceVersionLabel,
  sourceVersionsFrom,
  sourceVersionValue,
  versionInName,
  versionOf,
  type VersionedNames,
} from './sourceVersion.ts';

const wire = (result: unknown[]) =>
  decodePage(
    JSON.stringify({ pageSize: result.length, pageNumber: 1, pageCount: 1, result }),
    undefined,
    decodeRootSource,
  ).items;

/** A RootSource as the service sends it, with only the fields that name it. */
const rootSource = (
  abbreviation: string,
  expandedForm: string,
  preferredName: string | 'NONE',
  shortName = abbreviation,
) => ({
  classType: 'RootSource',
  abbreviation,
  expandedForm,
  family: abbreviation,
  language: { classType: 'Language', abbreviation: 'ENG', expandedForm: 'English' },
  restrictionLevel: 0,
  acquisitionContact: 'NONE',
  contentContact: 'NONE',
  licenseContact: 'NONE',
  contextType: 'NONE',
  shortName,
  hierarchicalName: 'NONE',
  preferredName,
  synonymousNames: 'NONE',
});

describe('a source version from the real service’s source metadata', () => {
  it('reads the version at the end of the names of the reference’s sample (VANDF 2018_01_26)', () => {
    const [vandf] = decodePage(JSON.stringify(metadataSources), undefined, decodeRootSource).items;
    expect(parseSourceVersion(vandf!)).toEqual({
      sab: 'VANDF',
      state: 'stated',
      name: 'National Drug File',
      version: '2018_01_26',
    });
  });

  it('reads the emulator’s sources: MeSH 2017 past the remark in expandedForm, NCI with none', () => {
    const versions = sourceVersionsFrom(
      wire([
        rootSource(
          'MSH',
          'Medical Subject Headings, 2017 (tree only; not the current version)',
          'Medical Subject Headings, 2017',
          'MeSH',
        ),
        rootSource(
          'ICD10CM',
          'International Classification of Diseases, Tenth Revision, Clinical Modification, 2021',
          'International Classification of Diseases, Tenth Revision, Clinical Modification, 2021',
          'ICD-10-CM',
        ),
        rootSource('GO', 'Gene Ontology, 2022_07_01', 'Gene Ontology, 2022_07_01', 'Gene Ontology'),
        rootSource(
          'NCI',
          'NCI Thesaurus codes (via Disease Ontology cross-references; names are Disease Ontology names)',
          'NCI Thesaurus',
          'NCI Thesaurus',
        ),
      ]),
    );
    expect([...versions.values()].map(sourceVersionLabel)).toEqual([
      'MeSH 2017',
      'ICD-10-CM 2021',
      'Gene Ontology 2022_07_01',
      'NCI Thesaurus (version not stated)',
    ]);
  });

  it('falls back to expandedForm when preferredName is "NONE"', () => {
    const [s] = wire([rootSource('LNC', 'LOINC, 2.78', 'NONE', 'LOINC')]);
    expect(parseSourceVersion(s!)).toMatchObject({ state: 'stated', version: '2.78' });
  });

  it('takes the whole version token as sent (RxNorm’s release suffix, letters inside)', () => {
    expect(versionInName('RxNorm Vocabulary, 2025AB_251103F')).toBe('2025AB_251103F');
    expect(versionInName('NCI Thesaurus, 25.09d')).toBe('25.09d');
    expect(versionInName('HL7 Version 2.5, 2003_08_30')).toBe('2003_08_30');
    expect(versionInName('Some Source, v3.1 ')).toBe('v3.1');
  });

  it('states no version for names that end in words, an edition or a code name', () => {
    for (const name of [
      'Metathesaurus Names',
      'Source Terminology Names (UMLS)',
      'Diagnostic and Statistical Manual of Mental Disorders, Fifth Edition',
      'Mapping of terms, ICD-10',
      'Medical Subject Headings 2017',
      'Trailing comma, ',
      '',
    ])
      expect(versionInName(name), name).toBeNull();
    expect(versionInName(null)).toBeNull();
  });

  it('names a source without a short name by its abbreviation', () => {
    const s: VersionedNames = {
      abbreviation: 'XYZ',
      expandedForm: 'X, 1',
      preferredName: null,
      shortName: ' ',
    };
    expect(sourceVersionLabel(parseSourceVersion(s))).toBe('XYZ 1');
  });
});

describe('looking a source up', () => {
  const versions = sourceVersionsFrom(
    wire([rootSource('MSH', 'Medical Subject Headings, 2017', 'NONE', 'MeSH')]),
  );

  it('finds it as typed in lower case', () => {
    expect(versionOf(versions, 'msh')).toMatchObject({ sab: 'MSH', state: 'stated', version: '2017' });
  });

  it('says a source the release does not list is not one of its sources (source=FOO)', () => {
    const foo = versionOf(versions, 'FOO');
    expect(foo).toEqual({ sab: 'FOO', state: 'unknown-source' });
    expect(sourceVersionLabel(foo)).toBe('FOO (not a source of this release)');
    expect(sourceVersionValue(foo)).toBe('not a source of this release');
  });

  it('gives a file’s column the version alone, or why there is none', () => {
    expect(sourceVersionValue(versionOf(versions, 'MSH'))).toBe('2017');
    expect(sourceVersionValue({ sab: 'NCI', state: 'not-stated', name: 'NCI' })).toBe('version not stated');
    expect(sourceVersionValue({ sab: 'MSH', state: 'unavailable' })).toBe('unknown (source list not read)');
  });
});
