import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { KEY_HEADERS, moveKeysToQuery } from '../../bff/credentials.ts';
import { BROWSER_PATHS } from '../../bff/contract.ts';
import { configFromEnv } from '../../server/config.ts';
import { mentionTypeOf } from '../../src/lib/annotate/mentionType.ts';
import { waitForHealth } from './batch.ts';
import { round, type Figure } from './stats.ts';

/**
 * Text annotation (src/lib/annotate) measured, and its Node entry for the annotated corpora:
 *
 *   npx tsx scripts/bench/annotate.ts --pubtator IN --out OUT [--target MSH]
 *     [--sources MSH] [--groups DISO,CHEM] [--rate 20] [--limit N]
 *
 * (--groups: the search's semantic-group filter; every group unless given.)
 *
 * runs the same pipeline (prepare, annotateText) through the app's UTS client against the
 * emulator in its own process, over a PubTator file (gzip or not), and writes PubTator lines:
 * each document's title and abstract, one line per mention with a Disease or Chemical type
 * (from the concept, src/lib/annotate/mentionType.ts) and the target codes, and `PMID<TAB>REQUESTS<TAB>n`.
 * When the file holds gold mentions, it prints the corpora's usual score: per document the
 * set of (type, id), micro-averaged precision, recall and F.
 *
 * As the `annotate` family of `npm run bench`: the text pipeline alone on 20,000 characters,
 * a 250-word abstract cold at 20 requests/s (requests by kind, first highlight, complete),
 * and the context marks against the project's labelled sentences. The corpora are read from
 * ../shared/data/annotation at run time, never copied into the repository.
 */

const CORPORA = new URL('../../../shared/data/annotation/', import.meta.url);
const DEV_SET = new URL('CDR_DevelopmentSet.PubTator.txt.gz', CORPORA);

export interface PubtatorDoc {
  id: string;
  title: string;
  abstract: string;
  gold: Array<{ start: number; end: number; text: string; type: string; ids: string[] }>;
}

export function readPubtator(path: string | URL): PubtatorDoc[] {
  const buf = readFileSync(path);
  const raw = (buf[0] === 0x1f && buf[1] === 0x8b ? gunzipSync(buf) : buf).toString('utf8');
  const docs: PubtatorDoc[] = [];
  for (const block of raw.split(/\r?\n\s*\r?\n/u)) {
    const doc: PubtatorDoc = { id: '', title: '', abstract: '', gold: [] };
    for (const line of block.split(/\r?\n/u)) {
      const t = /^(\d+)\|t\|(.*)$/u.exec(line);
      const a = /^(\d+)\|a\|(.*)$/u.exec(line);
      if (t) [doc.id, doc.title] = [t[1]!, t[2]!];
      else if (a) doc.abstract = a[2]!;
      else {
        const p = line.split('\t');
        // Mention lines have six columns or more; relation lines (CID) have four.
        if (p.length >= 6 && /^\d+$/u.test(p[1]!))
          doc.gold.push({
            start: Number(p[1]),
            end: Number(p[2]),
            text: p[3]!,
            type: p[4]!,
            // NCBI disease writes some ids with a space before them (" D008661").
            ids: p[5]!
              .split(/[|+]/u)
              .map((id) => id.trim())
              .filter((id) => id && id !== '-1'),
          });
      }
    }
    if (doc.id) docs.push(doc);
  }
  return docs;
}

/** The text PubTator offsets count in: title, one space, abstract. */
const textOf = (d: PubtatorDoc) => `${d.title} ${d.abstract}`;

/** CDR's two types; NCBI's disease types (SpecificDisease, DiseaseClass, …) are all diseases. */
const goldType = (type: string) => (type === 'Chemical' ? 'Chemical' : 'Disease');

interface Wire {
  requests: number;
  byKind: Map<string, number>;
}

function kindOf(path: string): string {
  const u = new URL(path, 'http://x');
  if (u.pathname.includes('/search/')) return `search:${u.searchParams.get('searchType') ?? 'words'}`;
  if (/\/content\/[^/]+\/CUI\/[^/]+\/atoms/u.test(u.pathname)) return 'target codes';
  if (/\/content\/[^/]+\/CUI\/[^/]+$/u.test(u.pathname)) return 'concept';
  return 'other';
}

