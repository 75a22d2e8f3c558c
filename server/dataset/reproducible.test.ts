/**
 * The committed dataset is exactly what the builder makes from the shared open data, so it is
 * up to date and every synthetic id in it (AUIs, RUIs, ATUIs, C9… CUIs) is stable between
 * builds: a change to the builder or to ../shared/data fails here until the file is rebuilt
 * (`npm run dataset`). The full build takes about a minute of CPU, the one test in the suite
 * that assembles all of the open data. Skipped on a clean clone without the source data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOURCE_DIR, serializeBuilt } from './build.ts';
import { assembleDataset } from './build/assemble.ts';
import { BUILT_DATASET_PATH } from './load.ts';

const sourceDir = process.env.DATASET_SOURCE_DIR ?? DEFAULT_SOURCE_DIR;

describe.skipIf(!existsSync(sourceDir))('the committed dataset', () => {
  it('is reproduced byte for byte by a build of all of the open data', { timeout: 900_000 }, () => {
    const bytes = serializeBuilt(assembleDataset(sourceDir, 'full'));
    const committed = readFileSync(BUILT_DATASET_PATH);
    expect(bytes.length).toBe(committed.length);
    expect(bytes.equals(committed)).toBe(true);
  });
});
