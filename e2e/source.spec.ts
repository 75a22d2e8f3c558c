import { expect, test } from '@playwright/test';
import { SourceCodePage } from './pages/SourceCodePage.ts';

// ICD-10-CM I26 "Pulmonary embolism" in the demo data: one HT atom (CUI C0034065), parent
// block I26-I28, children I26.0 / I26.9, no attributes (the ICD-10-CM demo carries none).

test('an ICD-10-CM code shows its atoms, relations, attributes and hierarchy, each tab in the URL', async ({
  page,
}) => {
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26');
  await expect(code.shell.heading()).toHaveText('Pulmonary embolism');
  await expect(page.getByTestId('source-id')).toHaveText('I26');
  await expect(page.getByTestId('preferred-atom')).toHaveText('Preferred atom: Pulmonary embolism (HT)');
  await expect(page.getByRole('link', { name: 'Concept C0034065' })).toHaveAttribute(
    'href',
    '/concepts/C0034065',
  );

  // Atoms (the default tab)
  const atomRow = code.atoms.locator('tbody tr');
  await expect(atomRow).toHaveCount(1);
  await expect(atomRow).toContainText('Pulmonary embolism');
  await expect(atomRow).toContainText('HT');
  await expect(atomRow.getByRole('link', { name: 'C0034065' })).toHaveAttribute('href', '/concepts/C0034065');
  await expect(atomRow.getByRole('link', { name: /^A\d+$/ })).toHaveAttribute('href', /^\/atoms\/A\d+$/);

  // Relations: the isa link to the block and the two inverse_isa links to its children
  await code.openTab('Relations');
  await expect(page).toHaveURL(/[?&]tab=relations\b/);
  await expect(code.relations.locator('tbody tr')).toHaveCount(3);
  const toBlock = code.relations.getByRole('link', {
    name: 'Pulmonary heart disease and diseases of pulmonary circulation (I26-I28)',
  });
  await expect(toBlock).toHaveAttribute('href', '/sources/ICD10CM/I26-I28');
  await expect(code.relations).toContainText('inverse_isa');

  // Attributes: none in the demo's ICD-10-CM, said plainly
  await code.openTab('Attributes');
  await expect(page).toHaveURL(/[?&]tab=attributes\b/);
  await expect(page.getByText('No attributes for this code.')).toBeVisible();

  // Hierarchy: ancestors path, parent, children
  await code.openTab('Hierarchy');
  await expect(page).toHaveURL(/[?&]tab=hierarchy\b/);
  await expect(code.ancestors.getByRole('link')).toHaveText([
    'ICD-10-CM Tabular List of Diseases and Injuries',
    /Diseases of the circulatory system \(I00-I99\)/,
    /Pulmonary heart disease and diseases of pulmonary circulation \(I26-I28\)/,
  ]);
  await expect(code.parents.getByRole('link')).toHaveText([
    'Pulmonary heart disease and diseases of pulmonary circulation (I26-I28)',
  ]);
  await expect(code.children.getByRole('link')).toHaveText([
    'Pulmonary embolism with acute cor pulmonale',
    'Pulmonary embolism without acute cor pulmonale',
  ]);

  // Reload: the same tab comes back
  await page.reload();
  await expect(code.tab('Hierarchy')).toHaveAttribute('aria-selected', 'true');
  await expect(code.parents).toBeVisible();
});

