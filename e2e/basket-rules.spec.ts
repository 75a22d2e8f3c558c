import { expect, test } from '@playwright/test';
import { Fhir } from 'fhir';
import { BasketPage } from './pages/BasketPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Demo data: ICD-10-CM I21 "Acute myocardial infarction" with I21.0 → I21.01 (LAD STEMI) and
// others below it; I21.99 does not exist. RxNorm 29046 is the ingredient lisinopril, and
// 314076 "lisinopril 10 MG Oral Tablet" one of its clinical drugs (SCD).

const ICD = 'http://hl7.org/fhir/sid/icd-10-cm';

test('I21 with all descendants is one rule whose expansion holds I21.01; the FHIR file has an is-a filter and that expansion, and validates', async () => {
  const page = sharedPage();
  test.setTimeout(60_000);
  const basket = new BasketPage(page);
  await page.goto('/sources/ICD10CM/I21?tab=hierarchy');
  await page
    .getByRole('button', { name: 'Add Acute myocardial infarction and its descendants to the basket…' })
    .click();
  const panel = page.getByTestId('subtree-basket');
  // All levels is the default: the codes people bill (I21.01, I21.02, …) are two levels down.
  await expect(panel.getByRole('combobox', { name: 'Depth' })).toHaveValue('all');
  await panel.getByRole('button', { name: 'Add to basket' }).click();
  await expect(panel.getByRole('status')).toContainText(
    'Added the rule “I21: include this code and all its descendants”',
  );
  await expect(basket.count).toHaveText('1');

  await basket.open();
  await expect(basket.group('ICD10CM').getByTestId('rule-text')).toHaveText(
    'include this code and all its descendants',
  );
  const expansion = page.getByTestId('expansion');
  await expect(expansion.getByRole('cell', { name: 'I21.01', exact: true })).toBeVisible();
  const total = Number(await page.getByTestId('expansion-count').textContent());
  expect(total).toBeGreaterThan(10);
  await expect(basket.group('ICD10CM').getByTestId('rule-gives')).toHaveText(String(total));

  const { text } = await basket.download('Export FHIR ValueSet');
  const vs = JSON.parse(text);
  expect(new Fhir().validate(vs)).toEqual({ valid: true, messages: [] });
  expect(vs.compose.include).toEqual([
    expect.objectContaining({ system: ICD, filter: [{ property: 'concept', op: 'is-a', value: 'I21' }] }),
  ]);
  expect(vs.url).toMatch(/^http:\/\/.+\/fhir\/ValueSet\/MyValueSet$/);
  expect(vs.expansion.total).toBe(total);
  expect(vs.expansion.contains).toContainEqual(expect.objectContaining({ system: ICD, code: 'I21.01' }));
  expect(vs.expansion.parameter).toContainEqual(expect.objectContaining({ name: 'umls-release' }));

  // The share link carries the rule, not the codes, and opens as the same rule elsewhere.
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link.length).toBeLessThan(400);
});

test('an expansion-only ValueSet lacking I21.01 imports as its codes; a descendants rule and Re-expand show I21.01 added', async () => {
  const page = sharedPage();
  test.setTimeout(60_000);
  const basket = new BasketPage(page);
  await basket.open();
  const lastYear = {
    resourceType: 'ValueSet',
    status: 'active',
    title: 'AMI last year',
    expansion: {
      timestamp: '2025-06-01T00:00:00Z',
      contains: [
        { system: ICD, code: 'I21', display: 'Acute myocardial infarction' },
        {
          system: ICD,
          code: 'I21.02',
          display:
            'ST elevation (STEMI) myocardial infarction involving left anterior descending coronary artery',
        },
      ],
    },
  };
  await page.locator('input[type=file]').setInputFiles({
    name: 'ami.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(lastYear)),
  });
  await expect(basket.count).toHaveText('2');
  await expect(page.getByTestId('expansion-meta')).toContainText('Imported expansion');
  await expect(page.getByTestId('expansion-count')).toHaveText('2');

  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByRole('textbox', { name: 'Code' }).fill('I21');
  await form.getByRole('combobox', { name: 'Rule' }).selectOption('include-descendants');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByTestId('add-rule-note')).toHaveText(
    'Added “ICD10CM I21: include this code and all its descendants”.',
  );
  // The imported expansion is kept until the user re-expands: it is what the diff is against.
  await expect(page.getByTestId('expansion-stale')).toBeVisible();
  await page.getByRole('button', { name: 'Re-expand' }).click();
  const diff = page.getByTestId('expansion-diff');
  await expect(diff.getByTestId('diff-added')).toContainText('ICD10CM I21.01');
  await expect(diff.getByTestId('diff-added')).not.toContainText('I21.02 ');
  await expect(diff.getByRole('status')).toContainText(/^\d+ added, 0 removed, 0 renamed, 2 unchanged\.$/);
  const csv = await basket.download('Export diff (CSV)');
  expect(csv.text).toContain('added,ICD10CM,I21.01,');
  await expect(page.getByTestId('expansion-stale')).toHaveCount(0);
});

