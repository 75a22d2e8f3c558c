import { expect, test } from '@playwright/test';
import { VocabulariesPage } from './pages/VocabulariesPage.ts';
import { pagePerFile } from './page-per-file.ts';

// Each test loads its own route: one page for the file (page-per-file.ts), not a renderer per test.
const shared = pagePerFile();

test('every vocabulary is listed with its names, family, language and restriction level', async () => {
  const page = shared();
  const voc = new VocabulariesPage(page);
  await voc.open();
  await expect(voc.shell.heading()).toHaveText('Vocabularies');
  await expect(voc.rows()).toHaveCount(6);
  await expect(voc.rows().first()).toContainText('DOID');
  const icd = voc.rows().filter({ hasText: 'ICD10CM' });
  await expect(icd).toContainText(
    'International Classification of Diseases, Tenth Revision, Clinical Modification',
  );
  await expect(icd).toContainText('English');
  await expect(icd).toContainText('4 — additional restrictions');
  // On the emulator each source says what the demo holds of it, so "not found" is not a fault.
  await expect(icd).toContainText('Demo: 95,677 from FY2021');
  await expect(icd).toContainText('Not held: codes added after FY2021');
  const rxnorm = voc.rows().filter({ has: page.getByRole('cell', { name: 'RXNORM', exact: true }) });
  await expect(rxnorm).toContainText('ingredients starting with “A”');
  const note = page.getByTestId('demo-holdings-note');
  await expect(note).toContainText('No SNOMED CT');
  await note.getByRole('link', { name: 'More about the demo data' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('table', { name: 'What the demo holds' }).getByRole('row')).toHaveCount(7);
});

test('the filter lives in the URL and the search link is restricted to the source', async () => {
  const page = shared();
  const voc = new VocabulariesPage(page);
  await voc.open();
  await voc.filter.fill('medical subject');
  await expect(page).toHaveURL(/[?&]filter=medical\+subject\b/);
  await expect(voc.rows()).toHaveCount(1);
  await expect(voc.rows().first()).toContainText('MSH');
  await page.reload();
  await expect(voc.filter).toHaveValue('medical subject');
  await expect(voc.rows()).toHaveCount(1);

  await voc.filter.fill('<script>alert(1)</script>');
  await expect(page.getByText('No vocabulary matches “<script>alert(1)</script>”.')).toBeVisible();

  await voc.filter.fill('msh');
  await page.getByRole('link', { name: 'Search in MSH' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/search');
  expect(url.searchParams.get('sabs')).toBe('MSH');
  expect(url.searchParams.get('string')).toBe('');
});