test('a child expands in place and its link opens the child code', async ({ page }) => {
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26', '?tab=hierarchy');
  const expand = page.getByRole('button', { name: 'Expand Pulmonary embolism with acute cor pulmonale' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(
    page.getByRole('button', { name: 'Collapse Pulmonary embolism with acute cor pulmonale' }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('link', { name: 'Saddle embolus of pulmonary artery with acute cor pulmonale' }),
  ).toBeVisible();

  await code.children
    .getByRole('link', { name: 'Pulmonary embolism with acute cor pulmonale', exact: true })
    .click();
  await expect(page).toHaveURL(/\/sources\/ICD10CM\/I26\.0$/);
  await expect(code.shell.heading()).toHaveText('Pulmonary embolism with acute cor pulmonale');
  await code.openTab('Hierarchy');
  await expect(code.parents.getByRole('link')).toHaveText(['Pulmonary embolism']);
});

test('a MeSH descriptor lists its attributes (tree numbers)', async ({ page }) => {
  const code = new SourceCodePage(page);
  await code.open('MSH', 'D009203', '?tab=attributes');
  await expect(code.shell.heading()).toHaveText('Myocardial Infarction');
  const rows = code.attributes.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('MN');
  await expect(code.attributes).toContainText('C14.280.647.500');
  await expect(code.attributes).toContainText('C14.907.585.500');
});

test('the release in the URL stays on every link followed', async ({ page }) => {
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26', '?release=2025AB&tab=hierarchy');
  await expect(code.shell.heading()).toHaveText('Pulmonary embolism');
  await expect(page.getByRole('link', { name: 'Concept C0034065' })).toHaveAttribute(
    'href',
    '/concepts/C0034065?release=2025AB',
  );
  await code.parents.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sources\/ICD10CM\/I26-I28\?release=2025AB$/);
  await expect(code.shell.heading()).toHaveText(
    'Pulmonary heart disease and diseases of pulmonary circulation (I26-I28)',
  );
  await page.getByRole('link', { name: 'Codes in other sources (crosswalk)' }).click();
  await expect(page).toHaveURL(/\/crosswalk\/ICD10CM\/I26-I28\?release=2025AB$/);
});

test('tabs work from the keyboard and the URL follows', async ({ page }) => {
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26');
  await expect(code.atoms).toBeVisible();
  await code.tab('Atoms').focus();
  await page.keyboard.press('ArrowRight');
  await expect(code.tab('Relations')).toBeFocused();
  await expect(code.tab('Relations')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=relations\b/);
  await expect(code.relations).toBeVisible();
});

test('long lists page, with the page number in the URL', async ({ page }) => {
  // MeSH D006331 "Heart Diseases" has more than 25 relations in the demo data.
  const code = new SourceCodePage(page);
  await code.open('MSH', 'D006331', '?tab=relations');
  await expect(code.relations.locator('tbody tr')).toHaveCount(25);
  const firstOfPage1 = await code.relations.locator('tbody tr').first().innerText();
  await page.getByRole('button', { name: 'Page 2 of relations' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(code.relations.locator('tbody tr').first()).not.toHaveText(firstOfPage1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2 of relations' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Another tab starts again at its first page.
  await code.openTab('Atoms');
  await expect(page).not.toHaveURL(/[?&]page=/);
});

test('hostile identifiers in the URL are shown as plain text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const code = new SourceCodePage(page);
  const id = `<script>alert(1)</script>&"'${'x'.repeat(300)}`;
  await code.open('<img src=x onerror=alert(2)>', id);
  await expect(page.getByRole('alert').filter({ hasText: 'Not found' })).toContainText(
    '<script>alert(1)</script>',
  );
  await expect(page.getByTestId('source-id')).toHaveText(id);
  await expect(code.shell.heading()).toContainText('<img src=x onerror=alert(2)>');
  expect(dialogs).toEqual([]);
});

test.describe('hierarchy lists longer than one page', () => {
  // GO:0110165 "cellular anatomical entity" has 426 children in the demo data: five pages of 100.
  test('say their total and load the rest with "Show more", from the keyboard', async ({ page }) => {
    const code = new SourceCodePage(page);
    await code.open('GO', 'GO:0110165', '?tab=hierarchy');
    await expect(page.getByRole('heading', { name: 'Children (426)' })).toBeVisible();
    const items = code.children.locator(':scope > li');
    await expect(items).toHaveCount(100);
    const section = page.getByRole('region', { name: 'Children (426)' });
    await expect(section.getByRole('status')).toHaveText('100 of 426 shown');

    const more = section.getByRole('button', { name: 'Show more children' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(200);
    await expect(section.getByRole('status')).toHaveText('200 of 426 shown');
    // Focus moves to the first newly loaded child, so keyboard users read on from there.
    await expect(items.nth(100).getByRole('link')).toBeFocused();

    for (const shown of [300, 400, 426]) {
      await more.click();
      await expect(items).toHaveCount(shown);
    }
    await expect(section.getByRole('status')).toHaveText('All 426 shown');
    await expect(more).toHaveCount(0);
    await expect(code.children.getByRole('link', { name: 'Isp3 layer of spore wall' })).toBeVisible();
  });

  test('a child expanded in place also says its total and loads the rest', async ({ page }) => {
    const code = new SourceCodePage(page);
    await code.open('GO', 'GO:0005575', '?tab=hierarchy');
    await page.getByRole('button', { name: 'Expand cellular anatomical entity' }).click();
    const nested = code.children.locator(':scope > li').filter({ hasText: 'cellular anatomical entity' });
    await expect(nested.getByRole('status')).toHaveText('100 of 426 shown');
    await nested.getByRole('button', { name: 'Show more children' }).click();
    await expect(nested.getByRole('status')).toHaveText('200 of 426 shown');
  });

  test('a failed "Show more" keeps the children shown and can be retried', async ({ page }) => {
    const code = new SourceCodePage(page);
    await code.open('GO', 'GO:0110165', '?tab=hierarchy');
    const section = page.getByRole('region', { name: 'Children (426)' });
    const items = code.children.locator(':scope > li');
    await expect(items).toHaveCount(100);

    const page2 = /\/children\?.*pageNumber=2\b/;
    await page.route(page2, (r) => r.abort());
    await section.getByRole('button', { name: 'Show more children' }).click();
    await expect(section.getByRole('alert')).toContainText('Service unreachable');
    await expect(items).toHaveCount(100);

    await page.unroute(page2);
    await section.getByRole('button', { name: 'Retry' }).click();
    await expect(items).toHaveCount(200);
    await expect(section.getByRole('status')).toHaveText('200 of 426 shown');
  });
});

test('ancestors of a code under several parents are a list, not one invented path', async ({ page }) => {
  // MeSH D009203 "Myocardial Infarction" sits under two branches (C14.280… and C14.907…),
  // below the Diseases category and MeSH's top node.
  const code = new SourceCodePage(page);
  await code.open('MSH', 'D009203', '?tab=hierarchy');
  await expect(page.getByRole('heading', { name: 'Ancestors (6)' })).toBeVisible();
  await expect(code.ancestors.getByRole('listitem')).toHaveCount(6);
  await expect(code.ancestors.getByRole('link')).toHaveText([
    'Medical Subject Headings',
    'Diseases (MeSH Category)',
    'Cardiovascular Diseases',
    'Vascular Diseases',
    'Heart Diseases',
    'Myocardial Ischemia',
  ]);
  await expect(code.ancestors).not.toContainText('›');
});

test('ICD-10-CM ancestors show each code once and the chapter by its number', async ({ page }) => {
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I21', '?tab=hierarchy');
  const items = code.ancestors.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveText('ICD-10-CM Tabular List of Diseases and Injuries ICD10CM V-ICD10CM');
  await expect(items.nth(1)).toHaveText('Diseases of the circulatory system (I00-I99) ICD10CM chapter 9');
  await expect(items.nth(2)).toHaveText('Ischemic heart diseases (I20-I25) ICD10CM');
});

test('an RxNorm code opens in the drug lookup', async ({ page }) => {
  const code = new SourceCodePage(page);
  await code.open('RXNORM', '29046');
  const link = page.getByRole('link', { name: 'Open in drug lookup' });
  await expect(link).toHaveAttribute('href', '/drugs/29046');
  await link.click();
  await expect(page).toHaveURL(/\/drugs\/29046$/);
  await expect(page.getByTestId('concept-properties')).toContainText('29046');

  // A chosen release rides along (the drug pages keep it for the way back); other codes have no such link.
  await code.open('RXNORM', '29046', '?release=2025AB');
  await expect(page.getByRole('link', { name: 'Open in drug lookup' })).toHaveAttribute(
    'href',
    '/drugs/29046?release=2025AB',
  );
  await code.open('MSH', 'D009203');
  await expect(page.getByRole('link', { name: 'Codes in other sources (crosswalk)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in drug lookup' })).toHaveCount(0);
});
