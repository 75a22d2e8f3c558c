// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sourceVersionsFrom, versionOf } from '../sourceVersion.ts';
import { releaseOnlyFacts, systemVersion, versionsStatement, type VersionFacts } from './systemVersion.ts';

// The source list as the emulator's 2025AB states it (names end with the source's own version).
const named = (abbreviation: string, preferredName: string, shortName: string) => ({
  abbreviation,
  preferredName,
  expandedForm: preferredName,
  shortName,
});
const LIST = sourceVersionsFrom([
  named(
    'ICD10CM',
    'International Classification of Diseases, Tenth Revision, Clinical Modification, 2021',
    'ICD-10-CM',
  ),
  named('MSH', 'Medical Subject Headings, 2017', 'MeSH'),
  named('RXNORM', 'RxNorm Current Prescribable Content, 2025_10_06', 'RxNorm'),
  named('NCI', 'NCI Thesaurus', 'NCI Thesaurus'),
  named('GO', 'Gene Ontology, 2022_07_01', 'GO'),
]);
const facts: VersionFacts = {
  umlsRelease: '2025AB',
  source: (sab) => versionOf(LIST, sab),
  rxnorm: '06-Oct-2025',
};

describe('the version a file writes for each system', () => {
  it.each([
    ['ICD10CM', '2021'],
    ['MSH', '2017'],
    ['GO', '2022_07_01'],
    // RxNorm as the drug service writes its release date, not the UMLS list's 2025_10_06
    ['RXNORM', '06-Oct-2025'],
    // a CUI's system is the UMLS itself
    ['UMLS', '2025AB'],
    // the FDA's NDCs have no edition
    ['NDC', null],
    // a source whose name states no version gets none, never the UMLS release
    ['NCI', null],
    // not a source of this release
    ['FOO', null],
  ])('%s → %s', (sab, version) => {
    expect(systemVersion(sab, facts)).toBe(version);
  });

  it('writes none when the facts could not be read, rather than the UMLS release', () => {
    const none = releaseOnlyFacts('2025AB');
    expect(['ICD10CM', 'MSH', 'RXNORM', 'NDC'].map((s) => systemVersion(s, none))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(systemVersion('UMLS', none)).toBe('2025AB');
    expect(systemVersion('UMLS', releaseOnlyFacts('current'))).toBeNull();
  });

  it('states the UMLS release apart from each system’s own version', () => {
    expect(versionsStatement(['ICD10CM', 'MSH', 'UMLS', 'RXNORM', 'NDC', 'NCI', 'MSH'], facts)).toBe(
      'UMLS release 2025AB; ICD-10-CM 2021; MeSH 2017; RxNorm 06-Oct-2025; NDC (no edition; as RxNorm 06-Oct-2025 gives them); NCI Thesaurus (version not stated)',
    );
  });
});
