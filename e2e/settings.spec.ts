import { expect, test, type ConsoleMessage, type Request } from '@playwright/test';
import { Shell } from './pages/Shell.ts';

const SECRET = 'e2e-secret-KEY-0042';

test('on the emulator the demo key is pre-filled for the tab and a demo banner shows', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/settings');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByTestId('api-key-status')).toHaveText('A key is set for this tab.');
  const key = page.getByLabel('UTS API key');
  await expect(key).toHaveAttribute('type', 'password');
  await expect(key).not.toHaveValue('');
  await expect(page.getByTestId('settings-upstream')).toHaveText('Demo data — local emulator');
});

test('the API key lives in sessionStorage only: not in localStorage, the URL, requests or the console', async ({
  page,
}) => {
  const console: string[] = [];
  const requests: Request[] = [];
  page.on('console', (m: ConsoleMessage) => console.push(m.text()));
  page.on('request', (r) => requests.push(r));
  const shell = new Shell(page);
  await shell.open('/settings');

  const key = page.getByLabel('UTS API key');
  await key.fill(SECRET);
  await page.getByRole('button', { name: 'Show or hide the API key' }).click();
  await expect(key).toHaveAttribute('type', 'text');
  await expect(key).toHaveValue(SECRET);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('API key saved for this tab')).toBeVisible();

  // Use the app a little: other routes, a search link, the settings again.
  await shell.navLink('Search').click();
  await shell.search.fill('aspirin');
  await shell.search.press('Enter');
  await shell.navLink('Settings').click();

  const stored = await page.evaluate(() => ({
    session: Object.values(sessionStorage),
    local: Object.entries(localStorage).map(([k, v]) => `${k}=${v}`),
  }));
  expect(stored.session).toContain(SECRET);
  expect(stored.local.join('\n')).not.toContain(SECRET);
  expect(page.url()).not.toContain(SECRET);
  for (const r of requests) expect(r.url()).not.toContain(SECRET);
  expect(console.join('\n')).not.toContain(SECRET);

  // A new tab of the same browser context does not inherit it (sessionStorage is per tab).
  const other = await page.context().newPage();
  await other.goto('/settings');
  await expect(other.getByTestId('api-key-status')).toHaveText('A key is set for this tab.');
  await expect(other.getByLabel('UTS API key')).not.toHaveValue(SECRET);
});

test('clearing the key removes it from sessionStorage', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/settings');
  await page.getByRole('button', { name: 'Clear key' }).click();
  await expect(page.getByTestId('api-key-status')).toHaveText('No key set.');
  expect(await page.evaluate(() => sessionStorage.getItem('uts.apiKey'))).toBeNull();
});

test('release and auth mode are validated, saved and shown in the footer after a reload', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.open('/settings');
  const release = page.getByLabel('Release');
  await release.fill('2025XX');
  await expect(page.getByText('Use "current" or a release name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  await release.fill('2024AA');
  await page.getByText('Tickets (deprecated)').click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('footer-release')).toHaveText('Release: 2024AA');
  await page.reload();
  await expect(page.getByTestId('footer-release')).toHaveText('Release: 2024AA');
  await expect(page.getByLabel('Release')).toHaveValue('2024AA');
  await expect(page.getByRole('radio', { name: 'Tickets (deprecated)' })).toBeChecked();
});

test('ticket mode: every content call carries a fresh single-use service ticket and the page loads', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.open('/settings');
  await page.getByText('Tickets (deprecated)').click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  const tickets: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/uts/rest/content/')) tickets.push(url.searchParams.get('ticket') ?? '');
  });
  await page.goto('/concepts/C0027051');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await expect(page.getByRole('table', { name: 'Atoms' })).toBeVisible();
  expect(tickets.length).toBeGreaterThan(1);
  for (const t of tickets) expect(t).toMatch(/^ST-/);
  expect(new Set(tickets).size).toBe(tickets.length);
});
