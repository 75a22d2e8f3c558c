// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonicalPath.ts';

describe('canonicalPath', () => {
  it('upper-cases UMLS identifiers and source abbreviations, and trims pasted spaces', () => {
    expect(canonicalPath('concept', { cui: 'c0027051' })).toBe('/concepts/C0027051');
    expect(canonicalPath('concept', { cui: 'C0027051 ' })).toBe('/concepts/C0027051');
    expect(canonicalPath('atom', { aui: 'a99334153' })).toBe('/atoms/A99334153');
    expect(canonicalPath('semanticType', { tui: 't047' })).toBe('/semantic-types/T047');
    expect(canonicalPath('source', { sab: 'msh', id: 'D009203' })).toBe('/sources/MSH/D009203');
    expect(canonicalPath('crosswalk', { sab: 'go', id: 'GO:0110165' })).toBe('/crosswalk/GO/GO%3A0110165');
  });

  it('leaves canonical paths, codes and anything not shaped like an identifier alone', () => {
    expect(canonicalPath('concept', { cui: 'C0027051' })).toBeNull();
    expect(canonicalPath('source', { sab: 'LNC', id: 'lp1234-5' })).toBeNull();
    expect(canonicalPath('concept', { cui: 'nonsense' })).toBeNull();
    expect(canonicalPath('concept', { cui: 'c123' })).toBeNull();
    expect(canonicalPath('source', { sab: '<b>', id: 'x' })).toBeNull();
  });

  it('never redirects to an empty segment', () => {
    expect(canonicalPath('concept', { cui: '   ' })).toBeNull();
    expect(canonicalPath('source', { sab: 'msh', id: ' ' })).toBeNull();
  });
});
