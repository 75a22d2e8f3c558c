import { expect, test, type Page } from '@playwright/test';
import { Shell } from './pages/Shell.ts';

/** Counts the service calls (UTS REST, its auth, RxNorm SOAP) the page makes from now on. */
function countServiceCalls(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/(uts|uts-auth|rxnorm)\//.test(pathname)) urls.push(pathname);
  });
  return urls;
}

// Someone reads a concept, looks elsewhere for a while and comes back: the release's content
// has not changed, so nothing is asked again.
test('Back to a concept seen ten minutes ago, and switching back to a tab, ask the service nothing', async ({
  page,
}) => {
  await page.clock.install();
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await expect(page.getByRole('tabpanel', { name: 'Atoms' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('tab', { name: 'Relations' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Relations' }).getByRole('row').nth(1)).toBeVisible();

  await shell.navLink('Vocabularies').click();
  await expect(shell.heading()).toHaveText('Vocabularies');
  // The footer's drug versions are asked for once, when the user has paused: done before the
  // count starts, as they are no revisit.
  await expect(page.getByTestId('drug-vocab-versions')).toBeVisible();
  await expect(page.getByTestId('drug-vocab-versions')).not.toContainText('…');
  await page.clock.fastForward('10:00');

  const calls = countServiceCalls(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/concepts\/C0027051\?tab=relations$/);
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await expect(page.getByRole('tabpanel', { name: 'Relations' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('tab', { name: 'Atoms' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Atoms' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('tab', { name: 'Relations' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Relations' }).getByRole('row').nth(1)).toBeVisible();
  // Time for any late refetch to leave.
  await page.clock.runFor(2_000);
  expect(calls).toEqual([]);
});

test('another release of the same concept is asked for', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  const calls = countServiceCalls(page);
  await shell.open('/concepts/C0027051?release=2025AB');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await expect
    .poll(() => calls.filter((u) => u.includes('/content/2025AB/CUI/C0027051')).length)
    .toBeGreaterThan(0);
});

// The frame's own facts (the release `current` stands for, the drug service's versions) are
// asked once a session: a reload, or another page opened in the tab, shows them without asking.
test('a reload shows the release and the drug versions without asking for them again', async ({ page }) => {
  const shell = new Shell(page);
  const frameCalls = () => calls.filter((u) => u.startsWith('/uts/rest/search/') || u.startsWith('/rxnorm/'));
  let calls = countServiceCalls(page);
  await shell.open('/vocabularies');
  await expect(page.getByTestId('footer-release')).toContainText('2025AB');
  await expect(page.getByTestId('drug-vocab-versions')).not.toContainText('…');
  await expect.poll(() => frameCalls().length).toBeGreaterThan(0); // asked the first time

  page.removeAllListeners('request');
  calls = countServiceCalls(page);
  await page.reload();
  await expect(shell.heading()).toHaveText('Vocabularies');
  await expect(page.getByTestId('footer-release')).toContainText('2025AB');
  await expect(page.getByTestId('drug-vocab-versions')).toContainText(/RxNorm \S+ · UMLS \S+/);
  await expect(page.getByTestId('drug-vocab-versions')).not.toContainText('…');
  await page.waitForLoadState('networkidle');
  expect(frameCalls()).toEqual([]);
});
