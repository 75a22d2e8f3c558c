#!/usr/bin/env node
// `npm run test:stress`: the whole suite (`npm test`) several times in a row on a machine kept
// busy on purpose, so a test that leans on wall-clock time shows itself here rather than in CI.
// Each run's closing line and time are printed, then one summary line.
//
//   npm run test:stress                        3 runs beside two browser sessions
//   npm run test:stress -- --runs 5 --hogs 2   5 runs beside two browsers and two busy processes
//   npm run test:stress -- --browsers 0 --hogs 2  beside busy processes only (the old default)
//   npm run test:stress -- --only unit         unit and contract tests only (vitest), likewise e2e
//
// The neighbours look like this machine's real ones: `--browsers N` headless Chromium sessions
// (default 2) load the app's pages in a loop (scripts/stress/browserHogs.ts), from a build and
// preview of their own on ports of their own (STRESS_PORT, STRESS_EMULATOR_PORT: 4197, 8797),
// so what the suite's tests make the emulator do never reaches them. `--hogs N` adds busy
// processes (default 0): Debian's `stress-ng --cpu 1` when installed, else a Node busy loop.
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    browsers: { type: 'string', default: '2' },
    hogs: { type: 'string', default: '0' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const browserCount = Number(values.browsers);
const hogCount = Number(values.hogs);
if (![runs - 1, browserCount, hogCount].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error('usage: npm run test:stress -- [--runs N] [--browsers N] [--hogs N] [--only unit|e2e]');
  process.exit(2);
}
const COMMANDS = {
  all: ['node', ['scripts/test-all.mjs']],
  unit: ['node_modules/.bin/vitest', ['run']],
  e2e: ['node_modules/.bin/playwright', ['test']],
};
const [cmd, args] = COMMANDS[values.only ?? 'all'] ?? COMMANDS.all;

const STRESS_PORT = Number(process.env.STRESS_PORT) || 4197;
const STRESS_EMULATOR_PORT = Number(process.env.STRESS_EMULATOR_PORT) || 8797;
const STRESS_BUILD = 'dist-stress';
const base = `http://127.0.0.1:${STRESS_PORT}`;

/** Every neighbour started, each the leader of its own process group (its browsers too). */
const neighbours = [];
const start = (command, commandArgs, options = {}) => {
  const child = spawn(command, commandArgs, { stdio: 'ignore', detached: true, ...options });
  neighbours.push(child);
  return child;
};
const killGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
/** The suite's run under way, the leader of its own process group (its servers and browsers). */
let suite = null;
// The last resort, on any exit: nothing of the neighbours or the suite may outlive this script.
process.on('exit', () => [...neighbours, ...(suite ? [suite] : [])].forEach((c) => killGroup(c, 'SIGKILL')));

/** Stops the neighbours: the browser sessions close their browsers and say what they did. */
const stopNeighbours = async () => {
  const ended = neighbours.map((c) =>
    c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('close', r)),
  );
  neighbours.forEach((c) => killGroup(c, 'SIGTERM'));
  await Promise.race([Promise.all(ended), new Promise((r) => setTimeout(r, 15_000))]);
  neighbours.forEach((c) => killGroup(c, 'SIGKILL'));
};

// Interrupted: the run under way stops, the browser sessions close their browsers and say
// what they did.
const interrupted = (code) => () => {
  if (suite) killGroup(suite, 'SIGTERM');
  void stopNeighbours().then(() => process.exit(code));
};
process.on('SIGINT', interrupted(130));
process.on('SIGTERM', interrupted(143));

const hasStressNg = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0;
for (let i = 0; i < hogCount; i++)
  if (hasStressNg) start('stress-ng', ['--cpu', '1', '--quiet']);
  else start(process.execPath, ['-e', 'for (;;) {}']);

let browserHogs = null;
if (browserCount > 0) {
  // The app the sessions browse: built once, served by a preview with its own emulator.
  console.log(`--- building the app the ${browserCount} browser session(s) load (${STRESS_BUILD})`);
  const built = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--logLevel', 'warn', '--outDir', STRESS_BUILD],
    {
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(1);
  start('node_modules/.bin/vite', ['preview', '--outDir', STRESS_BUILD], {
    env: {
      ...process.env,
      PREVIEW_PORT: String(STRESS_PORT),
      EMULATOR_PORT: String(STRESS_EMULATOR_PORT),
      UTS_BASE_URL: '',
    },
  });
  const up = Date.now();
  for (;;) {
    const ok = await fetch(base).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - up > 120_000) {
      console.error(`the browser sessions' preview did not answer on ${base}`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  browserHogs = start(
    'node_modules/.bin/tsx',
    ['scripts/stress/browserHogs.ts', base, String(browserCount)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let said = '';
  browserHogs.stdout.on('data', (chunk) => (said += chunk));
  browserHogs.once('close', () => said.trim() && console.log(`\n--- neighbours: ${said.trim()}`));
}

const neighbourWords = [
  browserCount ? `${browserCount} browser session(s) loading the app's pages` : null,
  hogCount ? `${hogCount} busy process(es) (${hasStressNg ? 'stress-ng --cpu 1' : 'node busy loop'})` : null,
]
  .filter(Boolean)
  .join(' and ');
console.log(`${neighbourWords || 'no neighbours'}, ${runs} run(s) of ${[cmd, ...args].join(' ')}`);

/** Runs the suite once with its output shown; resolves with its exit code and closing line. */
const once = () =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    suite = child;
    let last = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = String(chunk)
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const closing = lines.filter((l) => /\d+ passed|\d+ failed/.test(l)).at(-1);
      if (closing) last = closing;
    });
    child.on('close', (code) => {
      suite = null;
      resolve({ code: code ?? 1, last });
    });
  });

const results = [];
for (let i = 1; i <= runs; i++) {
  const began = Date.now();
  const { code, last } = await once();
  const seconds = Math.round((Date.now() - began) / 1000);
  results.push({ code, last, seconds });
  console.log(`\n=== stress run ${i} of ${runs}: ${code === 0 ? 'green' : 'RED'} in ${seconds} s: ${last}`);
}
await stopNeighbours();
console.log('\n--- stress summary');
results.forEach((r, i) =>
  console.log(`run ${i + 1}: ${r.code === 0 ? 'green' : 'red'}, ${r.seconds} s, ${r.last}`),
);
const red = results.filter((r) => r.code !== 0).length;
console.log(`${runs - red} passed, ${red} failed`);
process.exit(red ? 1 : 0);
