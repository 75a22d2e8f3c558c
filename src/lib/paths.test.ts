// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UtsRef } from '../api/uts/index.ts';
import {
  conceptPath,
  DRUG_LOOKUP_PATH,
  drugPath,
  linkTo,
  rxnormSourcePath,
  pathForRef,
  refPath,
  searchInSourceLink,
  sourceCodePath,
  withRelease,
} from './paths.ts';

describe('links', () => {
  it('carries the release and keeps an existing query', () => {
    expect(withRelease('/concepts/C1', '2025AB')).toBe('/concepts/C1?release=2025AB');
    expect(withRelease('/search?string=a+b', '2024AA')).toBe('/search?string=a+b&release=2024AA');
    expect(withRelease('/x', null)).toBe('/x');
  });
  it('routes each kind of reference, encoding ids', () => {
    expect(pathForRef({ kind: 'CUI', id: 'C0027051', source: null })).toBe('/concepts/C0027051');
    expect(pathForRef({ kind: 'AUI', id: 'A1', source: null })).toBe('/atoms/A1');
    expect(pathForRef({ kind: 'TUI', id: 'T047', source: null })).toBe('/semantic-types/T047');
    expect(pathForRef({ kind: 'source', id: 'HP:0001947', source: 'HPO' })).toBe('/sources/HPO/HP%3A0001947');
  });
});

const ref = (kind: UtsRef['kind'], id: string, source: string | null = null): UtsRef => ({
  kind,
  id,
  source,
  release: '2025AB',
  url: '',
});

describe('linkTo', () => {
  it('keeps the page release and nothing else of the current URL', () => {
    const current = new URLSearchParams('release=2024AA&tab=relations&page=3');
    expect(linkTo('/concepts/C0027051', current)).toBe('/concepts/C0027051?release=2024AA');
    expect(linkTo('/concepts/C0027051', new URLSearchParams('tab=atoms'))).toBe('/concepts/C0027051');
  });
  it('adds extra params, skipping null ones', () => {
    expect(linkTo('/x', new URLSearchParams('release=current'), { a: '1', b: null })).toBe(
      '/x?a=1&release=current',
    );
  });
});

describe('refPath', () => {
  it('routes each kind of UTS reference to its page', () => {
    expect(refPath(ref('CUI', 'C0027051'))).toBe('/concepts/C0027051');
    expect(refPath(ref('AUI', 'A0001'))).toBe('/atoms/A0001');
    expect(refPath(ref('TUI', 'T047'))).toBe('/semantic-types/T047');
    expect(refPath(ref('source', 'I21.9', 'ICD10CM'))).toBe('/sources/ICD10CM/I21.9');
  });
  it('encodes ids that hold URL characters', () => {
    expect(refPath(ref('source', 'HP:0001/947', 'HPO'))).toBe('/sources/HPO/HP%3A0001%2F947');
    expect(sourceCodePath('A B', '?#')).toBe('/sources/A%20B/%3F%23');
  });
  it('leads nowhere for missing references and NOCODE codes', () => {
    expect(refPath(null)).toBeNull();
    expect(refPath(ref('source', 'NOCODE', 'MTH'))).toBeNull();
  });
});

describe('searchInSourceLink', () => {
  it('opens the search restricted to the source, with an empty string, keeping the release', () => {
    expect(searchInSourceLink('MSH', new URLSearchParams('filter=mesh&release=2024AA'))).toBe(
      '/search?string=&sabs=MSH&release=2024AA',
    );
  });
});

const q = (s: string) => new URLSearchParams(s);

describe('drug page links', () => {
  it('keeps the release and escapes identifiers', () => {
    expect(drugPath('314076')).toBe('/drugs/314076');
    expect(linkTo(drugPath('314076'), q('release=2025AA'), q('tab=ndcs'))).toBe(
      '/drugs/314076?tab=ndcs&release=2025AA',
    );
    expect(linkTo(DRUG_LOOKUP_PATH, q(''), q('by=id&idType=NDC&id=00093111310'))).toBe(
      '/drugs?by=id&idType=NDC&id=00093111310',
    );
    expect(linkTo(rxnormSourcePath('29046'), q('release=current'))).toBe(
      '/sources/RXNORM/29046?release=current',
    );
    expect(conceptPath('C0065374/../x')).toBe('/concepts/C0065374%2F..%2Fx');
    // a release that is not a release name stops here (the drug pages' old copy carried it on)
    expect(linkTo(drugPath('1'), q('release=<script>'))).toBe('/drugs/1');
  });
});
