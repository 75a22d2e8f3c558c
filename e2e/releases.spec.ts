import { readFile } from 'node:fs/promises';
import { expect, type Request } from '@playwright/test';
import { Faults } from './pages/Faults.ts';
import { ReleasesPage } from './pages/ReleasesPage.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

const VALIDATOR_KEY = 'demo-validator-key';

test('the listing shows release types and the files of the chosen one, in the URL', async ({ page }) => {
  const rel = new ReleasesPage(page);
  await rel.open();
  await expect(rel.shell.heading()).toHaveText('Releases');
  await expect(rel.releaseType).toHaveValue('UMLS Full Release');
  const current = rel.files.locator('tbody tr').filter({ hasText: 'current' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('umls-2025AB-full.zip');
  await expect(rel.files.locator('tbody tr')).toHaveCount(2);

  const currentOnly = page.getByLabel('Current release only');
  await currentOnly.click();
  await expect(currentOnly).toBeChecked();
  await expect(page).toHaveURL(/[?&]current=1\b/);
  await expect(rel.files.locator('tbody tr')).toHaveCount(1);

  await rel.releaseType.click();
  await page.getByRole('option', { name: 'RxNorm Weekly Updates' }).click();
  await expect(page).toHaveURL(/[?&]type=rxnorm-weekly-updates\b/);
  await expect(rel.files).toContainText('RxNorm');
  await page.reload();
  await expect(rel.releaseType).toHaveValue('RxNorm Weekly Updates');
});

test('a release file downloads in one call, as a real zip, with no API key in any URL', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const rel = new ReleasesPage(page);
  await rel.open('?type=umls-full-release&current=1');
  // On the emulator the shell sets the demo key for the tab once it knows the upstream.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('uts.apiKey'))).toBeTruthy();
  const key = await page.evaluate(() => sessionStorage.getItem('uts.apiKey'));

  const downloading = page.waitForEvent('download');
  await rel.downloadButton('umls-2025AB-full.zip').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('umls-2025AB-full.zip');
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBeGreaterThan(1000);
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // PK\3\4
  await expect(page.getByTestId('download-status')).toContainText('Saved umls-2025AB-full.zip');

  const call = requests.find((r) => new URL(r.url()).pathname === '/uts/download');
  expect(call, 'the download went through the proxy').toBeTruthy();
  expect(new URL(call!.url()).searchParams.get('url')).toBe(
    'https://download.nlm.nih.gov/umls/kss/2025AB/umls-2025AB-full.zip',
  );
  for (const r of requests) {
    expect(r.url()).not.toContain(key!);
    expect(r.url().toLowerCase()).not.toContain('apikey');
  }
});

test('the licence check answers both ways and keeps the validator key nowhere', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const rel = new ReleasesPage(page);
  await rel.open();
  await expect(rel.validatorKey).toHaveAttribute('type', 'password');

  // The user key left empty checks the key set for this tab (the emulator's demo key: licensed).
  await rel.validatorKey.fill(VALIDATOR_KEY);
  await rel.checkButton.click();
  await expect(rel.licenceResult).toContainText('Licensed');

  await rel.userKey.fill('someone-without-a-licence');
  await rel.checkButton.click();
  await expect(rel.licenceResult).toContainText('Not licensed');

  await rel.validatorKey.fill('not-the-validator');
  await rel.checkButton.click();
  // The refusal is about the key typed on this page: no "Open Settings", no promise to retry.
  await expect(rel.licenceResult).toContainText('The service refused the validator API key.');
  await expect(rel.licenceResult).not.toContainText('Settings');
  await expect(rel.licenceResult).not.toContainText('try again by itself');
  await rel.licenceResult.getByRole('button', { name: 'Check the Validator API key field' }).click();
  await expect(rel.validatorKey).toBeFocused();

  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain(VALIDATOR_KEY);
  expect(stored).not.toContain('someone-without-a-licence');
  for (const r of requests) {
    expect(r.url()).not.toContain(VALIDATOR_KEY);
    expect(r.url()).not.toContain('someone-without-a-licence');
  }
  expect(page.url()).not.toContain(VALIDATOR_KEY);
});

test.describe('download failures', () => {
  test.afterEach(async ({ request }) => {
    await new Faults(request).clear();
  });

  test('a refused key asks for it; a failed download can be retried', async ({ page, request }) => {
    const rel = new ReleasesPage(page);
    await rel.open('?current=1');
    await expect(rel.downloadButton('umls-2025AB-full.zip')).toBeVisible();
    const status = page.getByTestId('download-status');

    await new Faults(request).add({ match: '/download', status: 401, times: 1 });
    await rel.downloadButton('umls-2025AB-full.zip').click();
    await expect(status.getByRole('alert')).toContainText('API key needed');

    await new Faults(request).add({ match: '/download', status: 503, times: 1 });
    await rel.downloadButton('umls-2025AB-full.zip').click();
    await expect(status.getByRole('alert')).toContainText('503');
    const downloading = page.waitForEvent('download');
    await status.getByRole('button', { name: 'Retry' }).click();
    expect((await downloading).suggestedFilename()).toBe('umls-2025AB-full.zip');
    await expect(status).toContainText('Saved umls-2025AB-full.zip');
  });
});
