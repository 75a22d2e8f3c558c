import { KEY_HEADERS, moveKeysToQuery } from '../../bff/credentials.ts';
import { BROWSER_PATHS } from '../../bff/contract.ts';
import { spawn } from 'node:child_process';
import { configFromEnv } from '../../server/config.ts';
import { createAuth } from '../../server/auth/index.ts';
import { createUtsService } from '../../server/uts/index.ts';
import { accuracyFigures } from './batchAccuracy.ts';
import { round, type Figure } from './stats.ts';

const LINES = 1_000;
const LIMIT_PER_SECOND = 20;

/**
 * 1,000 mixed lines, each term, CUI, AUI, source code, RXCUI or NDC drawn from the emulator's
 * own data so they resolve, as a user would paste them (duplicates included, as lists have).
 */
function mixedLines(ds: Awaited<ReturnType<typeof createUtsService>>['dataset']): string[] {
  const concepts = [...ds.concepts.values()];
  const atoms = [...ds.atoms.values()];
  const codes = [...ds.sourceConcepts.values()].filter((s) => s.idType === 'code' && !/\s/.test(s.id));
  const pick = <T>(xs: readonly T[], i: number, stride: number) => xs[(i * stride) % xs.length]!;
  const rxcuis = [...ds.rxnorm.concepts.keys()].sort();
  const ndcs = [...ds.rxnorm.rxcuisByNdc.keys()].sort();
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
        // RXCUIs, and NDCs in their 11-digit and printed 5-4-2 forms
        if (i % 20 === 9) lines.push(pick(rxcuis, i, 389));
        else {
          const ndc = pick(ndcs, i, 397);
          lines.push(i % 40 === 19 ? ndc : `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`);
        }
    }
  }
  return lines;
}

/** Requests as they leave: counted, and keyed (URL without the key, and SOAP body) to find repeats. */
interface Wire {
  requests: number;
  refused: number;
  keys: Map<string, number>;
}

/** In Node there is no BFF: send the browser paths to the emulator as the BFF would (key header → query). */
function bffFetch(origin: string, wire: Wire): typeof fetch {
  const real = globalThis.fetch;
  return async (input, init) => {
    const path = String(input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    let target: string;
    if (path.startsWith(BROWSER_PATHS.rest))
      target = origin + moveKeysToQuery(`/rest${path.slice(BROWSER_PATHS.rest.length)}`, headers);
    else if (path.startsWith(BROWSER_PATHS.soap)) target = `${origin}/axis/services/DBManagerService`;
    else throw new Error(`bench: unexpected path ${path}`);
    wire.requests++;
    const key = `${path} ${typeof init?.body === 'string' ? init.body : ''}`;
    wire.keys.set(key, (wire.keys.get(key) ?? 0) + 1);
    for (const h of KEY_HEADERS) delete headers[h];
    const res = await real(target, { ...init, headers });
    if (res.status === 429) wire.refused++;
    return res;
  };
}

const heapMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

type Options = { searchType: 'auto'; targetSource: string | null; includeObsolete: false };

/**
 * The batch page's pipeline in Node: input.ts detection and de-duplication, resolve.ts through
 * memo.ts (one answer per question, as the page runs it), walkItems and the app's http layer
 * with its shared limiter, against the emulator in its own process enforcing 20 requests/s.
 */
async function batchPipeline() {
  const config = configFromEnv({});
  const svc = await createUtsService(config, createAuth(config));
  // The emulator in its own process, as the real service is: in this one its work would
  // hold up the client's timers and bunch requests the limiter had spread out.
  const port = Number(process.env.BENCH_BATCH_EMULATOR_PORT) || 8792;
  const url = `http://127.0.0.1:${port}`;
  const emulator = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, EMULATOR_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, emulator);
  const wire: Wire = { requests: 0, refused: 0, keys: new Map() };
  // Shims for the app's code, undone afterwards: the families after this one (search paint,
  // Lighthouse) fetch their preview's URLs with the real fetch.
  const realFetch = globalThis.fetch;
  const realStorage = (globalThis as { sessionStorage?: unknown }).sessionStorage;
  globalThis.fetch = bffFetch(url, wire);
  const store = new Map<string, string>();
  (globalThis as { sessionStorage?: unknown }).sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  // Imported after the shims: the app modules read fetch and storage when called.
  const { API_KEY_STORAGE } = await import('../../src/api/auth/credentials.ts');
  const { detectLines, uniqueLookups } = await import('../../src/features/batch/input.ts');
  const { resolveLine } = await import('../../src/features/batch/resolve.ts');
  const { appBatchClients } = await import('../../src/features/batch/clients.ts');
  const { memoClients } = await import('../../src/features/batch/memo.ts');
  const { buildRows } = await import('../../src/features/batch/rows.ts');
  const { walkItems } = await import('../../src/lib/bulk/index.ts');
  store.set(API_KEY_STORAGE, config.apiKey);
  const clients = appBatchClients('current');

  /** One run, as one press of Resolve: its rows, and the requests it sent. */
  async function run(lines: readonly string[], targetSource: string | null) {
    const detected = detectLines(lines, {});
    const lookups = uniqueLookups(detected);
    const options: Options = { searchType: 'auto', targetSource, includeObsolete: false };
    const asked = memoClients(clients);
    const before = { requests: wire.requests, refused: wire.refused };
    wire.keys.clear();
    const t0 = performance.now();
    const result = await walkItems({
      items: lookups,
      work: (u, _i, signal) => resolveLine(u.detected, options, asked, signal),
    });
    const seconds = (performance.now() - t0) / 1000;
    if (result.end.status !== 'complete') throw new Error(`batch walk ended ${result.end.status}`);
    const outcomes = new Map(lookups.map((u, i) => [u.key, result.outcomes[i]!]));
    const requests = wire.requests - before.requests;
    const repeats = [...wire.keys.values()].reduce((n, c) => n + c - 1, 0);
    return {
      lookups,
      rows: buildRows(detected, outcomes, new Map()),
      failed: result.outcomes.filter((o) => o?.status === 'failed').length,
      requests,
      // The fewest calls that fill these rows: each distinct question once (memo.ts asks a
      // question only when a row shows its answer; see batchFloor below).
      floor: asked.stats().asked,
      repeats,
      refused: wire.refused - before.refused,
      seconds,
    };
  }

  const close = () => {
    globalThis.fetch = realFetch;
    (globalThis as { sessionStorage?: unknown }).sessionStorage = realStorage;
    emulator.kill();
  };
  return { dataset: svc.dataset, run, close };
}

