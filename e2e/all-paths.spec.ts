import { expect, test } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// MeSH D009203 (Myocardial Infarction) sits under Myocardial Ischemia, which sits
// under both Heart Diseases and Vascular Diseases (Cardiovascular Diseases above both): its two
// tree numbers, C14.280.647.500 and C14.907.585.500.

test('D009203: path labels name the tree number and where the paths part; the one-path export says so', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('MSH', 'D009203', '?tab=hierarchy');
  await expect(tree.stepper).toContainText('Path 1 of 2');
  const via = page.getByTestId('path-via');
  await expect(via).toHaveText(
    'C14.280.647.500 · via Heart Diseases — this node has 2 paths to the top, one per tree number, shown one at a time',
  );
  await page.getByRole('button', { name: 'Next path' }).click();
  await expect(tree.stepper).toContainText('Path 2 of 2');
  await expect(via).toHaveText(/^C14\.907\.585\.500 · via Vascular Diseases — /);

  // The picture of one path says it is one of two, and where the other goes.
  const one = (await tree.exportView('Indented text')).bytes.toString('utf8');
  expect(one).toContain('path 2 of 2 (C14.907.585.500); also C14.280.647.500 · via Heart Diseases');
});

test('D009203: all paths at once shows both branches, each place of the focus with its tree number; the export and a reload keep them', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('MSH', 'D009203', '?tab=hierarchy');
  await expect(tree.stepper).toContainText('Path 1 of 2');
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
  // Each place of the focus carries the MeSH tree number of that place.
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
  await expect(via).toHaveText(/^C14\.907\.585\.500 · via Vascular Diseases — /);
  await tree.item('Myocardial Ischemia').locator('.ht-name').first().click();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Ischemia');
  // Myocardial Ischemia's own place on the same branch.
  await expect(via).toHaveText(/^C14\.907\.585 · via Vascular Diseases — /);
  await expect(page).toHaveURL(/[?&]path=2(&|$)/);
  const note = page.getByTestId('tree-recentred');
  await expect(note).toHaveText('Centred on Myocardial Ischemia — back to Myocardial Infarction');
  await note.getByRole('button', { name: 'back to Myocardial Infarction' }).click();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  await expect(page).not.toHaveURL(/focus=/);
  await expect(note).toHaveCount(0);
});

