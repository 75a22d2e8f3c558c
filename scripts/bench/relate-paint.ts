import { chromium } from '@playwright/test';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';
import { startPreviewBuild } from './preview.ts';
import { quantile, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-relate';
const RUNS = Number(process.env.BENCH_RELATE_RUNS) || 10;
const URL_PATH = '/relate?ids=C0027051,C0018801&source=MSH';

/**
 * The relate view after a cold load (goal ≤ 1.5 s): a fresh browser context (no
 * HTTP cache, no query cache) opens `/relate?ids=C0027051,C0018801&source=MSH` from a preview
 * build on the embedded emulator (loopback), and the time from navigation start to the frame
 * after the meeting tree is in the document is taken in the page. Also the UTS requests the
 * view made, and those of the hierarchy (nodes, parents, ancestors) per concept. Standalone: `npx tsx scripts/bench/relate-paint.ts`.
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
    let hierarchy = 0;
    try {
      for (let i = 0; i <= RUNS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        let uts = 0;
        let tree = 0;
        page.on('request', (r) => {
          const path = new URL(r.url()).pathname;
          if (!path.startsWith('/uts/rest/')) return;
          uts++;
          // the hierarchy's own calls: a code or atom node, its parents and its ancestors
          if (/\/(source\/[^/]+\/[^/]+|AUI\/[^/]+)(\/(parents|ancestors))?$/.test(path)) tree++;
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
          hierarchy = tree;
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
      // two concepts: MI and heart failure (the goal: ≤ 4 per concept)
      ['relate.hierarchy_requests_per_concept', round(hierarchy / 2, 1), 'requests'],
    ];
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const [figure, value, unit] of await relatePaintFigures()) console.log(`${figure} ${value} ${unit}`);
