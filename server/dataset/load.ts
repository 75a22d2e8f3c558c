/**
 * Loads the committed dataset (built/dataset.bin, format 5: columnar sections read on first
 * use, see columnar.ts) into the model. A format-2 file (`*.json.gz`, one JSON document of
 * tuples) is still read, expanded whole (expand.ts), to compare with. `loadDataset()` is
 * memoized: every caller shares one Dataset.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { readContainerDataset } from './columnar.ts';
import { isContainer } from './container.ts';
import type { BuiltDataset } from './format.ts';
import { expandDataset } from './expand.ts';
import type { Dataset } from './model.ts';

/** Where build.ts writes and load.ts reads the dataset. */
export const BUILT_DATASET_PATH = fileURLToPath(new URL('./built/dataset.bin', import.meta.url));

let memo: Promise<Dataset> | undefined;

/**
 * The file `loadDataset()` serves: the committed one, or EMULATOR_DATASET_FILE (e.g. a
 * `DATASET_SCOPE=demo` build, to try the emulator on a slice).
 */
export function servedDatasetPath(env: Record<string, string | undefined> = process.env): string {
  return env.EMULATOR_DATASET_FILE || BUILT_DATASET_PATH;
}

/** The shared dataset, loaded once per process from built/ (or EMULATOR_DATASET_FILE). */
export async function loadDataset(): Promise<Dataset> {
  memo ??= Promise.resolve().then(() => readDataset(servedDatasetPath()));
  try {
    return await memo;
  } catch (error) {
    // A failed load must not poison every later call (e.g. the file is being rebuilt).
    memo = undefined;
    throw error;
  }
}

/** Reads and expands a built dataset file, bypassing the memo (tests, bench, builder). */
export function readDataset(path: string = BUILT_DATASET_PATH): Dataset {
  const bytes = readFileSync(path);
  return isContainer(bytes) ? readContainerDataset(bytes) : expandDataset(parseBuilt(bytes));
}

/** Format 2 (a gzipped JSON document of tuples), the committed format before the columnar ones (3, 4). */
export function parseBuilt(gz: Uint8Array): BuiltDataset {
  const built = JSON.parse(gunzipSync(gz).toString('utf8')) as BuiltDataset;
  if (built.formatVersion !== 2) {
    throw new Error(
      `dataset format ${String(built.formatVersion)} is not 2 (a JSON file); run npm run dataset`,
    );
  }
  return built;
}

/**
 * Builds a format-5 dataset's key → record maps (CUI, AUI, source key) now, so the first
 * request by id does not pay for them (a format-2 dataset has them already).
 */
export function warmLookups(ds: Dataset): void {
  ds.concepts.has('');
  ds.atoms.has('');
  ds.sourceConcepts.has('');
}

export interface ColdLoadMeasurement {
  /**
   * Wall time, in milliseconds, of reading the file and decoding what any endpoint needs:
   * format 5 decodes lazily, so the measurement also builds the look-ups by id and the search
   * index (what the emulator's start-up touches) and RxNorm's concept table (what a first drug
   * request reads; start-up no longer reads RxNorm), not just the header.
   */
  readonly ms: number;
  /**
   * CPU time (user + system, all threads, so GC helpers count too) of the same work. Unlike
   * wall time it does not grow while the process waits for a busy core, so it is the
   * figure a budget check can rely on on a shared machine.
   */
  readonly cpuMs: number;
  /** Heap growth caused by the load, in bytes; exact only with --expose-gc. */
  readonly heapDeltaBytes: number;
  readonly concepts: number;
  readonly atoms: number;
}

/** Measures one cold load (no memo) for the bench script and the load-budget test. */
export function measureColdLoad(path: string = BUILT_DATASET_PATH): ColdLoadMeasurement {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const dataset = readDataset(path);
  warmLookups(dataset);
  void dataset.searchIndex;
  void dataset.atomList?.at(0).name;
  void dataset.rxnorm.concepts.size;
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  gc?.();
  const heapDeltaBytes = process.memoryUsage().heapUsed - heapBefore;
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    heapDeltaBytes,
    concepts: dataset.concepts.size,
    atoms: dataset.atoms.size,
  };
}
