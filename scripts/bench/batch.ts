import { KEY_HEADERS, moveKeysToQuery } from '../../bff/credentials.ts';
import { BROWSER_PATHS } from '../../bff/contract.ts';
import { spawn } from 'node:child_process';
import { configFromEnv } from '../../server/config.ts';
import { createAuth } from '../../server/auth/index.ts';
import { createUtsService } from '../../server/uts/index.ts';
import { sourceKey } from '../../server/dataset/model.ts';
import { benchSearchQuery } from '../../server/testing/uts-bench.ts';
import { drugStringNames, parseDrugString } from '../../src/features/batch/drugString.ts';
import { accuracyFigures } from './batchAccuracy.ts';
import { round, type Figure } from './stats.ts';

const LINES = 1_000;
const LIMIT_PER_SECOND = 20;

/** Kinds of line the bench runs apart: a drug string is a term to the detector, not to an analyst. */
const KINDS = ['term', 'drug', 'code', 'cui', 'aui', 'rxcui', 'ndc'] as const;
type Kind = (typeof KINDS)[number];
type Dataset = Awaited<ReturnType<typeof createUtsService>>['dataset'];

/**
 * 1,000 mixed lines, each term, drug with its strength, CUI, AUI, source code, RXCUI or NDC
 * drawn from the emulator's own data so they resolve, as a user would paste them (duplicates
 * included, as lists have): per 20 lines, 7 terms, 1 drug string, 4 CUIs, 2 AUIs, 4 codes of
 * every source (`SAB:code`), 1 RXCUI and 1 NDC (11 digits, printed 5-4-2, or `NDC:5-4-2`).
 */
