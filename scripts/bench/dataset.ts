import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { servedDatasetPath } from '../../server/dataset/load.ts';
import { median, round, type Figure } from './stats.ts';

const RUNS = 3;

/**
 * The dataset alone: a cold load of the served file (the committed one, or
 * EMULATOR_DATASET_FILE, e.g. a DATASET_SCOPE=demo build) to "ready" in a fresh process,
 * wall and CPU time and heap growth (exact: --expose-gc), and the file's size.
 */
export function datasetFigures(): Figure[] {
  const runs = Array.from({ length: RUNS }, () => {
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'scripts/bench/dataset-load-child.ts'],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
      ms: number;
      cpuMs: number;
      heapMb: number;
      concepts: number;
    };
  });
  return [
    ['dataset.concepts', runs[0]?.concepts ?? 0, 'concepts'],
    ['dataset.file_size', round(statSync(servedDatasetPath()).size / 2 ** 20, 2), 'MB'],
    ['dataset.cold_load.median', round(median(runs.map((r) => r.ms)), 0), 'ms'],
    ['dataset.cold_load.cpu.median', round(median(runs.map((r) => r.cpuMs)), 0), 'ms'],
    ['dataset.cold_load.heap.median', round(median(runs.map((r) => r.heapMb)), 0), 'MB'],
  ];
}
