import { expect, test } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

// Each test loads its own route: one page for the file (page-per-file.ts), not a renderer per test.
const shared = pagePerFile();

// GO atom A93104618 "protein-containing complex": 271 children in the demo data (three pages of
// 100), one parent, "cellular_component", under GO's top node "Gene Ontology".

test('an atom shows all its children in its tree: the total, the rest with "Show more"', async () => {
  const page = shared();
  const shell = new Shell(page);
  const tree = new HierarchyTree(page);
  await shell.open('/atoms/A93104618');
  await expect(shell.heading()).toHaveText('protein-containing complex');
  await expect(tree.focusItem).toHaveAccessibleName('protein-containing complex');
  const children = tree.focusItem.locator(':scope > [role="group"] > [role="treeitem"]');
  await expect(children).toHaveCount(100);
  const more = page.getByRole('button', { name: 'Show more (100 of 271)' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(children).toHaveCount(200);
  await page.getByRole('button', { name: 'Show more (200 of 271)' }).click();
  await expect(children).toHaveCount(271);
  await expect(page.getByRole('button', { name: /^Show more/ })).toHaveCount(0);
  await expect(tree.item('actin cytoskeleton-regulatory complex')).toBeVisible();
});

test("an atom's tree shows its parent and ancestors, and a name re-centres on that atom", async () => {
  const page = shared();
  const shell = new Shell(page);
  const tree = new HierarchyTree(page);
  await shell.open('/atoms/A93104618');
  await expect(tree.namesAt(1)).toHaveText(['Gene Ontology']);
  await expect(tree.namesAt(2)).toHaveText(['cellular_component']);
  await expect(tree.stepper).toHaveCount(0); // one path: no stepper
  await tree.item('cellular_component').locator('.ht-name').first().click();
  await expect(page).toHaveURL(/\/atoms\/A95492636$/);
  await expect(shell.heading()).toHaveText('cellular_component');
  await expect(tree.focusItem).toHaveAccessibleName('cellular_component');
  // GO's namespace roots hang from the source's top node, the one atom without ancestors.
  await tree.item('Gene Ontology').locator('.ht-name').first().click();
  await expect(page).toHaveURL(/\/atoms\/A91058859$/);
  await expect(shell.heading()).toHaveText('Gene Ontology');
  await expect(tree.focusItem).toHaveAccessibleName('Gene Ontology');
  await expect(tree.focusItem).toHaveAttribute('aria-level', '1');
  // Its own page link leads to the source code page.
  await expect(
    tree.focusItem.getByRole('link', { name: 'Open the page of Gene Ontology' }).first(),
  ).toHaveAttribute('href', '/sources/GO/V-GO');
});

test('an unknown atom says so', async () => {
  const page = shared();
  await new Shell(page).open('/atoms/A00000000');
  await expect(page.getByTestId('not-found')).toContainText('A00000000');
});

test('an RxNorm atom offers its code in the drug lookup', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/atoms/A91420639');
  await expect(shell.heading()).toHaveText('lisinopril');
  await page.getByRole('link', { name: 'Open in drug lookup' }).click();
  await expect(page).toHaveURL(/\/drugs\/29046$/);
  await expect(page.getByTestId('concept-properties')).toContainText('29046');
});
