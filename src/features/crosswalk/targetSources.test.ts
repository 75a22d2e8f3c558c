// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTargetSources, writeTargetSources } from './targetSources.ts';

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
