import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
  '/releases',
  '/about',
  '/settings',
  '/no/such/page',
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme });
    for (const route of ROUTES) {
      test(`no serious accessibility violations on ${route}`, async ({ page }) => {
        await page.addInitScript((s) => localStorage.setItem('mantine-color-scheme-value', s), scheme);
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help} — ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          );
        expect(serious).toEqual([]);
      });
    }
  });
}
