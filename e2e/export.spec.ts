import { expect, test, type Page } from '@playwright/test';
import { download, ExportMenu, provenanceOf, readCsv } from './pages/Downloads.ts';
import { Shell } from './pages/Shell.ts';
import { ROUTES } from '../src/lib/routes.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const resultsMenu = (page: Page) => new ExportMenu(page, 'Export results');

test('search "This page" CSV: a row per hit, commas quoted, BOM, no API key', async () => {
  const page = sharedPage();
  await page.goto('/search?string=infarction');
  await expect(results(page).getByRole('row')).not.toHaveCount(0);
  const shownNames = await results(page).locator('tbody tr td:first-child').allTextContents();
  const menu = resultsMenu(page);
  const key = await menu.apiKey();

  const file = await menu.save('CSV, this page');
  expect(file.name).toMatch(/^search-infarction-2025AB-page-1-\d{8}-\d{4}\.csv$/);
  expect(file.text).not.toContain(key);
  const rows = readCsv(file.text);
  // The file says where it came from, in its first line: the search, the release `current`
  // stood for, the page, and each source's own version beside it.
  const [provenance] = provenanceOf(file.text);
  expect(provenance).toMatch(
    /^search results; release 2025AB; page 1; from \/search\?string=infarction(&\S*)?; generated \S+; \d+ rows; app \S+; versions: UMLS release 2025AB; /,
  );
  expect(provenance).toContain('MeSH 2017');
  // The demo's made-up CUIs among the hits (C9…) are noted as its own in a column beside the CUI.
  expect(rows[0]).toEqual(['Rank', 'Name', 'CUI', 'CUI note', 'SAB', 'Why']);
  expect(rows.slice(1).map((r) => r[1])).toEqual(shownNames);
  expect(rows.slice(1).map((r) => r[0])).toEqual(shownNames.map((_, i) => String(i + 1)));
  // MeSH's Infarction (D007238) is named exactly so; the rest match by words.
  expect(rows[1]!.slice(1, 2).concat(rows[1]![5]!)).toEqual(['Infarction', 'the name is the term']);
  expect(rows[2]![5]).toMatch(/words in (the name|a synonym)/);
  // Names such as "Infarction, Anterior Cerebral Artery" hold a comma: written quoted, read back whole.
  const withComma = shownNames.find((n) => n.includes(','));
  expect(withComma).toBeDefined();
  expect(file.text).toContain(`"${withComma}"`);
  expect(rows.slice(1).every((r) => /^C\d{7}$/.test(r[2]!))).toBe(true);
  expect(rows.slice(1).every((r) => r[3] === (/^C9/.test(r[2]!) ? 'demo id, not a UMLS CUI' : ''))).toBe(
    true,
  );
});

test('search "All pages" JSON holds every hit once, with meta, and no API key', async ({ page }) => {
  await page.goto('/search?string=syndrome');
  const range = page.getByTestId('result-range');
  await expect(range).toHaveText(/Results 1–25 of \d+/);
  const total = Number(/of (\d+)/.exec((await range.textContent())!)![1]);
  expect(total).toBeGreaterThan(50); // three pages or more at 25 a page
  const menu = resultsMenu(page);
  const key = await menu.apiKey();
  // The walk asks at the largest page a search returns (200), whatever the table shows.
  const asked: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/\/search\//.test(url.pathname) && url.searchParams.get('string') === 'syndrome') asked.push(url);
  });

  const file = await menu.save('JSON, all pages');
  expect(asked.map((u) => u.searchParams.get('pageSize'))).toEqual(asked.map(() => '200'));
  expect(asked).toHaveLength(Math.ceil(total / 200));
  expect(file.name).toMatch(/^search-syndrome-2025AB-all-\d{8}-\d{4}\.json$/);
  expect(file.text).not.toContain(key);
  const json = JSON.parse(file.text) as {
    meta: Record<string, unknown>;
    rows: Array<{ name: string; cui: string; sab: string }>;
  };
  expect(json.rows).toHaveLength(total);
  expect(new Set(json.rows.map((r) => `${r.cui}|${r.name}`)).size).toBe(total);
  expect(json.meta).toMatchObject({
    title: 'search results',
    // The URL names no release: the file names the one `current` stood for.
    release: '2025AB',
    page: '/search',
    query: { string: 'syndrome' },
    scope: 'all',
    complete: true,
    rowCount: total,
  });
  expect(new Date(json.meta.generatedAt as string).getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
  expect(json.meta.appVersion).toMatch(/^\d+\.\d+\.\d+/);
});

test('rows per page live in the URL; changing them keeps the first row in view', async () => {
  const page = sharedPage();
  await page.goto('/search?string=syndrome&pageNumber=3');
  await expect(page.getByTestId('result-range')).toHaveText(/Results 51–75/);
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await expect(page).toHaveURL(/pageSize=50/);
  await expect(page).toHaveURL(/pageNumber=2/);
  await expect(page.getByTestId('result-range')).toHaveText(/Results 51–100/);
  await expect(results(page).locator('tbody tr')).toHaveCount(50);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  const file = await resultsMenu(page).save('CSV, this page');
  expect(readCsv(file.text)).toHaveLength(51);
});

