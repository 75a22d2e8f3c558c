import { expect, test } from '@playwright/test';
import { BasketPage } from './pages/BasketPage.ts';
import { BatchPage } from './pages/BatchPage.ts';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Demo data: ICD-10-CM I21 has 7 children, and I21.0, I21.1, I21.2 and I21.A have 3, 2, 2 and 2
// children of their own: 17 codes to depth 2. GO cellular_component has thousands of nodes
// within three levels, so a walk there is still running when Cancel is pressed.

test('a tree node alone, then the node and its descendants to depth 2; a cancelled walk adds nothing', async () => {
  const page = sharedPage();
  test.setTimeout(60_000);
  const basket = new BasketPage(page);
  const tree = new HierarchyTree(page);

  await page.goto('/sources/GO/GO:0005575?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('cellular_component');
  await page
    .getByRole('button', { name: 'Add cellular_component and its descendants to the basket…' })
    .click();
  const panel = page.getByTestId('subtree-basket');
  await panel.getByRole('combobox', { name: 'Depth' }).selectOption('3');
  await panel.getByRole('button', { name: 'Add to basket' }).click();
  await expect(panel.getByRole('status')).toContainText(/\d+ requests/);
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('status')).toHaveText('Cancelled; nothing was added.');
  await expect(basket.count).toHaveText('0');

  await page.goto('/sources/ICD10CM/I21?tab=hierarchy');
  await expect(tree.item('ST elevation (STEMI) myocardial infarction of anterior wall')).toBeVisible();
  await basket.addButton('ICD10CM I21.0').click();
  await expect(basket.count).toHaveText('1');

  await page
    .getByRole('button', { name: 'Add Acute myocardial infarction and its descendants to the basket…' })
    .click();
  await panel.getByRole('combobox', { name: 'Depth' }).selectOption('2');
  await panel.getByRole('button', { name: 'Add to basket' }).click();
  // One rule, not 17 frozen codes; I21.0 (already in the basket) is in its expansion once.
  await expect(panel.getByRole('status')).toContainText(
    'Added the rule “I21: include this code and its descendants to 2 levels”: 17 codes today',
  );
  await expect(basket.count).toHaveText('2');

  await basket.open();
  const group = basket.group('ICD10CM');
  await expect(group.getByTestId('basket-row')).toHaveCount(2);
  await expect(page.getByTestId('expansion-count')).toHaveText('17');
  const expansion = page.getByTestId('expansion');
  for (const code of ['I21', 'I21.0', 'I21.09', 'I21.A9'])
    await expect(expansion.getByRole('cell', { name: code, exact: true })).toBeVisible();
});

test('"+ Descendants…" opens its panel and closes it, and the tree stays: MeSH on a concept page, ICD-10-CM on a code page', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  const tree = new HierarchyTree(page);
  await page.goto('/concepts/C0027051?tab=hierarchy&source=MSH');
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  await tree.openAndCloseDescendants('Myocardial Ischemia');
  // Still a working tree: the next row's panel opens too.
  await tree.openAndCloseDescendants('Heart Diseases');

  await page.goto('/sources/ICD10CM/I21?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('Acute myocardial infarction');
  await tree.openAndCloseDescendants('Acute myocardial infarction');
  // Closing added nothing.
  await expect(basket.count).toHaveText('0');
});

test('batch results add a resolved row to the basket', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(['C0027051', 'no such thing at all xyz']);
  await batch.resolve.click();
  await batch.waitDone();
  await batch.results.getByRole('button', { name: 'Add UMLS C0027051 to the basket' }).click();
  await expect(basket.count).toHaveText('1');
  // The unresolved line has nothing to add.
  await expect(batch.results.getByRole('button', { name: /(to|from) the basket$/ })).toHaveCount(1);
  await basket.open();
  await expect(basket.group('UMLS')).toContainText('Myocardial Infarction');
  // The release `current` stood for, as entries from every other page record it.
  await expect(basket.group('UMLS')).toContainText('2025AB');
});

test("a code page's '+ Basket' waits for the code's concept, so the entry keeps where it came from", async ({
  page,
}) => {
  const basket = new BasketPage(page);
  // The code's preferred atom names its concept: held back, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/source/ICD10CM/I26/atoms/preferred*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sources/ICD10CM/I26');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulmonary embolism');
  // Not offered while the concept is unknown: an entry added then kept no concept.
  await expect(basket.addButton('ICD10CM I26')).toHaveCount(0);
  release();
  await basket.addButton('ICD10CM I26').click();
  await basket.open();
  await expect(basket.group('ICD10CM').getByRole('link', { name: 'CUI C0034065' })).toBeVisible();
});
