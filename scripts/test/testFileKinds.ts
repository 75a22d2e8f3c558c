import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The test files under `dir` whose text passes `test`. */
function testFilesWhere(dir: string, test: (text: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => join(dir, f).replaceAll('\\', '/'))
    .filter((f) => test(readFileSync(f, 'utf8')));
}

const mocks = (text: string) => text.includes('vi.mock(');

/**
 * The test files under `dir` that replace a module with `vi.mock`: they need a module graph of
 * their own (Vitest's `isolate`), since a module another file has already loaded in the same
 * worker is not replaced. The rest share one per worker (vite.config.ts).
 */
export function mockingTestFiles(dir: string): string[] {
  return testFilesWhere(dir, mocks);
}

/**
 * The test files under `dir` of pure code, which ask for Node's environment in their first
 * line (`// @vitest-environment node`) and mock nothing. They run as a project of their own
 * after those that need a DOM (vite.config.ts says what that saved).
 */
export function nodeEnvironmentTestFiles(dir: string): string[] {
  return testFilesWhere(dir, (text) => /^\/\/ @vitest-environment node\b/.test(text) && !mocks(text));
}
