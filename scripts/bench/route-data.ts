import { chromium } from '@playwright/test';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';
import { startPreviewBuild } from './preview.ts';
import { median, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-routes';
const RUNS = 7;
const LATENCY_MS = 100;
const CONCEPT = '/concepts/C0027051';
// The concept page's main query: GET /uts/rest/content/{release}/CUI/{cui}.
const FIRST_DATA = /\/uts\/rest\/content\/[^/]+\/CUI\/C0027051(\?|$)/;
const PAGE_CHUNK = /\/assets\/ConceptPage-[^/]+\.js$/;

/**
 * Time from navigation to the concept page's first data request, in Chromium against a
 * preview build on the embedded emulator with 100 ms round trips, each run with an empty cache (a first visit, where
 * the lazy page chunk still has to be fetched). Also the time the page's code (its chunk and the
 * chunks it imports) had arrived, so the figures show whether the data request waits for it.
 */
export async function routeDataFigures(): Promise<Figure[]> {
  const { origin, stop } = await startPreviewBuild(
    OUT,
    Number(process.env.BENCH_PREVIEW_PORT) || 4391,
    Number(process.env.BENCH_EMULATOR_PORT) || 8791,
  );
  try {
    const browser = await chromium.launch(await quietLaunchOptions());
    const request: number[] = [];
    const chunk: number[] = [];
    try {
      for (let i = 0; i <= RUNS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        // A real network: every request pays a round trip (loopback would hide what waits on what).
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: LATENCY_MS,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        // Resource timing entries appear once a response is complete.
        const seen = page.waitForResponse((r) => FIRST_DATA.test(r.url()), { timeout: 30_000 });
        await page.goto(`${origin}${CONCEPT}`);
        await seen;
        const timing = await page.evaluate(
          ([data, js]) => {
            const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const req = entries.find((e) => new RegExp(data).test(e.name));
            const page = entries.find((e) => new RegExp(js).test(new URL(e.name).pathname));
            // The page chunk and the chunks it imports, which the browser asks for together.
            const code = entries.filter(
              (e) =>
                page &&
                e.name.endsWith('.js') &&
                Math.abs(e.startTime - page.startTime) < 50 &&
                !/Drug/.test(e.name),
            );
            return {
              request: req?.startTime ?? NaN,
              chunk: code.length ? Math.max(...code.map((e) => e.responseEnd)) : NaN,
            };
          },
          [FIRST_DATA.source, PAGE_CHUNK.source] as const,
        );
        await context.close();
        if (i === 0) continue; // warm-up: the emulator's first answer and Chromium's start
        request.push(timing.request);
        chunk.push(timing.chunk);
      }
    } finally {
      await browser.close();
    }
    return [
      ['route.concept.first_data_request.median', round(median(request), 1), 'ms'],
      ['route.concept.page_code_loaded.median', round(median(chunk), 1), 'ms'],
    ];
  } finally {
    stop();
  }
}
