import { expect, test } from '@playwright/test';
import { Faults } from './pages/Faults.ts';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// The demo key is offered back on the emulator; a key is checked on Save.

test.afterEach(async ({ request }) => {
  await new Faults(request).clear();
});

test('after "Clear key" on the emulator, "Use the demo key" brings the demo key back', async () => {
  const page = sharedPage();
  await new Shell(page).open('/settings');
  const status = page.getByTestId('api-key-status');
  await expect(status).toHaveText('A key is set for this tab.');
  await page.getByRole('button', { name: 'Clear key' }).click();
  await expect(status).toHaveText('No key set.');
  await page.getByRole('button', { name: 'Use the demo key' }).click();
  await expect(status).toHaveText('A key is set for this tab.');
  await expect(page.getByRole('button', { name: 'Use the demo key' })).toHaveCount(0);
  // The key works: a concept page loads without "API key needed".
  await page.goto('/concepts/C0027051');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Myocardial Infarction');
});

test('a wrong key is said to be refused right at Save', async () => {
  const page = sharedPage();
  await new Shell(page).open('/settings');
  await page.getByLabel('New UTS API key (replaces the saved one)').fill('wrong-0000-not-a-key');
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByTestId('api-key-check')).toContainText('this key was refused');
});

test('saving still works when the service cannot be reached, and says the key was not checked', async ({
  page,
  request,
}) => {
  await new Shell(page).open('/settings');
  await new Faults(request).add({ match: '/rest/', status: 503 });
  await page.getByLabel('New UTS API key (replaces the saved one)').fill('demo-0000-emulator-key');
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByTestId('api-key-status')).toHaveText('A key is set for this tab.');
  await expect(page.getByTestId('api-key-check')).toHaveText(
    'Saved — not checked, the service could not be reached.',
    { timeout: 20_000 },
  );
});
