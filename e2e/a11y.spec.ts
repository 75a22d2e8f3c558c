import { expect, test, type Page } from '@playwright/test';
import { axeOn } from './axe.ts';
import { pagePerFile } from './page-per-file.ts';

// Every route a user can land on, with real data from the emulator.
const ROUTES = [
  '/',
  '/search?string=heart+attacks',
  '/concepts/C0027051',
  '/concepts/C0027051?tab=relations',
  '/atoms/A99334153',
  '/sources/MSH/D009203',
  '/crosswalk/ICD10CM/I21.9',
  '/semantic-types/T047',
  '/vocabularies',
  '/drugs?name=lisinopril',
  '/drugs/29046',
  '/compare?ids=C0027051,C0155626,rxcui:29046,C9999999',
  '/releases',
  '/about',
  '/settings',
  '/no/such/page',
];

async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Only violations are read: axe then keeps no node details of passes and the other results
  // (this file: 93 → 87 s of CPU, browser and Playwright's worker; the violations are the same).
  // The scan limited to some rules comes second, on the document the full scan put axe in.
  const builder = axeOn(page, { injected: !!rules }).options({ resultTypes: ['violations'] });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

const DARK_MODE_RULES = ['color-contrast', 'link-in-text-block'];

const scannedPage = pagePerFile();
// Every test starts in light mode: storage is cleared between tests (pagePerFile), and the
// page then stores light before the app reads its scheme.
test.beforeAll(async () => {
  await scannedPage().addInitScript(() => {
    if (!localStorage.getItem('mantine-color-scheme-value'))
      localStorage.setItem('mantine-color-scheme-value', 'light');
  });
});

// Each route is scanned in light mode, then switched to dark with the header toggle and
// scanned again: both schemes, one page load.
for (const route of ROUTES) {
  test(`no serious accessibility violations on ${route}, light and dark`, async () => {
    // Two axe scans of a whole page are CPU-bound (about 5 s idle on two cores; the relations
    // tab, with its sentences, took over 30 s beside the other shard under load, issue 30).
    test.setTimeout(60_000);
    const page = scannedPage();
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'light mode').toEqual([]);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Only colours change with the scheme: the colour rules are what dark mode can break
    // (the rest was checked above), at a fraction of a full scan's time.
    expect(await seriousViolations(page, DARK_MODE_RULES), 'dark mode').toEqual([]);
  });
}
