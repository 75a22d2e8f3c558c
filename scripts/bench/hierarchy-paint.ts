import { chromium } from '@playwright/test';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';
import { paintedAt, present, watchThisDocument } from './paintWatch.ts';
import { startPreviewBuild } from './preview.ts';
import { quantile, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-hierarchy';
/** Concepts with a hierarchy in the demo data: MeSH (by tree number) and GO (parents as served). */
const CONCEPTS = [
  'C0027051', // Myocardial Infarction (MSH, two paths)
  'C0018801', // Heart Failure
  'C0011849', // Diabetes Mellitus (two places)
  'C0011860', // Diabetes Mellitus, Type 2
  'C0011884', // Diabetic Retinopathy (three places)
  'C0020538', // Hypertension
  'C0017168', // Gastroesophageal Reflux
  'C9405423', // intracellular membrane-bounded organelle (GO, several paths)
  'C9025768', // nucleus (GO)
  'C9608635', // positive regulation of cellular process (GO)
];

/**
 * The Hierarchy tab after a click (goal ≤ 500 ms median): for each concept a fresh browser
 * context opens the concept page from a preview build on the embedded emulator (loopback),
 * waits until the page's own calls are done, clicks the Hierarchy tab and takes the time from
 * the click to the frame after the tree's focus row is in the document (the path painted; read
 * in the page, paintWatch.ts). Also the UTS requests made between the click and the path.
 * Standalone: `npx tsx scripts/bench/hierarchy-paint.ts`.
 */
export async function hierarchyPaintFigures(): Promise<Figure[]> {
  const { origin, stop } = await startPreviewBuild(
    OUT,
    Number(process.env.BENCH_HIERARCHY_PREVIEW_PORT) || 4338,
    Number(process.env.BENCH_HIERARCHY_EMULATOR_PORT) || 8738,
  );
  try {
    const browser = await chromium.launch(await quietLaunchOptions());
    const times: number[] = [];
    const requests: number[] = [];
    try {
      // The first concept once more at the start: it warms the emulator's lazily loaded dataset.
      for (const [i, cui] of [CONCEPTS[0]!, ...CONCEPTS].entries()) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${origin}/concepts/${cui}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        let uts = 0;
        page.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/uts/rest/')) uts++;
        });
        const focusRow = '[role="tree"] [role="treeitem"][aria-selected="true"]';
        // A path already drawn before the click would read as painted at once.
        if ((await page.locator(focusRow).count()) > 0) throw new Error(`${cui}: a tree before the click`);
        await watchThisDocument(page, present(focusRow));
        const clicked = await page.evaluate(() => {
          const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
            (t) => t.textContent?.trim() === 'Hierarchy',
          );
          if (!tab) throw new Error('no Hierarchy tab');
          tab.click();
          return performance.now();
        });
        const painted = await paintedAt(page);
        if (i > 0) {
          times.push(painted - clicked);
          requests.push(uts);
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const calls = [...requests].sort((a, b) => a - b);
    return [
      ['hierarchy.click_to_path.p50', round(quantile(sorted, 0.5), 1), 'ms'],
      ['hierarchy.click_to_path.p95', round(quantile(sorted, 0.95), 1), 'ms'],
      ['hierarchy.click_to_path.max', round(sorted.at(-1)!, 1), 'ms'],
      ['hierarchy.uts_requests_to_path.p50', quantile(calls, 0.5), 'requests'],
      ['hierarchy.uts_requests_to_path.max', calls.at(-1)!, 'requests'],
    ];
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const [figure, value, unit] of await hierarchyPaintFigures())
    console.log(`${figure} ${value} ${unit}`);
