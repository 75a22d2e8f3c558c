import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|map|webmanifest|wasm)$/;
/** Below this a gzip wrapper saves nothing worth a file (nginx's gzip_min_length too). */
const MIN_BYTES = 1024;

/**
 * Writes `name.gz` next to each compressible file of the build, at the highest level, once
 * per build, so nginx (`gzip_static on`) sends them without compressing per request.
 * Returns the number of files written.
 */
export function precompress(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const size = statSync(path).size;
    if (size < MIN_BYTES) continue;
    const gz = `${path}.gz`;
    try {
      if (statSync(gz).mtimeMs >= statSync(path).mtimeMs) continue;
    } catch {
      // not written yet
    }
    writeFileSync(gz, gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }));
    written++;
  }
  return written;
}