test('concept atoms CSV reads back row for row; Sjögren keeps its ö', async () => {
  const page = sharedPage();
  // The demo concept whose ICD-10 heading is "Sicca syndrome [Sjögren]" (M35.0).
  await page.goto('/concepts/C9872610');
  const atoms = page.getByTestId('atoms-table');
  await expect(atoms.locator('tbody tr')).not.toHaveCount(0);
  const count = await atoms.locator('tbody tr').count();
  const file = await new ExportMenu(page, 'Export atoms').save('CSV, this page');
  const rows = readCsv(file.text);
  expect(rows[0]).toEqual([
    'Name',
    'TTY',
    'SAB',
    'Code',
    'Language',
    'CUI',
    // C9872610 is a CUI the demo made up: the file says so beside it.
    'CUI note',
    'AUI',
    'Obsolete',
    'Suppressible',
  ]);
  expect(rows).toHaveLength(count + 1);
  expect(rows.some((r) => r[0] === 'Sicca syndrome [Sjögren]')).toBe(true);
});

test('the header box finds I21.9 as an ICD-10-CM code without "Search it as a code"', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/');
  await shell.search.fill('I21.9');
  await shell.search.press('Enter');
  await expect(page).toHaveURL(/inputType=sourceUi/);
  await expect(page).toHaveURL(/sabs=ICD10CM/);
  await expect(results(page).getByRole('row', { name: /myocardial infarction.*ICD10CM/ })).toBeVisible();
  await expect(page.getByTestId('result-range')).toHaveText('Results 1–1 of 1');
  await expect(page.getByTestId('no-results')).toHaveCount(0);
});

test('every page the navigation offers is built (no "Coming soon")', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/');
  const titles = Object.values(ROUTES)
    .filter((r) => 'nav' in r && r.nav)
    .map((r) => r.title);
  expect(await shell.nav.getByRole('link').count()).toBe(titles.length);
  for (const title of titles) {
    await shell.navLink(title).click();
    await expect(shell.heading()).toBeVisible();
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  }
});

test('the "All pages" progress window loads with the menu; a failed fetch of its code shows Retry', async ({
  page,
}) => {
  // The progress window's code stays out of the page's first load.
  let fail = true;
  let fetched = 0;
  await page.route(/\/assets\/ExportProgress-[^/]*\.js$/, async (route) => {
    fetched++;
    if (fail) await route.abort();
    else await route.continue();
  });
  await page.goto('/search?string=syndrome');
  await expect(page.getByTestId('result-range')).toHaveText(/Results 1–25 of \d+/);
  expect(fetched).toBe(0);
  // Pages after the first wait until the window is back, so the walk is still under way then.
  let letPagesThrough!: () => void;
  const pagesHeld = new Promise<void>((r) => (letPagesThrough = r));
  await page.route('**/uts/rest/search/**', async (route) => {
    if (new URL(route.request().url()).searchParams.get('pageNumber') !== '1') await pagesHeld;
    await route.continue();
  });

  const menu = resultsMenu(page);
  await menu.button().click();
  await expect.poll(() => fetched).toBe(1);
  // Opening the menu alone says nothing of the failure.
  await expect(page.getByRole('button', { name: /retry/i })).toHaveCount(0);
  const file = download(page, async () => {
    await page.getByRole('menuitem', { name: 'JSON, all pages' }).click();
    const retry = page.getByRole('button', { name: /retry/i });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load export progress' })).toContainText(
      'this part of the app could not be downloaded. Check your connection, then retry.',
    );
    fail = false;
    await retry.click();
    await expect(page.getByRole('dialog', { name: 'Exporting all pages' })).toBeVisible();
    letPagesThrough();
  });
  expect(JSON.parse((await file).text).meta).toMatchObject({ scope: 'all', complete: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the file writer loads with the menu, not the page; a failed fetch of it is told, and the next choice saves', async ({
  page,
}) => {
  // papaparse and the CSV/JSON writers stay out of a data page's first load.
  let fail = true;
  let fetched = 0;
  // The writer's chunks: lib/export/build.ts's, and papaparse's, which the bundler names after
  // one of the lazy parts sharing it (csv-*.js, or build-*.js since the mapping files share it).
  await page.route(/\/assets\/(papaparse|csv|build)[^/]*\.js$/, async (route) => {
    fetched++;
    if (fail) await route.abort();
    else await route.continue();
  });
  await page.goto('/concepts/C9872610');
  const atoms = page.getByTestId('atoms-table');
  await expect(atoms.locator('tbody tr')).not.toHaveCount(0);
  expect(fetched).toBe(0);

  const menu = new ExportMenu(page, 'Export atoms');
  await menu.button().click();
  // Asked as the menu opens (its preload, then the import itself).
  await expect.poll(() => fetched).toBeGreaterThan(0);
  await page.getByRole('menuitem', { name: 'CSV, this page' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'The file was not saved' });
  await expect(toast).toContainText(
    "The export's code could not be downloaded: check the connection, then choose again.",
  );

  fail = false;
  const file = await menu.save('CSV, this page');
  const rows = readCsv(file.text);
  expect(rows).toHaveLength((await atoms.locator('tbody tr').count()) + 1);
  expect(rows.some((r) => r[0] === 'Sicca syndrome [Sjögren]')).toBe(true);
});
