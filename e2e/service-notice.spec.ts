import { expect, type Page } from '@playwright/test';
import { Faults } from './pages/Faults.ts';
import { Shell } from './pages/Shell.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

// Nothing hangs without a word: a service that drops its answer half-way, never answers, or
// refuses request after request (429) is named within seconds, never a spinner and nothing else.

const CONCEPT = '/concepts/C0027051';

test.afterEach(async ({ request }) => {
  await new Faults(request).clear();
});

/** How long each failed request of the page took to fail, as the browser saw it. */
function failedRequests(page: Page): { url: string; ms: number; error: string }[] {
  const sentAt = new Map<object, number>();
  const failed: { url: string; ms: number; error: string }[] = [];
  page.on('request', (r) => sentAt.set(r, Date.now()));
  page.on('requestfailed', (r) =>
    failed.push({ url: r.url(), ms: Date.now() - (sentAt.get(r) ?? 0), error: r.failure()?.errorText ?? '' }),
  );
  return failed;
}

test('a dropped upstream response ends in the browser within 10 s with a message', async ({
  page,
  request,
}) => {
  // Every concept answer starts (200, headers, a first part) and then the connection is gone.
  await new Faults(request).add({ match: '/rest/content', action: 'cut' });
  const failed = failedRequests(page);
  await new Shell(page).open(CONCEPT);
  // The page says so within 10 s (the proxy kept the browser's request open 150 s and more).
  const unreachable = page.getByRole('alert').filter({ hasText: 'Service unreachable' }).first();
  await expect(unreachable).toBeVisible({ timeout: 10_000 });
  await expect(unreachable).toContainText('Check your connection, then retry');
  // Each cut-off answer ended in the browser as a failure, at once, not after a timeout.
  const cut = failed.filter((f) => f.url.includes('/uts/rest/content/'));
  expect(cut.length).toBeGreaterThan(0);
  for (const f of cut) expect(f.ms, `${f.url} ${f.error}`).toBeLessThan(10_000);
});

test('a request the service never answers is named within 10 s, and the notice goes when it answers', async ({
  page,
  request,
}) => {
  const faults = new Faults(request);
  await faults.add({ match: '/rest/content', action: 'hang' });
  const shell = new Shell(page);
  await shell.open(CONCEPT);
  const notice = page.getByRole('status').filter({ hasText: 'The service is not answering; still trying.' });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  // The service comes back: the held requests are answered (503), asked again, and the page loads.
  await faults.clear();
  await expect(shell.heading()).toHaveText('Myocardial Infarction', { timeout: 15_000 });
  await expect(notice).toBeHidden();
});

test('a storm of 429s is named with the time requests resume', async ({ page, request }) => {
  const faults = new Faults(request);
  await faults.add({ match: '/rest/content', status: 429, headers: { 'Retry-After': '3' } });
  const shell = new Shell(page);
  await shell.open(CONCEPT);
  const notice = page.getByRole('status').filter({ hasText: 'The service is limiting requests' });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(notice).toHaveText(
    /^The service is limiting requests; resuming at \d{1,2}:\d{2}:\d{2}( [AP]M)?\.$/,
  );
  await faults.clear();
  await expect(shell.heading()).toHaveText('Myocardial Infarction', { timeout: 20_000 });
  await expect(notice).toBeHidden({ timeout: 10_000 });
});
