import { expect, test, type Page } from '@playwright/test';
import { holdCode } from './holdCode.ts';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { ComparePage } from './pages/ComparePage.ts';
import { pagePerFile } from './page-per-file.ts';

// Each test loads its own route: one page for the file (page-per-file.ts), not a renderer per test.
const shared = pagePerFile();

// Demo data: C0027051 Myocardial Infarction (MSH D009203, under Myocardial Ischemia,
// under Heart Diseases and Vascular Diseases) and C0018801 Heart Failure (MSH, under Heart
// Diseases): in MSH they meet at Heart Diseases.

test('MI and heart failure in MSH meet at Heart Diseases, both marked in one tree; the SVG names all three', async () => {
  const page = shared();
  await page.goto('/relate?ids=C0027051,C0018801&source=MSH');
  await expect(page.getByRole('heading', { level: 1, name: 'Relate' })).toBeVisible();
  await expect(page.getByTestId('relate-meet')).toHaveText(
    'In MSH, Myocardial Infarction (A) and Heart Failure (B) meet at Heart Diseases (C14.280).',
  );
  const tree = page.getByTestId('relate-tree');
  const top = tree.locator('ul.ht-tree > li');
  await expect(top).toHaveCount(1);
  await expect(top.locator('> .ht-row')).toContainText('Heart Diseases');
  await expect(top.locator('> .ht-row')).toContainText('meeting point');
  const marked = tree.locator('li[data-marked]');
  await expect(marked).toHaveCount(2);
  await expect(marked.nth(0).locator('> .ht-row')).toContainText(/Myocardial Infarction.*A|Heart Failure.*B/);
  await expect(
    tree.locator('li[data-marked] > .ht-row').filter({ hasText: 'Myocardial Infarction' }),
  ).toContainText('A');
  await expect(tree.locator('li[data-marked] > .ht-row').filter({ hasText: 'Heart Failure' })).toContainText(
    'B',
  );
  // Vascular Diseases is not on a path from the meeting point.
  await expect(tree).not.toContainText('Vascular Diseases');

  const svg = (await new HierarchyTree(page).exportView('Picture (SVG)')).bytes.toString('utf8');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      focus: [...doc.querySelectorAll('[data-focus="true"]')].map((t) => t.textContent),
      texts: [...doc.getElementsByTagName('text')].map((t) => t.textContent),
      title: doc.querySelector('title')?.textContent,
    };
  }, svg);
  expect(parsed.errors).toBe(0);
  expect(parsed.focus.map((t) => t?.replace(/ \(.*$/, '')).sort()).toEqual([
    'Heart Failure',
    'Myocardial Infarction',
  ]);
  expect(parsed.texts.some((t) => t?.startsWith('Heart Diseases ('))).toBe(true);
  expect(parsed.title).toContain('meet at Heart Diseases');

  // The link is the state: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('relate-meet')).toContainText('meet at Heart Diseases');
});

test('bad input: duplicates, other kinds and a fifth concept are named; a source with only one says so', async () => {
  const page = shared();
  await page.goto('/relate?ids=C0027051,c0027051,rxcui:161,<b>,C0018801&source=ICD10CM');
  const problems = page.getByTestId('relate-problems');
  await expect(problems).toContainText('C0027051 is listed more than once');
  await expect(problems).toContainText('is an RxNorm id');
  await expect(problems).toContainText('“<b>” is not a CUI');
  await expect(page.getByTestId('relate-concepts')).toContainText('Heart Failure (C0018801)');
  // ICD-10-CM places heart failure (I50) but not the MeSH-only myocardial infarction concept.
  await expect(page.getByTestId('relate-partial')).toHaveText(
    /^ICD10CM holds only Heart Failure \(B\); Myocardial Infarction \(A\) has no place in its hierarchy\./,
  );
  await page.goto('/relate?ids=C0027051,C0018801,C0155626,C0018802,C0000005,C0000006');
  await expect(page.getByTestId('relate-problems')).toContainText(
    'At most 4 concepts are related at once; left out: C0000005, C0000006.',
  );
});

