#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + contract tests (Vitest), end-to-end tests (Playwright in
// Debian's Chromium). Every step runs even when an earlier one fails; the last line is the
// plain "N passed, N failed" CI reads. Exit code 1 when anything failed or no test ran.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { e2eFailureDetails, failedTests, lastLines } from './test/failedTests.mjs';
import { errorsFileOf } from './test/unhandledErrorsReporter.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const failedSteps = [];
// Seconds from the start to the end of each step, printed before the closing line: CI shows
// only the end of the output, and its 15 minutes are what these add up to.
const started = Date.now();
const stepTimes = [];
const timed = (name) => stepTimes.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
// The last lines each step wrote to stderr, printed at the end for a step that failed with no
// failed test to show for it: CI shows only the end of the output.
const stderrTails = {};
/** Runs one step with its output shown; a failure is recorded and the run goes on. */
const run = (name, cmd, args) =>
  new Promise((resolve) => {
    console.log(`\n--- ${name}`);
    const child = spawn(cmd, args, { stdio: ['inherit', 'inherit', 'pipe'], env: process.env });
    let tail = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      tail = (tail + chunk).slice(-4000);
    });
    child.on('close', (code) => {
      stderrTails[name] = tail;
      if (code !== 0) failedSteps.push(name);
      timed(name);
      resolve();
    });
  });

// The one production build the e2e shards serve, then the end-to-end tests on their own, then
// the Vitest runs with type checking and lint beside them. Measured on this 2-core machine:
// the e2e tests alone took 436 s and 477 s of CPU, with both cores half idle (they wait on
// pages, timers and the rate limiter); with the Vitest runs, type checking and lint beside
// them (even at nice 10) they took 930-975 s and 1,358 s of CPU, and the whole run
// 1,011-1,097 s against 480-500 s in this order: a page under contention takes longer, so
// every wait and poll of the tests and of the app costs more. Filling the idle cores once paid,
// when the e2e tests were a smaller part of the run.
const BUILT = 'dist-e2e';
const vitest = (project, report) => [
  'run',
  ...project.flatMap((p) => ['--project', p]),
  `--maxWorkers=${availableParallelism()}`,
  '--reporter=default',
  '--reporter=json',
  // writes the errors caught outside tests, which the JSON report leaves out, beside it
  '--reporter=./scripts/test/unhandledErrorsReporter.mjs',
  `--outputFile.json=${report}`,
];
const UNIT_REPORTS = ['reports/unit.json', 'reports/unit-node.json'];
const UNIT_STEPS = ['unit tests (app)', 'unit and contract tests (Node)'];
await run('e2e build', bin('vite'), ['build', '--logLevel', 'warn', '--outDir', BUILT]);
const background = (name, cmd, args) => run(name, 'nice', ['-n', '10', cmd, ...args]);
/** After the e2e tests: the Vitest runs one after the other, the checks beside them. */
const afterE2e = () =>
  Promise.all([
    run(
      UNIT_STEPS[0],
      bin('vitest'),
      vitest(['browser-code', 'browser-code-mocks', 'browser-code-pure'], UNIT_REPORTS[0]),
    ).then(() => run(UNIT_STEPS[1], bin('vitest'), vitest(['node-code'], UNIT_REPORTS[1]))),
    background('typecheck', bin('tsc'), ['-b']),
    background('lint', 'npm', ['run', '-s', 'lint:eslint']),
    background('lint (cycles)', 'npm', ['run', '-s', 'lint:cycles']),
    background('lint (format)', 'npm', ['run', '-s', 'lint:format']),
  ]);

