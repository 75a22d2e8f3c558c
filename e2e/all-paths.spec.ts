import { expect, test } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Issue 35: MeSH D009203 (Myocardial Infarction) sits under Myocardial Ischemia, which sits
// under both Heart Diseases and Vascular Diseases (Cardiovascular Diseases above both).

test('D009203: path labels name where the paths part; all paths at once shows both branches; exports say so', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('MSH', 'D009203', '?tab=hierarchy');
  await expect(tree.stepper).toContainText('Path 1 of 2');
  const via = page.getByTestId('path-via');
  await expect(via).toHaveText(/^via (Heart|Vascular) Diseases — /);
  const first = (await via.textContent())!.split(' — ')[0];
  await page.getByRole('button', { name: 'Next path' }).click();
  await expect(tree.stepper).toContainText('Path 2 of 2');
  await expect(via).toHaveText(/^via (Heart|Vascular) Diseases — /);
  const second = (await via.textContent())!.split(' — ')[0];
  expect([first, second].sort()).toEqual(['via Heart Diseases', 'via Vascular Diseases']);

  // The picture of one path says it is one of two, and where the other goes.
  const one = (await tree.exportView('Indented text')).bytes.toString('utf8');
  expect(one).toContain(`path 2 of 2; also under ${first!.slice(4)}`);

  await page.getByText('All 2 paths at once').click();
  await expect(page).toHaveURL(/[?&]paths=all(&|$)/);
  const all = page.getByTestId('all-paths-tree');
  const names = all.locator('.ht-name');
  await expect(names.filter({ hasText: /^Heart Diseases$/ })).toHaveCount(1);
  await expect(names.filter({ hasText: /^Vascular Diseases$/ })).toHaveCount(1);
  // Shared ancestors once, the focus under each of its paths.
  await expect(names.filter({ hasText: /^Cardiovascular Diseases$/ })).toHaveCount(1);
  await expect(names.filter({ hasText: /^Myocardial Infarction$/ })).toHaveCount(2);
  await expect(all.locator('[data-marked] > .ht-row .ht-name').first()).toHaveText('Myocardial Infarction');
  // Each place of the focus carries the MeSH tree number of that place (issue 36).
  const focusNumbers = all.locator('[data-marked] > .ht-row [data-testid="tree-number"]');
  await expect(focusNumbers).toHaveCount(2);
  expect((await focusNumbers.allTextContents()).sort()).toEqual(['C14.280.647.500', 'C14.907.585.500']);
  // A real link opens the node's page (new tab works); the name re-centres.
  await expect(all.getByRole('link', { name: 'Open the page of Heart Diseases' })).toHaveAttribute(
    'href',
    /\/sources\/MSH\/D006331$/,
  );

  const svg = (await tree.exportView('Picture (SVG)')).bytes.toString('utf8');
  expect(svg).toMatch(/>Heart Diseases <tspan/);
  expect(svg).toMatch(/>Vascular Diseases <tspan/);
  expect(svg).toContain('all 2 paths');
  expect(svg.match(/data-focus="true"/g)).toHaveLength(2);

  await page.reload();
  await expect(names.filter({ hasText: /^Vascular Diseases$/ })).toHaveCount(1);
});

test('concept page: re-centring from path 2 stays on path 2, says where it is centred and goes back', async () => {
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  await page.goto('/concepts/C0027051?tab=hierarchy&source=MSH&path=2');
  await expect(tree.stepper).toContainText('Path 2 of 2');
  const via = page.getByTestId('path-via');
  await expect(via).toHaveText(/^via /);
  const before = (await via.textContent())!.split(' — ')[0];
  await tree.item('Myocardial Ischemia').locator('.ht-name').first().click();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Ischemia');
  await expect(via).toHaveText(new RegExp(`^${before} — `));
  await expect(page).toHaveURL(/[?&]path=2(&|$)/);
  const note = page.getByTestId('tree-recentred');
  await expect(note).toHaveText('Centred on Myocardial Ischemia — back to Myocardial Infarction');
  await note.getByRole('button', { name: 'back to Myocardial Infarction' }).click();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  await expect(page).not.toHaveURL(/focus=/);
  await expect(note).toHaveCount(0);
});
