import { expect, type Page } from '@playwright/test';
import { readCsv } from './pages/Downloads.ts';
import { BatchPage, demoConcepts } from './pages/BatchPage.ts';
import { Faults } from './pages/Faults.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): its runs, tabs and listeners go with each.
const test = testOnOnePage();

// A batch's answers are saved as they arrive, each tab's run is its own, failed rows are
// named in exports and can be asked again alone, and the user's key is never a line.

const CONCEPT = /\/uts\/rest\/content\/[^/]+\/CUI\/(C\d{7})(\?|$)/;

test.afterEach(async ({ request }) => {
  await new Faults(request).clear();
});

/** Concepts asked by the page (answers, not retries), by CUI. */
function countConcepts(page: Page) {
  const asked = new Map<string, number>();
  page.on('response', (r) => {
    const m = CONCEPT.exec(r.url());
    if (m) asked.set(m[1]!, (asked.get(m[1]!) ?? 0) + 1);
  });
  return asked;
}

test('a reload in the middle of a 100-line batch keeps every answer given before it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const cuis = (await demoConcepts(request, 'syndrome', 100)).map((c) => c.ui);
  expect(cuis).toHaveLength(100);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(cuis);
  await batch.resolve.click();
  // While answers keep arriving (several a second): a save that waits for a quiet moment
  // never comes. The reload is at once, so the last answers are kept only by the save as the
  // page goes away (pagehide).
  const status = page.getByRole('status').filter({ hasText: /^Lookup \d+ of 100/ });
  await expect(status).toHaveText(/^Lookup [4-9]\d of 100/, { timeout: 60_000 });
  const seen = Number(/^Lookup (\d+)/.exec((await status.textContent())!)![1]);
  await page.reload();
  const interrupted = page.getByRole('status').filter({ hasText: 'Interrupted' });
  await expect(interrupted).toContainText(/\d+ of 100 lookups are not done/);
  const pending = Number(/(\d+) of 100 lookups are not done/.exec((await interrupted.textContent())!)![1]);
  const kept = 100 - pending;
  console.log(`answered before the reload: ${seen}; kept after it: ${kept}`);
  expect(kept).toBeGreaterThanOrEqual(seen);
  expect(kept).toBeLessThan(100);
  await expect(page.getByText(`Resolved: ${kept} of 100 lines`)).toBeVisible();

  // Resume asks the ones left, and none of the others again.
  const asked = countConcepts(page);
  await page.getByRole('button', { name: 'Resume' }).click();
  await batch.waitDone();
  await expect(page.getByText('Resolved: 100 of 100 lines')).toBeVisible();
  expect(asked.size).toBe(pending);
  expect([...asked.values()].every((n) => n === 1)).toBe(true);
  const json = JSON.parse((await batch.exportMenu.save('JSON, all rows')).text);
  expect(json.meta.complete).toBe(true);
});

