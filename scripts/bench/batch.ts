import { KEY_HEADERS, moveKeysToQuery } from '../../bff/credentials.ts';
import { BROWSER_PATHS } from '../../bff/contract.ts';
import { spawn } from 'node:child_process';
import { configFromEnv } from '../../server/config.ts';
import { createAuth } from '../../server/auth/index.ts';
import { createUtsService } from '../../server/uts/index.ts';
import { round, type Figure } from './stats.ts';

const LINES = 1_000;
const LIMIT_PER_SECOND = 20;

/**
 * 1,000 mixed lines, each term, CUI, AUI, source code, RXCUI or NDC drawn from the emulator's
 * own data so they resolve, as a user would paste them.
 */
function mixedLines(ds: Awaited<ReturnType<typeof createUtsService>>['dataset']): string[] {
  const concepts = [...ds.concepts.values()];
  const atoms = [...ds.atoms.values()];
  const codes = [...ds.sourceConcepts.values()].filter((s) => s.idType === 'code' && !/\s/.test(s.id));
  const pick = <T>(xs: readonly T[], i: number, stride: number) => xs[(i * stride) % xs.length]!;
  // RxNorm identifiers the drug e2e specs use (the drug data has no index to sample from here).
  const drugs = ['314076', '29046', '00093-1113-10', '00093111310', '197361', '1049502'];
  const lines: string[] = [];
  for (let i = 0; lines.length < LINES; i++) {
    switch (i % 10) {
      case 0:
      case 1:
      case 2:
      case 3:
        lines.push(pick(concepts, i, 7919).name);
        break;
      case 4:
      case 5:
        lines.push(pick(concepts, i, 104_729).cui);
        break;
      case 6:
        lines.push(pick(atoms, i, 7877).aui);
        break;
      case 7:
      case 8: {
        const c = pick(codes, i, 6151);
        lines.push(`${c.sab}:${c.id}`);
        break;
      }
      default:
        lines.push(drugs[i % drugs.length]!);
    }
  }
  return lines;
}

/** In Node there is no BFF: send the browser paths to the emulator as the BFF would (key header → query). */
function bffFetch(origin: string, counts: { requests: number; refused: number }): typeof fetch {
  const real = globalThis.fetch;
  return async (input, init) => {
    const path = String(input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    let target: string;
    if (path.startsWith(BROWSER_PATHS.rest))
      target = origin + moveKeysToQuery(`/rest${path.slice(BROWSER_PATHS.rest.length)}`, headers);
    else if (path.startsWith(BROWSER_PATHS.soap)) target = `${origin}/axis/services/DBManagerService`;
    else throw new Error(`bench: unexpected path ${path}`);
    counts.requests++;
    for (const h of KEY_HEADERS) delete headers[h];
    const res = await real(target, { ...init, headers });
    if (res.status === 429) counts.refused++;
    return res;
  };
}

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/**
 * Batch lookup throughput: 1,000 mixed lines through the page's own pipeline (input.ts
 * detection and de-duplication, resolve.ts, walkItems) and the app's http layer with its
 * shared limiter, against the emulator enforcing 20 requests/s. Every request and every 429
 * is counted where it leaves; heap is read before and after.
 */
export async function batchFigures(): Promise<Figure[]> {
  const config = configFromEnv({});
  const svc = await createUtsService(config, createAuth(config));
  const lines = mixedLines(svc.dataset);
  // The emulator in its own process, as the real service is: in this one its work would
  // hold up the client's timers and bunch requests the limiter had spread out.
  const port = Number(process.env.BENCH_BATCH_EMULATOR_PORT) || 8792;
  const url = `http://127.0.0.1:${port}`;
  const emulator = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, EMULATOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, emulator);
  const counts = { requests: 0, refused: 0 };
  // Shims for the app's code, undone afterwards: the families after this one (search paint,
  // Lighthouse) fetch their preview's URLs with the real fetch.
  const realFetch = globalThis.fetch;
  const realStorage = (globalThis as { sessionStorage?: unknown }).sessionStorage;
  globalThis.fetch = bffFetch(url, counts);
  const store = new Map<string, string>();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  try {
    // Imported after the shims: the app modules read fetch and storage when called.
    const { API_KEY_STORAGE } = await import('../../src/api/auth/credentials.ts');
    const { detectLines, uniqueLookups } = await import('../../src/features/batch/input.ts');
    const { resolveLine } = await import('../../src/features/batch/resolve.ts');
    const { appBatchClients } = await import('../../src/features/batch/clients.ts');
    const { walkItems } = await import('../../src/lib/bulk/index.ts');
    store.set(API_KEY_STORAGE, config.apiKey);
    const lookups = uniqueLookups(detectLines(lines, {}));
    const clients = appBatchClients('current');
    const options = { searchType: 'auto' as const, targetSource: null, includeObsolete: false };
    const before = heapMb();
    const t0 = performance.now();
    const result = await walkItems({
      items: lookups,
      work: (u, _i, signal) => resolveLine(u.detected, options, clients, signal),
    });
    const seconds = (performance.now() - t0) / 1000;
    const after = heapMb();
    if (result.end.status !== 'complete') throw new Error(`batch walk ended ${result.end.status}`);
    const failed = result.outcomes.filter((o) => o?.status === 'failed').length;
    const rate = counts.requests / seconds;
    return [
      ['batch.lines', lines.length, 'lines'],
      ['batch.lookups', lookups.length, 'lookups'],
      ['batch.failed_rows', failed, 'rows'],
      ['batch.requests', counts.requests, 'requests'],
      ['batch.duration', round(seconds, 1), 's'],
      ['batch.request_rate', round(rate, 2), 'req/s'],
      ['batch.rate_of_limit', round((100 * rate) / LIMIT_PER_SECOND, 1), '%'],
      ['batch.http_429', counts.refused, 'responses'],
      ['batch.heap_before', round(before, 1), 'MB'],
      ['batch.heap_after', round(after, 1), 'MB'],
    ];
  } finally {
    globalThis.fetch = realFetch;
    (globalThis as { sessionStorage?: unknown }).sessionStorage = realStorage;
    emulator.kill();
  }
}

async function waitForHealth(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`emulator exited (is port ${url} taken?)`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('emulator did not start');
}

// `tsx scripts/bench/batch.ts` runs this family alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value, unit] of await batchFigures()) console.log(`${name} ${value} ${unit}`);
}
