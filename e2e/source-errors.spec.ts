import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Faults } from './pages/Faults.ts';
import { SemanticTypePage } from './pages/SemanticTypePage.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';
import { VocabulariesPage } from './pages/VocabulariesPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

/** The emulator's demo key (server/config.ts DEFAULT_API_KEY). */
const DEMO_KEY = 'demo-0000-emulator-key';
// The embedded emulator fails on purpose (server/testing/faults.ts).
const fault = (request: APIRequestContext, body: Parameters<Faults['add']>[0]) =>
  new Faults(request).add(body);

test.afterEach(async ({ request }) => {
  await new Faults(request).clear();
});

async function setKey(page: Page, key: string) {
  await page.goto('/settings');
  // Wait for the demo key bootstrap, so it cannot overwrite the key typed here.
  await expect(page.getByTestId('api-key-status')).toHaveText('A key is set for this tab.');
  await page.getByLabel('UTS API key').fill(key);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('API key saved for this tab')).toBeVisible();
}

test('an unknown code shows a not-found message and keeps the shell and its search box', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'Z99.999X');
  const alert = page.getByRole('alert').filter({ hasText: 'Not found' });
  await expect(alert).toContainText('Not found');
  await expect(alert).toContainText('Z99.999X');
  await expect(alert).toContainText('ICD10CM');
  await expect(code.tab('Atoms')).toHaveCount(0);
  await expect(alert.getByRole('link', { name: 'search ICD10CM for “Z99.999X”' })).toHaveAttribute(
    'href',
    '/search?string=Z99.999X&sabs=ICD10CM',
  );
  await expect(code.shell.search).toBeVisible();
  await expect(code.shell.heading()).toHaveText('ICD10CM Z99.999X');
  await code.shell.search.fill('embolism');
  await code.shell.search.press('Enter');
  await expect(page).toHaveURL(/\/search\?string=embolism/);
});

test('a refused key asks to set it in Settings, and the page recovers once a good key is set', async () => {
  const page = sharedPage();
  await setKey(page, 'not-a-valid-key');
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26');
  const prompt = page.getByRole('alert').filter({ hasText: 'API key needed' }).first();
  await expect(prompt).toBeVisible();
  await expect(code.shell.search).toBeVisible();
  await prompt.getByRole('link', { name: /Settings/ }).click();
  await expect(page).toHaveURL(/\/settings(#api-key)?$/);
  await page.getByLabel('UTS API key').fill(DEMO_KEY);
  await page.getByRole('button', { name: 'Save key' }).click();
  await page.goBack();
  await expect(code.shell.heading()).toHaveText('Pulmonary embolism');
  await expect(code.atoms).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a refused key on the semantic type page prompts for it too', async () => {
  const page = sharedPage();
  await setKey(page, 'not-a-valid-key');
  const sty = new SemanticTypePage(page);
  await sty.open('T047');
  await expect(page.getByRole('alert').filter({ hasText: 'API key needed' })).toBeVisible();
});

test('429: a notice, then the page retries by itself', async ({ page, request }) => {
  // One more 429 than the client's own retries, so the page has to wait and retry.
  await fault(request, { match: '/rest/metadata', status: 429, times: 4, headers: { 'Retry-After': '1' } });
  const voc = new VocabulariesPage(page);
  await voc.open();
  await expect(page.getByRole('status').filter({ hasText: 'Too many requests' })).toBeVisible();
  await expect(voc.rows()).toHaveCount(6, { timeout: 15_000 });
  await expect(page.getByText('Too many requests')).toHaveCount(0);
});

test('503 twice, then success: the page shows the data', async ({ page, request }) => {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/uts/rest/semantic-network/')) statuses.push(r.status());
  });
  await fault(request, { match: '/rest/semantic-network', status: 503, times: 2 });
  const sty = new SemanticTypePage(page);
  await sty.open('T047');
  await expect(sty.shell.heading()).toHaveText('Disease or Syndrome');
  expect(statuses).toEqual([503, 503, 200]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a network failure shows a retry button that works', async ({ page }) => {
  await page.route('**/uts/rest/semantic-network/**', (route) => route.abort('internetdisconnected'));
  const sty = new SemanticTypePage(page);
  await sty.open('T047');
  const alert = page.getByRole('alert').filter({ hasText: 'Service unreachable' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/uts/rest/semantic-network/**');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(sty.shell.heading()).toHaveText('Disease or Syndrome');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('one failing section does not blank the page: relations fail, the header and tabs stay', async ({
  page,
  request,
}) => {
  await fault(request, { match: '/rest/content/current/source/ICD10CM/I26/relations', status: 500 });
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26', '?tab=relations');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load relations' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(code.shell.heading()).toHaveText('Pulmonary embolism');
  await code.openTab('Atoms');
  await expect(code.atoms).toBeVisible();
});