test("two tabs' batches both survive; a new tab offers the saved runs by name and date, and opens a closed tab's", async ({
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const first = (await demoConcepts(request, 'syndrome', 60)).map((c) => c.ui);
  const second = (await demoConcepts(request, 'disease', 30)).map((c) => c.ui);
  const [a, b] = [new BatchPage(await context.newPage()), new BatchPage(await context.newPage())];
  await a.open();
  await b.open();
  await a.paste(first);
  await b.paste(second);
  await Promise.all([a.resolve.click(), b.resolve.click()]);
  await Promise.all([a.waitDone(), b.waitDone()]);
  await a.page.reload();
  await b.page.reload();
  await expect(a.input).toHaveValue(first.join('\n'));
  await expect(a.page.getByText('Resolved: 60 of 60 lines')).toBeVisible();
  await expect(b.input).toHaveValue(second.join('\n'));
  await expect(b.page.getByText('Resolved: 30 of 30 lines')).toBeVisible();

  // A third tab has no run of its own: it lists both, each open in its tab.
  const c = new BatchPage(await context.newPage());
  await c.open();
  const runs = c.page.getByTestId('saved-run');
  await expect(runs).toHaveCount(2);
  const runOf = (lines: string[]) => runs.filter({ hasText: `“${lines[0]}” and ${lines.length - 1} more` });
  await expect(runOf(first)).toContainText(`${first.length} (${first.length} answered)`);
  await expect(runOf(first)).toContainText('open in another tab');
  await expect(runOf(first).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(runOf(first).getByRole('button', { name: /^Open the run/ })).toBeDisabled();

  // Tab A is closed: its run can be opened here, whole.
  await a.page.close();
  await c.page.reload();
  await expect(runOf(first)).toContainText('complete');
  await runOf(first)
    .getByRole('button', { name: /^Open the run/ })
    .click();
  await expect(c.input).toHaveValue(first.join('\n'));
  await expect(c.page.getByText('Resolved: 60 of 60 lines')).toBeVisible();
  // B's run is still B's.
  await b.page.reload();
  await expect(b.input).toHaveValue(second.join('\n'));
  await expect(b.page.getByText('Resolved: 30 of 30 lines')).toBeVisible();
});

test('after injected faults the export names the failed rows, and "Retry failed rows" asks only those', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const cuis = (await demoConcepts(request, 'syndrome', 20)).map((c) => c.ui);
  const failing = [cuis[3]!, cuis[8]!, cuis[14]!];
  const faults = new Faults(request);
  for (const cui of failing) await faults.add({ match: `/rest/content/current/CUI/${cui}`, status: 503 });
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(cuis);
  await batch.resolve.click();
  await batch.waitDone();
  await expect(page.getByText('Resolved: 17 of 20 lines')).toBeVisible();

  const json = JSON.parse((await batch.exportMenu.save('JSON, all rows')).text);
  expect(json.meta.complete).toBe(false);
  expect(json.meta.batch).toMatchObject({ failedRows: 3, failedLines: [4, 9, 15], pendingRows: 0 });
  const csv = await batch.exportMenu.save('CSV, all rows');
  expect(csv.text.split('\r\n')[0]).toMatch(/\(incomplete\).*; 3 failed \(lines 4, 9, 15\)$/);
  expect(
    readCsv(csv.text)
      .filter((r) => r[3] === 'error')
      .map((r) => r[0]),
  ).toEqual(['4', '9', '15']);

  await faults.clear();
  const asked = countConcepts(page);
  await page.getByRole('button', { name: 'Retry failed rows (3)' }).click();
  await batch.waitDone();
  await expect(page.getByText('Resolved: 20 of 20 lines')).toBeVisible();
  expect([...asked.keys()].sort()).toEqual([...failing].sort());
  await expect(page.getByRole('button', { name: /Retry failed rows/ })).toHaveCount(0);
  const again = JSON.parse((await batch.exportMenu.save('JSON, all rows')).text);
  expect(again.meta.complete).toBe(true);
  expect(again.meta.batch).toMatchObject({ failedRows: 0, failedLines: [] });
});

test('a line that is the API key is refused with a message: never sent, never stored', async ({ page }) => {
  const batch = new BatchPage(page);
  await batch.open();
  const key = await batch.exportMenu.apiKey();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(key) || (r.postData() ?? '').includes(key)) sent.push(r.url());
  });
  await batch.paste(['headache', key, 'fever']);
  const alert = page.getByTestId('secret-line');
  await expect(alert).toContainText('Line 2 is your API key');
  await expect(alert).toContainText('never looked up, saved or exported');
  await expect(batch.resolve).toBeDisabled();
  await alert.getByRole('button', { name: 'Remove that line' }).click();
  await expect(batch.input).toHaveValue('headache\nfever');
  await batch.resolve.click();
  await batch.waitDone();
  await page.reload();
  await expect(batch.input).toHaveValue('headache\nfever');
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok, no) => {
      const req = indexedDB.open('terminology-browser.batch', 1);
      req.onsuccess = () => ok(req.result);
      req.onerror = () => no(req.error);
    });
    const all = await new Promise<unknown[]>((ok) => {
      const req = db.transaction('kv').objectStore('kv').getAll();
      req.onsuccess = () => ok(req.result);
    });
    db.close();
    return JSON.stringify(all) + JSON.stringify(localStorage) + (sessionStorage.getItem('batch.input') ?? '');
  });
  expect(stored).toContain('headache');
  expect(stored).not.toContain(key);
  expect(sent).toEqual([]);
});
