import { expect, test, type Page } from '@playwright/test';
import { Shell } from './pages/Shell.ts';

/**
 * index.html carries the frame (header, navigation, footer) and the styles it needs,
 * so that it paints before the app's code has arrived (scripts/build/staticFrame.ts). These
 * tests hold the app's biggest file back and look at the page meanwhile.
 */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/vendor-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the frame shows, styled, before the app’s code has arrived', async ({ page }) => {
  const release = await holdAppCode(page);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/concepts/C0027051', { waitUntil: 'commit' });
  const shell = new Shell(page);
  await expect(shell.search).toBeVisible();
  await expect(shell.navLink('Drugs')).toBeVisible();
  await expect(page.getByRole('status').getByLabel('Loading…')).toBeVisible();
  expect(await shell.colorScheme()).toBe('light');
  // Styled from the page itself: the header is a bar with its border, the box an input of Mantine's.
  const header = page.locator('header.shell-header');
  expect(await header.evaluate((el) => getComputedStyle(el).borderBottomStyle)).toBe('solid');
  expect(await shell.search.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
  release();
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  // The one inline script (the colour scheme) ran under the policy: nothing refused.
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test('a dark-mode user’s frame is dark from the first paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  const release = await holdAppCode(page);
  await page.goto('/search?string=heart', { waitUntil: 'commit' });
  const shell = new Shell(page);
  await expect(shell.search).toBeVisible();
  expect(await shell.colorScheme()).toBe('dark');
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(36, 36, 36)',
  );
  release();
  await expect(shell.heading()).toHaveText('Search');
  expect(await shell.colorScheme()).toBe('dark');
});

test('what is typed into the header box before the app’s code runs is kept, with focus and caret', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/concepts/C0027051', { waitUntil: 'commit' });
  const shell = new Shell(page);
  await shell.search.click();
  await page.keyboard.type('myocard');
  await page.keyboard.press('ArrowLeft');
  release();
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await page.keyboard.type('X');
  await expect(shell.search).toHaveValue('myocarXd');
  await expect(shell.search).toBeFocused();
});

test('a Tab into the frame before the app’s code runs keeps its place when the app replaces the frame', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/vocabularies', { waitUntil: 'commit' });
  const shell = new Shell(page);
  await expect(shell.search).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  release();
  await expect(shell.heading()).toHaveText('Vocabularies');
  // The app's own link has focus, so it still shows (CI once saw it hidden, focus on the page).
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('Enter in the header box before the app’s code runs goes where the app’s Enter goes', async ({
  page,
}) => {
  let release = await holdAppCode(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const shell = new Shell(page);
  await shell.search.fill('heart attack <&>"\'');
  await shell.search.press('Enter');
  // The frame's form is a plain GET (CI once lost this Enter); the app then opens the search.
  await expect(page).toHaveURL(/\/search\?string=heart\+attack\+%3C%26%3E%22%27&from=header$/);
  release();
  await expect(page).toHaveURL(/\/search\?string=heart\+attack\+%3C%26%3E%22%27$/);
  await expect(shell.heading()).toHaveText('Search');
  await expect(shell.search).toHaveValue('heart attack <&>"\'');

  // An identifier opens its page, as after the app has loaded.
  await page.unrouteAll();
  release = await holdAppCode(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await shell.search.fill('t047');
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/search?string=t047&from=header');
  release();
  await expect(page).toHaveURL('/semantic-types/T047');
  await expect(shell.heading()).toHaveText(/Disease or Syndrome/);
});

/**
 * The first paint's stylesheet comes last in the page (at the end of <body>), the pages' ones
 * before it (in <head>): its rules of the shell's components (a plain button, an input) must
 * still lose to those of the components built on them (a tab, a menu item), as in Mantine's
 * own order. They are in a layer of their own under Mantine's (scripts/build/mantineCss.ts).
 */
for (const [how, open] of [
  ['opened directly', (shell: Shell) => shell.open('/concepts/C0027051')],
  [
    'reached from the home page',
    async (shell: Shell) => {
      await shell.open('/');
      // Words: a CUI typed in the header now opens its concept directly.
      await shell.search.fill('myocardial infarction');
      await shell.search.press('Enter');
      await shell.page
        .getByRole('table', { name: 'Search results' })
        .getByRole('link', { name: 'Myocardial Infarction' })
        .first()
        .click();
    },
  ],
] as const) {
  test(`a data page's tabs and menus keep their own styles over the shell's (${how})`, async ({ page }) => {
    const shell = new Shell(page);
    await open(shell);
    await expect(shell.heading()).toHaveText('Myocardial Infarction');
    const tab = page.getByRole('tab', { name: 'Atoms' });
    // Mantine's tab: padded, with its bottom border; a bare button has neither.
    expect(await tab.evaluate((el) => getComputedStyle(el).paddingLeft)).not.toBe('0px');
    expect(await tab.evaluate((el) => getComputedStyle(el).borderBottomStyle)).toBe('solid');
    await page.getByRole('button', { name: 'Export atoms' }).click();
    const item = page.getByRole('menu', { name: 'Export atoms' }).getByRole('menuitem').first();
    await expect(item).toBeVisible();
    expect(await item.evaluate((el) => getComputedStyle(el).paddingLeft)).not.toBe('0px');
  });
}
