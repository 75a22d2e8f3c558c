// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hiddenRows } from './hiddenRows.ts';

const base = {
  total: 16,
  shown: 15,
  onePage: true,
  otherFilters: false,
  includeObsolete: false,
  includeSuppressible: false,
};

describe('hiddenRows', () => {
  it('says how many rows the default filters hide', () => {
    expect(hiddenRows(base)).toEqual({ shown: 15, hidden: 1, kinds: 'obsolete or suppressible' });
  });
  it('names only the kinds whose switch is off', () => {
    expect(hiddenRows({ ...base, includeObsolete: true })?.kinds).toBe('suppressible');
    expect(hiddenRows({ ...base, includeSuppressible: true })?.kinds).toBe('obsolete');
  });
  it('says nothing when the counts add up or cannot be compared', () => {
    expect(hiddenRows({ ...base, shown: 16 })).toBeNull();
    expect(hiddenRows({ ...base, total: null })).toBeNull();
    expect(hiddenRows({ ...base, onePage: false })).toBeNull();
    expect(hiddenRows({ ...base, otherFilters: true })).toBeNull();
    expect(hiddenRows({ ...base, includeObsolete: true, includeSuppressible: true })).toBeNull();
  });
});
