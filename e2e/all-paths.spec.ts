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

test('all paths at once: the focus is no leaf; its children are under its first place and open from there, kept in the link', async () => {
  // Three page loads and a reload.
  test.slow();
  const page = sharedPage();
  // Diabetes Mellitus (MSH D003920) sits under Endocrine System Diseases and under Glucose
  // Metabolism Disorders.
  await page.goto('/concepts/C0011849?tab=hierarchy&source=MSH&paths=all');
  const all = page.getByTestId('all-paths-tree');
  const children = all.getByRole('list', { name: 'Children of Diabetes Mellitus' });
  await expect(
    children.getByRole('button', { name: 'Diabetes Mellitus, Type 1', exact: true }),
  ).toBeVisible();
  await expect(
    children.getByRole('link', { name: 'Open the page of Diabetic Ketoacidosis' }),
  ).toHaveAttribute('href', /\/sources\/MSH\/D016883$/);
  // Once, under the first place; the second says where they are.
  await expect(all.getByTestId('focus-children')).toHaveCount(1);
  await expect(all.getByTestId('marked-children-elsewhere')).toHaveText(
    'Its children are shown at its first place above.',
  );

  const expand = children.getByRole('button', { name: 'Expand Diabetes Mellitus, Type 1' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  const type1 = all.getByRole('list', { name: 'Children of Diabetes Mellitus, Type 1' });
  await expect(type1.getByRole('button', { name: 'Wolfram Syndrome', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]expand=D003922(&|$)/);
  await expect(children.getByRole('button', { name: 'Collapse Diabetes Mellitus, Type 1' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // The link keeps it open; the one-path view shows the same node open.
  await page.reload();
  await expect(type1.getByRole('button', { name: 'Wolfram Syndrome', exact: true })).toBeVisible();
  await page.getByText('One path at a time').click();
  await expect(new HierarchyTree(page).item('Wolfram Syndrome')).toBeVisible();

  // A leaf's children: Diabetes Mellitus, Type 2 has one, Lipoatrophic, and it is drawn.
  await page.goto('/concepts/C0011860?tab=hierarchy&source=MSH&paths=all');
  await expect(
    all
      .getByRole('list', { name: 'Children of Diabetes Mellitus, Type 2' })
      .getByRole('button', { name: 'Diabetes Mellitus, Lipoatrophic', exact: true }),
  ).toBeVisible();
});
