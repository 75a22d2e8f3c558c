import { expect, test } from '@playwright/test';
import { BasketPage } from './pages/BasketPage.ts';
import { ComparePage } from './pages/ComparePage.ts';
import { axeOn } from './axe.ts';
import { Faults } from './pages/Faults.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Demo data: C0027051 "Myocardial Infarction" (MSH, NCI, DOID atoms; a DOID definition) and
// C0155626 "acute myocardial infarction" (NCI, DOID, ICD10CM atoms; no definition), both
// Disease or Syndrome (T047); RxNorm 29046 is lisinopril (an ingredient, IN).

test('two concepts side by side show what they share and what only one has, and survive a reload', async () => {
  const page = sharedPage();
  const compare = new ComparePage(page);
  await page.goto('/compare?ids=C0027051,C0155626');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
  await expect(compare.column('A')).toContainText('Myocardial Infarction');
  await expect(compare.column('B')).toContainText('acute myocardial infarction');

  const check = async () => {
    await expect(compare.row('types', 'Disease or Syndrome (T047)')).toContainText('Shared by all');
    await expect(compare.row('sources', 'NCI')).toContainText('Shared by all');
    await expect(compare.row('sources', 'DOID')).toContainText('Shared by all');
    await expect(compare.row('sources', 'MSH')).toContainText('Only in A');
    await expect(compare.row('sources', 'ICD10CM')).toContainText('Only in B');
    // Each cell says Yes or No in words, not by colour alone.
    await expect(compare.row('sources', 'MSH').getByRole('cell')).toHaveText([/MSH/, '✓ Yes', '✗ No']);
    await expect(compare.row('codes', 'ICD10CM I21')).toContainText('Only in B');
    await expect(compare.row('relations', 'is a child of Myocardial Ischemia (MSH D017202)')).toContainText(
      'Only in A',
    );
    await expect(page.getByTestId('compare-summary-sources')).toHaveText('2 shared, 2 not shared');
    const defs = page.getByTestId('compare-definitions');
    await expect(defs.nth(0)).toContainText('DOID:');
    await expect(defs.nth(1)).toHaveText('None');
  };
  await check();
  // The shared rows' tint, their links and "Shared by all" badges read at 4.5:1 (they did not,
  // in the light scheme). Only the colour rule: a11y.spec scans the whole page elsewhere.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  const contrast = await axeOn(page)
    .include('[data-testid="compare-row-types"]')
    .include('[data-testid="compare-row-sources"]')
    .withRules(['color-contrast'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(contrast.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  await page.reload();
  await expect(compare.column('A')).toContainText('Myocardial Infarction');
  await check();
});

test('adding and removing a concept rewrites the URL; a drug concept has its own column', async () => {
  const page = sharedPage();
  const compare = new ComparePage(page);
  await page.goto('/compare?ids=C0027051,C0155626');
  await expect(compare.column('B')).toContainText('acute myocardial infarction');

  await page.getByLabel('Add a concept').fill('c0155626');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('C0155626 is already compared.')).toBeVisible();

  await page.getByLabel('Add a concept').fill('rxcui:29046');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/compare\?ids=C0027051,C0155626,rxcui:29046$/);
  await expect(compare.column('C')).toContainText('lisinopril');
  await expect(compare.row('types', 'RxNorm term type IN')).toContainText('Only in C');

  await page.getByRole('button', { name: 'Remove C0027051 from the comparison' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=C0155626,rxcui:29046$/);
  await expect(compare.column('A')).toContainText('acute myocardial infarction');
  await expect(compare.column('C')).toHaveCount(0);
  await page.reload();
  await expect(compare.column('B')).toContainText('lisinopril');
});

test('bad ids are named, an unknown CUI says not found in its own column, the others still work', async () => {
  const page = sharedPage();
  const compare = new ComparePage(page);
  await page.goto('/compare?ids=C0027051,C9999999,161,Sj%C3%B6gren,C0027051');
  const problems = page.getByTestId('compare-problems');
  await expect(problems).toContainText('“161” is not a CUI');
  await expect(problems).toContainText('“Sjögren” is not a CUI');
  await expect(problems).toContainText('C0027051 is listed more than once; it is shown once.');
  await expect(compare.column('B')).toContainText('Not found');
  await expect(compare.column('B')).toContainText('No UMLS concept C9999999');
  await expect(compare.column('A')).toContainText('Myocardial Infarction');
  // With one column of data, nothing can be "shared".
  await expect(compare.row('sources', 'MSH')).toContainText('Only in A');

  await page.goto('/compare?ids=C0027051,rxcui:1,rxcui:2,rxcui:3,rxcui:4');
  await expect(page.getByTestId('compare-problems')).toContainText(
    'At most 4 can be compared side by side; left out: rxcui:4.',
  );
  await expect(compare.column('D')).toBeVisible();
  await expect(page.getByLabel('Add a concept')).toBeDisabled();

  await page.goto('/compare?ids=C0027051');
  await expect(page.getByRole('status').filter({ hasText: 'Add one more concept' })).toBeVisible();
  await expect(compare.column('A')).toContainText('Myocardial Infarction');
});

test('ticked search results open the compare page with those concepts', async () => {
  const page = sharedPage();
  const compare = new ComparePage(page);
  await page.goto('/search?string=myocardial+infarction');
  const button = page.getByRole('button', { name: /^Compare \(\d\)$/ });
  await expect(button).toHaveText('Compare (0)');
  await expect(button).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Compare Myocardial Infarction (C0027051)' }).check();
  await expect(page.getByText('Tick 2 to 4 concepts to compare them.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Compare acute myocardial infarction (C0155626)' }).check();
  await expect(button).toHaveText('Compare (2)');
  await button.click();
  await expect(page).toHaveURL(/\/compare\?ids=C0027051,C0155626$/);
  await expect(compare.column('A')).toContainText('Myocardial Infarction');
  await expect(compare.column('B')).toContainText('acute myocardial infarction');
});

test('"Compare selected" in the basket opens the concepts the selected codes came from', async () => {
  const page = sharedPage();
  const compare = new ComparePage(page);
  const basket = new BasketPage(page);
  await page.goto('/concepts/C0027051');
  await basket.addButton('UMLS C0027051').click();
  await page.goto('/drugs/29046');
  await basket.addButton('RXNORM 29046').click();
  await page.goto('/sources/ICD10CM/I26');
  await basket.addButton('ICD10CM I26').click();
  await basket.open();

  await page.getByRole('checkbox', { name: 'Select UMLS C0027051' }).check();
  const button = page.getByRole('button', { name: /^Compare selected/ });
  await expect(button).toBeDisabled();
  // A code stands for the concept it was added from (I26 came from C0034065).
  await page.getByRole('checkbox', { name: 'Select ICD10CM I26' }).check();
  await expect(button).toHaveText('Compare selected (2)');
  await page.getByRole('checkbox', { name: 'Select RXNORM 29046' }).check();
  await expect(button).toHaveText('Compare selected (3)');
  await button.click();
  await expect(page).toHaveURL(/\/compare\?ids=C0027051,rxcui:29046,C0034065$/);
  await expect(compare.column('A')).toContainText('Myocardial Infarction');
  await expect(compare.column('B')).toContainText('lisinopril');
  await expect(compare.column('C')).toContainText('Pulmonary Embolism');
});

test('one column whose call fails shows the error and Retry; the other column is unaffected', async ({
  page,
  request,
}) => {
  const compare = new ComparePage(page);
  const faults = new Faults(request);
  await faults.add({ match: '/rest/content/current/CUI/C0155626/relations', status: 503 });
  try {
    await page.goto('/compare?ids=C0027051,C0155626');
    await expect(compare.column('A')).toContainText('Myocardial Infarction');
    await expect(compare.column('B').locator('[data-error-kind="upstream"]')).toBeVisible({
      timeout: 20_000,
    });
    // Column B has no data: A's sources are A's alone until B is back.
    await expect(compare.row('sources', 'MSH')).toContainText('Only in A');
    await faults.clear();
    await compare.column('B').getByRole('button', { name: 'Retry' }).click();
    await expect(compare.column('B')).toContainText('acute myocardial infarction');
    await expect(compare.row('sources', 'NCI')).toContainText('Shared by all');
  } finally {
    await faults.clear();
  }
});

// Issue 37: one detector for every box. Demo data: ICD-10-CM I21.9 "Acute myocardial infarction,
// unspecified" is concept C9160776; RxNorm 29046 is lisinopril.
test('a code typed in the box adds its concept and says what it recognised; an unknown code says so', async () => {
  const page = sharedPage();
  const compare = new ComparePage(page);
  await page.goto('/compare?ids=C0027051');
  await expect(compare.column('A')).toContainText('Myocardial Infarction');
  const box = page.getByRole('textbox', { name: 'Add a concept' });
  await box.fill('I21.9');
  const list = page.getByRole('listbox', { name: 'Suggestions for Add a concept' });
  await expect(list).toContainText('I21.9 looks like an ICD-10-CM code');
  await expect(list.getByRole('option').first()).toBeVisible();
  await list.getByRole('option', { name: /C9160776 Acute myocardial infarction, unspecified/ }).click();
  await expect(page).toHaveURL(/\/compare\?ids=C0027051,C9160776$/);
  await expect(page.getByTestId('concept-input-added')).toHaveText(
    'Added: I21.9 looks like an ICD-10-CM code → C9160776 Acute myocardial infarction, unspecified.',
  );
  await expect(compare.column('B')).toContainText('Acute myocardial infarction, unspecified');
  await expect(compare.row('sources', 'ICD10CM')).toContainText('Only in B');

  // Enter straight after typing: the same code without its dot is found, and is already there.
  await box.fill('I219');
  await box.press('Enter');
  await expect(
    page.getByText(
      'I219 looks like an ICD-10-CM code → C9160776 Acute myocardial infarction, unspecified: C9160776 is already compared.',
    ),
  ).toBeVisible();

  // A bare RXCUI is the drug, in its own column, as rxcui: is.
  await box.fill('29046');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/compare\?ids=C0027051,C9160776,rxcui:29046$/);
  await expect(compare.column('C')).toContainText('lisinopril');
  await expect(page.getByTestId('concept-input-added')).toHaveText(
    'Added: 29046 looks like an RxNorm concept identifier (RXCUI) → RXCUI 29046 lisinopril.',
  );

  await box.fill('Z99.999');
  await box.press('Enter');
  await expect(
    page.getByText('Z99.999 looks like an ICD-10-CM code, but no concept in this release has it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/compare\?ids=C0027051,C9160776,rxcui:29046$/);
});
