import { chromium, type BrowserContext } from '@playwright/test';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';
import { paintedAt, present, watchThisDocument } from './paintWatch.ts';
import { startPreviewBuild } from './preview.ts';
import { quantile, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-search';
const RUNS = Number(process.env.BENCH_SEARCH_RUNS) || 30;
const TERMS = ['heart', 'infarction', 'aspirin', 'asthma', 'diabetes', 'fever', 'cancer', 'kidney'];

/**
 * Search submit → first result row painted, in Chromium against a preview build on the
 * embedded emulator (loopback, no added latency): the time from the Enter key to the frame
 * after the first row of results is in the document. Each run searches a term in a fresh tab,
 * so nothing is answered from the query cache. Two figures, from runs taken in turn:
 * - `submit_to_first_row`: Enter pressed as soon as the page has loaded (its load event), as
 *   this family has always measured.
 * - `submit_to_first_row_settled`: Enter pressed once the page has settled (no request for
 *   500 ms, then an idle moment), as when someone has typed a term: what a search costs once
 *   the page is in use.
 * Chromium runs without the omnibox popup it builds for each new tab (quiet-chromium.ts). It
 * took most of a core in the 400 ms after the load event: with it, a search submitted then took
 * 66–72 ms at the median, against 43–45 ms once the page had settled; without it, 46.5 ms
 * against 43.3.
 */
export async function searchPaintFigures(): Promise<Figure[]> {
  const { origin, stop } = await startPreviewBuild(
    OUT,
    Number(process.env.BENCH_SEARCH_PREVIEW_PORT) || 4336,
    Number(process.env.BENCH_SEARCH_EMULATOR_PORT) || 8736,
  );
  try {
    const browser = await chromium.launch(await quietLaunchOptions());
    const atLoad: number[] = [];
    const settled: number[] = [];
    try {
      const context = await browser.newContext();
      for (let i = 0; i <= RUNS; i++) {
        for (const settle of i % 2 ? [true, false] : [false, true]) {
          const ms = await submitToFirstRow(context, `${origin}/search`, TERMS[i % TERMS.length]!, settle);
          // The first runs warm the emulator and the page chunk cache.
          if (i > 0) (settle ? settled : atLoad).push(ms);
        }
      }
      await context.close();
    } finally {
      await browser.close();
    }
    return [
      ...figures('search.submit_to_first_row', atLoad),
      ...figures('search.submit_to_first_row_settled', settled),
    ];
  } finally {
    stop();
  }
}

function figures(name: string, times: number[]): Figure[] {
  const sorted = [...times].sort((a, b) => a - b);
  return [
    [`${name}.p50`, round(quantile(sorted, 0.5), 1), 'ms'],
    [`${name}.p95`, round(quantile(sorted, 0.95), 1), 'ms'],
  ];
}

/** One search in a fresh tab: Enter → the frame after the first row, in ms. */
async function submitToFirstRow(context: BrowserContext, url: string, term: string, settle: boolean) {
  const page = await context.newPage();
  await page.goto(url);
  if (settle) {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r)));
  }
  const input = page.getByRole('textbox', { name: 'Term, code or CUI' });
  await input.fill(term);
  // Measured in the page: Enter's keydown, then the frame after the first row is in the
  // document (paintWatch.ts). No named functions in here: tsx would wrap them in a helper the
  // page does not have.
  const firstRow = 'table[aria-label="Search results"] tbody tr';
  if ((await page.locator(firstRow).count()) > 0) throw new Error('search rows before the search');
  await page.evaluate(() => {
    document.addEventListener(
      'keydown',
      () => ((window as unknown as { __keydownAt: number }).__keydownAt = performance.now()),
      { capture: true, once: true },
    );
  });
  await watchThisDocument(page, present(firstRow));
  await input.press('Enter');
  const end = await paintedAt(page);
  const ms = end - ((await page.evaluate('window.__keydownAt')) as number);
  await page.close();
  return ms;
}

// `npx tsx scripts/bench/search-paint.ts` runs this family alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [figure, value, unit] of await searchPaintFigures()) console.log(`${figure} ${value} ${unit}`);
}
