// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headerSearchPath } from './headerSearchPath.ts';

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('header search', () => {
  it.each(['I21', 'I21.9', ' i21.9 ', 'ICD10CM:I21.9'])('%j is searched as an ICD-10-CM code', (typed) => {
    expect(query(headerSearchPath(typed))).toEqual({
      string: typed
        .trim()
        .toUpperCase()
        .replace(/^ICD10CM:/, ''),
      searchType: 'exact',
      inputType: 'sourceUi',
      sabs: 'ICD10CM',
    });
  });

  it('SAB:code searches that source', () => {
    expect(query(headerSearchPath('MSH:D009203'))).toMatchObject({ string: 'D009203', sabs: 'MSH' });
  });

  it.each(['heart attack', 'C0018681', 'A0066000', 'aspirin', '12345', 'Sjögren'])(
    '%j stays a plain search',
    (typed) => {
      expect(query(headerSearchPath(typed))).toEqual({ string: typed });
    },
  );
});
