import { expect, test, type Page } from '@playwright/test';
import { BasketPage } from '../e2e/pages/BasketPage.ts';
import { DrugConcept } from '../e2e/pages/DrugConcept.ts';
import { DrugLookup } from '../e2e/pages/DrugLookup.ts';
import { HierarchyTree } from '../e2e/pages/HierarchyTree.ts';
import { Shell } from '../e2e/pages/Shell.ts';
import { pagePerFile } from '../e2e/page-per-file.ts';

// Journeys on the development server, where React runs its development checks under StrictMode
// (effects mounted, cleaned up and mounted again; an effect's return value checked). What
// those checks find they write to the console as errors: any error there fails the journey.

// One page for the file (page-per-file.ts): each page compiles the app's modules afresh, one by
// one as the dev server sends them. Its console is watched from its first test on; each test
// checks what was written during it.
const sharedPage = pagePerFile();
const consoleErrors: string[] = [];
const watched = new WeakSet<Page>();

test.beforeEach(() => {
  const page = sharedPage();
  if (!watched.has(page)) {
    watched.add(page);
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(`${e.name}: ${e.message}`));
  }
  consoleErrors.length = 0;
});
test.afterEach(() => {
  expect(consoleErrors, 'errors written to the console').toEqual([]);
});

test('myocardial infarction → concept → its MeSH tree: "+ Descendants…" opens and closes, both views', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  const tree = new HierarchyTree(page);
  await shell.open('/');
  await shell.search.fill('myocardial infarction');
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/search?string=myocardial+infarction');
  await page
    .getByRole('table', { name: 'Search results' })
    .getByRole('link', { name: 'Myocardial Infarction', exact: true })
    .click();
  await expect(shell.heading()).toHaveText('Myocardial Infarction');

  await page.getByRole('tab', { name: 'Hierarchy' }).click();
  // It opens on the preferred atom's source, MeSH; DOID and back puts it in the URL.
  const picker = page.getByTestId('hierarchy-source');
  // The URL changes before the new tree has rendered; until it has, the control still shows
  // MSH chosen (a controlled radio), and a click on MSH then changes nothing. A user sees that
  // and waits; so does the test.
  await picker.getByText('DOID', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]source=DOID(&|$)/);
  await expect(picker.getByRole('radio', { name: 'DOID' })).toBeChecked();
  await picker.getByText('MSH', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]source=MSH(&|$)/);
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  await tree.openAndCloseDescendants('Myocardial Ischemia');
  await tree.openAndCloseDescendants('Myocardial Infarction');

  // The all-paths view, then back to one path: the tree comes back whole.
  await page.getByText(/^All \d+ paths at once$/).click();
  const merged = page.getByTestId('all-paths-tree');
  await expect(merged.getByRole('button', { name: 'Heart Diseases', exact: true })).toBeVisible();
  await expect(merged.getByRole('button', { name: 'Vascular Diseases', exact: true })).toBeVisible();
  await page.getByText('One path at a time').click();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
});

test('an ICD-10-CM code: the panel closes untouched, then adds its rule to the basket', async () => {
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  const basket = new BasketPage(page);
  await page.goto('/sources/ICD10CM/I21?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('Acute myocardial infarction');
  await tree.openAndCloseDescendants('Acute myocardial infarction');
  await expect(basket.count).toHaveText('0');

  await tree.openDescendants('Acute myocardial infarction');
  await tree.descendantsPanel.getByRole('combobox', { name: 'Depth' }).selectOption('1');
  await tree.descendantsPanel.getByRole('button', { name: 'Add to basket' }).click();
  await expect(tree.descendantsPanel.getByRole('status')).toContainText(
    'Added the rule “I21: include this code and its descendants to 1 level”',
  );
  await expect(basket.count).toHaveText('1');
  await basket.open();
  await expect(basket.group('ICD10CM').getByTestId('rule-text')).toHaveText(
    'include this code and its descendants to 1 level',
  );
});

test('a drug by name → its clinical drug page', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open();
  await lookup.nameBox.fill('lisinopril');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/drugs\?name=lisinopril$/);
  const scd = lookup.productResults.getByRole('region', { name: 'Clinical drug (SCD)' });
  await scd.getByRole('link', { name: 'lisinopril 10 MG Oral Tablet', exact: true }).click();
  const concept = new DrugConcept(page);
  await concept.expectLoaded('lisinopril 10 MG Oral Tablet');
  await expect(concept.panel('Brand names')).toContainText('Zestril');
});
