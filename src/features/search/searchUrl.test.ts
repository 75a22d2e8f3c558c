// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, effectiveForm, formFromUrl, formToParams, formToUrl } from './searchUrl.ts';
import { MAX_STRING } from '../../lib/searchText.ts';

describe('search form ↔ URL', () => {
  it('round-trips every parameter', () => {
    const form = {
      string: 'heart attack <&>"\'',
      searchType: 'exact' as const,
      inputType: 'sourceUi' as const,
      returnIdType: 'code' as const,
      sabs: ['MSH', 'ICD10CM'],
      partialSearch: true,
      semanticTypes: ['T047', 'T046'],
      semanticGroups: ['Disorders'],
      includeObsolete: true,
      includeSuppressible: true,
      pageNumber: 3,
      pageSize: 100 as const,
      asWords: true,
    };
    const url = formToUrl(form, '2025AB');
    expect(url.get('pageSize')).toBe('100');
    expect(formToParams(form).pageSize).toBe(100);
    expect(url.get('release')).toBe('2025AB');
    expect(url.get('sabs')).toBe('MSH,ICD10CM');
    expect(url.get('semanticTypes')).toBe('T047|T046');
    expect(formFromUrl(new URLSearchParams(url.toString()))).toEqual(form);
  });

  it('keeps the URL short: defaults are left out', () => {
    expect(formToUrl({ ...DEFAULT_FORM, string: 'aspirin' }, null).toString()).toBe('string=aspirin');
  });

  it('ignores values a hand-edited link got wrong', () => {
    const form = formFromUrl(
      new URLSearchParams('string=x&searchType=approximately&pageNumber=-2&inputType=<b>&sabs=,,MSH,'),
    );
    expect(form).toMatchObject({ searchType: 'words', inputType: 'atom', pageNumber: 1, sabs: ['MSH'] });
    expect(formFromUrl(new URLSearchParams('pageNumber=2.5')).pageNumber).toBe(1);
  });

  it('cuts an absurdly long string', () => {
    expect(formFromUrl(new URLSearchParams({ string: 'a'.repeat(10_000) })).string).toHaveLength(MAX_STRING);
  });

  it('sends only chosen options to the client', () => {
    const params = formToParams({ ...DEFAULT_FORM, string: 'x', sabs: ['MSH'] });
    // What reaches the wire: options left at their defaults are not sent at all.
    const sent = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
    expect(sent).toEqual({
      string: 'x',
      searchType: 'words',
      inputType: 'atom',
      returnIdType: 'concept',
      sabs: ['MSH'],
      pageNumber: 1,
      pageSize: 25,
    });
    const chosen = formToParams({ ...DEFAULT_FORM, string: 'x', includeObsolete: true });
    expect(chosen.includeObsolete).toBe(true);
  });
});

describe('a plain search for something that looks like a code', () => {
  const plain = (string: string, more = {}) => ({ ...DEFAULT_FORM, string, ...more });
  it.each([
    ['I21.9', 'I21.9', 'ICD10CM'],
    ['i219', 'I21.9', 'ICD10CM'],
    ['D009203', 'D009203', 'MSH'],
    ['GO:0005737', 'GO:0005737', 'GO'],
    ['29046', '29046', 'RXNORM'],
  ])('%j is searched exactly as the code %s of %s, shown by code', (typed, code, sab) => {
    const sent = formToParams(plain(typed, { pageNumber: 2, pageSize: 50 }));
    expect(sent).toMatchObject({
      string: code,
      searchType: 'exact',
      inputType: 'sourceUi',
      returnIdType: 'code',
      sabs: [sab],
      pageNumber: 2,
      pageSize: 50,
    });
  });

  it.each([
    ['words asked for', plain('I21.9', { asWords: true })],
    ['an option chosen', plain('I21.9', { sabs: ['MSH'] })],
    ['a search type chosen', plain('I21.9', { searchType: 'normalizedWords' })],
    ['words', plain('heart attack')],
    ['a CUI (the service finds it by words)', plain('C0027051')],
    ['an NDC', plain('0093-1113-10')],
  ])('is left as typed with %s', (_why, form) => {
    expect(effectiveForm(form)).toBe(form);
  });

  it('keeps asWords in the URL', () => {
    expect(formToUrl(plain('I21.9', { asWords: true }), null).toString()).toBe('string=I21.9&asWords=true');
  });
});
