import { expect, test, type Locator, type Page } from '@playwright/test';
import { ExportMenu, readCsv } from './pages/Downloads.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

/**
 * Every table's export read back: the file holds the rows the table shows, the identifiers
 * a spreadsheet needs, the page it came from, and never the API key or a wire URI. One page
 * load per table family, several tables per test, to keep the run short.
 */

const WIRE = /https?:\/\/|\/rest\/|uts-ws|apiKey/i;

interface Meta {
  release?: string;
  rxnormVersion?: string | null;
  scope?: string;
  pageNumber?: number | null;
  page?: string;
  query?: Record<string, unknown>;
  generatedAt?: string;
  rowCount?: number;
}

async function apiKey(page: Page): Promise<string> {
  const key = await page.evaluate(() => sessionStorage.getItem('uts.apiKey') ?? '');
  expect(key.length).toBeGreaterThan(8);
  return key;
}

/**
 * Saves the table's CSV (this page) and checks it against the table: one row per table row,
 * `ids` among the headers with a value in every row, no key, no wire URI. Returns the rows.
 */
async function csvMatches(
  page: Page,
  label: string,
  rows: Locator,
  ids: readonly string[],
  name: RegExp,
): Promise<string[][]> {
  const count = await rows.count();
  expect(count, `${label}: the table shows rows`).toBeGreaterThan(0);
  const file = await new ExportMenu(page, label).save('CSV, this page');
  expect(file.name).toMatch(name);
  // The URL says no release: the file names the one `current` stood for, and which page it is.
  expect(file.name).toMatch(/-2025AB-page-\d+-\d{8}-\d{4}\.csv$/);
  expect(file.text).not.toContain(await apiKey(page));
  expect(file.text).not.toMatch(WIRE);
  const csv = readCsv(file.text);
  expect(csv, `${label}: a CSV row per table row`).toHaveLength(count + 1);
  for (const id of ids) {
    const col = csv[0]!.indexOf(id);
    expect(col, `${label}: ${id} column in ${csv[0]!.join(',')}`).toBeGreaterThanOrEqual(0);
    expect(
      csv.slice(1).every((r) => r[col] !== ''),
      `${label}: every row has its ${id}`,
    ).toBe(true);
  }
  return csv;
}

/** Saves the table's JSON (this page): a row per table row, meta naming release, page and time. */
async function jsonMatches(page: Page, label: string, rows: Locator, pagePath: string): Promise<Meta> {
  const count = await rows.count();
  const file = await new ExportMenu(page, label).save('JSON, this page');
  expect(file.name).toMatch(/-2025AB-page-\d+-\d{8}-\d{4}\.json$/);
  expect(file.text).not.toContain(await apiKey(page));
  expect(file.text).not.toMatch(WIRE);
  const json = JSON.parse(file.text) as { meta: Meta; rows: unknown[] };
  expect(json.rows).toHaveLength(count);
  expect(json.meta).toMatchObject({
    release: '2025AB',
    page: pagePath,
    rowCount: count,
    scope: 'page',
    pageNumber: expect.any(Number),
  });
  // Drug content names the RxNorm version it was read in; UMLS content has none to name.
  if (pagePath.startsWith('/drugs')) expect(json.meta.rxnormVersion).toMatch(/\S/);
  else expect(json.meta.rxnormVersion).toBeNull();
  expect(Date.now() - new Date(json.meta.generatedAt!).getTime()).toBeLessThan(5 * 60_000);
  return json.meta;
}

const bodyRows = (table: Locator) => table.locator('tbody tr');

test('source code: atoms, relations and attributes export row for row with their identifiers', async () => {
  const page = sharedPage();
  await page.goto('/sources/MSH/D009203');
  const atoms = bodyRows(page.getByTestId('atoms-table'));
  await expect(atoms).not.toHaveCount(0);
  const atomCsv = await csvMatches(
    page,
    'Export atoms',
    atoms,
    ['CUI', 'AUI', 'SAB', 'Code', 'TTY'],
    /\.csv$/,
  );
  expect(atomCsv.slice(1).every((r) => r[atomCsv[0]!.indexOf('Code')] === 'D009203')).toBe(true);
  await jsonMatches(page, 'Export atoms', atoms, '/sources/MSH/D009203');

  await page.getByRole('tab', { name: 'Relations' }).click();
  const relations = bodyRows(page.getByTestId('relations-table'));
  await expect(relations).not.toHaveCount(0);
  await csvMatches(page, 'Export relations', relations, ['From id', 'Related id', 'SAB', 'REL'], /\.csv$/);

  await page.getByRole('tab', { name: 'Attributes' }).click();
  const attributes = bodyRows(page.getByTestId('attributes-table'));
  await expect(attributes).not.toHaveCount(0);
  await csvMatches(page, 'Export attributes', attributes, ['SAB', 'Code', 'Attribute'], /\.csv$/);
  const meta = await jsonMatches(page, 'Export attributes', attributes, '/sources/MSH/D009203');
  expect(meta.query).toMatchObject({ tab: 'attributes' });
});