const KINDS = ['term', 'code', 'cui', 'aui', 'rxcui', 'ndc'] as const;

/**
 * Batch lookup: the request count is the time at 20 requests/s (issue 32). 1,000 mixed lines,
 * run kind by kind (term, code, CUI, AUI, RXCUI, NDC) so each kind's requests are its own: what
 * it spends against its floor (each distinct question once), repeats (the same request twice)
 * and 429s; then the term and code lines again with a target source (MSH), whose codes add one
 * question per distinct concept. Then the labelled lines (batchAccuracy.ts): precision of
 * matched rows, recall, how many land in review.
 */
export async function batchFigures(): Promise<Figure[]> {
  const p = await batchPipeline();
  try {
    const lines = mixedLines(p.dataset);
    const { detectLines } = await import('../../src/features/batch/input.ts');
    const kindOf = new Map(lines.map((l) => [l, detectLines([l], {})[0]!.detected.kind] as const));
    const figures: Figure[] = [['batch.lines', lines.length, 'lines']];
    const totals = { lookups: 0, failed: 0, requests: 0, floor: 0, repeats: 0, refused: 0, seconds: 0 };
    const before = heapMb();
    const pass = async (label: string, kinds: readonly string[], target: string | null) => {
      for (const kind of kinds) {
        const of = lines.filter((l) => kindOf.get(l) === kind);
        if (of.length === 0) continue;
        const r = await p.run(of, target);
        totals.lookups += r.lookups.length;
        totals.failed += r.failed;
        totals.requests += r.requests;
        totals.floor += r.floor;
        totals.repeats += r.repeats;
        totals.refused += r.refused;
        totals.seconds += r.seconds;
        figures.push(
          [`batch.${label}${kind}.lookups`, r.lookups.length, 'lookups'],
          [`batch.${label}${kind}.requests`, r.requests, 'requests'],
          [`batch.${label}${kind}.floor`, r.floor, 'requests'],
        );
      }
    };
    await pass('', KINDS, null);
    await pass('target_msh.', ['term', 'code', 'cui'], 'MSH');
    const after = heapMb();
    const rate = totals.requests / totals.seconds;
    figures.push(
      ['batch.lookups', totals.lookups, 'lookups'],
      ['batch.failed_rows', totals.failed, 'rows'],
      ['batch.requests', totals.requests, 'requests'],
      ['batch.floor', totals.floor, 'requests'],
      ['batch.requests_over_floor', round(totals.requests / totals.floor, 3), '×'],
      ['batch.repeats', totals.repeats, 'requests'],
      ['batch.duration', round(totals.seconds, 1), 's'],
      ['batch.request_rate', round(rate, 2), 'req/s'],
      ['batch.rate_of_limit', round((100 * rate) / LIMIT_PER_SECOND, 1), '%'],
      ['batch.http_429', totals.refused, 'responses'],
      ['batch.heap_before', round(before, 1), 'MB'],
      ['batch.heap_after', round(after, 1), 'MB'],
      ...(await accuracyFigures(p.run)),
    );
    return figures;
  } finally {
    p.close();
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

/** The labelled lines alone (`tsx scripts/bench/batch.ts --accuracy`), a quick check of match quality. */
async function accuracyOnly(): Promise<Figure[]> {
  const p = await batchPipeline();
  try {
    return await accuracyFigures(p.run);
  } finally {
    p.close();
  }
}

// `tsx scripts/bench/batch.ts` runs this family alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = process.argv.includes('--accuracy') ? await accuracyOnly() : await batchFigures();
  for (const [name, value, unit] of figures) console.log(`${name} ${value} ${unit}`);
}
