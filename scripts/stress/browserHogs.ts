// Neighbours for `npm run test:stress`: headless Chromium sessions that load the app's pages
// one after another, as the people beside the suite on a shared machine do (a run beside two
// such sessions failed where one beside CPU spinners passed: their load is bursty, with page
// loads, layout and GC, and their renderers run at the browser's own priorities).
//
//   tsx scripts/stress/browserHogs.ts BASE_URL [SESSIONS]
//
// Each session is a browser of its own that loads the next page of ROUTES as soon as the last
// one has settled (its network quiet, or 15 s). On SIGTERM or SIGINT it closes the browsers and
// prints how many pages each loaded.
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';

/** Pages that ask the service for data and draw tables and trees, as users' sessions do. */
const ROUTES = [
  '/concepts/C0027051',
  '/concepts/C0027051?tab=hierarchy&source=MSH',
  '/search?string=infarction',
  '/sources/ICD10CM/I21?tab=hierarchy',
  '/drugs?name=lisinopril',
  '/drugs/314076?tab=ndcs',
  '/relate?ids=C0027051,C0018801&source=MSH',
  '/compare?ids=C0027051,C0155626',
  '/vocabularies',
];
const SETTLE_MS = 15_000;

const [base, count = '2'] = process.argv.slice(2);
const sessions = Number(count);
if (!base || !Number.isInteger(sessions) || sessions < 1) {
  console.error('usage: tsx scripts/stress/browserHogs.ts BASE_URL [SESSIONS]');
  process.exit(2);
}

const browsers: Browser[] = [];
const loads = Array.from({ length: sessions }, () => 0);
let stopping = false;

async function session(i: number) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  browsers.push(browser);
  const page = await browser.newPage();
  for (let n = i; !stopping; n++) {
    try {
      await page.goto(new URL(ROUTES[n % ROUTES.length]!, base).href, { timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
      loads[i]!++;
    } catch {
      // A page that did not load (the machine too busy) is tried again on the next round.
      if (!stopping) await page.waitForTimeout(1000).catch(() => {});
    }
  }
}

async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(browsers.map((b) => b.close()));
  console.log(
    `${sessions} browser session(s) loaded ${loads.reduce((a, b) => a + b, 0)} pages (${loads.join(', ')})`,
  );
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await Promise.all(loads.map((_, i) => session(i)));
