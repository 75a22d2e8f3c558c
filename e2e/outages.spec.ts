import { expect, type Page } from '@playwright/test';
import { Faults } from './pages/Faults.ts';
import { Shell } from './pages/Shell.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

// Outages heal without a click, one Retry heals the whole page, and no
// page is ever an empty main area.

const DRUG = '/drugs/29046'; // lisinopril: properties and related info are two sections

test.afterEach(async ({ request }) => {
  await new Faults(request).clear();
});

/** Opens the drug page while the drug service answers 503: both sections show an outage. */
async function openDuringOutage(page: Page, faults: Faults) {
  await faults.add({ match: '/axis/services/', status: 503 });
  await new Shell(page).open(DRUG);
  await expect(page.getByRole('alert').filter({ hasText: 'Service temporarily unavailable' })).toHaveCount(
    2,
    {
      timeout: 20_000,
    },
  );
  await faults.clear();
}

async function expectHealed(page: Page, timeout: number) {
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout });
  await expect(page.getByRole('cell', { name: 'lisinopril', exact: true }).first()).toBeVisible();
}

test('one Retry retries every failed section of the page together', async ({ page, request }) => {
  await openDuringOutage(page, new Faults(request));
  await page.getByRole('button', { name: 'Retry' }).first().click();
  // Well before the first automatic retry (5 s): it is the click that healed both sections.
  await expectHealed(page, 3_000);
});

test('when the window gets focus again, the failed sections reload without a click', async ({
  page,
  request,
}) => {
  await openDuringOutage(page, new Faults(request));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expectHealed(page, 3_000);
});

test('while a page shows an outage it asks again by itself, gently', async ({ page, request }) => {
  await openDuringOutage(page, new Faults(request));
  await expect(page.getByRole('alert').first()).toContainText('tries again by itself');
  await expectHealed(page, 15_000);
});

test('when the browser is back online, the failed sections reload without a click', async ({
  page,
  context,
  request,
}) => {
  await openDuringOutage(page, new Faults(request));
  await context.setOffline(true);
  await context.setOffline(false);
  await expectHealed(page, 3_000);
});

test('Home is never an empty main area when the server cannot be reached; a page not yet loaded heals by itself', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await shell.open('/search?string=heart');
  await expect(page.getByRole('link', { name: /heart/i }).first()).toBeVisible();
  await context.setOffline(true);
  // Home's code comes with every first load (index.html preloads it): it shows offline.
  await shell.navLink('Home').click();
  const main = page.locator('main');
  await expect(shell.heading()).toHaveText('Terminology Browser');
  await expect(main.getByRole('textbox', { name: 'Term or code' })).toBeVisible();
  // A page whose code has not been fetched says so, never an empty main area.
  await shell.navLink('About').click();
  await expect(main.getByRole('alert')).toContainText('could not be loaded');
  await context.setOffline(false);
  // Back online: the page appears without a click.
  await expect(shell.heading()).toHaveText('About', { timeout: 15_000 });
});