test('an RxNorm ingredient becomes a rule for its products (SCD, SBD, packs)', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  await basket.open();
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByRole('combobox', { name: 'System' }).selectOption('RXNORM');
  await form.getByRole('textbox', { name: 'Code' }).fill('29046');
  await form.getByRole('combobox', { name: 'Rule' }).selectOption('products');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByTestId('add-rule-note')).toContainText('Added “RXNORM 29046: include products');
  await expect(basket.group('RXNORM')).toContainText('lisinopril');
  const expansion = page.getByTestId('expansion');
  await expect(expansion.getByRole('cell', { name: '314076', exact: true })).toBeVisible();
  await expect(expansion).toContainText('lisinopril 10 MG Oral Tablet');
  // The ingredient itself is not a product.
  await expect(expansion.getByRole('cell', { name: '29046', exact: true })).toHaveCount(0);
});

test('a mixed file: an unknown system and an unknown code are reported, the rest is imported', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  await basket.open();
  const mixed = {
    resourceType: 'ValueSet',
    status: 'draft',
    name: 'Mixed',
    compose: {
      include: [
        { system: ICD, concept: [{ code: 'I21' }, { code: 'I21.99' }, { code: '<script>' }] },
        { system: 'http://example.org/local', concept: [{ code: 'X1' }, { code: 'X2' }] },
        {
          system: 'http://id.nlm.nih.gov/mesh',
          filter: [{ property: 'concept', op: 'is-a', value: 'D009203' }],
        },
      ],
    },
  };
  await page.locator('input[type=file]').setInputFiles({
    name: 'mixed.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(mixed)),
  });
  const report = page.getByTestId('import-report');
  await expect(report).toContainText(
    'http://example.org/local (2 items): a code system this app does not read',
  );
  await expect(report.getByTestId('import-unknown')).toContainText('ICD10CM I21.99');
  await expect(report.getByTestId('import-unknown')).toContainText('ICD10CM <script>');
  await expect(basket.count).toHaveText('2');
  await expect(basket.group('ICD10CM')).toContainText('I21');
  await expect(basket.group('MSH').getByTestId('rule-text')).toHaveText(
    'include this code and all its descendants',
  );
});

test('ICD-10-CM options: blocks and chapters are left out by default, "billable only" keeps the leaves, and the FHIR file follows both', async () => {
  const page = sharedPage();
  test.setTimeout(60_000);
  const basket = new BasketPage(page);
  await basket.open();
  const form = page.getByRole('form', { name: 'Add a rule' });
  const expansion = page.getByTestId('expansion');
  const cell = (code: string) => expansion.getByRole('cell', { name: code, exact: true });
  await form.getByRole('textbox', { name: 'Code' }).fill('I20-I25');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(cell('I21.01')).toBeVisible();
  // The rule and its expansion name the release `current` stood for.
  await expect(basket.group('ICD10CM').getByRole('cell', { name: '2025AB', exact: true })).toBeVisible();
  await expect(page.getByTestId('expansion-meta')).toContainText('Expanded against release current (2025AB)');
  // The block is a label of the classification, not a code anyone can record.
  const groupers = page.getByRole('checkbox', { name: /leave out chapters and blocks/ });
  await expect(groupers).toBeChecked();
  await expect(cell('I20-I25')).toHaveCount(0);
  await groupers.uncheck();
  await expect(cell('I20-I25')).toBeVisible();
  await groupers.check();
  await expect(cell('I20-I25')).toHaveCount(0);

  // Billable codes only: I21.0 has codes below it, I21.01 and I21.4 have none.
  await expect(cell('I21.0')).toBeVisible();
  await page.getByRole('checkbox', { name: /billable codes only/ }).check();
  await expect(cell('I21.0')).toHaveCount(0);
  await expect(cell('I21')).toHaveCount(0);
  await expect(cell('I21.01')).toBeVisible();
  await expect(cell('I21.4')).toBeVisible();
  const total = Number(await page.getByTestId('expansion-count').textContent());

  const vs = JSON.parse((await basket.download('Export FHIR ValueSet')).text);
  expect(new Fhir().validate(vs)).toEqual({ valid: true, messages: [] });
  const codes = vs.expansion.contains.map((c: { code: string }) => c.code);
  expect(codes).toHaveLength(total);
  expect(codes).toEqual(expect.arrayContaining(['I21.01', 'I21.4']));
  expect(codes).not.toContain('I21.0');
  expect(codes).not.toContain('I20-I25');
  // No is-a filter can say "leaves only": the include lists the codes, and never the block.
  const include = vs.compose.include.filter((i: { system: string }) => i.system === ICD);
  expect(include.some((i: { filter?: unknown }) => i.filter)).toBe(false);
  const listed = include
    .flatMap((i: { concept?: { code: string }[] }) => i.concept ?? [])
    .map((c: { code: string }) => c.code);
  expect(listed).toContain('I21.01');
  expect(listed).not.toContain('I20-I25');

  // The file alone rebuilds the value set: read back, the rule and the option return, and the
  // leaves beside them; the CSV names the option on its rows.
  const billable = page.getByRole('checkbox', { name: /billable codes only/ });
  await billable.uncheck();
  await expect(cell('I21.0')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'billable.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(vs)),
  });
  await page.getByRole('button', { name: 'Replace my basket' }).click();
  await expect(billable).toBeChecked();
  await expect(basket.group('ICD10CM').getByTestId('rule-text')).toHaveText(
    'include this code and all its descendants',
  );
  await expect(page.getByTestId('expansion-count')).toHaveText(String(total));
  await expect(cell('I21.0')).toHaveCount(0);
  const csv = (await basket.download('Export CSV')).text;
  expect(csv.split('\n')[0]).toContain('Options');
  expect(csv).toContain('icd10cm-billable-only');
});

