import { expect, test, type Page } from '@playwright/test';
import { pagePerFile } from './page-per-file.ts';

/**
 * Nothing moves when data lands. Each page loads with every service answer held
 * back 400 ms, so each section shows its loading state first; the layout shifts the browser
 * reports (the Layout Instability API, what Lighthouse's CLS sums) must stay at 0.01 or less.
 */
const PAGES = {
  home: '/',
  search: '/search?string=heart',
  concept: '/concepts/C0027051',
  drug: '/drugs/29046',
} as const;

async function slowServices(page: Page) {
  await page.route(/\/(uts|uts-auth|rxnorm)\//, async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
}

/** Sums, from each new document on, the layout shifts the browser reports. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        const source = e.sources?.[0];
        const node = source?.node;
        const what =
          node instanceof Element ? `${node.tagName}.${node.className}`.slice(0, 60) : node?.nodeName;
        const moved = source
          ? ` y ${source.previousRect.y}→${source.currentRect.y} h ${source.previousRect.height}→${source.currentRect.height}`
          : '';
        w.__shifts.push(`${e.value.toFixed(4)} ${what}${moved} at ${Math.round(e.startTime)} ms`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page, settled: () => Promise<void>) {
  await settled();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

const measuredPage = pagePerFile();
test.beforeAll(async () => {
  await slowServices(measuredPage());
  await recordLayoutShifts(measuredPage());
});

// 412 px is Lighthouse's phone: the concept header's facts rows wrap there unlike at 390.
const WIDTHS: Record<string, number[]> = { concept: [390, 412, 1280] };

for (const [name, path] of Object.entries(PAGES)) {
  for (const width of WIDTHS[name] ?? [390, 1280]) {
    test(`${name} at ${width} px: nothing moves when its data lands`, async () => {
      const page = measuredPage();
      await page.setViewportSize({ width, height: 844 });
      const { cls, shifts } = await layoutShift(page, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      });
      expect(cls, `layout shifts: ${shifts.join(' | ')}`).toBeLessThanOrEqual(0.01);
    });
  }
}
