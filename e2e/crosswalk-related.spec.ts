import { expect, test } from '@playwright/test';
import { CrosswalkPage } from './pages/CrosswalkPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// MeSH D009203 Myocardial Infarction has no ICD-10-CM code of its own; its
// concept C0027051 is the parent of "acute myocardial infarction" (C0155626), which holds I21.
// The demo data has only the sources' parent/child relations (no NLM-asserted RB/RN/RO).

test('a crosswalk with no code in the wanted source offers related codes, labelled as not equivalent', async () => {
  const page = sharedPage();
  const xw = new CrosswalkPage(page);
  await xw.open('MSH', 'D009203', '?targetSource=ICD10CM');
  await expect(page.getByText('No codes in ICD10CM share this code')).toBeVisible();
  const related = page.getByRole('region', { name: /Related, not equivalent: ICD10CM codes/ });
  await expect(related).toBeVisible();
  await expect(related.getByText('These codes do not mean the same thing')).toBeVisible();
  const row = related.getByRole('row').filter({ hasText: 'I21' });
  await expect(row).toContainText('Acute myocardial infarction');
  await expect(row).toContainText('parent of PAR');
  await expect(row.getByRole('link', { name: 'ICD10CM I21', exact: true })).toHaveAttribute(
    'href',
    '/sources/ICD10CM/I21',
  );
  await expect(row.getByRole('link', { name: 'acute myocardial infarction' })).toHaveAttribute(
    'href',
    '/sources/DOID/DOID%3A9408',
  );
  await expect(related.getByRole('link', { name: 'C0027051' })).toHaveAttribute('href', '/concepts/C0027051');
  // Nothing of it in the crosswalk's own table: these are not matches.
  await expect(xw.table).toHaveCount(0);
});

test('the related codes say so when there are none, and are not offered when the crosswalk has matches', async () => {
  const page = sharedPage();
  const xw = new CrosswalkPage(page);
  await xw.open('MSH', 'D009203', '?targetSource=GO');
  const related = page.getByRole('region', { name: /Related, not equivalent: GO codes/ });
  await expect(related).toContainText('No concept directly related to this one');
  await xw.open('MSH', 'D009203', '?targetSource=NCI');
  await expect(xw.rows()).toHaveCount(1);
  await expect(page.getByTestId('related-codes')).toHaveCount(0);
});

test('a failed look-up of related codes says so and retries', async ({ page }) => {
  await page.route('**/uts/rest/content/*/CUI/*/relations**', (route) => route.abort('internetdisconnected'));
  const xw = new CrosswalkPage(page);
  await xw.open('MSH', 'D009203', '?targetSource=ICD10CM');
  const related = page.getByTestId('related-codes');
  const retry = related.getByRole('button', { name: /Retry/ });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/uts/rest/content/*/CUI/*/relations**');
  await retry.click();
  await expect(related.getByRole('row').filter({ hasText: 'I21' })).toBeVisible();
});
