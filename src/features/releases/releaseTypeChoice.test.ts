// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ReleaseType } from '../../api/uts/index.ts';
import { chooseReleaseType, groupByProduct } from './releaseTypeChoice.ts';

const type = (product: string, releaseType: string, slug: string | null): ReleaseType => ({
  product,
  releaseType,
  slug,
  endpoint: slug ? `https://uts-ws.nlm.nih.gov/releases?releaseType=${slug}` : '',
});

const TYPES = [
  type('RxNorm', 'RxNorm Weekly Updates', 'rxnorm-weekly-updates'),
  type('UMLS', 'UMLS Full Release', 'umls-full-release'),
  type('UMLS', 'UMLS Metathesaurus MRCONSO File', 'umls-metathesaurus-mrconso-file'),
  type('SNOMED CT', 'Broken entry', null),
];

describe('chooseReleaseType', () => {
  it('takes the type from the URL when the listing has it', () => {
    expect(chooseReleaseType(TYPES, 'rxnorm-weekly-updates')).toBe('rxnorm-weekly-updates');
  });
  it('falls back to the UMLS full release, then to the first type', () => {
    expect(chooseReleaseType(TYPES, 'no-such-type')).toBe('umls-full-release');
    expect(chooseReleaseType(TYPES, null)).toBe('umls-full-release');
    expect(chooseReleaseType(TYPES.slice(0, 1), null)).toBe('rxnorm-weekly-updates');
    expect(chooseReleaseType([], null)).toBeNull();
  });
});

describe('groupByProduct', () => {
  it('groups by product in listing order and skips types without a slug', () => {
    expect(groupByProduct(TYPES)).toEqual([
      { group: 'RxNorm', items: [{ value: 'rxnorm-weekly-updates', label: 'RxNorm Weekly Updates' }] },
      {
        group: 'UMLS',
        items: [
          { value: 'umls-full-release', label: 'UMLS Full Release' },
          { value: 'umls-metathesaurus-mrconso-file', label: 'UMLS Metathesaurus MRCONSO File' },
        ],
      },
    ]);
  });
});
