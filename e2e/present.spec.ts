import { expect, test, type Page } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';

// Presentation mode (issue 36): `present=1` in a prepared link, for a projector at 1280×720.

test.use({ viewport: { width: 1280, height: 720 } });

const I21_0 = 'ST elevation (STEMI) myocardial infarction of anterior wall';
// I21.0 with its chapter, block and category open: about 28 rows.
const PREPARED = '/sources/ICD10CM/I21.0?tab=hierarchy&expand=9,I20-I25,I21&present=1';

/** Tree rows wholly on screen, below the fixed header. */
const rowsOnScreen = (page: Page) =>
  page.evaluate(() => {
    const headerBottom = document.querySelector('.shell-header')!.getBoundingClientRect().bottom;
    return [...document.querySelectorAll('[role="tree"] .ht-row')].filter((r) => {
      const box = r.getBoundingClientRect();
      return box.height > 0 && box.top >= headerBottom - 1 && box.bottom <= window.innerHeight + 1;
    }).length;
  });

test('a prepared link opens in presentation mode: 20 rows on a 1280×720 screen, no sidebar, Escape leaves', async ({
  page,
}) => {
  const tree = new HierarchyTree(page);
  await page.goto(PREPARED);
  await expect(tree.focusItem).toHaveAccessibleName(I21_0);
  await expect(
    tree.item(
      'Diseases of the blood and blood-forming organs and certain disorders involving the immune mechanism (D50-D89)',
    ),
  ).toHaveCount(0);
  await expect(tree.item('Acute myocardial infarction')).toBeVisible();
  await expect(
    tree.item('Subsequent ST elevation (STEMI) and non-ST elevation (NSTEMI) myocardial infarction'),
  ).toBeAttached();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await expect(page.getByTestId('footer-upstream')).toBeHidden();
  // The header keeps its search box and the way out; no basket, no theme switch.
  await expect(page.getByRole('textbox', { name: 'Search the Metathesaurus' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Basket: / })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Leave presentation mode' })).toBeVisible();
  // No row actions, no "open page" links, no "Show all children of …" lines.
  await expect(tree.tree.getByRole('link', { name: /^Open the page of/ }).first()).toBeHidden();
  // (Hidden elements have no role: none of these is left to name.)
  await expect(tree.tree.getByRole('button', { name: /Basket|Descendants|Show all children/ })).toHaveCount(
    0,
  );
  await expect(tree.tree.locator('.ht-actions').first()).toBeHidden();

  await expect.poll(() => rowsOnScreen(page)).toBeGreaterThanOrEqual(20);
  await expect(tree.focusItem.locator('> .ht-row')).toBeInViewport();

  // Links followed inside the mode stay in it.
  await tree.item('Acute myocardial infarction').locator('> .ht-row .ht-name').click();
  await expect(page).toHaveURL(/\/sources\/ICD10CM\/I21\?.*present=1/);
  await expect(nav).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/present=/);
  await expect(nav).toBeVisible();
  await expect(page.getByRole('link', { name: /^Basket: / })).toBeVisible();

  // The key brings it back.
  await page.locator('body').press('Alt+Shift+P');
  await expect(page).toHaveURL(/present=1/);
  await expect(nav).toBeHidden();
});

test('the control switches presentation mode on and off', async ({ page }) => {
  await page.goto('/concepts/C0027051?tab=hierarchy');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: 'Presentation mode' }).click();
  await expect(page).toHaveURL(/tab=hierarchy.*present=1/);
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Leave presentation mode' }).click();
  await expect(page).not.toHaveURL(/present=/);
  await expect(page).toHaveURL(/tab=hierarchy/);
  await expect(nav).toBeVisible();
});
