import { describe, expect, it } from 'vitest';
import { pathForRef, withRelease } from './links.ts';

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
