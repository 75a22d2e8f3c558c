import { describe, expect, it } from 'vitest';
import { decodeSoapResponse } from '../../src/api/rxnorm/decode.ts';
import { buildLargeSoapResponse } from './soap-bench.ts';

describe('buildLargeSoapResponse (for the benchmarks)', () => {
  it('produces a ~1 MB multiRef getAllRelatedInfo body that the client decodes', async () => {
    const large = await buildLargeSoapResponse(1_000_000);
    expect(large.bytes).toBeGreaterThanOrEqual(1_000_000);
    expect(large.bytes).toBeLessThan(1_400_000);
    // One multiRef per group and per concept.
    expect(large.body.match(/<multiRef /g)).toHaveLength(16 + large.concepts);
    const groups = decodeSoapResponse(large.body) as { type: string; rxConcept: unknown[] }[];
    expect(groups).toHaveLength(16);
    expect(groups.reduce((n, g) => n + g.rxConcept.length, 0)).toBe(large.concepts);
  }, 60_000);
});
