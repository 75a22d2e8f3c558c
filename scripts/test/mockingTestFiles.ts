import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The test files under `dir` that replace a module with `vi.mock`: they need a module graph of
 * their own (Vitest's `isolate`), since a module another file has already loaded in the same
 * worker is not replaced. The rest share one per worker (vite.config.ts).
 */
export function mockingTestFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f).replaceAll('\\', '/'))
    .filter((f) => readFileSync(f, 'utf8').includes('vi.mock('));
}