/** The browser's paths sent to the emulator as the BFF would (key header → query), counted by kind. */
function bffFetch(origin: string, wire: Wire): typeof fetch {
  const real = globalThis.fetch;
  return async (input, init) => {
    const path = String(input);
    if (!path.startsWith(BROWSER_PATHS.rest)) throw new Error(`bench: unexpected path ${path}`);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const target = origin + moveKeysToQuery(`/rest${path.slice(BROWSER_PATHS.rest.length)}`, headers);
    for (const h of KEY_HEADERS) delete headers[h];
    wire.requests++;
    const kind = kindOf(path);
    wire.byKind.set(kind, (wire.byKind.get(kind) ?? 0) + 1);
    return real(target, { ...init, headers });
  };
}

export interface Filters {
  sabs: string[];
  groups: string[];
  target: string | null;
}

/**
 * The pipeline against the emulator (its own process, its own rate limit), through the app's
 * http layer with a limiter of `rate` requests per second: the page's 20 unless asked.
 */
async function annotator(rate: number) {
  // One run's signal reaches every request it sends (each adds an abort listener): no leak, many users.
  setMaxListeners(0);
  const config = configFromEnv({});
  const port = Number(process.env.BENCH_ANNOTATE_EMULATOR_PORT) || 8793;
  const url = `http://127.0.0.1:${port}`;
  const emulator = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, EMULATOR_PORT: String(port), EMULATOR_RATE_LIMIT: String(Math.max(20, rate)) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, emulator);
  } catch (err) {
    emulator.kill();
    throw err;
  }
  const wire: Wire = { requests: 0, byKind: new Map() };
  const realFetch = globalThis.fetch;
  const realStorage = (globalThis as { sessionStorage?: unknown }).sessionStorage;
  const store = new Map<string, string>();
  globalThis.fetch = bffFetch(url, wire);
  (globalThis as { sessionStorage?: unknown }).sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  // Imported after the shims: the app's modules read fetch and storage when called.
  const { API_KEY_STORAGE, getApiKey, getPreferences } = await import('../../src/api/auth/credentials.ts');
  const { createHttp, abortableSleep, createAppLimiter } = await import('../../src/api/http.ts');
  const { createRateLimiter } = await import('../../src/api/limiter.ts');
  const { createUtsClient } = await import('../../src/api/uts/client.ts');
  const uts = await import('../../src/api/uts/index.ts');
  const { annotateText, prepare } = await import('../../src/lib/annotate/annotate.ts');
  store.set(API_KEY_STORAGE, config.apiKey);
  // The page's limiter at 20/s; a faster one (same pacing rules, scaled) only to get through a corpus.
  const limiter =
    rate === 20
      ? createAppLimiter()
      : createRateLimiter(rate, 1015, undefined, { minGapMs: 1000 / rate / 1.5 });
  const http = createHttp({
    fetch: (...args) => globalThis.fetch(...args),
    limiter,
    sleep: abortableSleep,
    random: Math.random,
    now: () => Date.now(),
  });
  const client = createUtsClient({
    http,
    getApiKey,
    getAuthMode: () => getPreferences().authMode,
    // API-key mode only: the bench never uses tickets.
    getServiceTicket: () => Promise.reject(new Error('no tickets in the bench')),
    fetch: (...args) => globalThis.fetch(...args),
    limiter,
  });

  /** The pipeline's service over the client, each distinct question asked once per run (as the page's cache does). */
  function service(f: Filters) {
    const memo = new Map<string, Promise<unknown>>();
    const once = <T>(key: string, call: () => Promise<T>): Promise<T> => {
      if (!memo.has(key)) memo.set(key, call());
      return memo.get(key) as Promise<T>;
    };
    const release = 'current';
    return {
      search: (string: string, searchType: 'exact' | 'normalizedString', signal: AbortSignal) =>
        once(`s:${searchType}:${string}`, async () => {
          const page = await uts.search(
            {
              string,
              searchType,
              sabs: f.sabs.length ? f.sabs : undefined,
              semanticGroups: f.groups.length ? f.groups : undefined,
              pageSize: 6,
              pageNumber: 1,
            },
            { release, signal, client },
          );
          return page.hits.map((h) => ({ cui: h.ui, name: h.name, rootSource: h.rootSource }));
        }),
      concept: (cui: string, signal: AbortSignal) =>
        once(`c:${cui}`, async () => {
          const c = await uts.getConcept({ cui }, { release, signal, client });
          return {
            cui: c.ui,
            name: c.name,
            semanticTypes: c.semanticTypes.map((t) => ({ tui: t.tui, name: t.name })),
          };
        }),
      targetCodes: (cui: string, signal: AbortSignal) =>
        once(`t:${cui}`, async () => {
          if (!f.target) return [];
          const atoms = await uts.emptyIfNotFound(
            uts.getConceptAtoms({ cui, sabs: f.target, pageSize: 1000 }, { release, signal, client }),
          );
          const seen = new Set<string>();
          return atoms.items.flatMap((a) => {
            const code = a.code?.id;
            if (!code || seen.has(code)) return [];
            seen.add(code);
            return [{ code, name: a.name }];
          });
        }),
    };
  }

  /** One text, cold: its result, the requests it sent by kind, and when the first mention and the end came. */
  async function run(text: string, f: Filters) {
    const before = new Map(wire.byKind);
    const requests0 = wire.requests;
    const t0 = performance.now();
    let first: number | null = null;
    const result = await annotateText(prepare(text), service(f), {
      target: f.target,
      onUpdate: (r) => {
        if (first === null && r.mentions.length) first = performance.now() - t0;
      },
    });
    const ms = performance.now() - t0;
    const byKind = new Map([...wire.byKind].map(([k, n]) => [k, n - (before.get(k) ?? 0)]));
    return { result, requests: wire.requests - requests0, byKind, firstMs: first, ms };
  }

  const close = () => {
    globalThis.fetch = realFetch;
    (globalThis as { sessionStorage?: unknown }).sessionStorage = realStorage;
    emulator.kill();
  };
  return { run, close };
}

