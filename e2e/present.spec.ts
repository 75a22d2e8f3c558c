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

// The text-size step for the back row: the 2× step of a MeSH tree with a level open.
const BACK_ROW = '/concepts/C0011860?tab=hierarchy&source=MSH&expand=D003920,D004700&present=2';

/**
 * What a projected tree shows at this moment: the names' type size, the rows wholly on screen
 * below the header and the title band, whether the page's title is in view, and the contrast of
 * each shown name against what is behind it (WCAG's formula, backgrounds composited upwards).
 */
const projected = (page: Page) =>
  page.evaluate(() => {
    const rgba = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, css.startsWith('rgba') ? a : 1] as const;
    };
    const behind = (el: Element | null): [number, number, number] => {
      if (!el) return [255, 255, 255];
      const [r, g, b, a] = rgba(getComputedStyle(el).backgroundColor);
      if (a >= 1) return [r, g, b];
      const [pr, pg, pb] = behind(el.parentElement);
      return [r * a + pr * (1 - a), g * a + pg * (1 - a), b * a + pb * (1 - a)];
    };
    const lum = (c: readonly number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (x: readonly number[], y: readonly number[]) => {
      const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const head = document.querySelector('.page-head')!.getBoundingClientRect();
    const title = document.querySelector('main h1')!.getBoundingClientRect();
    const names = [...document.querySelectorAll<HTMLElement>('[role="tree"] .ht-row .ht-name')].filter(
      (n) => {
        const box = n.getBoundingClientRect();
        return box.height > 0 && box.top >= head.bottom - 1 && box.bottom <= window.innerHeight + 1;
      },
    );
    return {
      fontPx: Math.min(...names.map((n) => parseFloat(getComputedStyle(n).fontSize))),
      rows: names.length,
      titleInView: title.top >= 0 && title.bottom <= window.innerHeight && title.height > 0,
      minContrast: Math.min(...names.map((n) => ratio(rgba(getComputedStyle(n).color), behind(n)))),
    };
  });

for (const colorScheme of ['light', 'dark'] as const)
  test(`the 2× step reads from the back row (${colorScheme}): names of 32 px or more at 7:1, 10 rows and the title in view at 1280×720`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    const tree = new HierarchyTree(page);
    await page.goto(BACK_ROW);
    await expect(tree.focusItem).toHaveAccessibleName('Diabetes Mellitus, Type 2');
    await tree.settled();
    // Status, dates, counts and the page's buttons are left out; the title and the CUI stay.
    await expect(page.getByText(/^Status: /)).toBeHidden();
    await expect(page.getByTestId('count-atoms')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy citation' })).toBeHidden();
    await expect(page.getByTestId('concept-cui')).toBeInViewport();
    await expect(page.getByTestId('tree-copy-link')).toBeHidden();
    // The focus row is below the first screen: the page scrolls to it and the title stays.
    await expect(tree.focusItem.locator('> .ht-row')).toBeInViewport();
    await expect.poll(async () => (await projected(page)).rows).toBeGreaterThanOrEqual(10);
    const seen = await projected(page);
    expect(seen.fontPx).toBeGreaterThanOrEqual(32);
    expect(seen.titleInView).toBe(true);
    expect(seen.minContrast).toBeGreaterThanOrEqual(7);
    test.info().annotations.push({ type: 'measured', description: JSON.stringify(seen) });
  });

test('the text-size step goes 1× → 1.5× → 2× → 1×, kept in the URL and in the links followed', async ({
  page,
}) => {
  const tree = new HierarchyTree(page);
  await page.goto('/concepts/C0011860?tab=hierarchy&source=MSH&present=1');
  const size = page.getByTestId('present-size');
  const nameSize = () =>
    tree.focusItem.locator('> .ht-row .ht-name').evaluate((n) => parseFloat(getComputedStyle(n).fontSize));
  await expect(size).toHaveText('Text 1×');
  const base = await nameSize();
  await size.click();
  await expect(page).toHaveURL(/present=1\.5/);
  await expect.poll(nameSize).toBeCloseTo(base * 1.5, 0);
  await size.click();
  await expect(page).toHaveURL(/present=2/);
  await expect.poll(nameSize).toBeCloseTo(base * 2, 0);
  await tree.item('Diabetes Mellitus').locator('> .ht-row .ht-name').click();
  await expect(page).toHaveURL(/focus=.*present=2|present=2.*focus=/);
  await size.click();
  await expect(page).toHaveURL(/present=1(&|$)/);
  await expect.poll(nameSize).toBeCloseTo(base, 0);
});
