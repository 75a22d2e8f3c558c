// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchSummary } from './searchSummary.ts';
import { DEFAULT_FORM } from './searchUrl.ts';

const names: Record<string, string> = { T047: 'Disease or Syndrome' };
const typeName = (tui: string) => names[tui];

describe('searchSummary', () => {
  it('says the text and the kind of match of a plain search', () => {
    expect(searchSummary({ ...DEFAULT_FORM, string: 'heart attack' }, typeName)).toBe(
      'Search for “heart attack” · All words',
    );
  });

  it('names every filter in words', () => {
    expect(
      searchSummary(
        {
          ...DEFAULT_FORM,
          string: 'I21.9',
          searchType: 'exact',
          inputType: 'sourceUi',
          returnIdType: 'code',
          partialSearch: true,
          sabs: ['ICD10CM', 'MSH'],
          semanticTypes: ['T047', 'T999'],
          semanticGroups: ['Disorders'],
          includeObsolete: true,
          includeSuppressible: true,
        },
        typeName,
      ),
    ).toBe(
      'Search for “I21.9” · Exact match · input read as Source code (any source identifier) · ' +
        'returns Source codes · partial search · sources: ICD10CM, MSH · ' +
        'semantic types: Disease or Syndrome (T047), T999 · semantic groups: Disorders · ' +
        'obsolete included · suppressible included',
    );
  });
});