test('compare adds “heart failure” by name and links to the relate view', async () => {
  const page = shared();
  const compare = new ComparePage(page);
  await page.goto('/compare?ids=C0027051');
  const box = page.getByLabel('Add a concept');
  await box.fill('heart failure');
  await page.getByRole('option', { name: /^Heart Failure\s*C0018801$/ }).click();
  await expect(page).toHaveURL(/\/compare\?ids=C0027051,C0018801$/);
  await expect(compare.column('B')).toContainText('Heart Failure');
  await page.getByTestId('compare-relate').click();
  await expect(page).toHaveURL(/\/relate\?ids=C0027051,C0018801$/);
  await expect(page.getByTestId('relate-concepts')).toContainText('Heart Failure (C0018801)');
});

test('the concept page’s “Relate to…” picks the other concept by name and keeps the source', async () => {
  const page = shared();
  await page.goto('/concepts/C0027051?tab=hierarchy&source=MSH');
  await page.getByTestId('relate-to').click();
  await expect(page).toHaveURL(/\/relate\?ids=C0027051&source=MSH$/);
  await page.getByLabel('Relate to…').fill('heart failure');
  await page.getByRole('option', { name: /^Heart Failure\s*C0018801$/ }).click();
  await expect(page).toHaveURL(/\/relate\?ids=C0027051,C0018801&source=MSH$/);
  await expect(page.getByTestId('relate-meet')).toContainText('meet at Heart Diseases');
});

