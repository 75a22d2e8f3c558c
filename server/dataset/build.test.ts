/**
 * The committed dataset is exactly what the builder makes from the shared open data: so
 * it is up to date, and every synthetic id in it is stable between builds. Skipped on a
 * clean clone without the source data.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDatasetFile, DEFAULT_SOURCE_DIR } from './build.ts';
import { BUILT_DATASET_PATH } from './load.ts';

const sourceDir = process.env.DATASET_SOURCE_DIR ?? DEFAULT_SOURCE_DIR;

describe.skipIf(!existsSync(sourceDir))('dataset build', () => {
  it('reproduces the committed file byte for byte', { timeout: 300_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-'));
    try {
      const out = join(dir, 'dataset.bin');
      const { bytes } = buildDatasetFile(sourceDir, out);
      expect(bytes).toBeLessThan(4 * 1024 * 1024);
      expect(readFileSync(out).equals(readFileSync(BUILT_DATASET_PATH))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