test('all paths at once: the focus is no leaf; under each of its places the children at that tree number, opened from there and kept in the link', async () => {
  // Three page loads and a reload.
  test.slow();
  const page = sharedPage();
  // Diabetes Mellitus (MSH D003920) at C19.246 (Endocrine System Diseases) and at
  // C18.452.394.750 (Glucose Metabolism Disorders); MeSH files some children under one only.
  await page.goto('/concepts/C0011849?tab=hierarchy&source=MSH&paths=all');
  const all = page.getByTestId('all-paths-tree');
  await expect(all.getByTestId('focus-children')).toHaveCount(2);
  const atC19 = all.getByRole('list', { name: 'Children of Diabetes Mellitus at C19.246', exact: true });
  const atC18 = all.getByRole('list', {
    name: 'Children of Diabetes Mellitus at C18.452.394.750',
    exact: true,
  });
  const name = (list: typeof atC19, text: string) => list.getByRole('button', { name: text, exact: true });
  await expect(name(atC19, 'Diabetes Mellitus, Type 1')).toBeVisible();
  await expect(name(atC18, 'Diabetes Mellitus, Type 1')).toBeVisible();
  await expect(name(atC19, 'Diabetes Complications')).toBeVisible();
  await expect(name(atC18, 'Diabetes Complications')).toHaveCount(0);
  await expect(name(atC18, 'Diabetic Ketoacidosis')).toBeVisible();
  await expect(name(atC19, 'Diabetic Ketoacidosis')).toHaveCount(0);
  await expect(all.getByTestId('focus-children-elsewhere')).toHaveText([
    'One more child sits under its other tree numbers, not under C18.452.394.750.',
    'One more child sits under its other tree numbers, not under C19.246.',
  ]);
  await expect(atC18.getByRole('link', { name: 'Open the page of Diabetic Ketoacidosis' })).toHaveAttribute(
    'href',
    /\/sources\/MSH\/D016883$/,
  );

  const expand = atC19.getByRole('button', { name: 'Expand Diabetes Mellitus, Type 1' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(page).toHaveURL(/[?&]expand=D003922(&|$)/);
  const type1 = all.getByRole('list', {
    name: 'Children of Diabetes Mellitus, Type 1 at C19.246.267',
    exact: true,
  });
  await expect(name(type1, 'Wolfram Syndrome')).toBeVisible();
  await expect(type1.getByTestId('tree-number')).toHaveText(['C19.246.267.960']);
  await expect(atC19.getByRole('button', { name: 'Collapse Diabetes Mellitus, Type 1' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // The link keeps it open; the one-path view shows the same node open.
  await page.reload();
  await expect(name(type1, 'Wolfram Syndrome')).toBeVisible();
  await page.getByText('One path at a time').click();
  await expect(new HierarchyTree(page).item('Wolfram Syndrome')).toBeVisible();

  // Diabetes Mellitus, Type 2 has one child, Lipoatrophic: drawn, not a leaf.
  await page.goto('/concepts/C0011860?tab=hierarchy&source=MSH&paths=all');
  await expect(
    name(
      all.getByRole('list', { name: /^Children of Diabetes Mellitus, Type 2/ }).first(),
      'Diabetes Mellitus, Lipoatrophic',
    ),
  ).toBeVisible();
});

// Paths by tree number. The descriptor graph gave Diabetic Retinopathy 4 paths, one of
// them through Diabetes Mellitus at C18.452.394.750, a place MeSH does not put it under.

/** The tree numbers at the focus's places in the all-paths tree. */
const focusNumbers = (page: ReturnType<typeof sharedPage>) =>
  page.getByTestId('all-paths-tree').locator('[data-marked] > .ht-row [data-testid="tree-number"]');

test('D003930 Diabetic Retinopathy: all paths at once shows exactly its 3 tree numbers', async () => {
  const page = sharedPage();
  await new SourceCodePage(page).open('MSH', 'D003930', '?tab=hierarchy&paths=all');
  const all = page.getByTestId('all-paths-tree');
  await expect(focusNumbers(page)).toHaveText(['C11.768.257', 'C14.907.320.382', 'C19.246.099.500.382']);
  await expect(page.getByText('All 3 paths at once')).toBeVisible();
  await expect(page.getByTestId('all-paths-list').locator('li')).toHaveText([
    'C11.768.257 · via Eye Diseases',
    'C14.907.320.382 · via Cardiovascular Diseases',
    'C19.246.099.500.382 · via Endocrine System Diseases',
  ]);
  // Every number on screen extends the one above it: Diabetes Mellitus only at C19.246 here.
  const dm = all.locator('li', {
    has: page.locator('> .ht-row .ht-name', { hasText: /^Diabetes Mellitus$/ }),
  });
  await expect(dm.locator('> .ht-row [data-testid="tree-number"]')).toHaveText(['C19.246']);
  await expect(all).not.toContainText('Glucose Metabolism Disorders');
  await expect(all).not.toContainText('C18.452.394.750');
  // Diabetic Angiopathies is at two places: drawn at each.
  const angiopathies = all.locator('.ht-row', { hasText: 'Diabetic Angiopathies' });
  await expect(angiopathies.locator('[data-testid="tree-number"]')).toHaveText([
    'C14.907.320',
    'C19.246.099.500',
  ]);
});

test('D017719 Diabetic Foot: 4 paths, one per tree number; D000072638 Patient Portals: 2, told apart', async () => {
  const page = sharedPage();
  await new SourceCodePage(page).open('MSH', 'D017719', '?tab=hierarchy&paths=all');
  await expect(focusNumbers(page)).toHaveText([
    'C14.907.320.191',
    'C17.800.893.592.450.200',
    'C19.246.099.500.191',
    'C19.246.099.937.250',
  ]);
  await new SourceCodePage(page).open('MSH', 'D000072638', '?tab=hierarchy&paths=all');
  await expect(focusNumbers(page)).toHaveText([
    'E05.318.308.940.968.249.500.500',
    'E05.318.308.940.968.249.750',
  ]);
  await expect(page.getByTestId('all-paths-list').locator('li')).toHaveText([
    'E05.318.308.940.968.249.500.500 · via Electronic Health Records',
    'E05.318.308.940.968.249.750 · directly under Health Records, Personal',
  ]);
});

test('the one-path stepper steps through the 3 places of D003930, each labelled by its number', async () => {
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('MSH', 'D003930', '?tab=hierarchy&path=3');
  await expect(tree.stepper).toContainText('Path 3 of 3');
  await expect(page.getByTestId('path-via')).toHaveText(
    /^C19\.246\.099\.500\.382 · via Endocrine System Diseases — /,
  );
  await expect(tree.namesAt(3)).toHaveText(['Endocrine System Diseases']);
  await expect(tree.namesAt(4)).toHaveText(['Diabetes Mellitus']);
  await expect(tree.item('Diabetes Mellitus').locator('> .ht-row [data-testid="tree-number"]')).toHaveText(
    'C19.246',
  );
  await expect(tree.focusItem.locator('> .ht-row [data-testid="tree-number"]')).toHaveText(
    'C19.246.099.500.382',
  );
  await page.getByRole('button', { name: 'Previous path' }).click();
  await expect(page.getByTestId('path-via')).toHaveText(
    /^C14\.907\.320\.382 · via Cardiovascular Diseases — /,
  );
  await expect(page).toHaveURL(/[?&]path=2(&|$)/);
});

test('under Myocardial Infarction at C14.280.647.500: no No-Reflow Phenomenon, and the note says where it is', async () => {
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('MSH', 'D009203', '?tab=hierarchy');
  await expect(page.getByTestId('path-via')).toHaveText(/^C14\.280\.647\.500 /);
  await expect(tree.item('ST Elevation Myocardial Infarction')).toBeVisible();
  await expect(tree.item('No-Reflow Phenomenon')).toHaveCount(0);
  await expect(page.getByTestId('tree-elsewhere')).toHaveText(
    '1 more child of Myocardial Infarction sits under its other tree number (C14.907.585.500), not under C14.280.647.500.',
  );
  await page.getByRole('button', { name: 'Next path' }).click();
  await expect(tree.item('No-Reflow Phenomenon')).toBeVisible();
  await expect(tree.item('No-Reflow Phenomenon').locator('> .ht-row [data-testid="tree-number"]')).toHaveText(
    'C14.907.585.500.562',
  );
  await expect(page.getByTestId('tree-elsewhere')).toHaveCount(0);
});

test('bad input in the link is said: path=99, path=abc, and a source that places the concept nowhere', async () => {
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('MSH', 'D003930', '?tab=hierarchy&path=99');
  await expect(page.getByTestId('tree-note-path')).toHaveText(
    'The link asks for path 99, but Diabetic Retinopathy has 3 paths: showing path 1.',
  );
  await expect(tree.stepper).toContainText('Path 1 of 3');
  await new SourceCodePage(page).open('MSH', 'D003930', '?tab=hierarchy&path=abc');
  await expect(page.getByTestId('tree-note-path')).toHaveText(
    'The link’s path “abc” is not a path number: showing path 1.',
  );
  await page.goto('/concepts/C0027051?tab=hierarchy&source=FOO');
  await expect(page.getByTestId('hierarchy-source-unknown')).toHaveText(
    'The link asks for source “FOO”, which places Myocardial Infarction in no hierarchy here: showing MSH.',
  );
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
});

test('a tree number that does not extend its parent’s is shown as a data error, not hidden', async ({
  page,
}) => {
  // The service's numbers changed in flight: Diabetes Complications at C19.246.077 (not .099),
  // No-Reflow Phenomenon at C23.550.999 (under nothing of Myocardial Infarction's).
  const renumber = (id: string, from: string, to: string) =>
    page.route(new RegExp(`/source/MSH/${id}/attributes`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { name: string; value: string }[] };
      for (const a of body.result) if (a.name === 'MN') a.value = a.value.replace(from, to);
      await route.fulfill({ response, json: body });
    });
  await renumber('D048909', 'C19.246.099', 'C19.246.077');
  await renumber('D054318', 'C14.907.585.500.562', 'C23.550.999');
  await new SourceCodePage(page).open('MSH', 'D003930', '?tab=hierarchy&paths=all');
  const errors = page.getByTestId('tree-data-errors');
  await expect(errors.locator('li')).toHaveText([
    'C19.246.099.500.382: no parent of Diabetic Angiopathies holds C19.246.099, the number above its C19.246.099.500. The path is shown from Diabetic Angiopathies down.',
    'The service lists Diabetes Complications (C19.246.077) as a parent of Diabetic Angiopathies (C14.907.320, C19.246.099.500), but no tree number of Diabetic Angiopathies sits under it.',
  ]);
  // Still one path per tree number: the cut one drawn from where it can be placed.
  await expect(focusNumbers(page)).toHaveText(['C11.768.257', 'C14.907.320.382', 'C19.246.099.500.382']);

  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('MSH', 'D009203', '?tab=hierarchy');
  const stray = tree.item('No-Reflow Phenomenon');
  await expect(stray.locator('> .ht-row [data-testid="tree-stray"]')).toHaveText(
    '(listed here, but none of its tree numbers sits under this place: a data error)',
  );
  await expect(stray.locator('> .ht-row [data-testid="tree-number"]')).toHaveText(
    'C23.550.513.677, C23.550.999',
  );
});

test('the one-page report of Diabetic Retinopathy gives its MeSH places by tree number', async () => {
  const page = sharedPage();
  await page.goto('/concepts/C0011884?report=1');
  const msh = page.getByTestId('report-paths').locator('li', { hasText: /^MSH/ });
  await expect(msh.locator('.cr-path')).toHaveText([
    /^C11\.768\.257: Medical Subject Headings › .* › Diabetic Retinopathy$/,
    /^C14\.907\.320\.382: Medical Subject Headings › … › Vascular Diseases › Diabetic Angiopathies › Diabetic Retinopathy$/,
  ]);
  // Three places, no more: the fourth chain of the descriptor graph is not one of them.
  await expect(msh).toContainText('and 1 more path');
  await expect(msh).not.toContainText('Glucose Metabolism Disorders');
});
