import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module that npm test loads without a build step
import Reporter, { errorsFileOf } from './unhandledErrorsReporter.mjs';

describe('unhandledErrorsReporter', () => {
  it('names its file after the JSON report, and has none without one', () => {
    expect(errorsFileOf('reports/unit.json')).toBe('reports/unit.errors.json');
    expect(errorsFileOf(undefined)).toBeNull();
  });

  it('writes the errors caught outside tests, with the file and test Vitest names, beside the JSON report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unhandled-'));
    const reporter = new Reporter();
    reporter.onInit({ config: { outputFile: { json: join(dir, 'unit.json') } } });
    const error = Object.assign(new TypeError('boom'), {
      VITEST_TEST_PATH: '/app/src/a.test.tsx',
      VITEST_TEST_NAME: 'a loads',
    });
    reporter.onTestRunEnd([], [error], 'failed');
    const written = JSON.parse(readFileSync(join(dir, 'unit.errors.json'), 'utf8'));
    expect(written.reason).toBe('failed');
    expect(written.errors).toEqual([
      expect.objectContaining({
        name: 'TypeError',
        message: 'boom',
        file: '/app/src/a.test.tsx',
        test: 'a loads',
      }),
    ]);
    expect(written.errors[0].stack.split('\n').length).toBeLessThanOrEqual(6);
  });

  it('writes an empty list for a clean run, and nothing when no JSON report is asked for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unhandled-'));
    const clean = new Reporter();
    clean.onInit({ config: { outputFile: { json: join(dir, 'unit.json') } } });
    clean.onTestRunEnd([], [], 'passed');
    expect(JSON.parse(readFileSync(join(dir, 'unit.errors.json'), 'utf8')).errors).toEqual([]);
    const none = new Reporter();
    none.onInit({ config: { outputFile: undefined } });
    none.onTestRunEnd([], [new Error('x')], 'failed');
    expect(existsSync(join(dir, 'undefined'))).toBe(false);
  });
});
