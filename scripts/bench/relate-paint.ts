import { chromium } from '@playwright/test';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';
import { startPreviewBuild } from './preview.ts';
import { quantile, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-relate';
const RUNS = Number(process.env.BENCH_RELATE_RUNS) || 10;
const URL_PATH = '/relate?ids=C0027051,C0018801&source=MSH';

/**
 * The relate view after a cold load (issue 35, goal ≤ 1.5 s): a fresh browser context (no
 * HTTP cache, no query cache) opens `/relate?ids=C0027051,C0018801&source=MSH` from a preview
 * build on the embedded emulator (loopback), and the time from navigation start to the frame
 * after the meeting tree is in the document is taken in the page. Also the UTS requests the
 * view made per concept. Standalone: `npx tsx scripts/bench/relate-paint.ts`.
 */
export async function relatePaintFigures(): Promise<Figure[]> {
  const { origin, stop } = await startPreviewBuild(
    OUT,
    Number(process.env.BENCH_RELATE_PREVIEW_PORT) || 4337,
    Number(process.env.BENCH_RELATE_EMULATOR_PORT) || 8737,
  );
  try {
    const browser = await chromium.launch(await quietLaunchOptions());
    const times: number[] = [];
    let requests = 0;
    try {
      for (let i = 0; i <= RUNS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        let uts = 0;
        page.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/uts/rest/')) uts++;
        });
        await page.goto(`${origin}${URL_PATH}`);
        await page.getByTestId('relate-tree').waitFor();
        const ms = await page.evaluate(
          () =>
            new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now())))),
        );
        // The first run warms the emulator's lazily loaded dataset.
        if (i > 0) {
          times.push(ms);
          requests = uts;
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    return [
      ['relate.cold_load_to_tree.p50', round(quantile(sorted, 0.5), 1), 'ms'],
      ['relate.cold_load_to_tree.p95', round(quantile(sorted, 0.95), 1), 'ms'],
      ['relate.uts_requests_per_load', requests, 'requests'],
    ];
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const [figure, value, unit] of await relatePaintFigures()) console.log(`${figure} ${value} ${unit}`);
