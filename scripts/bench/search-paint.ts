import { execFileSync, spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import { quantile, round, type Figure } from './stats.ts';

const OUT = 'dist-bench-search';
const RUNS = Number(process.env.BENCH_SEARCH_RUNS) || 30;
const TERMS = ['heart', 'infarction', 'aspirin', 'asthma', 'diabetes', 'fever', 'cancer', 'kidney'];

/**
 * Search submit → first result row painted, in Chromium against a preview build on the
 * embedded emulator (loopback, no added latency): the time from the Enter key to the frame
 * after the first row of results is in the document. Each run searches a term in a fresh tab,
 * so nothing is answered from the query cache.
 */
export async function searchPaintFigures(): Promise<Figure[]> {
  execFileSync('node_modules/.bin/vite', ['build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
  });
  const port = Number(process.env.BENCH_SEARCH_PREVIEW_PORT) || 4336;
  const emulatorPort = Number(process.env.BENCH_SEARCH_EMULATOR_PORT) || 8736;
  const preview = spawn('node_modules/.bin/vite', ['preview', '--outDir', OUT], {
    env: {
      ...process.env,
      PREVIEW_PORT: String(port),
      EMULATOR_PORT: String(emulatorPort),
      UTS_BASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  preview.once('exit', () => (exited = true));
  try {
    await waitForServer(`http://127.0.0.1:${port}/bff/config.json`);
    await new Promise((r) => setTimeout(r, 500));
    if (exited) throw new Error(`vite preview could not start on port ${port} (is something else on it?)`);
    const browser = await chromium.launch(chromiumLaunchOptions);
    const times: number[] = [];
    try {
      const context = await browser.newContext();
      for (let i = 0; i <= RUNS; i++) {
        const page = await context.newPage();
        await page.goto(`http://127.0.0.1:${port}/search`);
        const input = page.getByRole('textbox', { name: 'Term, code or CUI' });
        await input.fill(TERMS[i % TERMS.length]!);
        // Measured in the page: Enter's keydown, then the frame after the first row appears. No
        // named functions in here: tsx would wrap them in a helper the page does not have.
        await page.evaluate(() => {
          const t: { start?: number; end?: number } = {};
          (window as unknown as { __paint: typeof t }).__paint = t;
          document.addEventListener('keydown', () => (t.start = performance.now()), {
            capture: true,
            once: true,
          });
          new MutationObserver((_, obs) => {
            if (t.start === undefined) return;
            if (!document.querySelector('table[aria-label="Search results"] tbody tr')) return;
            obs.disconnect();
            requestAnimationFrame(() => (t.end = performance.now()));
          }).observe(document.body, { childList: true, subtree: true });
        });
        await input.press('Enter');
        const handle = await page.waitForFunction(
          () => {
            const t = (window as unknown as { __paint: { start?: number; end?: number } }).__paint;
            return t.end !== undefined && t.start !== undefined ? t.end - t.start : false;
          },
          null,
          { timeout: 30_000 },
        );
        const ms = (await handle.jsonValue()) as number;
        await page.close();
        if (i > 0) times.push(ms); // the first run warms the emulator and the page chunk cache
      }
      await context.close();
    } finally {
      await browser.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    return [
      ['search.submit_to_first_row.p50', round(quantile(sorted, 0.5), 1), 'ms'],
      ['search.submit_to_first_row.p95', round(quantile(sorted, 0.95), 1), 'ms'],
    ];
  } finally {
    preview.kill();
  }
}

async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview did not start: ${url}`);
}

// `npx tsx scripts/bench/search-paint.ts` runs this family alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [figure, value, unit] of await searchPaintFigures()) console.log(`${figure} ${value} ${unit}`);
}
