import { statSync } from 'node:fs';

/**
 * The order Vitest runs the Node test files in. With no recorded durations (a fresh clone, as
 * in CI) Vitest runs the biggest files first, so a short file whose one test builds all of the
 * open data (about 80 s of CPU, over two minutes beside the e2e tests) started last and ended
 * the whole run 56 s after everything else. The files that read all of the open data go first
 * (the full build now runs only when its inputs changed, build/stamp.ts), the rest by size as
 * Vitest would order them. No Vitest import: the config that names this is
 * also read by `npm start` and the build.
 */
const HEAVY = [
  'server/dataset/reproducible.test.ts',
  'server/dataset/columnar.test.ts',
  'server/dataset/open-data.test.ts',
];

interface Spec {
  readonly moduleId: string;
}

const rank = (file: string): number => {
  const i = HEAVY.findIndex((h) => file.endsWith(h));
  return i < 0 ? HEAVY.length : i;
};

export class HeavyFirstSequencer {
  shard<T>(files: T[]): Promise<T[]> {
    return Promise.resolve(files);
  }

  sort<T extends Spec>(files: T[]): Promise<T[]> {
    const size = new Map(files.map((f) => [f, statSync(f.moduleId).size]));
    return Promise.resolve(
      [...files].sort(
        (a, b) => rank(a.moduleId) - rank(b.moduleId) || (size.get(b) ?? 0) - (size.get(a) ?? 0),
      ),
    );
  }
}
