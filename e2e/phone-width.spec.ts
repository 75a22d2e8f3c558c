import { expect, test } from '@playwright/test';
import { pagePerFile } from './page-per-file.ts';

/** Every page, and every tab of the pages that have tabs, as a phone (390 px wide) shows it. */
const ROUTES = [
  '/',
  '/search?string=heart',
  '/concepts/C0027051?tab=atoms',
  '/concepts/C0027051?tab=definitions',
  '/concepts/C0027051?tab=relations',
  '/concepts/C0027051?tab=hierarchy',
  '/atoms/A91420639',
  '/sources/MSH/D009203?tab=atoms',
  '/sources/MSH/D009203?tab=relations',
  '/sources/MSH/D009203?tab=attributes',
  '/sources/MSH/D009203?tab=hierarchy',
  // Its path nodes' "Show all children of …" buttons name long nodes.
  '/sources/ICD10CM/I21?tab=hierarchy',
  '/crosswalk/MSH/D009203',
  '/semantic-types/T047',
  '/vocabularies',
  '/drugs?name=lisinopril',
  '/drugs?by=id&idType=NDC&id=00093111310&scope=current',
  '/drugs?by=brands&ingredient=lisinopril&ingredient=hydrochlorothiazide',
  '/drugs/29046?tab=related',
  '/drugs/29046?tab=relationship',
  '/drugs/29046?tab=termtype',
  '/drugs/29046?tab=ndcs',
  '/drugs/29046?tab=proprietary',
  '/batch',
  '/basket',
  '/compare?ids=C0027051,C0155626,rxcui:29046,C9999999',
  '/releases',
  '/about',
  '/settings',
  '/no/such/page',
];

const phonePage = pagePerFile({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of ROUTES) {
  test(`${path} does not scroll sideways at 390 px and shows its badges whole`, async () => {
    const page = phonePage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll, 'page width').toBeLessThanOrEqual(width.client);
    // A badge that ellipsises its text ("C..", "IC…") hides what it is for.
    const cut = await page
      .locator('.mantine-Badge-label, [data-badge] > span')
      .evaluateAll((els) =>
        els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent ?? ''),
      );
    expect(cut, 'truncated badges').toEqual([]);
  });
}

test('the header fits a phone: every control inside the screen, the search box wide enough to read', async () => {
  const page = phonePage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.locator('header');
  const controls = header.locator('a, button, input');
  for (const box of await controls.evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => ({
        label: e.getAttribute('aria-label') ?? e.textContent,
        right: e.getBoundingClientRect().right,
      })),
  )) {
    expect(box.right, `${box.label} inside the screen`).toBeLessThanOrEqual(390);
  }
  const search = page.getByRole('textbox', { name: 'Search the Metathesaurus' });
  // Polled: the plain box may be swapped for the suggesting one (first-load.spec.ts) while measured.
  await expect
    .poll(() => search.evaluate((e) => e.getBoundingClientRect().width))
    .toBeGreaterThanOrEqual(100);
});