function mixedLines(ds: Dataset): Array<{ kind: Kind; line: string }> {
  const concepts = [...ds.concepts.values()];
  const atoms = [...ds.atoms.values()];
  const codes = [...ds.sourceConcepts.values()].filter((s) => !/\s/.test(s.id));
  const pick = <T>(xs: readonly T[], i: number, stride: number) => xs[(i * stride) % xs.length]!;
  const rxcuis = [...ds.rxnorm.concepts.keys()].sort();
  const ndcs = [...ds.rxnorm.rxcuisByNdc.keys()].sort();
  // Drugs with a strength as lists write them: "clopidogrel 75mg", "clopidogrel 75mg oral tablet".
  const drugs = [...ds.rxnorm.concepts.values()]
    .filter((c) => /^[a-z]+ \d+ MG( Oral Tablet)?$/.test(c.name))
    .sort((a, b) => a.rxcui.localeCompare(b.rxcui))
    .map((c) => c.name.replace(/ (\d+) MG/, ' $1mg').replace('Oral Tablet', 'oral tablet'));
  const lines: Array<{ kind: Kind; line: string }> = [];
  for (let i = 0; lines.length < LINES; i++) {
    const slot = i % 20;
    if (slot < 7) lines.push({ kind: 'term', line: pick(concepts, i, 7919).name });
    else if (slot === 7) lines.push({ kind: 'drug', line: pick(drugs, i, 31) });
    else if (slot < 12) lines.push({ kind: 'cui', line: pick(concepts, i, 104_729).cui });
    else if (slot < 14) lines.push({ kind: 'aui', line: pick(atoms, i, 7877).aui });
    else if (slot < 18) {
      const c = pick(codes, i, 6151);
      lines.push({ kind: 'code', line: `${c.sab}:${c.id}` });
    } else if (slot === 18) lines.push({ kind: 'rxcui', line: pick(rxcuis, i, 389) });
    else {
      const ndc = pick(ndcs, i, 397);
      const printed = `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`;
      lines.push({ kind: 'ndc', line: [ndc, printed, `NDC:${printed}`][Math.floor(i / 20) % 3]! });
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
export async function batchPipeline() {
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
  return { dataset: svc.dataset, engine: svc.engine, detectLines, run, close };
}

type Pipeline = Awaited<ReturnType<typeof batchPipeline>>;
type Rows = Awaited<ReturnType<Pipeline['run']>>['rows'];

/**
 * The fewest calls the wire allows to fill a run's rows (issue 32), counted from the rules of
 * the two services and the rows themselves, not from what the batch asked (memo.ts):
 *
 * | line            | calls                                                                                  |
 * | --------------- | -------------------------------------------------------------------------------------- |
 * | term            | exact search; + normalised if it found nothing; + words if that found nothing ¹        |
 * | drug + strength | exact, normalised (it may be a name as written); then the drug service's string search |
 * |                 | for the name as RxNorm writes it (+1 without the form when that finds nothing) ²       |
 * | code            | 1: the code's preferred atom (its name, and the concept its atom belongs to) ³;        |
 * |                 | unknown and read from a line that named no source: + the term's searches, no reading   |
 * | CUI, AUI        | 1: the concept or atom                                                                 |
 * | RXCUI           | 1: its properties                                                                      |
 * | NDC             | 1: the NDC's RXCUIs                                                                    |
 *
 * plus what the rows show: a concept's name and semantic types once per distinct CUI a row
 * names (a search hit has no types), an RxNorm concept's name and TTY once per distinct RXCUI
 * (an NDC's candidates too), and with a target source its codes once per distinct CUI. Inputs
 * count once however often they occur (terms case-folded: the search is case-insensitive).
 * ¹ The row says which search type found it (word matches go to review), so each type before
 * the one that finds must be asked; a term nothing finds asks once more for what it may mean.
 * ² Only when the exact and normalised searches find nothing. ³ An exact code search
 * (`inputType=sourceUi`) gives the concepts and their names but not the code's name, and no
 * search hit carries semantic types, so a code is 1 + its concept's read: 2, not 1.
 */
function wireFloor(
  p: Pipeline,
  kind: Kind,
  lines: readonly string[],
  rows: Rows,
  target: string | null,
): number {
  const finds = (string: string, searchType: 'exact' | 'normalizedString' | 'words') =>
    p.engine.search({ ...benchSearchQuery(string), searchType }).length > 0;
  const rxNames = new Set([...p.dataset.rxnorm.concepts.values()].map((c) => c.name.toLowerCase()));
  const searches = (term: string): number =>
    finds(term, 'exact') ? 1 : finds(term, 'normalizedString') ? 2 : 3;
  const termCalls = (term: string): number => {
    if (finds(term, 'exact')) return 1;
    if (finds(term, 'normalizedString')) return 2;
    let n = 2;
    const drug = parseDrugString(term);
    if (drug) {
      for (const name of drugStringNames(drug)) {
        n++;
        if (rxNames.has(name.toLowerCase())) return n;
      }
    }
    n++;
    return finds(term, 'words') ? n : n + (drug ? 0 : 1);
  };
  const detected = p.detectLines(lines, {});
  let calls = 0;
  const terms = new Set<string>();
  const codeWords = new Set<string>();
  const concepts = new Set<string>();
  const drugs = new Set<string>();
  const once = new Set<string>();
  for (const { detected: d, key, junk } of detected) {
    if (!key || junk) continue;
    if (d.kind === 'term') terms.add(d.value.toLocaleLowerCase('en-US'));
    else if (d.kind === 'cui') concepts.add(d.value);
    else if (d.kind === 'rxcui') drugs.add(d.value);
    else once.add(key);
    // A code read from a line that named no source, unknown to the service: searched as a term.
    const raw = d.raw.trim();
    if (d.kind === 'code' && !/[:|]/.test(raw) && !codeKnown(p, d))
      codeWords.add(raw.toLocaleLowerCase('en-US'));
  }
  calls += once.size;
  for (const t of terms) calls += termCalls(t);
  for (const w of codeWords) calls += searches(w);
  const shown = new Set<string>();
  for (const row of rows) {
    const r = row.resolution ?? row.found;
    if (!r) continue;
    if (r.id && r.idType === 'CUI') shown.add(r.id);
    if (r.id && r.idType === 'RXCUI') drugs.add(r.id);
    if (kind === 'ndc' && !r.id) for (const c of r.candidates) drugs.add(c.id);
  }
  calls += new Set([...concepts, ...shown]).size + drugs.size;
  if (target) calls += shown.size;
  return calls;
}

const codeKnown = (p: Pipeline, d: { source: string | null; value: string }) =>
  p.dataset.sourceConcepts.has(sourceKey(d.source ?? '', d.value));

/**
 * Batch lookup: the request count is the time at 20 requests/s (issue 32). 1,000 mixed lines,
 * run kind by kind (term, drug string, code, CUI, AUI, RXCUI, NDC) so each kind's requests are
 * its own: what it spends against the floor the wire allows (wireFloor), repeats (the same
 * request twice) and 429s; then the term, code and CUI lines again with a target source (MSH),
 * whose codes add one call per distinct concept. Then the labelled lines (batchAccuracy.ts):
 * precision of matched rows, recall, how many land in review.
 */
export async function batchFigures(): Promise<Figure[]> {
  const p = await batchPipeline();
  try {
    const lines = mixedLines(p.dataset);
    const figures: Figure[] = [['batch.lines', lines.length, 'lines']];
    const totals = { lookups: 0, failed: 0, requests: 0, floor: 0, repeats: 0, refused: 0, seconds: 0 };
    const before = heapMb();
    const pass = async (label: string, kinds: readonly Kind[], target: string | null) => {
      for (const kind of kinds) {
        const of = lines.filter((l) => l.kind === kind).map((l) => l.line);
        if (of.length === 0) continue;
        const r = await p.run(of, target);
        const floor = wireFloor(p, kind, of, r.rows, target);
        totals.lookups += r.lookups.length;
        totals.failed += r.failed;
        totals.requests += r.requests;
        totals.floor += floor;
        totals.repeats += r.repeats;
        totals.refused += r.refused;
        totals.seconds += r.seconds;
        figures.push(
          [`batch.${label}${kind}.lines`, of.length, 'lines'],
          [`batch.${label}${kind}.lookups`, r.lookups.length, 'lookups'],
          [`batch.${label}${kind}.requests`, r.requests, 'requests'],
          [`batch.${label}${kind}.floor`, floor, 'requests'],
          [`batch.${label}${kind}.requests_over_floor`, round(r.requests / floor, 3), '×'],
          [`batch.${label}${kind}.repeats`, r.repeats, 'requests'],
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

export async function waitForHealth(url: string, child: ReturnType<typeof spawn>): Promise<void> {
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