interface Score {
  tp: number;
  fp: number;
  fn: number;
}
const prf = (s: Score) => {
  const p = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 0;
  const r = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 0;
  return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0 };
};

/** Annotates a PubTator file; writes OUT; returns the figures (score when the file has gold mentions). */
export async function annotateCorpus(options: {
  input: string;
  out: string | null;
  filters: Filters;
  rate: number;
  limit?: number;
  onDoc?: (i: number, n: number) => void;
}): Promise<Figure[]> {
  const docs = readPubtator(options.input).slice(0, options.limit ?? Infinity);
  const a = await annotator(options.rate);
  const lines: string[] = [];
  const scores: Record<'Disease' | 'Chemical', Score> = {
    Disease: { tp: 0, fp: 0, fn: 0 },
    Chemical: { tp: 0, fp: 0, fn: 0 },
  };
  let requests = 0;
  let maxRequests = 0;
  let failed = 0;
  const t0 = performance.now();
  try {
    for (const [i, d] of docs.entries()) {
      const text = textOf(d);
      const r = await a.run(text, options.filters);
      if (r.result.state !== 'complete') failed++;
      requests += r.requests;
      maxRequests = Math.max(maxRequests, r.requests);
      lines.push(`${d.id}|t|${d.title}`, `${d.id}|a|${d.abstract}`);
      const predicted = new Set<string>();
      for (const m of r.result.mentions) {
        // The type the corpora write it with, from its concept (src/lib/annotate/mentionType.ts).
        const type = m.semanticTypes ? mentionTypeOf({ name: m.name, semanticTypes: m.semanticTypes }) : null;
        if (!type) continue;
        const ids = (m.target ?? []).map((t) => t.code);
        lines.push([d.id, m.start, m.end, m.text, type, ids.join('|') || '-1'].join('\t'));
        for (const id of ids) predicted.add(`${type}|${id}`);
      }
      lines.push(`${d.id}\tREQUESTS\t${r.requests}`, '');
      const gold = new Set(d.gold.flatMap((g) => g.ids.map((id) => `${goldType(g.type)}|${id}`)));
      for (const k of predicted)
        scores[k.split('|')[0] as 'Disease' | 'Chemical'][gold.has(k) ? 'tp' : 'fp']++;
      for (const k of gold) if (!predicted.has(k)) scores[k.split('|')[0] as 'Disease' | 'Chemical'].fn++;
      options.onDoc?.(i + 1, docs.length);
    }
  } finally {
    a.close();
  }
  if (options.out) writeFileSync(options.out, `${lines.join('\n')}\n`);
  const figures: Figure[] = [
    ['annotate.corpus.documents', docs.length, 'documents'],
    ['annotate.corpus.not_complete', failed, 'documents'],
    ['annotate.corpus.requests_per_document', round(requests / Math.max(1, docs.length), 1), 'requests'],
    ['annotate.corpus.requests_max', maxRequests, 'requests'],
    ['annotate.corpus.seconds', round((performance.now() - t0) / 1000, 1), 's'],
  ];
  if (docs.some((d) => d.gold.length))
    for (const type of ['Disease', 'Chemical'] as const) {
      const { p, r, f } = prf(scores[type]);
      figures.push(
        [`annotate.corpus.${type.toLowerCase()}.precision`, round(p, 3), ''],
        [`annotate.corpus.${type.toLowerCase()}.recall`, round(r, 3), ''],
        [`annotate.corpus.${type.toLowerCase()}.f`, round(f, 3), ''],
      );
    }
  return figures;
}

