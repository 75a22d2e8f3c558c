/**
 * The stamp of the committed dataset: what the build read (the files of the open data it opens,
 * listed in data-files.ts, and no other file there; every module that decides the file's bytes;
 * the versions of the packages and of zlib those modules use) and the SHA-256 of what it wrote. `npm run dataset` writes it beside dataset.bin;
 * reproducible.test.ts rebuilds all of the open data (about a minute of CPU, a 15th of CI's
 * budget) only when the inputs differ from the stamp, as `npm ci` trusts a lock file that
 * matches package.json.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { versions } from 'node:process';
import { importSpecifiers, resolveSpecifier } from '../../../scripts/lint/importCycles.ts';
import { DATA_FILES } from './data-files.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The modules whose code makes dataset.bin: `encodeDataset(assembleDataset(…))`. */
const ROOTS = ['server/dataset/build/assemble.ts', 'server/dataset/encode.ts'];

export const STAMP_PATH = join(PROJECT_ROOT, 'server/dataset/built/dataset.stamp.json');

export interface DatasetStamp {
  /** SHA-256 of dataset.bin. */
  output: string;
  /** path → SHA-256 for files, package → version for packages, `zlib` → its version. */
  inputs: Record<string, string>;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

export const sha256OfFile = (path: string) => sha256(readFileSync(path));

/** The project's modules reachable from ROOTS by their imports, and the bare specifiers they name. */
function moduleGraph(): { files: string[]; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (abs: string) => {
    if (files.has(abs)) return;
    files.add(abs);
    // TypeScript's own reading of imports, as the import-cycle lint reads them.
    for (const spec of importSpecifiers(readFileSync(abs, 'utf8'))) {
      if (!spec.startsWith('.')) packages.add(spec);
      else {
        const file = resolveSpecifier(abs, spec);
        if (file === null) throw new Error(`${relative(PROJECT_ROOT, abs)}: cannot resolve ${spec}`);
        visit(file);
      }
    }
  };
  for (const root of ROOTS) visit(join(PROJECT_ROOT, root));
  return { files: [...files].sort(), packages };
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; built-ins (`node:…`) → null. */
function packageName(spec: string): string | null {
  if (spec.startsWith('node:')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The data files a build reads, as the stamp records them (`data/<folder>/<name>` → SHA-256).
 * A listed file that is absent is recorded as such, so the stamp says which one went away
 * instead of failing to hash it.
 */
export function dataInputs(
  sourceDir: string,
  files: Readonly<Record<string, string>> = DATA_FILES,
): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const file of Object.values(files).sort()) {
    const path = join(sourceDir, file);
    inputs[`data/${file}`] = existsSync(path) ? sha256OfFile(path) : 'missing';
  }
  return inputs;
}

/** What a build from `sourceDir` would read, as the stamp records it. */
export function datasetInputs(sourceDir: string): Record<string, string> {
  const inputs = dataInputs(sourceDir);
  const { files, packages } = moduleGraph();
  for (const f of files) inputs[relative(PROJECT_ROOT, f)] = sha256OfFile(f);
  for (const name of [...packages]
    .map(packageName)
    .filter((n) => n !== null)
    .sort()) {
    const manifest = join(PROJECT_ROOT, 'node_modules', name, 'package.json');
    inputs[`package ${name}`] = existsSync(manifest)
      ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
      : 'missing';
  }
  // The sections are deflated: another zlib may write other bytes for the same data.
  inputs.zlib = versions.zlib ?? 'unknown';
  return inputs;
}

export function readStamp(path = STAMP_PATH): DatasetStamp | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as DatasetStamp) : null;
}

export function stampText(stamp: DatasetStamp): string {
  return JSON.stringify(stamp, null, 2) + '\n';
}

/** The inputs whose value differs between two records (added, removed or changed), sorted. */
export function changedInputs(a: Record<string, string>, b: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => a[k] !== b[k]).sort();
}