// The end-to-end tests run as two shards at once, each with its own preview server and
// emulator on ports of its own (playwright.config.ts derives folders and report from the port),
// so faults one shard injects never reach the other; the tests behind nginx run beside them.
// Both shards serve one build made first. Files go to the shards by their measured durations
// (e2e/durations.json, longest first to the shard with less so far), so both end together:
// split by count, one shard ran 13.4 min and the other 10.6. This keeps the whole run within
// CI's 15 minutes on two cores.
const SHARDS = Number(process.env.E2E_SHARDS) || 2;
const basePort = Number(process.env.E2E_PORT) || 4173;
const baseEmulatorPort = Number(process.env.E2E_EMULATOR_PORT) || 8788;
const durations = read('e2e/durations.json') ?? {};
const files = readdirSync('e2e').filter((f) => f.endsWith('.spec.ts'));
const known = Object.values(durations);
const typical = known.length ? known.sort((a, b) => a - b)[Math.floor(known.length / 2)] : 1;
const weightOf = (f) => durations[f] ?? typical; // a new file counts as a typical one
const groups = Array.from({ length: SHARDS }, () => ({ files: [], total: 0 }));
for (const f of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
  const g = groups.reduce((min, x) => (x.total < min.total ? x : min));
  g.files.push(`e2e/${f}`);
  g.total += weightOf(f);
}
const shards = groups.map((g, i) => ({
  n: i + 1,
  files: g.files,
  port: basePort + i,
  emulatorPort: baseEmulatorPort + i,
}));
const reportOf = (port) => (port === 4173 ? 'reports/e2e.json' : `reports/e2e-${port}.json`);

