import { execFileSync } from 'node:child_process';
import { configFromEnv } from '../../server/config.ts';
import { startEmulator } from '../../server/emulator.ts';
import { createAuth } from '../../server/auth/index.ts';
import { createUtsService } from '../../server/uts/index.ts';
import {
  benchCodes,
  benchQueries,
  benchSearchQuery,
  largestChildLevels,
  largestSourceSubtree,
} from '../../server/testing/uts-bench.ts';
import type { SearchQuery } from '../../server/uts/search/engine.ts';
import { median, quantile, round, type Figure } from './stats.ts';

const COLD_RUNS = 3;
const SEARCH_REPS = 20;

/** Emulator cold start: a fresh Node process each time, from import to a served request. */
function coldStart(): Figure[] {
  const runs = Array.from({ length: COLD_RUNS }, () => {
    const out = execFileSync('node_modules/.bin/tsx', ['scripts/bench/cold-start-child.ts'], {
      encoding: 'utf8',
    });
    return JSON.parse(out.trim().split('\n').at(-1)!) as { ms: number; heapMb: number };
  });
  return [
    ['emulator.cold_start.median', round(median(runs.map((r) => r.ms)), 0), 'ms'],
    ['emulator.heap_after_start', round(median(runs.map((r) => r.heapMb)), 0), 'MB'],
  ];
}

/** Search p50/p95 over the 50 fixed queries: in the engine, and over loopback HTTP. */
async function searchFigures(): Promise<Figure[]> {
  const config = { ...configFromEnv({}), rateLimitPerSecond: 1_000_000 };
  const svc = await createUtsService(config, createAuth(config));
  svc.engine.warm();
  const queries = benchQueries();
  const engine: number[] = [];
  for (let r = 0; r < SEARCH_REPS; r++) {
    for (const q of queries) {
      const t0 = performance.now();
      svc.engine.search(benchSearchQuery(q));
      engine.push(performance.now() - t0);
    }
  }
  engine.sort((a, b) => a - b);
  // The other search types a user picks, and a pasted code (inputType=code).
  const typed = (make: (q: string) => SearchQuery, strings: string[]): number[] => {
    const times: number[] = [];
    for (let r = 0; r < SEARCH_REPS; r++) {
      for (const q of strings) {
        const t0 = performance.now();
        svc.engine.search(make(q));
        times.push(performance.now() - t0);
      }
    }
    return times.sort((a, b) => a - b);
  };
  const exact = typed((q) => ({ ...benchSearchQuery(q), searchType: 'exact' }), queries);
  const normalized = typed((q) => ({ ...benchSearchQuery(q), searchType: 'normalizedString' }), queries);
  const code = typed(
    (q) => ({ ...benchSearchQuery(q), searchType: 'exact', inputType: 'code', returnIdType: 'code' }),
    benchCodes(),
  );

  // Found before the server starts: at full scale these walks take seconds, long enough for
  // the server to close the idle keep-alive socket the next fetch would reuse (ECONNRESET).
  const big = largestSourceSubtree(svc.dataset);
  const largestLevels = largestChildLevels(svc.dataset);
  const { server, url } = await startEmulator(0, config);
  try {
    const http: number[] = [];
    const key = encodeURIComponent(config.apiKey);
    for (const q of queries)
      await fetch(`${url}/rest/search/current?apiKey=${key}&string=${encodeURIComponent(q)}`); // warm
    for (let r = 0; r < 5; r++) {
      for (const q of queries) {
        const t0 = performance.now();
        const res = await fetch(`${url}/rest/search/current?apiKey=${key}&string=${encodeURIComponent(q)}`);
        await res.text();
        if (!res.ok) throw new Error(`search ${q}: ${res.status}`);
        http.push(performance.now() - t0);
      }
    }
    http.sort((a, b) => a - b);

    const base = `${url}/rest/content/current/source/${big.sab}/${encodeURIComponent(big.id)}/descendants?apiKey=${key}`;
    const t0 = performance.now();
    const first = await fetch(`${base}&pageSize=25`);
    await first.text();
    const firstMs = performance.now() - t0;
    const t1 = performance.now();
    let items = 0;
    for (let page = 1; ; page++) {
      const res = await fetch(`${base}&pageSize=200&pageNumber=${page}`);
      if (res.status === 404) break;
      const body = (await res.json()) as { result: unknown[]; pageCount: number };
      items += body.result.length;
      if (page >= body.pageCount) break;
    }
    const allMs = performance.now() - t1;
    if (items !== big.descendants) throw new Error(`descendants: got ${items}, expected ${big.descendants}`);

    // The widest child level of each source, first page as the tree asks for it (median of 5).
    const levels: Figure[] = [];
    for (const level of largestLevels) {
      const at = `${url}/rest/content/current/source/${level.sab}/${encodeURIComponent(level.id)}/children?apiKey=${key}&pageSize=25`;
      const times: number[] = [];
      for (let r = 0; r < 6; r++) {
        const t = performance.now();
        const res = await fetch(at);
        await res.text();
        if (!res.ok) throw new Error(`children of ${level.sab} ${level.id}: ${res.status}`);
        if (r > 0) times.push(performance.now() - t);
      }
      levels.push([`uts.children.${level.sab}:${level.id}.count`, level.children, 'items']);
      levels.push([`uts.children.${level.sab}:${level.id}.first_page`, round(median(times), 1), 'ms']);
    }
    return [
      ['uts.search.engine.p50', round(quantile(engine, 0.5)), 'ms'],
      ['uts.search.engine.p95', round(quantile(engine, 0.95)), 'ms'],
      ['uts.search.engine.exact.p95', round(quantile(exact, 0.95)), 'ms'],
      ['uts.search.engine.normalized.p95', round(quantile(normalized, 0.95)), 'ms'],
      ['uts.search.engine.code.p95', round(quantile(code, 0.95)), 'ms'],
      ['uts.search.http.p50', round(quantile(http, 0.5)), 'ms'],
      ['uts.search.http.p95', round(quantile(http, 0.95)), 'ms'],
      [`uts.descendants.${big.sab}:${big.id}.count`, big.descendants, 'items'],
      [`uts.descendants.${big.sab}:${big.id}.first_page`, round(firstMs, 1), 'ms'],
      [`uts.descendants.${big.sab}:${big.id}.all_pages_200`, round(allMs, 1), 'ms'],
      ...levels,
    ];
  } finally {
    server.close();
  }
}

export async function utsFigures(): Promise<Figure[]> {
  return [...coldStart(), ...(await searchFigures())];
}
