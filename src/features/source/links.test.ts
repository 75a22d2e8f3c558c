import { describe, expect, it } from 'vitest';
import type { UtsRef } from '../../api/uts/index.ts';
import { readTargetSources, writeTargetSources } from '../crosswalk/targetSources.ts';
import { pagesToOffer } from '../../ui/pagesToOffer.ts';
import { linkTo, refPath, searchInSourceLink, sourceCodePath } from './links.ts';
import { paramsForTab, readSourceTab } from './sourceTabs.ts';
import { readPageParam } from './usePageParam.ts';

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

describe('source page tabs', () => {
  it('reads unknown or missing tabs as atoms', () => {
    expect(readSourceTab('relations')).toBe('relations');
    expect(readSourceTab('<script>')).toBe('atoms');
    expect(readSourceTab(null)).toBe('atoms');
  });
  it('drops the old page number and keeps the rest when switching tabs', () => {
    expect(paramsForTab(new URLSearchParams('release=2024AA&page=2'), 'hierarchy').toString()).toBe(
      'release=2024AA&tab=hierarchy',
    );
    expect(paramsForTab(new URLSearchParams('tab=relations'), 'atoms').toString()).toBe('');
  });
});

describe('readPageParam', () => {
  it('takes positive integers only', () => {
    expect(readPageParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'x']) expect(readPageParam(bad)).toBe(1);
  });
});

describe('crosswalk target sources', () => {
  it('reads a comma list without blanks or repeats', () => {
    expect(readTargetSources(' MSH, ,ICD10CM,MSH')).toEqual(['MSH', 'ICD10CM']);
    expect(readTargetSources(null)).toEqual([]);
  });
  it('writes the list and resets paging', () => {
    expect(writeTargetSources(new URLSearchParams('page=2&release=current'), ['MSH', 'GO']).toString()).toBe(
      'release=current&targetSource=MSH%2CGO',
    );
    expect(writeTargetSources(new URLSearchParams('targetSource=MSH'), []).toString()).toBe('');
  });
});

describe('pagesToOffer', () => {
  const page = (n: number, size: number, count: number | null, items = size) => ({
    items: Array.from({ length: items }, (_, i) => i),
    pageNumber: n,
    pageSize: size,
    pageCount: count,
  });
  it('takes the pageCount the service sent', () => {
    expect(pagesToOffer(page(1, 25, 2))).toBe(2);
    expect(pagesToOffer(page(1, 25, 1, 3))).toBe(1);
  });
  it('offers one more page while pages come back full and the count is unknown', () => {
    expect(pagesToOffer(page(3, 25, null))).toBe(4);
    expect(pagesToOffer(page(3, 25, null, 10))).toBe(3);
  });
});
