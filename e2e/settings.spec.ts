import { expect, test, type ConsoleMessage, type Request } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

const SECRET = 'e2e-secret-KEY-0042';

test('on the emulator the demo key is pre-filled for the tab and a demo banner shows', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/settings');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByTestId('api-key-status')).toHaveText('A key is set for this tab.');
  const key = page.getByLabel('UTS API key');
  await expect(key).toHaveAttribute('type', 'password');
  await expect(page.getByTestId('settings-upstream')).toHaveText('Demo data — local emulator');
});

test('the saved key is not in the page: the field is empty, only its last four characters show', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/settings');
  const key = page.getByLabel('UTS API key');
  await key.fill(SECRET);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('API key saved for this tab')).toBeVisible();
  await expect(key).toHaveValue('');
  await expect(page.getByTestId('api-key-ending')).toHaveText('(It ends in …0042.)');
  await expect(page.getByLabel('New UTS API key (replaces the saved one)')).toBeVisible();
  expect(await page.content()).not.toContain(SECRET);
  await page.reload();
  await expect(page.getByTestId('api-key-status')).toHaveText('A key is set for this tab.');
  expect(await page.content()).not.toContain(SECRET);
});

test('Tab reaches the Show/Hide toggle and the keyboard toggles it', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/settings');
  const key = page.getByLabel('UTS API key');
  await key.fill('typed-key');
  await key.focus();
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show or hide the API key' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(key).toHaveAttribute('type', 'text');
});

test('a key a request header cannot carry is refused on Save with a message at the field', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/settings');
  const before = await page.evaluate(() => sessionStorage.getItem('uts.apiKey'));
  const key = page.getByLabel('UTS API key');
  await key.fill('é中😀');
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('A key holds only letters, digits and dashes')).toBeVisible();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toBeFocused();
  await key.fill('abc def');
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('A key has no spaces inside it')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('uts.apiKey'))).toBe(before);
});

test('a bad key that reached storage anyway is reported as a key problem, not as the network', async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem('uts.apiKey', 'é中😀'));
  await page.goto('/concepts/C0027051');
  const alert = page.getByRole('alert').filter({ hasText: 'cannot carry' }).first();
  await expect(alert).toContainText('The API key holds characters a request header cannot carry');
  await expect(page.getByText('Service unreachable')).toHaveCount(0);
});

test('Settings focuses the key field when no key is set, and when a link asks for it', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/settings');
  await page.getByRole('button', { name: 'Clear key' }).click();
  await page.reload();
  await expect(page.getByLabel('UTS API key')).toBeFocused();

  await page.getByLabel('UTS API key').fill('wrong-key');
  await page.getByRole('button', { name: 'Save key' }).click();
  await page.goto('/settings#api-key');
  await expect(page.getByLabel('New UTS API key')).toBeFocused();
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
  await expect(other.getByTestId('api-key-ending')).not.toHaveText('(It ends in …0042.)');
});

test('clearing the key removes it from sessionStorage', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/settings');
  await page.getByRole('button', { name: 'Clear key' }).click();
  await expect(page.getByTestId('api-key-status')).toHaveText('No key set.');
  expect(await page.evaluate(() => sessionStorage.getItem('uts.apiKey'))).toBeNull();
  // On the emulator the demo key is not put back by a reload: cleared stays cleared.
  await page.reload();
  await expect(page.getByTestId('api-key-status')).toHaveText('No key set.');
  expect(await page.evaluate(() => sessionStorage.getItem('uts.apiKey'))).toBeNull();
  await page.goto('/concepts/C0027051');
  await expect(page.getByText('API key needed')).toBeVisible();
});

test('release and auth mode are validated, saved and shown in the footer after a reload', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/settings');
  const release = page.getByLabel('Release');
  await release.fill('2025XX');
  await expect(page.getByText('Use "current" or a release name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  // Well formed but not served: refused, nothing saved.
  await release.fill('9999AB');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Release 9999AB is not available from this service.')).toBeVisible();
  await expect(page.getByTestId('footer-release')).toHaveText('Release: current (2025AB)');
  // The emulator serves its dataset's release by name.
  await release.fill('2025AB');
  await page.getByText('Tickets (deprecated)').click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('footer-release')).toHaveText('Release: 2025AB');
  await page.reload();
  await expect(page.getByTestId('footer-release')).toHaveText('Release: 2025AB');
  await expect(page.getByLabel('Release')).toHaveValue('2025AB');
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