test('Optimize offers one descendants rule for codes that cover a whole subtree, before and after, and changes nothing until asked', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  await basket.open();
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByRole('combobox', { name: 'Rule' }).selectOption('include-code');
  // I21.0 and all three codes below it, and I21.4, which has no subtree to fold.
  for (const code of ['I21.0', 'I21.01', 'I21.02', 'I21.09', 'I21.4']) {
    await form.getByRole('textbox', { name: 'Code' }).fill(code);
    await form.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByTestId('add-rule-note')).toHaveText(`Added “ICD10CM ${code}: include this code”.`);
  }
  await expect(basket.count).toHaveText('5');
  await expect(page.getByTestId('expansion-count')).toHaveText('5');

  const optimize = page.getByTestId('optimize');
  await optimize.getByRole('button', { name: 'Optimize: find whole subtrees' }).click();
  await expect(optimize.getByRole('listitem')).toHaveCount(1);
  await expect(optimize.getByRole('listitem')).toContainText(
    'Before: 4 codes (ICD10CM I21.0 and all below it). After: 1 rule, “I21.0: include this code and all its descendants”.',
  );
  // Offered, never applied by itself.
  await expect(basket.count).toHaveText('5');
  await optimize.getByRole('button', { name: 'Use one rule for I21.0' }).click();
  await expect(basket.count).toHaveText('2');
  const ruleOf = (code: string) =>
    basket
      .group('ICD10CM')
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: code, exact: true }) })
      .getByTestId('rule-text');
  await expect(ruleOf('I21.0')).toHaveText('include this code and all its descendants');
  await expect(ruleOf('I21.4')).toHaveText('include this code');
  // The same codes, from two rules now.
  await expect(page.getByTestId('expansion-count')).toHaveText('5');
  await expect(
    page.getByTestId('expansion').getByRole('cell', { name: 'I21.09', exact: true }),
  ).toBeVisible();
});

test('a release the service does not serve is refused by name and the expansion stays; Clear resets the name and the release', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  await basket.open();
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByRole('textbox', { name: 'Code' }).fill('I21');
  await form.getByRole('button', { name: 'Add rule' }).click();
  const expansion = page.getByTestId('expansion');
  await expect(expansion.getByRole('cell', { name: 'I21.01', exact: true })).toBeVisible();
  const total = await page.getByTestId('expansion-count').textContent();
  await page.getByRole('textbox', { name: 'Value set name' }).fill('AMI codes');

  const release = expansion.getByRole('textbox', { name: 'Release' });
  await release.fill('2025AA');
  await expansion.getByRole('button', { name: 'Re-expand' }).click();
  await expect(expansion.getByRole('alert')).toHaveText(
    'Not expanded2025AA: no such release (the service does not serve it)',
  );
  // Nothing read as "all removed": the stored expansion is the one of the release it was made in.
  await expect(page.getByTestId('expansion-count')).toHaveText(total!);
  await expect(page.getByTestId('expansion-meta')).toContainText('against release current (2025AB)');

  await page.getByRole('button', { name: 'Clear basket' }).click();
  await expect(basket.count).toHaveText('0');
  await expect(page.getByRole('textbox', { name: 'Value set name' })).toHaveValue('My value set');
  await form.getByRole('textbox', { name: 'Code' }).fill('I22');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(expansion.getByRole('textbox', { name: 'Release' })).toHaveValue('current');
  await expect(page.getByTestId('expansion-meta')).toContainText('against release current (2025AB)');
});
