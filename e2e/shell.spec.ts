import { expect, test } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

// Each test loads its own route: one page for the file (page-per-file.ts), not a renderer per test.
const shared = pagePerFile();

const NAV = [
  ['Home', '/', 'Terminology Browser'],
  ['Search', '/search', 'Search'],
  ['Vocabularies', '/vocabularies', 'Vocabularies'],
  ['Drugs', '/drugs', 'Drugs'],
  ['Batch lookup', '/batch', 'Batch lookup'],
  ['Annotate', '/annotate', 'Annotate text'],
  ['Basket', '/basket', 'Basket'],
  ['Compare', '/compare', 'Compare'],
  ['Releases', '/releases', 'Releases'],
  ['About', '/about', 'About'],
  ['Settings', '/settings', 'Settings'],
] as const;

test('the shell renders header search, navigation, demo banner and the upstream in the footer', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/');
  await expect(shell.heading()).toHaveText('Terminology Browser');
  await expect(shell.nav.getByRole('link')).toHaveCount(NAV.length);
  await expect(page.getByTestId('demo-banner')).toContainText('demo sample');
  await expect(shell.footer).toHaveText('Demo data — local emulator');
  await expect(page.getByTestId('footer-release')).toHaveText('Release: current (2025AB)');
  await expect(page).toHaveTitle('Terminology Browser');
});

test('each navigation link reaches its route', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/settings');
  for (const [label, path, heading] of NAV) {
    await shell.navLink(label).click();
    await expect(page).toHaveURL(path);
    await expect(shell.heading()).toHaveText(heading);
    await expect(shell.navLink(label)).toHaveAttribute('aria-current', 'page');
    // Every route of the table is built (compare was the last): the navigation offers no
    // "Coming soon" page.
    await expect(page.getByText('Coming soon')).toHaveCount(0);
  }
});

test('dark mode survives a reload', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/');
  expect(await shell.colorScheme()).toBe('light');
  await shell.themeToggle().click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(shell.search).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shell.themeToggle().click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('"/" focuses the search box, but not while typing in another field', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(shell.search).toBeFocused();
  await expect(shell.search).toHaveValue('');
  const term = page.getByLabel('Term or code');
  await term.click();
  await page.keyboard.type('a/b');
  await expect(term).toHaveValue('a/b');
  await expect(term).toBeFocused();
});

test('the header search opens the search route with the term in the URL', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/about');
  await shell.search.fill('heart attack <&>"\'');
  await shell.search.press('Enter');
  await expect(page).toHaveURL(/\/search\?string=heart\+attack\+%3C%26%3E%22%27$/);
});

test('an identifier opens its deep link; a malformed one is explained', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/');
  await page.getByRole('textbox', { name: 'Identifier', exact: true }).fill('C0027051');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL('/concepts/C0027051');
  await page.goBack();
  // All digits read as a source code name no source: the box asks which, and stays put.
  await page.getByRole('combobox', { name: 'Read as' }).selectOption({ label: 'Source code' });
  await page.getByRole('textbox', { name: 'Identifier', exact: true }).fill('29046');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText(/Which source\? Write it as SAB:code/)).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('an unknown route shows the 404 page inside the shell', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/no/such/page?x=1');
  await expect(shell.heading()).toHaveText('Page not found');
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(shell.search).toBeVisible();
  await page.getByRole('link', { name: 'home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the About page shows the versions in use and the demo-data attribution', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/about');
  await expect(page.getByTestId('about-release')).toHaveText('2025AB');
  await expect(
    page.getByRole('table', { name: 'Versions' }).getByTestId('drug-vocab-versions'),
  ).toContainText('RxNorm');
  const sources = page.getByRole('table', { name: 'Demo data sources' });
  for (const name of [
    'RxNorm',
    'Disease Ontology',
    'ICD-10-CM',
    '2017 MeSH',
    'Gene Ontology',
    'Semantic Network',
  ]) {
    await expect(sources).toContainText(name);
  }
  await expect(page.getByText('are synthetic')).toBeVisible();
});
