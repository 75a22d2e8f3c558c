/**
 * `npm run dataset`: builds server/dataset/built/dataset.bin (format 5, encode.ts) from all of the
 * open data in DATASET_SOURCE_DIR (default ../shared/data beside the project). Output is
 * byte-for-byte reproducible (reproducible.test.ts). Building the committed file also writes its
 * stamp, dataset.stamp.json (build/stamp.ts). DATASET_SCOPE=demo takes a slice instead (see
 * build/scope.ts).
 * Usage: [DATASET_SCOPE=demo] tsx server/dataset/build.ts [output path]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleDataset } from './build/assemble.ts';
import type { DatasetScope } from './build/scope.ts';
import { scopeFromEnv } from './build/scope.ts';
import { encodeDataset } from './encode.ts';
import { datasetInputs, sha256OfFile, STAMP_PATH, stampText } from './build/stamp.ts';
import type { BuiltDataset } from './format.ts';
import { BUILT_DATASET_PATH, readDataset } from './load.ts';

export const DEFAULT_SOURCE_DIR = fileURLToPath(new URL('../../../shared/data', import.meta.url));

/** Serialises a built dataset (format 5); nothing in it depends on the clock, so equal input → equal bytes. */
export function serializeBuilt(built: BuiltDataset): Buffer {
  return encodeDataset(built);
}

export function buildDatasetFile(
  sourceDir: string,
  outPath: string,
  scope: DatasetScope = 'full',
): { bytes: number } {
  const bytes = serializeBuilt(assembleDataset(sourceDir, scope));
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(outPath, bytes);
  return { bytes: bytes.length };
}

function main(): void {
  const sourceDir = process.env.DATASET_SOURCE_DIR ?? DEFAULT_SOURCE_DIR;
  const outPath = process.argv[2] ?? BUILT_DATASET_PATH;
  const scope = scopeFromEnv(process.env.DATASET_SCOPE);
  const inputs = datasetInputs(sourceDir);
  const { bytes } = buildDatasetFile(sourceDir, outPath, scope);
  // The committed file's stamp: reproducible.test.ts rebuilds only when an input changes.
  if (outPath === BUILT_DATASET_PATH && scope === 'full') {
    writeFileSync(STAMP_PATH, stampText({ output: sha256OfFile(outPath), inputs }));
    console.log(`wrote ${STAMP_PATH}`);
  }
  // Expanding proves the file is consistent before anyone commits it.
  const dataset = readDataset(outPath);
  console.log(
    `wrote ${outPath}: ${(bytes / 1024).toFixed(0)} KiB, ${dataset.concepts.size} concepts, ` +
      `${dataset.atoms.size} atoms, ${dataset.rxnorm.concepts.size} RxNorm concepts`,
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main();
