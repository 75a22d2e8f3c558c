import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module that npm test imports without a build step
import { e2eFailureDetails, failedTests, lastLines } from './failedTests.mjs';

const cwd = '/work/app';

describe('failedTests', () => {
  it('names each failed unit test with its file and the first line of its error, colour codes removed', () => {
    const unit = {
      testResults: [
        {
          name: `${cwd}/src/ui/export/TableExport.test.tsx`,
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'TableExport saves all pages' },
            {
              status: 'failed',
              fullName: 'TableExport "This page" saves the rows',
              failureMessages: ['\x1b[31mUnable to find role="menuitem"\x1b[39m\n    at stack line'],
            },
          ],
        },
        {
          name: `${cwd}/src/lib/a.test.ts`,
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'a' }],
        },
      ],
    };
    expect(failedTests(unit, [], cwd)).toEqual([
      'unit › src/ui/export/TableExport.test.tsx › TableExport "This page" saves the rows: Unable to find role="menuitem"',
    ]);
  });

  it('counts a unit file that failed to load, and a Playwright error outside any test', () => {
    const unit = {
      testResults: [
        { name: `${cwd}/src/b.test.ts`, status: 'failed', message: 'SyntaxError: x', assertionResults: [] },
      ],
    };
    const e2e = { suites: [], errors: [{ message: 'Error: webServer exited early\nmore' }] };
    expect(failedTests(unit, [e2e], cwd)).toEqual([
      'unit › src/b.test.ts: SyntaxError: x',
      'e2e › Error: webServer exited early',
    ]);
  });

  it('names failed and flaky e2e tests in nested describes by file and line; passing ones are left out', () => {
    const e2e = {
      suites: [
        {
          file: 'search.spec.ts',
          specs: [
            { title: 'passes', line: 3, tests: [{ status: 'expected', results: [{}] }] },
            {
              title: 'fails',
              line: 9,
              tests: [{ status: 'unexpected', results: [{ error: { message: 'Timed out 5000ms' } }] }],
            },
          ],
          suites: [
            {
              title: 'a group',
              specs: [
                {
                  title: 'flaky one',
                  line: 20,
                  tests: [{ status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests(null, [e2e, null], cwd)).toEqual([
      'e2e › search.spec.ts:9 › fails: Timed out 5000ms',
      'e2e › search.spec.ts:20 › flaky one: first try',
    ]);
  });

  it('counts each error Vitest caught outside a test, with the file and latest test it knows', () => {
    const unhandled = [
      {
        name: 'TypeError',
        message: "Cannot read properties of null (reading 'x')\nsecond line",
        file: `${cwd}/src/features/batch/BatchPage.test.tsx`,
        test: 'BatchPage matches a column',
      },
      { name: 'Error', message: '[vitest-pool]: Timeout terminating forks worker' },
    ];
    expect(failedTests({ testResults: [] }, [], cwd, unhandled)).toEqual([
      "unit › unhandled error in src/features/batch/BatchPage.test.tsx (latest test: BatchPage matches a column): TypeError: Cannot read properties of null (reading 'x')",
      'unit › unhandled error: Error: [vitest-pool]: Timeout terminating forks worker',
    ]);
  });

  it("keeps the last lines of a step's output, blank lines and colour codes dropped, indented", () => {
    const out = 'one\n\n\x1b[31mUnhandled Rejection\x1b[39m\nError: worker exited\n  at pool.js:1\n';
    expect(lastLines(out, 3)).toBe('    Unhandled Rejection\n    Error: worker exited\n      at pool.js:1');
    expect(lastLines(undefined, 3)).toBe('');
  });

  it("says what each failed e2e try said: where it stopped and the error's first lines, stack left out", () => {
    const e2e = {
      suites: [
        {
          file: 'sorting.spec.ts',
          specs: [
            { title: 'passes', line: 3, tests: [{ status: 'expected', results: [{}] }] },
            {
              title: 'sorts',
              line: 132,
              tests: [
                {
                  status: 'flaky',
                  results: [
                    {
                      errors: [
                        {
                          message:
                            '\x1b[31mError: expect(received).toEqual(expected)\x1b[39m\n\n- Expected  - 1\n+ Received  + 1\n    at /x/e2e/sorting.spec.ts:147:3',
                          location: { file: '/x/e2e/sorting.spec.ts', line: 147, column: 3 },
                        },
                      ],
                    },
                    { errors: [] },
                  ],
                },
              ],
            },
            {
              title: 'hangs',
              line: 27,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      errors: [
                        { message: 'Test timeout of 30000ms exceeded.' },
                        {
                          message: 'Error: keyboard.press: Test timeout of 30000ms exceeded.',
                          location: { file: '/x/e2e/keyboard.spec.ts', line: 40, column: 5 },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(e2eFailureDetails([e2e, null])).toEqual([
      [
        '  sorting.spec.ts:132 › sorts (passed on a retry)',
        '    try 1 of 2 at sorting.spec.ts:147:',
        '      Error: expect(received).toEqual(expected)',
        '      - Expected  - 1',
        '      + Received  + 1',
      ].join('\n'),
      [
        '  sorting.spec.ts:27 › hangs (failed every try)',
        '    try 1 of 1:',
        '      Test timeout of 30000ms exceeded.',
        '    try 1 of 1 at keyboard.spec.ts:40:',
        '      Error: keyboard.press: Test timeout of 30000ms exceeded.',
      ].join('\n'),
    ]);
  });
});
