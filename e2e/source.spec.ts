import { expect, test } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// ICD-10-CM I26 "Pulmonary embolism" in the demo data: one HT atom (CUI C0034065), parent
// block I26-I28, children I26.0 / I26.9, no attributes (the ICD-10-CM demo carries none).

test('an ICD-10-CM code shows its atoms, relations, attributes and hierarchy, each tab in the URL', async () => {
  const page = sharedPage();
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

  // Hierarchy: the tree from the top down to the code (ancestors, parent), its children below
  await code.openTab('Hierarchy');
  await expect(page).toHaveURL(/[?&]tab=hierarchy\b/);
  const tree = new HierarchyTree(page);
  await expect(tree.namesAt(1)).toHaveText(['ICD-10-CM Tabular List of Diseases and Injuries']);
  await expect(tree.namesAt(2)).toHaveText(['Diseases of the circulatory system (I00-I99)']);
  await expect(tree.namesAt(3)).toHaveText([
    'Pulmonary heart disease and diseases of pulmonary circulation (I26-I28)',
  ]);
  await expect(tree.focusItem).toHaveAccessibleName('Pulmonary embolism');
  await expect(tree.namesAt(5)).toHaveText([
    'Pulmonary embolism with acute cor pulmonale',
    'Pulmonary embolism without acute cor pulmonale',
  ]);

  // Reload: the same tab comes back
  await page.reload();
  await expect(code.tab('Hierarchy')).toHaveAttribute('aria-selected', 'true');
  await expect(tree.focusItem).toHaveAccessibleName('Pulmonary embolism');
});

test('a child expands in place and its link opens the child code', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26', '?tab=hierarchy');
  const tree = new HierarchyTree(page);
  const child = tree.item('Pulmonary embolism with acute cor pulmonale');
  await expect(child).toHaveAttribute('aria-expanded', 'false');
  await child.getByTestId('tree-toggle').first().click();
  await expect(child).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/[?&]expand=I26\.0(&|$)/);
  await expect(tree.item('Saddle embolus of pulmonary artery with acute cor pulmonale')).toBeVisible();

  // The separate link opens the child's own page (its Atoms tab).
  await child
    .getByRole('link', { name: 'Open the page of Pulmonary embolism with acute cor pulmonale' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sources\/ICD10CM\/I26\.0$/);
  await expect(code.shell.heading()).toHaveText('Pulmonary embolism with acute cor pulmonale');
  await code.openTab('Hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('Pulmonary embolism with acute cor pulmonale');
  await expect(tree.namesAt(4)).toHaveText(['Pulmonary embolism']);
});

test('a MeSH descriptor lists its attributes (tree numbers)', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  await code.open('MSH', 'D009203', '?tab=attributes');
  await expect(code.shell.heading()).toHaveText('Myocardial Infarction');
  const rows = code.attributes.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('MN');
  await expect(code.attributes).toContainText('C14.280.647.500');
  await expect(code.attributes).toContainText('C14.907.585.500');
});

test('the release in the URL stays on every link followed', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26', '?release=2025AB&tab=hierarchy');
  await expect(code.shell.heading()).toHaveText('Pulmonary embolism');
  await expect(page.getByRole('link', { name: 'Concept C0034065' })).toHaveAttribute(
    'href',
    '/concepts/C0034065?release=2025AB',
  );
  // A name in the tree re-centres on that code's tree; the release rides along.
  await new HierarchyTree(page)
    .item('Pulmonary heart disease and diseases of pulmonary circulation (I26-I28)')
    .locator('.ht-name')
    .first()
    .click();
  await expect(page).toHaveURL(
    /\/sources\/ICD10CM\/I26-I28\?(release=2025AB&tab=hierarchy|tab=hierarchy&release=2025AB)$/,
  );
  await expect(code.shell.heading()).toHaveText(
    'Pulmonary heart disease and diseases of pulmonary circulation (I26-I28)',
  );
  await page.getByRole('link', { name: 'Codes in other sources (crosswalk)' }).click();
  await expect(page).toHaveURL(/\/crosswalk\/ICD10CM\/I26-I28\?release=2025AB$/);
});