const words = (s: string) => s.split(/\s+/u).filter(Boolean).length;

/** The `annotate` family of `npm run bench`. */
export async function annotateFigures(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const { prepare } = await import('../../src/lib/annotate/annotate.ts');
  const docs = existsSync(DEV_SET) ? readPubtator(DEV_SET) : [];
  // The text pipeline alone (no calls): 20,000 characters of abstracts, median of 15 runs.
  let text = docs.map(textOf).join('\n\n');
  if (text.length < 20_000)
    text = 'Patient denies chest pain. History of myocardial infarction (MI). '.repeat(400);
  text = text.slice(0, 20_000);
  for (let i = 0; i < 3; i++) prepare(text);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    prepare(text);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  figures.push(
    ['annotate.pipeline_20000_chars.median', round(times[7]!, 1), 'ms'],
    ['annotate.pipeline_20000_chars.max', round(times.at(-1)!, 1), 'ms'],
  );

  // Context marks against the labelled sentences written for this project.
  const { readLabelled, scoreContext } = await import('../../src/lib/annotate/contextScore.ts');
  for (const [name, file] of [
    ['sentences', 'context-sentences.tsv'],
    ['heldout', 'context-heldout.tsv'],
  ] as const) {
    const rows = readLabelled(
      readFileSync(new URL(`../../src/lib/annotate/fixtures/${file}`, import.meta.url), 'utf8'),
    );
    const { scores } = scoreContext(rows);
    figures.push([`annotate.context.${name}.rows`, rows.length, 'rows']);
    for (const s of scores) figures.push([`annotate.context.${name}.${s.kind}.f`, round(s.f, 3), '']);
  }

  // 250-word abstracts, cold, the page's defaults (every source and group, no target), 20 requests/s.
  const abstracts = docs.filter((d) => Math.abs(words(textOf(d)) - 250) <= 15).slice(0, 5);
  if (abstracts.length) {
    const a = await annotator(20);
    try {
      const runs = [];
      for (const d of abstracts) runs.push(await a.run(textOf(d), { sabs: [], groups: [], target: null }));
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
      figures.push(
        ['annotate.abstract_250_words.documents', runs.length, 'documents'],
        ['annotate.abstract_250_words.requests.median', median(runs.map((r) => r.requests)), 'requests'],
        ['annotate.abstract_250_words.requests.max', Math.max(...runs.map((r) => r.requests)), 'requests'],
        [
          'annotate.abstract_250_words.first_highlight.median',
          round(median(runs.map((r) => r.firstMs ?? NaN)), 0),
          'ms',
        ],
        ['annotate.abstract_250_words.complete.median', round(median(runs.map((r) => r.ms)), 0), 'ms'],
        ['annotate.abstract_250_words.complete.max', round(Math.max(...runs.map((r) => r.ms)), 0), 'ms'],
      );
      const kinds = new Set(runs.flatMap((r) => [...r.byKind.keys()]));
      for (const k of [...kinds].sort())
        figures.push([
          `annotate.abstract_250_words.requests.${k.replace(/[^a-z]+/giu, '_')}.median`,
          median(runs.map((r) => r.byKind.get(k) ?? 0)),
          'requests',
        ]);
    } finally {
      a.close();
    }
  }
  return figures;
}

function arg(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

// The Node entry (see the top of this file); without --pubtator, the bench family alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const input = arg('--pubtator');
  let figures: Figure[];
  if (input) {
    const target = arg('--target')?.toUpperCase() ?? null;
    const list = (v: string | null, fallback: string[]) =>
      v === null
        ? fallback
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean);
    figures = await annotateCorpus({
      input,
      out: arg('--out'),
      filters: {
        target,
        sabs: list(arg('--sources'), target ? [target] : []),
        // Every group, as the page asks by default: the longest term of any kind covers its
        // words ("magnetic resonance imaging" is no "magnetic"), and the corpus type
        // (mentionType.ts) keeps the diseases and chemicals.
        groups: list(arg('--groups'), []),
      },
      rate: Number(arg('--rate') ?? 20),
      limit: arg('--limit') ? Number(arg('--limit')) : undefined,
      onDoc: (i, n) => {
        if (i % 25 === 0 || i === n) process.stderr.write(`${i}/${n} documents\n`);
      },
    });
  } else figures = await annotateFigures();
  for (const [name, value, unit] of figures) console.log(`${name} ${value} ${unit}`);
  process.exit(0);
}