// The relate box reads identifiers with the app's one detector.
test('relate takes the MeSH UI D009203 typed in the box as its concept, and says so', async () => {
  const page = shared();
  await page.goto('/relate?ids=C0018801&source=MSH');
  await expect(page.getByTestId('relate-concepts')).toContainText('Heart Failure (C0018801)');
  const box = page.getByRole('textbox', { name: 'Relate to…' });
  await box.fill('D009203');
  await expect(page.getByRole('listbox', { name: 'Suggestions for Relate to…' })).toContainText(
    'D009203 looks like a MeSH descriptor',
  );
  await expect(page.getByRole('option', { name: /C0027051 Myocardial Infarction/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/relate\?ids=C0018801,C0027051&source=MSH$/);
  await expect(page.getByTestId('concept-input-added')).toHaveText(
    'Added: D009203 looks like a MeSH descriptor → C0027051 Myocardial Infarction.',
  );
  await expect(page.getByTestId('relate-meet')).toHaveText(
    'In MSH, Heart Failure (A) and Myocardial Infarction (B) meet at Heart Diseases (C14.280).',
  );

  await box.fill('D999999');
  await box.press('Enter');
  await expect(
    page.getByText('D999999 looks like a MeSH descriptor, but no concept in this release has it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/relate\?ids=C0018801,C0027051&source=MSH$/);
  // A code in a link is looked up as its concept: e2e/link-identifiers.spec.ts.
});

test('lisinopril and hypertension: the Semantic Network says Pharmacologic Substance treats Pathologic Function, which Disease or Syndrome inherits, as a type-level statement; the demo holds no indications', async () => {
  const page = shared();
  // Lisinopril (MSH D017706) and Hypertension (MSH D006973).
  await page.goto('/relate?ids=D017706,D006973');
  await expect(page.getByTestId('relate-meet')).toContainText('meet at Medical Subject Headings');
  const statements = page.getByTestId('relate-type-statement');
  await expect(statements.first()).toHaveText(
    'Pharmacologic Substance (A) treats Pathologic Function, which Disease or Syndrome (B) inherits.',
  );
  await expect(statements.first().locator('em')).toHaveText('treats');
  await expect(statements).toContainText([
    'Pharmacologic Substance (A) treats Pathologic Function',
    'Pharmacologic Substance (A) prevents Pathologic Function',
    'Pharmacologic Substance (A) diagnoses Pathologic Function',
  ]);
  // Said about kinds of concept, not about these two.
  await expect(page.getByText('type level', { exact: true })).toBeVisible();
  await expect(page.getByText(/statements about kinds of concept.*not about these concepts/)).toBeVisible();
  await expect(page.getByTestId('relate-sources-lack')).toContainText(
    'none of the sources of this release (DOID, GO, ICD10CM, MSH, NCI, RXNORM) holds indications or drug classes',
  );
  // The isa sentence stays.
  await expect(page.getByTestId('relate-types')).toContainText(
    'Pharmacologic Substance (T121) and Disease or Syndrome (T047) share no type above them',
  );
});

// By tree number. Diabetic Retinopathy (C0011884) and Diabetic Foot (MSH D017719) both
// sit under Diabetic Angiopathies, which MeSH places twice (C14.907.320 and C19.246.099.500).
test('Diabetic Retinopathy and Diabetic Foot meet at Diabetic Angiopathies, at each of its two places', async () => {
  const page = shared();
  await page.goto('/relate?ids=C0011884,D017719&source=MSH');
  await expect(page.getByTestId('relate-meet')).toHaveText(
    'In MSH, Diabetic Retinopathy (A) and Diabetic Foot (B) meet at Diabetic Angiopathies (C14.907.320, C19.246.099.500).',
  );
  const tree = page.getByTestId('relate-tree');
  const top = tree.locator('ul.ht-tree > li');
  await expect(top.locator('> .ht-row [data-testid="tree-number"]')).toHaveText([
    'C14.907.320',
    'C19.246.099.500',
  ]);
  await expect(tree.locator('li[data-marked] > .ht-row [data-testid="tree-number"]')).toHaveText([
    'C14.907.320.382',
    'C14.907.320.191',
    'C19.246.099.500.382',
    'C19.246.099.500.191',
  ]);
  // Not up through Diabetes Complications (above the second place) nor a place MeSH lacks.
  await expect(tree).not.toContainText('Diabetes Complications');
});

test('a source in the link that holds none of them is said, not silently swapped', async () => {
  const page = shared();
  await page.goto('/relate?ids=C0027051,C0018801&source=FOO');
  await expect(page.getByTestId('relate-source-unknown')).toHaveText(
    'The link asks for source “FOO”, which holds none of these concepts in a hierarchy: showing DOID.',
  );
  // The first source that holds them all, as the picker says.
  await expect(page.getByTestId('relate-source')).toHaveValue('DOID');
  await expect(page.getByTestId('relate-meet')).toContainText('In DOID, ');
});

/** Holds the relate page's code: what is asked meanwhile comes from the link itself. */
async function holdRelateCode(page: Page) {
  const letGo = await holdCode(page, /\/assets\/RelatePage-[^/]+\.js$/);
  return async () => {
    await letGo();
    await expect(page.getByTestId('relate-tree')).toBeVisible();
  };
}

test("a relate link looks up its codes, then walks up from them, while the relate page's code is still on its way", async () => {
  const page = shared();
  const letGo = await holdRelateCode(page);
  const lookups = ['I21.9', 'I50.9'].map((code) =>
    page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname.startsWith('/uts/rest/search/') && url.searchParams.get('string') === code;
    }),
  );
  const walks = ['I21.9', 'I50.9'].map((code) =>
    page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(`/source/ICD10CM/${code}/ancestors`)),
  );
  await page.goto('/relate?ids=I21.9,I50.9&source=ICD10CM', { waitUntil: 'commit' });
  await Promise.all([...lookups, ...walks]);
  await letGo();
  await expect(page.getByTestId('relate-concepts')).toContainText('Acute myocardial infarction, unspecified');
});

test("a relate link by CUIs walks to where they meet while the relate page's code is still on its way", async () => {
  const page = shared();
  const letGo = await holdRelateCode(page);
  // MI (D009203) and heart failure (D006333) in MeSH: their tree numbers are the walk's first calls.
  const numbers = ['D009203', 'D006333'].map((id) =>
    page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(`/source/MSH/${id}/attributes`)),
  );
  await page.goto('/relate?ids=C0027051,C0018801&source=MSH', { waitUntil: 'commit' });
  await Promise.all(numbers);
  await letGo();
  await expect(page.getByTestId('relate-meet')).toContainText('Heart Diseases');
});