/** Runs Playwright with its output prefixed by `[label]`; resolves with the exit code. */
const playwright = (args, env, label) =>
  new Promise((resolve) => {
    const child = spawn(bin('playwright'), ['test', ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const l of lines) out.write(`[${label}] ${l}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code));
  });

// The production recipe (Debian's nginx in front of the standalone emulator) has its own
// emulator and ports (playwright.nginx.config.ts), so it runs beside the shards, on their build.
const nginxPort = Number(process.env.NGINX_E2E_PORT) || 4180;
const nginxReport = `reports/e2e-nginx-${nginxPort}.json`;
// A few journeys on the development server (playwright.dev.config.ts), where React's
// development checks run, which the build the shards serve leaves out; ports of their own.
const devPort = Number(process.env.DEV_E2E_PORT) || 4190;
const devReport = `reports/e2e-dev-${devPort}.json`;
console.log(`\n--- end-to-end tests (${SHARDS} shards, behind nginx, and on the dev server)`);
const codes = await Promise.all([
  ...shards.map(({ n, files, port, emulatorPort }) =>
    playwright(
      files,
      { E2E_PORT: String(port), E2E_EMULATOR_PORT: String(emulatorPort), E2E_BUILT: BUILT },
      `e2e ${n}/${SHARDS}`,
    ),
  ),
  playwright(
    ['-c', 'playwright.nginx.config.ts'],
    { NGINX_E2E_PORT: String(nginxPort), E2E_BUILT: BUILT },
    'e2e nginx',
  ),
  playwright(['-c', 'playwright.dev.config.ts'], { DEV_E2E_PORT: String(devPort) }, 'e2e dev'),
]);
if (codes.some((code) => code !== 0)) failedSteps.push('end-to-end tests');
timed('end-to-end tests');
await afterE2e();

const unitReports = UNIT_REPORTS.map(read).filter(Boolean);
// Errors Vitest caught outside any test: they fail its run, so each counts as a failed test.
const unhandled = UNIT_REPORTS.flatMap((f) => read(errorsFileOf(f))?.errors ?? []);
// A Vitest step that failed with none of that to show for it (a worker that never reported, a
// run that would not close) still counts as one failure, so the closing line never says
// "0 failed" for a red run.
const unexplained = UNIT_STEPS.filter((step, i) => {
  if (!failedSteps.includes(step)) return false;
  const report = read(UNIT_REPORTS[i]);
  const errors = read(errorsFileOf(UNIT_REPORTS[i]))?.errors ?? [];
  return report?.success && report.numFailedTests === 0 && errors.length === 0;
});
// Both Vitest runs as one report: counts summed, files listed together; a missing report (the
// run did not get to write it) makes the whole a failure.
const sum = (key) => unitReports.reduce((n, r) => n + r[key], 0);
const unit = unitReports.length
  ? {
      numPassedTests: sum('numPassedTests'),
      numFailedTests: sum('numFailedTests'),
      numPendingTests: sum('numPendingTests'),
      numTodoTests: sum('numTodoTests'),
      success: unitReports.length === UNIT_REPORTS.length && unitReports.every((r) => r.success),
      testResults: unitReports.flatMap((r) => r.testResults),
    }
  : null;
const shardReports = [...shards.map(({ port }) => read(reportOf(port))), read(nginxReport), read(devReport)];
// This run's seconds per file: copy to e2e/durations.json when files were added or grew.
const measured = {};
const addDurations = (suite, file) => {
  const f = suite.file ?? file;
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests)
      for (const r of t.results) measured[f] = (measured[f] ?? 0) + r.duration / 1000;
  for (const child of suite.suites ?? []) addDurations(child, f);
};
shardReports.slice(0, SHARDS).forEach((r) => r?.suites.forEach((suite) => addDurations(suite)));
writeFileSync(
  'reports/e2e-durations.json',
  JSON.stringify(
    Object.fromEntries(
      Object.entries(measured)
        .sort((a, b) => b[1] - a[1])
        .map(([f, d]) => [f, Math.round(d)]),
    ),
    null,
    2,
  ) + '\n',
);
const e2e = shardReports.every(Boolean)
  ? {
      stats: Object.fromEntries(
        ['expected', 'unexpected', 'flaky', 'skipped'].map((k) => [
          k,
          shardReports.reduce((sum, r) => sum + r.stats[k], 0),
        ]),
      ),
      errors: shardReports.flatMap((r) => r.errors ?? []),
    }
  : null;
const u = unit
  ? {
      passed: unit.numPassedTests,
      // a file that fails to load sets success=false without a failed test
      failed: (unit.numFailedTests || (unit.success ? 0 : 1)) + unhandled.length + unexplained.length,
      skipped: unit.numPendingTests + unit.numTodoTests,
    }
  : { passed: 0, failed: 1, skipped: 0 };
const e = e2e
  ? {
      passed: e2e.stats.expected,
      failed: e2e.stats.unexpected + e2e.stats.flaky + (e2e.errors?.length ?? 0),
      skipped: e2e.stats.skipped,
    }
  : { passed: 0, failed: 1, skipped: 0 };
// typecheck and lint count as one check each
const checks = [['typecheck'], ['lint', 'lint (cycles)', 'lint (format)']].map((steps) =>
  steps.some((s) => failedSteps.includes(s)) ? 0 : 1,
);
const c = { passed: checks.filter(Boolean).length, failed: checks.filter((x) => !x).length, skipped: 0 };

const line = (x) => `${x.passed} passed, ${x.failed} failed` + (x.skipped ? `, ${x.skipped} skipped` : '');
console.log(`\nchecks (typecheck, lint): ${line(c)}`);
console.log(`unit: ${line(u)}${unit ? '' : ' (no report)'}`);
console.log(`e2e: ${line(e)}${e2e ? '' : ' (no report)'}`);
console.log(`steps ended at (from the start): ${stepTimes.join(', ')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
const failures = [
  ...failedTests(unit, shardReports, process.cwd(), unhandled),
  ...unexplained.map((step) => `${step}: exited non-zero with every test passed; its stderr ended:`),
];
if (failures.length) console.log(`failed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
for (const step of unexplained) console.log(lastLines(stderrTails[step], 15));
const details = e2eFailureDetails(shardReports);
if (details.length) console.log(`what the failed e2e tries said:\n${details.join('\n')}`);
const t = {
  passed: c.passed + u.passed + e.passed,
  failed: c.failed + u.failed + e.failed,
  skipped: u.skipped + e.skipped,
};
console.log(line(t));
process.exit(t.failed > 0 || failedSteps.length > 0 || u.passed === 0 || e.passed === 0 ? 1 : 0);
