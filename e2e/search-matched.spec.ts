import { expect, test, type Page } from '@playwright/test';
import { ExportMenu, readCsv } from './pages/Downloads.ts';
import { Faults } from './pages/Faults.ts';
import { Shell } from './pages/Shell.ts';

const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
/** The row whose name links to `name`, and its cells. */
const row = (page: Page, name: string) =>
  results(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const cell = (page: Page, name: string, column: number) => row(page, name).locator(`td:nth-child(${column})`);

test.afterEach(async ({ request }) => new Faults(request).clear());

test('a synonym search names the atom each result matched, with its source, term type and semantic types, on screen and in the All pages CSV', async ({
  page,
  request,
}) => {
  // The details of 29 rows (two requests each, at 20 requests/s) and their export: more than
  // the default time on a shared, busy machine.
  test.slow();
  // Panic Disorder's details fail (503 until cleared): its row says so, the others still come.
  const faults = new Faults(request);
  for (const path of ['/rest/content/current/CUI/C0030319', '/rest/content/2025AB/CUI/C0030319'])
    await faults.add({ match: path, status: 503, headers: { 'Retry-After': '0' } });
  const asked: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.includes('/content/')) asked.push(url);
  });

  // "heart attacks": a permuted MeSH term of myocardial infarction ("Heart Attacks", beside the
  // entry term "Heart Attack" and DOID's synonym "heart attack").
  const shell = new Shell(page);
  await shell.open('/');
  await shell.search.fill('heart attacks');
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/search?string=heart+attacks');
  const mi = 'Myocardial Infarction';
  await expect(cell(page, mi, 4)).toHaveText('1. all words in a synonym');

  const toggle = page.getByRole('button', { name: 'Matched atom and semantic types' });
  await expect(toggle).toHaveAttribute('title', /two requests per result on this page/);
  await toggle.click();
  await expect(page).toHaveURL(/[?&]types=1(&|$)/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(cell(page, mi, 4)).toHaveText('1. all words: “Heart Attacks” (MSH/PM) and 2 other atoms');
  await expect(cell(page, mi, 5)).toHaveText('Disease or Syndrome');
  // The concept and all of its atoms in one request, at the largest page; no preferred atom.
  const atomCalls = asked.filter((u) => u.pathname.endsWith('/CUI/C0027051/atoms'));
  expect(atomCalls.map((u) => u.searchParams.get('pageSize'))).toEqual(['1000']);
  expect(asked.filter((u) => u.pathname.endsWith('/atoms/preferred'))).toEqual([]);

  // A wider search (29 hits, on one page of 50): Panic Disorder's calls fail, its row says so;
  // the other rows are whole.
  await page.goto('/search?string=attacks&types=1&pageSize=50');
  await expect(results(page).locator('tbody tr')).toHaveCount(29);
  await expect(cell(page, mi, 4)).toHaveText('12. all words: “Heart Attack” (MSH/ET) and 2 other atoms');
  await expect(cell(page, 'Panic Disorder', 4)).toHaveText(
    /^\d+\. all words in a synonym; details unavailable$/,
  );
  await expect(cell(page, 'Panic Disorder', 5)).toHaveText('details unavailable');
  await expect(results(page).locator('tbody tr td:nth-child(4)').filter({ hasText: '…' })).toHaveCount(0);
  await expect(results(page).locator('tbody tr td:nth-child(4)').filter({ hasText: '“' })).toHaveCount(28);

  const file = await new ExportMenu(page, 'Export results').save('CSV, all pages');
  const [header, ...rows] = readCsv(file.text);
  expect(header).toEqual([
    'Rank',
    'Name',
    'CUI',
    // Some hits are concepts whose CUI the demo made up: the file says so beside the CUI.
    'CUI note',
    'SAB',
    'Why',
    'Matched name',
    'Matched SAB',
    'Matched TTY',
    'Matched AUI',
    'Semantic types',
  ]);
  expect(rows).toHaveLength(29);
  const byCui = new Map(rows.map((r) => [r[2], r]));
  expect(byCui.get('C0027051')).toEqual([
    '12',
    mi,
    'C0027051',
    '',
    'MSH',
    'all words: “Heart Attack” (MSH/ET) and 2 other atoms',
    'Heart Attack',
    'MSH',
    'ET',
    expect.stringMatching(/^A\d+$/),
    'Disease or Syndrome',
  ]);
  expect(rows.every((r) => r[3] === (/^C9/.test(r[2]!) ? 'demo id, not a UMLS CUI' : ''))).toBe(true);
  const panic = byCui.get('C0030319')!;
  expect(panic[5]).toBe('all words in a synonym; details unavailable');
  expect(panic.slice(6)).toEqual(['', '', '', '', '']);
  // Every other row names its atom, and the file's why is the table's.
  for (const r of rows.filter((r) => r !== panic)) {
    // "… and 2 other atoms" when more than one of the concept's atoms holds the words.
    expect(r[5]!.startsWith(`all words: “${r[6]}” (${r[7]}/${r[8]})`), r[5]).toBe(true);
    expect(r[10]).not.toBe('');
  }
  const shownWhy = await results(page).locator('tbody tr td:nth-child(4)').allTextContents();
  expect(rows.map((r) => `${r[0]}. ${r[5]}`)).toEqual(shownWhy);
});
