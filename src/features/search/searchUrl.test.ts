// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, formFromUrl, formToParams, formToUrl } from './searchUrl.ts';
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
