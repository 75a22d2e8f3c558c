import { expect, test } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { Shell } from './pages/Shell.ts';

// Defaults that fit demos.

test.describe('a system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('opens dark until the user chooses, and then keeps the choice', async ({ page }) => {
    const shell = new Shell(page);
    await shell.open('/');
    expect(await shell.colorScheme()).toBe('dark');
    await shell.themeToggle().click();
    expect(await shell.colorScheme()).toBe('light');
    await page.reload();
    await expect(shell.search).toBeVisible();
    expect(await shell.colorScheme()).toBe('light');
  });
});

test('C0027051 opens its hierarchy on MeSH (its preferred atom) and the concept page remembers the tab', async ({
  page,
}) => {
  const tree = new HierarchyTree(page);
  await page.goto('/concepts/C0027051');
  await page.getByRole('tab', { name: 'Hierarchy' }).click();
  await expect(page.getByRole('tree', { name: 'MSH hierarchy of Myocardial Infarction' })).toBeVisible();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  // Another source chosen; the next concept page opens on the last tab, without a tab in the link.
  await page.getByTestId('hierarchy-source').getByText('DOID').click();
  await expect(page).toHaveURL(/source=DOID/);
  await page.goto('/concepts/C0027051');
  await expect(page.getByRole('tab', { name: 'Hierarchy' })).toHaveAttribute('aria-selected', 'true');
  // The preferred atom's source still comes first for this concept.
  await expect(page.getByRole('tree', { name: 'MSH hierarchy of Myocardial Infarction' })).toBeVisible();
  // What is remembered is a tab name and a source, nothing else (never the key).
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/demo-0000|apiKey/i);
});

test('MeSH D009203 shows its tree numbers', async ({ page }) => {
  await page.goto('/sources/MSH/D009203');
  await expect(page.getByTestId('mesh-tree-numbers')).toHaveText(
    'Tree numbers: C14.280.647.500, C14.907.585.500',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tree, copy and pager targets are at least 24×24 px, and the basket button has an icon and a name', async ({
    page,
  }) => {
    const tree = new HierarchyTree(page);
    await page.goto('/sources/ICD10CM/I21?tab=hierarchy');
    await expect(tree.focusItem).toHaveAccessibleName('Acute myocardial infarction');
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '.ht-toggle:not([data-leaf="true"]), .mantine-ActionIcon-root, .ht-row .mantine-Button-root, .mantine-Pagination-control',
        ),
      ]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.getBoundingClientRect())
        .filter((b) => b.width < 24 || b.height < 24)
        .map((b) => `${b.width}×${b.height}`),
    );
    expect(small).toEqual([]);
    const basket = page.getByRole('link', { name: /^Basket: 0 codes$/ });
    await expect(basket).toBeVisible();
    await expect(basket.getByTestId('basket-icon').locator('svg')).toBeVisible();
  });
});
