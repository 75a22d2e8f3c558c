/**
 * The committed dataset is exactly what the builder makes from the shared open data, so it is
 * up to date and every synthetic id in it (AUIs, RUIs, ATUIs, C9… CUIs) is stable between
 * builds. Its stamp (build/stamp.ts) records what the committed build read and the hash of
 * what it wrote. When every input is as stamped, the file is the stamped one; when one differs
 * (the builder, a package it uses, a file of ../shared/data it reads: build/data-files.ts), a full build (about a minute of CPU) must
 * make the committed file byte for byte, and the stamp must be refreshed: `npm run dataset`
 * does both. Skipped on a clean clone without the source data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOURCE_DIR, serializeBuilt } from './build.ts';
import { assembleDataset } from './build/assemble.ts';
import { changedInputs, datasetInputs, readStamp, sha256OfFile } from './build/stamp.ts';
import { BUILT_DATASET_PATH } from './load.ts';

const sourceDir = process.env.DATASET_SOURCE_DIR ?? DEFAULT_SOURCE_DIR;

describe.skipIf(!existsSync(sourceDir))('the committed dataset', () => {
  it('is the file its stamp names', () => {
    expect(readStamp()?.output).toBe(sha256OfFile(BUILT_DATASET_PATH));
  });

  it(
    'is what a build of all of the open data makes, with the inputs it was stamped with',
    { timeout: 900_000 },
    () => {
      const stamped = readStamp()?.inputs ?? {};
      const changed = changedInputs(stamped, datasetInputs(sourceDir));
      if (changed.length === 0) return; // the stamped build read exactly these inputs
      const bytes = serializeBuilt(assembleDataset(sourceDir, 'full'));
      const committed = readFileSync(BUILT_DATASET_PATH);
      expect(bytes.length, 'a build now makes another file: run `npm run dataset`').toBe(committed.length);
      expect(bytes.equals(committed), 'a build now makes another file: run `npm run dataset`').toBe(true);
      // The same bytes: only the stamp is stale, and CI would rebuild on every run.
      expect(
        changed,
        'inputs changed since the stamp (the file is still the same): run `npm run dataset`',
      ).toEqual([]);
    },
  );
});
