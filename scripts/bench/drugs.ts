import type { HttpRequest, HttpResponse } from '../../src/api/http.ts';
import { createDrugVocabClient } from '../../src/api/rxnorm/operations.ts';
import {
  buildDisplayTermIndex,
  countPrefixMatches,
  prefixMatches,
  type DisplayTermIndex,
} from '../../src/features/drug-lookup/displayTermIndex.ts';
import { configFromEnv } from '../../server/config.ts';
import { startEmulator } from '../../server/emulator.ts';
import { SOAP_PATH as EMULATOR_SOAP_PATH } from '../../server/rxnorm/index.ts';

/**
 * The drug page's auto-completion: getDisplayTerms as the emulator produces it (served over
 * loopback HTTP by the emulator's own code, decoded by the browser client, indexed), then
 * the per-keystroke prefix match over the whole list. One keystroke = prefixMatches (the 10
 * shown) + countPrefixMatches (the "n more" hint), exactly what DrugNameInput runs.
 */
export type Figure = [name: string, value: number, unit: string];

const REQUEST_NS = 'http://db.rxnorm.nlm.nih.gov';
const LOAD_RUNS = 9;

const ms = (v: number) => Math.round(v * 1000) / 1000;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Every prefix of every term (as typed, letter by letter), timed one keystroke at a time. */
function keystrokeTimes(index: DisplayTermIndex, words: readonly string[]): number[] {
  const times: number[] = [];
  for (const word of words) {
    for (let n = 1; n <= word.length; n++) {
      const typed = word.slice(0, n);
      const t0 = performance.now();
      prefixMatches(index, typed, 10);
      countPrefixMatches(index, typed);
      times.push(performance.now() - t0);
    }
  }
  return times.sort((a, b) => a - b);
}

export async function benchDisplayTermPrefix(): Promise<Figure[]> {
  // rateLimitPerSecond high: this measures decoding and matching, not the 20/s budget.
  const { server, url } = await startEmulator(0, { ...configFromEnv({}), rateLimitPerSecond: 10_000 });
  try {
    let lastXml = '';
    const overHttp = async (req: HttpRequest): Promise<HttpResponse> => {
      const res = await fetch(url + EMULATOR_SOAP_PATH, {
        method: 'POST',
        headers: req.headers,
        body: req.body,
      });
      const text = await res.text();
      lastXml = text;
      return { status: res.status, headers: res.headers, text };
    };
    const client = createDrugVocabClient({ requestNs: REQUEST_NS, request: overHttp });

    const loads: number[] = [];
    let terms: string[] = [];
    let index: DisplayTermIndex | undefined;
    for (let i = 0; i <= LOAD_RUNS; i++) {
      const t0 = performance.now();
      terms = await client.getDisplayTerms();
      index = buildDisplayTermIndex(terms);
      // Run 0 warms up the JIT, the parser and the emulator's socket.
      if (i > 0) loads.push(performance.now() - t0);
    }
    loads.sort((a, b) => a - b);

    // The same response without the HTTP hop: decode + domain mapping + index only.
    const xml = lastXml;
    const fromMemory = createDrugVocabClient({
      requestNs: REQUEST_NS,
      request: async () => ({ status: 200, headers: new Headers(), text: xml }),
    });
    const parses: number[] = [];
    for (let i = 0; i <= LOAD_RUNS; i++) {
      const t0 = performance.now();
      buildDisplayTermIndex(await fromMemory.getDisplayTerms());
      if (i > 0) parses.push(performance.now() - t0);
    }
    parses.sort((a, b) => a - b);

    keystrokeTimes(index!, terms.slice(0, 50)); // warm-up
    const keys = keystrokeTimes(index!, terms);
    // The real RxNav list is far longer than the demo's: the same words 100 times over, each with a distinct suffix.
    const big = terms.flatMap((t) => Array.from({ length: 100 }, (_, i) => `${t} ${i.toString(36)}`));
    const bigIndex = buildDisplayTermIndex(big);
    keystrokeTimes(bigIndex, terms.slice(0, 50)); // warm-up
    const bigKeys = keystrokeTimes(bigIndex, terms);

    return [
      ['drugs.displayTerms.count', terms.length, 'terms'],
      ['drugs.displayTerms.bytes', xml.length, 'bytes'],
      ['drugs.displayTerms.loadParse.median', ms(quantile(loads, 0.5)), 'ms'],
      ['drugs.displayTerms.loadParse.max', ms(loads[loads.length - 1]!), 'ms'],
      ['drugs.displayTerms.parseIndex.median', ms(quantile(parses, 0.5)), 'ms'],
      ['drugs.displayTermPrefix.keystrokes', keys.length, 'keystrokes'],
      ['drugs.displayTermPrefix.median', ms(quantile(keys, 0.5)), 'ms'],
      ['drugs.displayTermPrefix.p95', ms(quantile(keys, 0.95)), 'ms'],
      ['drugs.displayTermPrefix.p99', ms(quantile(keys, 0.99)), 'ms'],
      ['drugs.displayTermPrefix.max', ms(keys[keys.length - 1]!), 'ms'],
      ['drugs.displayTermPrefix.x100.terms', bigIndex.keys.length, 'terms'],
      ['drugs.displayTermPrefix.x100.p95', ms(quantile(bigKeys, 0.95)), 'ms'],
      ['drugs.displayTermPrefix.x100.p99', ms(quantile(bigKeys, 0.99)), 'ms'],
      ['drugs.displayTermPrefix.x100.max', ms(bigKeys[bigKeys.length - 1]!), 'ms'],
    ];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
