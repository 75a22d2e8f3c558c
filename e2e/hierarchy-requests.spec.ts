import { expect, test, type Page } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';

// A top node's `parents` link and a leaf's `children` link say NONE on the wire: the tree must
// not ask for them (the answer would be a 404, logged by the browser as a failed request).

/** Every hierarchy list call the page makes, and every answer that was not OK. */
function watchTreeCalls(page: Page) {
  const asked: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/(parents|children)$/.test(path)) asked.push(path);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { asked, failed, errors };
}

test('a leaf code: no request for its children, none for the top node parents, no 404', async ({ page }) => {
  const calls = watchTreeCalls(page);
  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('ICD10CM', 'I21.01', '?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName(/STEMI.*left main coronary artery/);
  // The path is drawn up to the top node, whose siblings list (its parent's children) is in.
  await expect(tree.namesAt(1)).toHaveText(['ICD-10-CM Tabular List of Diseases and Injuries']);
  await expect(tree.item('Acute myocardial infarction')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.asked).toContain('/uts/rest/content/current/source/ICD10CM/I21.01/parents');
  expect(calls.asked).not.toContain('/uts/rest/content/current/source/ICD10CM/I21.01/children');
  expect(calls.asked).not.toContain('/uts/rest/content/current/source/ICD10CM/V-ICD10CM/parents');
  expect(calls.failed).toEqual([]);
  expect(calls.errors).toEqual([]);
});

test('the top node itself: its children are asked for, its parents never', async ({ page }) => {
  const calls = watchTreeCalls(page);
  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('MSH', 'V-MSH', '?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('Medical Subject Headings');
  await expect(tree.item('Diseases (MeSH Category)')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.asked).toEqual(['/uts/rest/content/current/source/MSH/V-MSH/children']);
  expect(calls.failed).toEqual([]);
  expect(calls.errors).toEqual([]);
});

test('MeSH D003930: parents are asked only along its three tree numbers, none above a place it lacks', async ({
  page,
}) => {
  const calls = watchTreeCalls(page);
  await new SourceCodePage(page).open('MSH', 'D003930', '?tab=hierarchy&paths=all');
  await expect(page.getByTestId('all-paths-list').locator('li')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  const parentsOf = calls.asked
    .filter((p) => p.endsWith('/parents'))
    .map((p) => p.split('/').at(-2))
    .sort();
  // Its places: C11.768.257, C14.907.320.382, C19.246.099.500.382; the nodes at the numbers
  // above them, and the category. Not Diabetes Mellitus's other place (C18.452.394.750), whose
  // parents the descriptor graph would walk up to Nutritional and Metabolic Diseases.
  expect(parentsOf).toEqual(
    [
      'D003930',
      'D012164',
      'D003925',
      'D005128',
      'D014652',
      'D048909',
      'D002318',
      'D003920',
      'D004700',
      'C',
    ].sort(),
  );
  expect(calls.failed).toEqual([]);
  expect(calls.errors).toEqual([]);
});
