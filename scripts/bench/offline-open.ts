import { chromium } from '@playwright/test';
import { answersKept } from '../../e2e/offlineCopy.ts';
import { quietLaunchOptions } from '../../e2e/quiet-chromium.ts';
import { headingIs, paintedAt, present, watchEveryLoad } from './paintWatch.ts';
import { startPreviewBuild } from './preview.ts';
import { quantile, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-offline';
const RUNS = Number(process.env.BENCH_OFFLINE_RUNS) || 10;
/** Views a lesson shows: a concept (its atoms tab) and a MeSH code's hierarchy. */
const VIEWS = [
  { name: 'concept', path: '/concepts/C0011860', title: 'Diabetes Mellitus, Type 2' },
  { name: 'hierarchy', path: '/sources/MSH/D003924?tab=hierarchy', title: 'Diabetes Mellitus, Type 2' },
];

/**
 * A view seen before, opened again with the network gone (the lecture hall's): for each view a
 * fresh browser context opens it from a preview build on the embedded emulator, waits until the
 * offline copy holds its answers and the service worker controls the page, then the browser goes
 * offline (every request fails, the app's own files included) and the page is loaded again. The
 * time from that navigation's start to the frame after the view's title and the banner "Shown
 * from a copy taken at …" are both in the document (goal: within 1 s; read in the page,
 * paintWatch.ts). Standalone: `npx tsx scripts/bench/offline-open.ts`.
 */
export async function offlineOpenFigures(): Promise<Figure[]> {
  const { origin, stop } = await startPreviewBuild(
    OUT,
    Number(process.env.BENCH_OFFLINE_PREVIEW_PORT) || 4339,
    Number(process.env.BENCH_OFFLINE_EMULATOR_PORT) || 8739,
  );
  try {
    const browser = await chromium.launch(await quietLaunchOptions());
    const figures: Figure[] = [];
    try {
      for (const view of VIEWS) {
        const times: number[] = [];
        for (let i = 0; i <= RUNS; i++) {
          const context = await browser.newContext({ serviceWorkers: 'allow' });
          const page = await context.newPage();
          await page.goto(`${origin}${view.path}`);
          await page.getByRole('heading', { level: 1, name: view.title }).waitFor();
          await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, {
            timeout: 30_000,
          });
          // The copy is written when the page is next idle.
          for (let n = 0; (await answersKept(page)) < 2; n++) {
            if (n > 300) throw new Error(`the copy never held ${view.path}'s answers`);
            await page.waitForTimeout(100);
          }
          await watchEveryLoad(page, headingIs(view.title), present('[data-testid="copy-banner"]'));
          await context.setOffline(true);
          await page.reload({ waitUntil: 'commit' });
          const ms = await paintedAt(page);
          // The first run warms the emulator's lazily loaded dataset and the build's files.
          if (i > 0) times.push(ms);
          await context.close();
        }
        const sorted = [...times].sort((a, b) => a - b);
        figures.push(
          [`offline_open.${view.name}.p50`, round(quantile(sorted, 0.5), 1), 'ms'],
          [`offline_open.${view.name}.p95`, round(quantile(sorted, 0.95), 1), 'ms'],
        );
      }
      return figures;
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const [figure, value, unit] of await offlineOpenFigures()) console.log(`${figure} ${value} ${unit}`);
