// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headerNdc, headerSearchPath } from './headerSearchPath.ts';

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('header search', () => {
  it.each([
    ['I21', 'I21'],
    ['I21.9', 'I21.9'],
    [' i21.9 ', 'I21.9'],
    ['I219', 'I21.9'],
  ])('%j is searched as the ICD-10-CM code %s, shown by code', (typed, code) => {
    const path = headerSearchPath(typed);
    expect(path.startsWith('/search?')).toBe(true);
    expect(query(path)).toEqual({
      string: code,
      searchType: 'exact',
      inputType: 'sourceUi',
      sabs: 'ICD10CM',
      returnIdType: 'code',
    });
  });

  it.each([
    ['ICD10CM:I21.9', '/sources/ICD10CM/I21.9'],
    ['MSH:D009203', '/sources/MSH/D009203'],
    ['D009203', '/sources/MSH/D009203'],
    ['C0018681', '/concepts/C0018681'],
    ['A0066000', '/atoms/A0066000'],
    ['T047', '/semantic-types/T047'],
    ['29046', '/drugs/29046'],
    ['12345', '/drugs/12345'],
  ])('%j opens %s', (typed, path) => {
    expect(headerSearchPath(typed)).toBe(path);
  });

  it('sends an NDC to the drug lookup by NDC, and names it for the direct jump', () => {
    expect(headerSearchPath('0093-1113-10')).toBe('/drugs?by=id&idType=NDC&id=00093111310');
    expect(headerNdc(' 0093-1113-10 ')).toBe('00093111310');
    expect(headerNdc('aspirin')).toBeNull();
  });

  it.each(['heart attack', 'aspirin', 'Sjögren', '0093111310', 'H2O'])('%j stays a plain search', (typed) => {
    expect(query(headerSearchPath(typed))).toEqual({ string: typed });
  });
});
