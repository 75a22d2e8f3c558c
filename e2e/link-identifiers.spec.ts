import { expect, test } from '@playwright/test';
import { ComparePage } from './pages/ComparePage.ts';
import { Faults } from './pages/Faults.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Issue 37: a compare or relate link takes any identifier the boxes take. Demo data: ICD-10-CM
// I21.9 is C9160776 "Acute myocardial infarction, unspecified"; MeSH D009203 is C0027051
// "Myocardial Infarction"; C0018801 is "Heart Failure"; no concept holds ICD-10-CM Z99.999.

test('a compare link with an ICD-10-CM code shows its concept in its place, says so, and writes its CUI', async () => {
  const page = sharedPage();
  const compare = new ComparePage(page);
  await page.goto('/compare?ids=I21.9,C0018801');
  await expect(page).toHaveURL(/\/compare\?ids=C9160776,C0018801$/);
  await expect(compare.column('A')).toContainText('Acute myocardial infarction, unspecified');
  await expect(compare.column('B')).toContainText('Heart Failure');
  await expect(page.getByTestId('compare-link-resolved')).toContainText(
    'I21.9 (an ICD-10-CM code) is shown as C9160776 Acute myocardial infarction, unspecified.',
  );
  await expect(page.getByTestId('compare-problems')).toHaveCount(0);

  // The rewritten link is the state: a reload shows the same columns.
  await page.reload();
  await expect(compare.column('A')).toContainText('Acute myocardial infarction, unspecified');
  await expect(compare.column('B')).toContainText('Heart Failure');
  await expect(page).toHaveURL(/\/compare\?ids=C9160776,C0018801$/);
});

test('a relate link with a MeSH descriptor draws where its concept meets the other, keeping the source', async () => {
  const page = sharedPage();
  await page.goto('/relate?ids=D009203,C0018801&source=MSH');
  await expect(page).toHaveURL(/\/relate\?ids=C0027051,C0018801&source=MSH$/);
  await expect(page.getByTestId('relate-link-resolved')).toContainText(
    'D009203 (a MeSH descriptor) is shown as C0027051 Myocardial Infarction.',
  );
  await expect(page.getByTestId('relate-concepts')).toContainText('Myocardial Infarction (C0027051)');
  await expect(page.getByTestId('relate-meet')).toHaveText(
    'In MSH, Myocardial Infarction (A) and Heart Failure (B) meet at Heart Diseases (C14.280).',
  );
  await expect(page.getByTestId('relate-tree')).toBeVisible();
});

test('an unknown code is named as not found while the rest is shown, and stays in the link', async () => {
  const page = sharedPage();
  const compare = new ComparePage(page);
  await page.goto('/compare?ids=ICD10CM:Z99.999,C0018801,I21.9');
  await expect(page.getByTestId('compare-problems')).toContainText(
    'ICD10CM:Z99.999 (an ICD-10-CM code) names no concept in this release; it is left out.',
  );
  await expect(page).toHaveURL(/\/compare\?ids=ICD10CM:Z99.999,C0018801,C9160776$/);
  await expect(compare.column('A')).toContainText('Heart Failure');
  await expect(compare.column('B')).toContainText('Acute myocardial infarction, unspecified');
  await expect(compare.column('C')).toHaveCount(0);

  await page.goto('/relate?ids=C0018801,D999999&source=MSH');
  await expect(page.getByTestId('relate-problems')).toContainText(
    'D999999 (a MeSH descriptor) names no concept in this release; it is left out.',
  );
  await expect(page.getByTestId('relate-concepts')).toContainText('Heart Failure (C0018801)');
  await expect(page.getByRole('status').filter({ hasText: 'Add one more concept' })).toBeVisible();
});

test('markup in the ids is shown as text, whether refused or looked up', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const odd = `<&>"'`;
  await page.goto(
    `/compare?ids=${encodeURIComponent(odd)},ICD10CM:${encodeURIComponent('<b>x</b>')},C0018801`,
  );
  const problems = page.getByTestId('compare-problems');
  await expect(problems).toContainText(`“${odd}” is not a CUI`);
  await expect(problems).toContainText(
    'ICD10CM:<b>x</b> (an ICD-10-CM code) names no concept in this release',
  );
  await expect(problems.locator('b')).toHaveCount(0);

  await page.goto(`/relate?ids=${encodeURIComponent(`<img src=x onerror=alert(1)>`)},C0018801`);
  await expect(page.getByTestId('relate-problems')).toContainText(
    '“<img src=x onerror=alert(1)>” is not a CUI',
  );
  await expect(page.getByTestId('relate-problems').locator('img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('a failed lookup shows an error with Retry beside the other concepts; Retry finds it', async ({
  page,
  request,
}) => {
  const compare = new ComparePage(page);
  const faults = new Faults(request);
  await faults.add({ match: '/rest/search', status: 503 });
  try {
    await page.goto('/compare?ids=C0018801,I21.9');
    await expect(page.getByTestId('compare-link-pending')).toContainText(
      'Looking up I21.9 (an ICD-10-CM code)',
    );
    const error = page.locator('[data-error-kind="upstream"]').filter({ hasText: 'the concept of I21.9' });
    await expect(error).toBeVisible({ timeout: 20_000 });
    await expect(compare.column('A')).toContainText('Heart Failure');
    await expect(page).toHaveURL(/\/compare\?ids=C0018801,I21.9$/);
    await faults.clear();
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=C0018801,C9160776$/);
    await expect(compare.column('B')).toContainText('Acute myocardial infarction, unspecified');
  } finally {
    await faults.clear();
  }
});
