// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  atomViewFromUrl,
  isLanguageCode,
  patchParams,
  relationViewFromUrl,
  tabFromUrl,
} from './conceptUrl.ts';

describe('concept URL state', () => {
  it('reads the tab, defaulting to atoms', () => {
    expect(tabFromUrl(new URLSearchParams('tab=relations'))).toBe('relations');
    expect(tabFromUrl(new URLSearchParams('tab=<x>'))).toBe('atoms');
  });
  it('reads atom and relation filters', () => {
    const p = new URLSearchParams(
      'atomSabs=MSH,ICD10CM&ttys=PT&language=ENG&includeObsolete=true&atomPage=2&rel=RB,RN&relPage=3',
    );
    expect(atomViewFromUrl(p)).toEqual({
      sabs: ['MSH', 'ICD10CM'],
      ttys: ['PT'],
      language: 'ENG',
      includeObsolete: true,
      includeSuppressible: false,
      page: 2,
    });
    expect(relationViewFromUrl(p)).toMatchObject({ labels: ['RB', 'RN'], page: 3 });
    expect(atomViewFromUrl(new URLSearchParams('language=english&atomPage=0')).language).toBe('');
  });
  it('patches params, dropping empty values and page 1, keeping the rest', () => {
    const p = new URLSearchParams('tab=atoms&release=2025AB&atomPage=4');
    expect(patchParams(p, { atomSabs: ['MSH'], atomPage: 1, includeObsolete: false }).toString()).toBe(
      'tab=atoms&release=2025AB&atomSabs=MSH',
    );
  });
});

describe('isLanguageCode', () => {
  it('accepts three capital letters only', () => {
    expect(isLanguageCode('ENG')).toBe(true);
    expect(isLanguageCode('EN')).toBe(false);
    expect(isLanguageCode('eng')).toBe(false);
    expect(isLanguageCode('ENGL')).toBe(false);
    expect(isLanguageCode('')).toBe(false);
  });
});
