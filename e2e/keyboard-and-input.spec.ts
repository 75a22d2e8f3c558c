import { expect, test } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { VocabulariesPage } from './pages/VocabulariesPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

test('the first Tab reaches "Skip to content", which moves focus past header and navigation', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/vocabularies');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  // The next Tab lands inside the page, not in the navigation: once the page's list is there, as
  // a user sees it arrive (under load it was not yet, and Tab went past an empty page).
  await expect(new VocabulariesPage(page).rows()).toHaveCount(6);
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('#main-content') !== null);
  expect(inMain).toBe(true);
});

test('on a narrow screen the closed menu keeps its links out of the Tab order; Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  const shell = new Shell(page);
  await shell.open('/');
  const menu = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Tab through the whole page: no navigation link ever takes focus while the menu is closed.
  // The page notes each element that takes focus, read once at the end: one round trip to the
  // page per key rather than two.
  await page.evaluate(() => {
    const w = window as Window & { focusedInNav?: string[]; focusCount?: number };
    w.focusedInNav = [];
    w.focusCount = 0;
    document.addEventListener('focusin', (e) => {
      w.focusCount!++;
      const el = e.target as Element;
      if (el.closest('#main-navigation')) w.focusedInNav!.push(el.textContent ?? '');
    });
  });
  for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
  const seen = await page.evaluate(() => {
    const w = window as Window & { focusedInNav?: string[]; focusCount?: number };
    return { inNav: w.focusedInNav, moves: w.focusCount };
  });
  expect(seen.inNav).toEqual([]);
  // The keys did move focus through the page (a test that pressed nothing would pass too).
  expect(seen.moves).toBeGreaterThanOrEqual(20);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await shell.navLink('Releases').focus();
  await expect(shell.navLink('Releases')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the header box follows the search in the URL and is empty on other pages', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/search?string=heart');
  await expect(shell.search).toHaveValue('heart');

  const form = page.getByRole('textbox', { name: 'Term, code or CUI' });
  await form.fill('lung');
  await form.press('Enter');
  await expect(page).toHaveURL(/string=lung/);
  await expect(shell.search).toHaveValue('lung');

  await page.goBack();
  await expect(page).toHaveURL(/string=heart/);
  await expect(shell.search).toHaveValue('heart');

  await page.getByRole('table', { name: 'Search results' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/concepts\//);
  await expect(shell.search).toHaveValue('');
});

test('when suggestions cannot be loaded the list says so instead of staying silent', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/');
  await page.route('**/uts/rest/search/**', (route) =>
    new URL(route.request().url()).searchParams.get('searchType') === 'rightTruncation'
      ? route.abort()
      : route.continue(),
  );
  await shell.search.pressSequentially('myocard', { delay: 20 });
  await expect(page.getByText('Suggestions are unavailable right now. Press Enter to search.')).toBeVisible();
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/search?string=myocard');
});

test('a search of spaces only is refused next to the field, and a cut search says so', async () => {
  const page = sharedPage();
  await page.goto('/search');
  const form = page.getByRole('textbox', { name: 'Term, code or CUI' });
  await form.fill('    ');
  await form.press('Enter');
  await expect(page.getByText('Enter a term, a code or a CUI')).toBeVisible();
  await expect(page).toHaveURL('/search');

  await page.goto(`/search?string=${'heart'.repeat(200)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Search text shortened' })).toContainText(
    'Only the first 500 characters',
  );
});

test('a 10,000-character search wraps inside the page instead of widening it', async () => {
  const page = sharedPage();
  await page.goto(`/search?string=${'x'.repeat(10_000)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  const noResults = page.getByTestId('no-results');
  await expect(noResults).toContainText('No results for');
  // Unwrapped, the text runs on under the alert's clipped edge (about 4,000 px wide).
  const hidden = await noResults.evaluate((e) => e.scrollWidth - e.clientWidth);
  expect(hidden).toBeLessThanOrEqual(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an identifier typed in lower case, or under the wrong kind, still opens', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/');
  const id = page.getByRole('textbox', { name: 'Identifier' });
  await id.fill(' c0027051 ');
  await id.press('Enter');
  await expect(page).toHaveURL('/concepts/C0027051');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');

  await shell.open('/');
  await page.getByRole('textbox', { name: 'Identifier' }).fill('t047');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL('/semantic-types/T047');
  await expect(shell.heading()).toContainText('Disease or Syndrome');
});

test('deep links with lower-case or padded identifiers land on the canonical page', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/concepts/c0027051?tab=relations');
  await expect(page).toHaveURL('/concepts/C0027051?tab=relations');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');

  await shell.open('/semantic-types/t047');
  await expect(page).toHaveURL('/semantic-types/T047');
  await expect(shell.heading()).toContainText('Disease or Syndrome');

  await shell.open('/sources/msh/D009203');
  await expect(page).toHaveURL('/sources/MSH/D009203');
  await expect(shell.heading()).toContainText('Myocardial');
});

test('a malformed ?release= is not carried on by a new search or the drug lookup', async () => {
  const page = sharedPage();
  await page.goto('/search?string=heart&release=banana');
  const form = page.getByRole('textbox', { name: 'Term, code or CUI' });
  await form.fill('lung');
  await form.press('Enter');
  await expect(page).toHaveURL('/search?string=lung');

  await page.goto('/drugs?name=lisinopril&release=banana');
  await page.getByRole('tab', { name: 'By identifier' }).click();
  await expect(page).toHaveURL(/by=id/);
  expect(page.url()).not.toContain('banana');
});

test('a pick from the header box moves focus to the new page title; Tab goes on into the page', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/vocabularies');
  await shell.search.click();
  await page.keyboard.type('diabetes mellitus, type 2');
  const pick = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
  await expect(pick).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/concepts\/C\d{7}/);
  const title = shell.heading();
  await expect(title).not.toBeEmpty();
  await expect(title).toBeFocused();
  // The next Tab stops inside the page, not back in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#main-content') !== null)).toBe(true);
  // A navigation link followed from the keyboard: the new page's title too.
  await shell.navLink('Releases').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/releases');
  await expect(shell.heading()).toBeFocused();
});

test('"Show more" in the tree from the keyboard: focus on the first new row, never on the page body', async () => {
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  // "protein-containing complex" (GO) has 271 children, 100 a page.
  await page.goto('/atoms/A93104618');
  await expect(tree.focusItem).toHaveAccessibleName('protein-containing complex');
  const focusedAt = () => tree.focused.getAttribute('aria-posinset');
  await page.getByRole('button', { name: 'Show more (100 of 271)' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(focusedAt).toBe('101');
  // The last page: the button is gone once it is in, and focus is on its first row.
  const last = page.getByRole('button', { name: 'Show more (200 of 271)' });
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(last).toHaveCount(0);
  await expect.poll(focusedAt).toBe('201');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  // The keyboard goes on from there.
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedAt).toBe('202');
});
