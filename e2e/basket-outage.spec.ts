import { expect, type Page } from '@playwright/test';
import { BasketPage } from './pages/BasketPage.ts';
import { Faults } from './pages/Faults.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

// Demo data: ICD-10-CM I21 "Acute myocardial infarction" has descendants (I21.0, I21.01, …);
// I26 "Pulmonary embolism" is a code of its own.
const ICD = 'http://hl7.org/fhir/sid/icd-10-cm';
const I21_DESCENDANTS = '/rest/content/current/source/ICD10CM/I21/descendants';

test.afterEach(async ({ request }) => {
  await new Faults(request).clear();
});

const count = async (page: Page) => Number(await page.getByTestId('expansion-count').textContent());

test('a re-expansion with descendants answering 503 keeps the expansion, says which rule was not read, and every export stays whole', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const basket = new BasketPage(page);
  await basket.open();
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByRole('textbox', { name: 'Code' }).fill('I21');
  await form.getByRole('combobox', { name: 'Rule' }).selectOption('include-descendants');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByTestId('add-rule-note')).toContainText('Added “ICD10CM I21');
  await form.getByRole('textbox', { name: 'Code' }).fill('I26');
  await form.getByRole('combobox', { name: 'Rule' }).selectOption('include-code');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByTestId('add-rule-note')).toContainText('Added “ICD10CM I26');
  const expansion = page.getByTestId('expansion');
  await expect(expansion.getByRole('cell', { name: 'I21.01', exact: true })).toBeVisible();
  await expect(expansion.getByRole('cell', { name: 'I26', exact: true })).toBeVisible();
  const total = await count(page);
  expect(total).toBeGreaterThan(10);
  const first = await page.getByTestId('expansion-meta').textContent();

  await new Faults(request).add({ match: I21_DESCENDANTS, status: 503 });
  await page.getByRole('button', { name: 'Re-expand' }).click();
  const notRead = page.getByTestId('expansion-not-read');
  await expect(notRead).toContainText('ICD10CM I21', { timeout: 30_000 });
  await expect(notRead).toContainText('not read');
  await expect(notRead).toContainText('503');
  // The stored expansion is the one before, whole; the diff never calls an unread code removed.
  expect(await count(page)).toBe(total);
  await expect(page.getByTestId('expansion-meta')).toHaveText(first!);
  const diff = page.getByTestId('expansion-diff');
  await expect(diff.getByRole('status')).toHaveText(
    `0 added, 0 removed, 0 renamed, 1 unchanged; ${total - 1} not read.`,
  );
  await expect(diff.getByTestId('diff-removed')).toHaveCount(0);
  await expect(page.getByText(/\d+ removed/).filter({ hasNotText: '0 removed' })).toHaveCount(0);
  const diffCsv = await basket.download('Export diff (CSV)');
  expect(diffCsv.text).toContain('not read,ICD10CM,I21.01,');
  expect(diffCsv.text).not.toContain('removed,');

  const fhir = JSON.parse((await basket.download('Export FHIR ValueSet')).text);
  expect(fhir.expansion.total).toBe(total);
  expect(fhir.expansion.contains).toContainEqual(expect.objectContaining({ system: ICD, code: 'I21.01' }));

  // Still there after a reload, and its rule still says what it gave.
  await page.reload();
  await expect(expansion.getByRole('cell', { name: 'I21.01', exact: true })).toBeVisible();
  expect(await count(page)).toBe(total);
});

test('an imported expansion survives a failed re-expansion and a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const basket = new BasketPage(page);
  await basket.open();
  // As a terminology server hands it out: the rule in compose, three codes in the expansion.
  const vsac = {
    resourceType: 'ValueSet',
    status: 'active',
    title: 'AMI from the server',
    compose: { include: [{ system: ICD, filter: [{ property: 'concept', op: 'is-a', value: 'I21' }] }] },
    expansion: {
      timestamp: '2025-06-01T00:00:00Z',
      contains: [
        { system: ICD, code: 'I21', display: 'Acute myocardial infarction' },
        { system: ICD, code: 'I21.01', display: 'STEMI involving left main coronary artery' },
        { system: ICD, code: 'I21.02', display: 'STEMI involving left anterior descending coronary artery' },
      ],
    },
  };
  await page.locator('input[type=file]').setInputFiles({
    name: 'ami.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(vsac)),
  });
  await expect(page.getByTestId('expansion-meta')).toContainText('Imported expansion');
  await expect(page.getByTestId('expansion-count')).toHaveText('3');

  await new Faults(request).add({ match: I21_DESCENDANTS, status: 503 });
  await page.getByRole('button', { name: 'Re-expand' }).click();
  await expect(page.getByTestId('expansion-not-read')).toContainText('ICD10CM I21', { timeout: 30_000 });
  await expect(page.getByTestId('expansion-count')).toHaveText('3');
  await expect(page.getByTestId('expansion-diff').getByRole('status')).toHaveText(
    '0 added, 0 removed, 0 renamed, 0 unchanged; 3 not read.',
  );
  await page.reload();
  await expect(page.getByTestId('expansion-meta')).toContainText('Imported expansion');
  await expect(page.getByTestId('expansion-count')).toHaveText('3');
});
