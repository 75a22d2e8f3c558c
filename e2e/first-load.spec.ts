import { expect, test, type Page } from '@playwright/test';
import { Shell } from './pages/Shell.ts';

/**
 * Issue 16: the header's suggestion box and Recent menu bring popover code that stays out of
 * the first load. Until it arrives the header must work as it will after: these tests hold
 * that code back, use the header, then let it in.
 */
function holdChunk(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const requested = new Promise<void>((resolve) =>
    page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
      resolve();
      await released;
      await route.continue();
    }),
  );
  return { requested, release };
}

test('the header box searches before its suggestion code has loaded', async ({ page }) => {
  const held = holdChunk(page, 'SuggestingSearchInput');
  const shell = new Shell(page);
  await shell.open('/');
  await held.requested;
  await shell.search.fill('I21.9');
  await shell.search.press('Enter');
  // The same rule as with suggestions: a source code is searched as a code.
  await expect(page).toHaveURL(/\/search\?string=I21\.9&searchType=exact&inputType=sourceUi&sabs=ICD10CM/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  held.release();
});

test('the suggesting box takes over with the text, focus and caret the user left', async ({ page }) => {
  const held = holdChunk(page, 'SuggestingSearchInput');
  const shell = new Shell(page);
  await shell.open('/');
  await held.requested;
  await shell.search.click();
  await shell.search.pressSequentially('myoc');
  await expect(shell.search).not.toHaveAttribute('aria-haspopup');
  held.release();
  // Combobox.Target marks the box once the suggestion code is in.
  await expect(shell.search).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(shell.search).toBeFocused();
  await expect(shell.search).toHaveValue('myoc');
  await page.keyboard.type('ard');
  await expect(shell.search).toHaveValue('myocard');
  await expect(page.getByRole('option', { name: /Myocardial Infarction/ }).first()).toBeVisible();
});

test('a click on Recent before its menu code has loaded opens the menu when it arrives', async ({ page }) => {
  const held = holdChunk(page, 'RecentMenuLoaded');
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Myocardial Infarction');
  await held.requested;
  await page.getByRole('button', { name: /Recently viewed \(1\)/ }).click();
  held.release();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Myocardial Infarction/ })).toBeVisible();
});
