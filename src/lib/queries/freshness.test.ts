// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CURRENT_STALE_MS, staleTimeFor } from './freshness.ts';

const queryWithKey = (queryKey: unknown[]) => ({ queryKey });

describe('staleTimeFor', () => {
  it('keeps a named release fresh for the session', () => {
    expect(staleTimeFor(queryWithKey(['uts', '2025AB', 'concept', 'C0027051']))).toBe(Infinity);
  });
  it('keeps `current`, the release lists and the drug service fresh for a long time, not forever', () => {
    for (const key of [
      ['uts', 'current', 'concept', 'C0027051'],
      ['uts', 'releases', 'types'],
      ['rxnorm', 'ns', 'x'],
    ])
      expect(staleTimeFor(queryWithKey(key))).toBe(CURRENT_STALE_MS);
  });
});
