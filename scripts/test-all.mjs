#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + contract tests (Vitest), end-to-end tests (Playwright in
// Debian's Chromium). Every step runs even when an earlier one fails; the last line is the
// plain "N passed, N failed" CI reads. Exit code 1 when anything failed or no test ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const steps = [
  ['typecheck', bin('tsc'), ['-b']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  [
    'unit and contract tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/unit.json'],
  ],
];

const failedSteps = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n--- ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) failedSteps.push(name);
}

// The end-to-end tests run as two shards at once, each with its own build, preview server and
// emulator on ports of its own (playwright.config.ts derives folders and report from the port),
// so faults one shard injects never reach the other; the tests behind nginx run beside them.
// Most of a browser test is waiting, and this keeps the whole run within CI's 15 minutes on
// two cores.
const SHARDS = 2;
const basePort = Number(process.env.E2E_PORT) || 4173;
const baseEmulatorPort = Number(process.env.E2E_EMULATOR_PORT) || 8788;
const shards = Array.from({ length: SHARDS }, (_, i) => ({
  n: i + 1,
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

// The production recipe (Debian's nginx in front of the standalone emulator) has its own build,
// emulator and ports (playwright.nginx.config.ts), so it runs beside the shards.
const nginxPort = Number(process.env.NGINX_E2E_PORT) || 4180;
const nginxReport = `reports/e2e-nginx-${nginxPort}.json`;
console.log(`\n--- end-to-end tests (${SHARDS} shards, and behind nginx)`);
const codes = await Promise.all([
  ...shards.map(({ n, port, emulatorPort }) =>
    playwright(
      [`--shard=${n}/${SHARDS}`],
      { E2E_PORT: String(port), E2E_EMULATOR_PORT: String(emulatorPort) },
      `e2e ${n}/${SHARDS}`,
    ),
  ),
  playwright(['-c', 'playwright.nginx.config.ts'], { NGINX_E2E_PORT: String(nginxPort) }, 'e2e nginx'),
]);
if (codes.some((code) => code !== 0)) failedSteps.push('end-to-end tests');

const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const unit = read('reports/unit.json');
const shardReports = [...shards.map(({ port }) => read(reportOf(port))), read(nginxReport)];
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
      failed: unit.numFailedTests || (unit.success ? 0 : 1),
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
const checks = ['typecheck', 'lint'].map((s) => (failedSteps.includes(s) ? 0 : 1));
const c = { passed: checks.filter(Boolean).length, failed: checks.filter((x) => !x).length, skipped: 0 };

const line = (x) => `${x.passed} passed, ${x.failed} failed` + (x.skipped ? `, ${x.skipped} skipped` : '');
console.log(`\nchecks (typecheck, lint): ${line(c)}`);
console.log(`unit: ${line(u)}${unit ? '' : ' (no report)'}`);
console.log(`e2e: ${line(e)}${e2e ? '' : ' (no report)'}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
const t = {
  passed: c.passed + u.passed + e.passed,
  failed: c.failed + u.failed + e.failed,
  skipped: u.skipped + e.skipped,
};
console.log(line(t));
process.exit(t.failed > 0 || failedSteps.length > 0 || u.passed === 0 || e.passed === 0 ? 1 : 0);
