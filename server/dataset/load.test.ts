/**
 * Load memory bound (under 500 MB) and the shared, memoized instance. The time budget (cold
 * start ≤ 2 s) is the bench's to measure (`BENCH_ONLY=dataset,uts npm run bench`),
 * not a test's: on a shared CI machine a time limit measures the other processes.
 */
import { describe, expect, it } from 'vitest';
import { loadDataset, measureColdLoad } from './load.ts';
import { META_VERSION, RXNORM_VERSION, UMLS_RELEASE } from './model.ts';

describe('loadDataset', () => {
  it('loads cold, all of the open data, with under 500 MB of heap growth', { timeout: 60_000 }, () => {
    const run = measureColdLoad();
    console.info(`dataset cold load: ${run.ms.toFixed(0)} ms wall / ${run.cpuMs.toFixed(0)} ms CPU`);
    // Without --expose-gc the heap figure includes garbage, so it over-states: still a valid upper bound.
    expect(run.heapDeltaBytes).toBeLessThan(500 * 1024 * 1024);
    expect(run.concepts).toBeGreaterThan(200_000);
  });

  it('returns one shared dataset with the release names it claims', { timeout: 60_000 }, async () => {
    const [a, b] = await Promise.all([loadDataset(), loadDataset()]);
    expect(a).toBe(b);
    expect(await loadDataset()).toBe(a);
    expect(a.release).toMatchObject({
      umlsRelease: UMLS_RELEASE,
      rxnormVersion: RXNORM_VERSION,
      metaVersion: META_VERSION,
    });
    expect(UMLS_RELEASE).toBe('2025AB');
    expect(RXNORM_VERSION).toBe('06-Oct-2025');
  });
});
