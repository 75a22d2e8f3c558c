#!/usr/bin/env node
// `npm run test:stress`: the whole suite (`npm test`) several times in a row on a machine kept
// busy on purpose, so a test that leans on wall-clock time shows itself here rather than in CI.
// Each run's closing line and time are printed, then one summary line.
//
//   npm run test:stress                      3 runs, one busy process per core
//   npm run test:stress -- --runs 5 --hogs 1 5 runs beside one busy process
//   npm run test:stress -- --only unit       unit and contract tests only (vitest), likewise e2e
//
// The busy processes are Debian's `stress-ng --cpu 1` when installed, else a Node busy loop.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    hogs: { type: 'string', default: String(availableParallelism()) },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const hogCount = Number(values.hogs);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(hogCount) || hogCount < 0) {
  console.error('usage: npm run test:stress -- [--runs N] [--hogs N] [--only unit|e2e]');
  process.exit(2);
}
const COMMANDS = {
  all: ['node', ['scripts/test-all.mjs']],
  unit: ['node_modules/.bin/vitest', ['run']],
  e2e: ['node_modules/.bin/playwright', ['test']],
};
const [cmd, args] = COMMANDS[values.only ?? 'all'] ?? COMMANDS.all;

const hasStressNg = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0;
const hogs = Array.from({ length: hogCount }, () =>
  hasStressNg
    ? spawn('stress-ng', ['--cpu', '1', '--quiet'], { stdio: 'ignore' })
    : spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopHogs = () => hogs.forEach((h) => h.kill('SIGKILL'));
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));
console.log(
  `${hogCount} busy process(es) (${hasStressNg ? 'stress-ng --cpu 1' : 'node busy loop'}), ${runs} run(s) of ${[cmd, ...args].join(' ')}`,
);

/** Runs the suite once with its output shown; resolves with its exit code and closing line. */
const once = () =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, {
      env: { ...process.env, CI: 'true' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
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
    child.on('close', (code) => resolve({ code: code ?? 1, last }));
  });

const results = [];
for (let i = 1; i <= runs; i++) {
  const start = Date.now();
  const { code, last } = await once();
  const seconds = Math.round((Date.now() - start) / 1000);
  results.push({ code, last, seconds });
  console.log(`\n=== stress run ${i} of ${runs}: ${code === 0 ? 'green' : 'RED'} in ${seconds} s: ${last}`);
}
stopHogs();
console.log('\n--- stress summary');
results.forEach((r, i) =>
  console.log(`run ${i + 1}: ${r.code === 0 ? 'green' : 'red'}, ${r.seconds} s, ${r.last}`),
);
const red = results.filter((r) => r.code !== 0).length;
console.log(`${runs - red} passed, ${red} failed`);
process.exit(red ? 1 : 0);
