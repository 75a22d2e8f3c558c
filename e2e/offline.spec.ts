import { expect, test, type Page } from '@playwright/test';
import { answersKept } from './offlineCopy.ts';
import { Shell } from './pages/Shell.ts';

// A demo survives a dropped network: the views seen in the last day open from the offline copy
// (src/lib/offline) when the service cannot be reached, with a banner saying so; the app's own
// files come from the service worker (scripts/build/sw.template.js). The other files block
// service workers (playwright.config.ts): here they run, as in a browser.
test.use({ serviceWorkers: 'allow' });
// Each test opens several pages anew (reloads with the network gone), and the client tries a
// failed connection three times with pauses before a view says it cannot be reached.
test.describe.configure({ timeout: 90_000 });

const SEEN = '/concepts/C0011860';
const SEEN_TITLE = 'Diabetes Mellitus, Type 2';
const NEVER_SEEN = '/concepts/C0020538';
/** The service's paths and the runtime config: what a dropped network takes away. */
const SERVICE = /\/(uts|uts-auth|rxnorm|bff)\//;
const BANNER = /^Shown from a copy taken at \d\d:\d\d, release 2025AB; the service cannot be reached\.$/;

/** Opens a view as a user would, and waits until the copy holds its answers. */
async function see(page: Page, path: string, title: string) {
  const before = await answersKept(page).catch(() => 0);
  await page.goto(path);
  // The first load of a page compiles the app: on a busy machine more than the default 10 s.
  await expect(new Shell(page).heading()).toHaveText(title, { timeout: 20_000 });
  await expect.poll(() => answersKept(page), { timeout: 15_000 }).toBeGreaterThan(before);
}

const dropNetwork = (page: Page) => page.route(SERVICE, (route) => route.abort('internetdisconnected'));

test('with the service out of reach, a view seen before opens from the copy with a banner; one never seen says it cannot be reached', async ({
  page,
}) => {
  const shell = new Shell(page);
  await see(page, SEEN, SEEN_TITLE);
  await dropNetwork(page);

  // A new page load: nothing in memory, the copy only.
  const started = Date.now();
  await page.reload();
  await expect(shell.heading()).toHaveText(SEEN_TITLE);
  const opened = Date.now() - started;
  await expect(page.getByTestId('copy-banner').getByText(BANNER)).toBeVisible();
  await expect(page.getByTestId('count-atoms')).toHaveText('Atoms: 40');
  await expect(page.getByRole('alert')).toHaveCount(0);
  test.info().annotations.push({ type: 'offline open (reload to title), ms', description: String(opened) });

  // Never seen: the page says the service cannot be reached (what it shares with the view seen,
  // such as the list of sources, still comes from the copy).
  await page.goto(NEVER_SEEN);
  await expect(page.getByRole('alert').filter({ hasText: 'Service unreachable' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(shell.heading()).toHaveCount(0);

  // Back to the view seen, in the app: from the copy at once. Then the service is back, and
  // "Try again" brings the view's answers from it: the banner goes.
  await page.goBack();
  await expect(shell.heading()).toHaveText(SEEN_TITLE);
  await expect(page.getByTestId('copy-banner')).toBeVisible();
  // The service comes back, answering once "Try again" is pressed: the banner also asks again
  // by itself every 20 s, and on a slow run that answer took the banner, and the button, away
  // before the click (the click then waited out the test's 90 s).
  let press: () => void = () => {};
  const pressed = new Promise<void>((resolve) => (press = resolve));
  await page.unroute(SERVICE);
  await page.route(SERVICE, async (route) => {
    await pressed;
    await route.continue();
  });
  await page.getByTestId('copy-banner').getByRole('button', { name: 'Try again' }).click();
  press();
  await expect(page.getByTestId('copy-banner')).toHaveCount(0);
});

test('a refused key or a not-found is never hidden behind the copy', async ({ page }) => {
  await see(page, SEEN, SEEN_TITLE);
  await page.route(/\/uts\/rest\/content\/current\/CUI\/C0011860$/, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Invalid API key"}' }),
  );
  await page.reload();
  await expect(page.locator('[data-error-kind="auth"]').first()).toBeVisible();
  await expect(page.getByTestId('copy-banner')).toHaveCount(0);
});

test('Settings says what the copy holds and clears it: then the view cannot open offline', async ({
  page,
}) => {
  await see(page, SEEN, SEEN_TITLE);
  await page.goto('/settings#offline');
  const summary = page.getByTestId('copy-summary');
  await expect(summary).toHaveText(/^The copy holds \d+ answers of release 2025AB, taken between /);
  await page.getByRole('button', { name: 'Clear the copy' }).click();
  // What the frame asks on every page may arrive again at once; the concept's answers do not.
  await expect(summary).toHaveText(/^The copy is cleared/);

  await dropNetwork(page);
  await page.goto(SEEN);
  await expect(page.getByRole('alert').filter({ hasText: 'Service unreachable' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('copy-banner')).toHaveCount(0);
});

test('a lesson saved from the recently viewed pages is made available offline, then opens with the network gone', async ({
  page,
  context,
}) => {
  const shell = new Shell(page);
  await see(page, SEEN, SEEN_TITLE);
  await see(page, '/concepts/C0020538', 'Hypertension');
  // Only what the lesson's walk will fetch counts.
  await page.goto('/settings#offline');
  await page.getByRole('button', { name: 'Clear the copy' }).click();
  await expect(page.getByTestId('copy-summary')).toHaveText(/^The copy is cleared/);

  await page.getByLabel('Lesson name').fill('Diabetes & blood pressure <week 3>');
  await page.getByRole('button', { name: 'Save the 2 recently viewed as a lesson' }).click();
  const lesson = page.getByTestId('lesson');
  await expect(lesson.getByText('Diabetes & blood pressure <week 3>')).toBeVisible();
  await expect(lesson.getByRole('link')).toHaveText([`${SEEN_TITLE} (C0011860)`, 'Hypertension (C0020538)']);
  // The links only, in localStorage: no key, no answers.
  const stored = await page.evaluate(() => localStorage.getItem('lessons.v1') ?? '');
  expect(stored).toContain('/concepts/C0020538');
  expect(stored).not.toContain('demo-0000-emulator-key');

  await lesson.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByTestId('lesson-walk-result')).toHaveText(
    '“Diabetes & blood pressure <week 3>” is available offline: 2 of 2 views opened with all their answers.',
    { timeout: 60_000 },
  );
  await expect(page).toHaveURL(/\/settings#offline$/);

  // The service worker keeps the app's own files: with the whole network gone, a new load of a
  // lesson's view opens, from the copy.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  try {
    await page.goto('/concepts/C0020538');
    await expect(shell.heading()).toHaveText('Hypertension');
    await expect(page.getByTestId('copy-banner').getByText(BANNER)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
