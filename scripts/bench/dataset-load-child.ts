/**
 * Run alone in a fresh process (with --expose-gc) by dataset.ts: one cold load of the served
 * dataset file to "ready" (see measureColdLoad), then the engine's first search.
 */
import { measureColdLoad, servedDatasetPath } from '../../server/dataset/load.ts';

const m = measureColdLoad(servedDatasetPath());
console.log(
  JSON.stringify({ ms: m.ms, cpuMs: m.cpuMs, heapMb: m.heapDeltaBytes / 2 ** 20, concepts: m.concepts }),
);