test('crosswalk, vocabularies, semantic type and release files export what they show', async () => {
  const page = sharedPage();
  await page.goto('/crosswalk/ICD10CM/I26');
  const crosswalk = bodyRows(page.getByTestId('crosswalk-table'));
  await expect(crosswalk).not.toHaveCount(0);
  const xw = await csvMatches(
    page,
    'Export crosswalk',
    crosswalk,
    ['From SAB', 'From code', 'SAB', 'Code'],
    /\.csv$/,
  );
  expect(new Set(xw.slice(1).map((r) => r[1]))).toEqual(new Set(['I26']));

  await page.goto('/vocabularies?filter=icd');
  const vocabularies = bodyRows(page.getByTestId('vocabularies-table'));
  await expect(vocabularies).not.toHaveCount(0);
  await csvMatches(page, 'Export vocabularies', vocabularies, ['SAB', 'Name'], /\.csv$/);
  const vmeta = await jsonMatches(page, 'Export vocabularies', vocabularies, '/vocabularies');
  expect(vmeta.query).toMatchObject({ filter: 'icd' });

  // One semantic type: a single row holding what the page shows.
  await page.goto('/semantic-types/T047');
  await expect(page.getByTestId('semantic-type-details')).toBeVisible();
  const sty = readCsv((await new ExportMenu(page, 'Export semantic type').save('CSV, this page')).text);
  expect(sty).toHaveLength(2);
  expect(sty[0]!.slice(0, 2)).toEqual(['TUI', 'Name']);
  expect(sty[1]!.slice(0, 2)).toEqual(['T047', 'Disease or Syndrome']);

  await page.goto('/releases');
  const files = bodyRows(page.getByTestId('release-files'));
  await expect(files).not.toHaveCount(0);
  await csvMatches(page, 'Export release files', files, ['File', 'Version'], /\.csv$/);
});

test('drug tables: name results, products by group, related info, NDCs and brands export row for row', async () => {
  const page = sharedPage();
  // Ten exports on five pages: on a busy machine this takes longer than one page's 30 s.
  test.setTimeout(60_000);
  // Name search: the concepts with the name (RXCUIs), and the drug products grouped by term type.
  await page.goto('/drugs?name=lisinopril');
  const named = page.getByRole('region', { name: /^Concepts named/ }).locator('tbody tr');
  await expect(named.first()).toContainText('lisinopril');
  const namedCsv = await csvMatches(page, 'Export RXCUIs', named, ['RXCUI', 'Name', 'TTY'], /\.csv$/);
  expect(namedCsv[1]).toEqual(['29046', 'lisinopril', 'IN']);
  const products = page.getByRole('region', { name: /^Drug products for/ }).locator('li');
  await expect(products.first()).toBeVisible();
  const productCsv = await csvMatches(page, 'Export concepts', products, ['Group', 'RXCUI', 'TTY'], /\.csv$/);
  expect(productCsv.some((r) => r.includes('lisinopril 10 MG Oral Tablet'))).toBe(true);
  await jsonMatches(page, 'Export concepts', products, '/drugs');

  // A concept: related information by group, then its NDCs.
  await page.goto('/drugs/314076');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('lisinopril 10 MG Oral Tablet');
  const related = page.locator('[data-testid^="panel-"] li');
  await expect(related.first()).toBeVisible();
  const relatedCsv = await csvMatches(page, 'Export concepts', related, ['Group', 'RXCUI', 'TTY'], /\.csv$/);
  expect(relatedCsv.some((r) => r.includes('Zestril'))).toBe(true);
  await page.getByRole('tab', { name: 'NDCs' }).click();
  const ndcs = bodyRows(page.getByTestId('ndc-table'));
  // 275 NDCs: the table draws 100 until asked for all; the export always holds all of them.
  await page.getByRole('button', { name: 'Show all 275' }).click();
  await expect(ndcs).toHaveCount(275);
  const ndcCsv = await csvMatches(page, 'Export NDCs', ndcs, ['RXCUI', 'NDC'], /\.csv$/);
  expect(ndcCsv.slice(1).map((r) => r[1])).toContain('00093111310');
  const ndcMeta = await jsonMatches(page, 'Export NDCs', ndcs, '/drugs/314076');
  expect(ndcMeta.query).toMatchObject({ tab: 'ndcs' });

  // Brands by ingredients (this table had no export before).
  await page.goto('/drugs?by=brands&ingredient=lisinopril&ingredient=hydrochlorothiazide');
  const brands = page.getByRole('region', { name: 'Brands containing all of them' }).locator('tbody tr');
  await expect(brands.first()).toBeVisible();
  const brandCsv = await csvMatches(
    page,
    'Export brands',
    brands,
    ['RXCUI', 'Name', 'TTY'],
    /^brands-.*\.csv$/,
  );
  expect(brandCsv.slice(1).map((r) => r[1])).toContain('Zestoretic');
  const brandMeta = await jsonMatches(page, 'Export brands', brands, '/drugs');
  expect(brandMeta.query).toMatchObject({ by: 'brands', ingredient: 'lisinopril,hydrochlorothiazide' });
});
