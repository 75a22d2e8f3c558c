import { expect, test } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

// Each test loads its own route: one page for the file (page-per-file.ts), not a renderer per test.
const shared = pagePerFile();

// Plain words first, the code beside; the URL keeps the API values.

test('relation labels read as plain words with the code beside', async () => {
  const page = shared();
  await new Shell(page).open('/concepts/C0027051?tab=relations');
  const table = page.getByRole('table', { name: 'Relations' });
  const label = table.getByTitle('PAR: parent').first();
  await expect(label).toBeVisible();
  await expect(label).toHaveText('parentPAR');
  await expect(table.getByTitle('CHD: child').first()).toBeVisible();
});

test('term types of atoms are spelled out, the abbreviation beside', async () => {
  const page = shared();
  await new Shell(page).open('/concepts/C0027051');
  await expect(page.getByTitle('MH: main heading').first()).toBeVisible();
  await expect(page.getByTitle('PT: preferred term').first()).toBeVisible();
});

test('the drug identifier search offers its scope in plain words, not API flags', async () => {
  const page = shared();
  await new Shell(page).open('/drugs?by=id&idType=NDC');
  await page
    .getByRole('textbox', { name: 'Scope' })
    .or(page.getByRole('combobox', { name: 'Scope' }))
    .first()
    .click();
  await expect(page.getByRole('option', { name: 'Active concepts only' })).toBeVisible();
  await expect(page.getByRole('option', { name: /flag/i })).toHaveCount(0);
});

test('search options read as plain words, the API value they send shown beneath', async () => {
  const page = shared();
  await new Shell(page).open('/search');
  await page.getByRole('button', { name: 'More options' }).click();
  const searchType = page.getByRole('combobox', { name: 'Search type' });
  await expect(searchType).toHaveValue('All words');
  await expect(page.getByText('Sent as searchType=words')).toBeVisible();
  await searchType.click();
  await expect(page.getByRole('option', { name: 'rightTruncation' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Starts with', exact: true }).click();
  await expect(page.getByText('Sent as searchType=rightTruncation')).toBeVisible();
  await expect(page.getByText('Sent as inputType=atom')).toBeVisible();
  await page.getByLabel('Term, code or CUI').fill('myocard');
  await page.getByRole('button', { name: 'Search', exact: true }).last().click();
  await expect(page).toHaveURL(/searchType=rightTruncation/);
});
