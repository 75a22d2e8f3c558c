import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { API_KEY_HEADER, BROWSER_PATHS } from '../../bff/contract.ts';
import { DEFAULT_API_KEY } from '../../server/config.ts';
import { DEFAULT_REQUEST_NS } from '../../server/rxnorm/wire-names.ts';
import { buildEnvelope } from '../../src/api/rxnorm/envelope.ts';
import { median, round, type Figure } from './stats.ts';

/**
 * `npm start` on the embedded emulator (goal ≤ 5 s on a fresh clone): from the spawn
 * of the dev server to (1) the app's page served, (2) a words search answered through the BFF
 * by the emulator, (3) a drug answered over SOAP, each in a fresh process. BENCH_START_DIR runs
 * it in another checkout (a fresh clone, after its `npm ci`). A fresh clone's very first start
 * also pre-bundles dependencies when the first page asks for its modules; the figures here are
 * for the server, not that first page.
 */
const RUNS = 5;
const DRUG = buildEnvelope(DEFAULT_REQUEST_NS, 'getRxConceptProperties', [
  { name: 'rxcui', kind: 'string', value: '29046' },
]);

/** Polls `ask` until it answers true; resolves with the ms since `t0`. */
async function until(t0: number, ask: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await ask().catch(() => false)) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function oneStart(port: number, emulatorPort: number) {
  const cwd = process.env.BENCH_START_DIR || process.cwd();
  const t0 = performance.now();
  const child = spawn(
    'node_modules/.bin/vite',
    ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd,
      env: { ...process.env, EMULATOR_PORT: String(emulatorPort), UTS_BASE_URL: '' },
      stdio: 'ignore',
      detached: true,
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const page = await until(t0, async () => (await fetch(`${base}/`)).ok);
    const search = await until(t0, async () => {
      const res = await fetch(`${base}${BROWSER_PATHS.rest}/search/current?string=diabetes`, {
        headers: { [API_KEY_HEADER]: DEFAULT_API_KEY },
      });
      return res.ok && ((await res.json()) as { result: { results: unknown[] } }).result.results.length > 0;
    });
    const drug = await until(t0, async () => {
      const res = await fetch(`${base}${BROWSER_PATHS.soap}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' },
        body: DRUG,
      });
      return res.ok && (await res.text()).includes('lisinopril');
    });
    return { page, search, drug };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await once(child, 'exit');
  }
}

export async function startFigures(): Promise<Figure[]> {
  const runs: Awaited<ReturnType<typeof oneStart>>[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneStart(5273 + i, 8887 + i));
  const fig = (key: 'page' | 'search' | 'drug', name: string): Figure[] => [
    [`start.${name}.median`, round(median(runs.map((r) => r[key])), 0), 'ms'],
    [`start.${name}.max`, round(Math.max(...runs.map((r) => r[key])), 0), 'ms'],
  ];
  return [
    ...fig('page', 'app_page_served'),
    ...fig('search', 'search_answered'),
    ...fig('drug', 'drug_answered'),
  ];
}