test('tabs work from the keyboard and the URL follows', async () => {
  const page = sharedPage();
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

test('long lists page, with the page number in the URL', async () => {
  const page = sharedPage();
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
  // The 300-character id wraps inside the page rather than running off its right edge.
  const idBox = await page.getByTestId('source-id').boundingBox();
  const mainBox = await page.locator('#main-content').boundingBox();
  expect(idBox!.x + idBox!.width).toBeLessThanOrEqual(mainBox!.x + mainBox!.width + 1);
  await expect(code.shell.heading()).toContainText('<img src=x onerror=alert(2)>');
  expect(dialogs).toEqual([]);
});

test.describe('hierarchy lists longer than one page', () => {
  // 426 rows drawn in full, and a failed page retried by the query client before it says so.
  test.setTimeout(90_000);
  // GO:0110165 "cellular anatomical entity" has 426 children in the demo data: five pages of 100.
  const focusChildren = (tree: HierarchyTree) =>
    tree.focusItem.locator(':scope > [role="group"] > [role="treeitem"]');

  test('say their total and load the rest with "Show more", from the keyboard', async () => {
    const page = sharedPage();
    const code = new SourceCodePage(page);
    const tree = new HierarchyTree(page);
    await code.open('GO', 'GO:0110165', '?tab=hierarchy');
    await expect(focusChildren(tree)).toHaveCount(100);
    const more = page.getByRole('button', { name: 'Show more (100 of 426)' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(focusChildren(tree)).toHaveCount(200);
    for (const shown of [200, 300, 400]) {
      await page.getByRole('button', { name: `Show more (${shown} of 426)` }).click();
      await expect(focusChildren(tree)).toHaveCount(Math.min(shown + 100, 426));
    }
    await expect(page.getByRole('button', { name: /^Show more/ })).toHaveCount(0);
    await expect(tree.item('Isp3 layer of spore wall')).toBeVisible();
    // A long list gets a filter box.
    await page
      .getByRole('textbox', { name: 'Filter the children of cellular anatomical entity' })
      .fill('spore wall');
    await expect(tree.item('Isp3 layer of spore wall')).toBeVisible();
    await expect(focusChildren(tree).first()).toContainText(/spore wall/i);
  });

  test('a child expanded in place also says its total and loads the rest', async () => {
    const page = sharedPage();
    const code = new SourceCodePage(page);
    const tree = new HierarchyTree(page);
    await code.open('GO', 'GO:0005575', '?tab=hierarchy');
    const nested = tree.item('cellular anatomical entity');
    await nested.getByTestId('tree-toggle').first().click();
    await nested.getByRole('button', { name: 'Show more (100 of 426)' }).click();
    await expect(nested.getByRole('button', { name: 'Show more (200 of 426)' })).toBeVisible();
  });

  test('a failed "Show more" keeps the children shown and can be retried', async ({ page }) => {
    const code = new SourceCodePage(page);
    const tree = new HierarchyTree(page);
    await code.open('GO', 'GO:0110165', '?tab=hierarchy');
    await expect(focusChildren(tree)).toHaveCount(100);

    const page2 = /\/children\?.*pageNumber=2\b/;
    await page.route(page2, (r) => r.abort());
    await page.getByRole('button', { name: 'Show more (100 of 426)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Couldn't load more children." })).toBeVisible({
      timeout: 20_000,
    });
    await expect(focusChildren(tree)).toHaveCount(100);

    await page.unroute(page2);
    await page.getByRole('button', { name: 'Retry: show more (100 of 426)' }).click();
    await expect(focusChildren(tree)).toHaveCount(200);
  });
});

test('a code under several parents shows each path, never one invented chain', async () => {
  const page = sharedPage();
  // MeSH D009203 "Myocardial Infarction": Myocardial Ischemia sits under Heart Diseases and
  // under Vascular Diseases (hierarchy-tree.spec.ts checks both chains in full).
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('MSH', 'D009203', '?tab=hierarchy');
  await expect(tree.stepper).toContainText('Path 1 of 2');
  await expect(tree.namesAt(4)).toHaveText(['Heart Diseases']);
  await expect(tree.tree).not.toContainText('Vascular Diseases');
  await page.getByRole('button', { name: 'Next path' }).click();
  await expect(tree.namesAt(4)).toHaveText(['Vascular Diseases']);
  await expect(tree.tree).not.toContainText('Heart Diseases');
});

test('ICD-10-CM paths show each code once and the chapter by its number', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('ICD10CM', 'I21', '?tab=hierarchy');
  const row = (level: number) => tree.tree.locator(`[role="treeitem"][aria-level="${level}"] > .ht-row`);
  await expect(row(1).locator('.ht-name, .ht-code')).toHaveText([
    'ICD-10-CM Tabular List of Diseases and Injuries',
    'V-ICD10CM',
  ]);
  await expect(row(2).locator('.ht-name, .ht-code')).toHaveText([
    'Diseases of the circulatory system (I00-I99)',
    'chapter 9',
  ]);
  // The block's name ends with its code: the code is not repeated.
  await expect(row(3).locator('.ht-name, .ht-code')).toHaveText(['Ischemic heart diseases (I20-I25)', '']);
  await expect(tree.focusItem).toHaveAccessibleName('Acute myocardial infarction');
});

test('an RxNorm code opens in the drug lookup', async () => {
  const page = sharedPage();
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
