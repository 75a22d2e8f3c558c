import { expect, test } from '@playwright/test';
import { Faults } from './pages/Faults.ts';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

const results = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Search results' });

test.afterEach(async ({ request }) => new Faults(request).clear());

test('myocardial infarction → concept → atoms → relations → a related concept', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/');
  await shell.search.fill('myocardial infarction');
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/search?string=myocardial+infarction');
  await results(page).getByRole('link', { name: 'Myocardial Infarction', exact: true }).click();

  await expect(page).toHaveURL('/concepts/C0027051');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await expect(page.getByTestId('concept-cui')).toHaveText('C0027051');
  await expect(page.getByRole('link', { name: 'Disease or Syndrome (T047)' })).toBeVisible();
  const atoms = page.getByRole('table', { name: 'Atoms' });
  await expect(atoms.getByRole('row', { name: /heart attack/ })).toBeVisible();
  await expect(atoms.locator('[data-preferred]')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Relations' }).click();
  await expect(page).toHaveURL('/concepts/C0027051?tab=relations');
  const relations = page.getByRole('table', { name: 'Relations' });
  await relations.getByRole('link', { name: 'coronary artery disease' }).click();
  await expect(page).toHaveURL(/\/(concepts|sources)\//);
  await expect(shell.heading()).toContainText(/coronary artery disease/i);
});

test('atom filters live in the URL and a filter with no match says so', async () => {
  const page = sharedPage();
  await page.goto('/concepts/C0027051?tab=atoms');
  const atoms = page.getByRole('table', { name: 'Atoms' });
  // The header and 18 atoms: 5 of DOID, NCI and MeSH's heading, 13 more MeSH terms.
  await expect(atoms.getByRole('row')).toHaveCount(19);
  await page.getByRole('combobox', { name: 'Term types' }).fill('SY');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/ttys=SY/);
  await expect(atoms.getByRole('row')).toHaveCount(3);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Atoms' }).getByRole('row')).toHaveCount(3);
  await page.goto('/concepts/C0027051?ttys=ZZZ');
  await expect(page.getByText('No atoms match these filters.')).toBeVisible();
});

test("the concept page lists its MeSH descriptor's entry terms and their permuted forms", async () => {
  const page = sharedPage();
  await page.goto('/concepts/C0027051?tab=atoms&ttys=ET');
  const rows = page.getByRole('table', { name: 'Atoms' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const name of ['Cardiovascular Stroke', 'Heart Attack', 'Myocardial Infarct']) {
    const row = rows.filter({ hasText: name });
    await expect(row).toContainText(/entry term\s*ET/);
    await expect(row).toContainText('MSH');
    await expect(row.getByRole('link', { name: 'D009203' })).toHaveAttribute('href', '/sources/MSH/D009203');
  }
  await page.goto('/concepts/C0027051?tab=atoms&ttys=PM');
  await expect(rows).toHaveCount(10);
  await expect(rows.filter({ hasText: 'Heart Attacks' })).toContainText(/permuted term\s*PM/);
});

test('paging reaches the last page and stops there', async () => {
  const page = sharedPage();
  await page.goto('/search?string=infarction');
  const next = page
    .getByRole('navigation', { name: 'Result pages' })
    .first()
    .getByRole('button', { name: 'Next page' });
  let pages = 1;
  while (await next.isEnabled()) {
    await next.click();
    pages++;
    await expect(page).toHaveURL(new RegExp(`pageNumber=${pages}`));
    await expect(page.getByText(`Page ${pages}`).first()).toBeVisible();
    expect(pages).toBeLessThan(50);
  }
  expect(pages).toBeGreaterThan(2);
  const range = await page.getByTestId('result-range').textContent();
  const [, , to, total] = /Results (\d+)–(\d+) of (\d+)/.exec(range ?? '') ?? [];
  expect(to).toBe(total);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`pageNumber=${pages - 1}`));
});

test('search by ICD-10-CM code leads to the code page', async () => {
  const page = sharedPage();
  await page.goto('/search');
  await page.getByLabel('Term, code or CUI').fill('I21.9');
  await page.getByRole('button', { name: 'More options' }).click();
  await page
    .getByRole('textbox', { name: 'Search type' })
    .or(page.getByRole('combobox', { name: 'Search type' }))
    .first()
    .click();
  // Plain words on screen; the API values stay in the URL below.
  await page.getByRole('option', { name: 'Exact match', exact: true }).click();
  await page.getByRole('combobox', { name: 'Input type' }).click();
  await page.getByRole('option', { name: 'Source code (any source identifier)' }).click();
  await page.getByRole('combobox', { name: 'Return' }).click();
  await page.getByRole('option', { name: 'Source codes', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).last().click();
  await expect(page).toHaveURL(/string=I21\.9/);
  await expect(page).toHaveURL(/searchType=exact/);
  await expect(page).toHaveURL(/inputType=sourceUi/);
  await expect(page).toHaveURL(/returnIdType=code/);
  const link = results(page).getByRole('link', { name: 'Acute myocardial infarction, unspecified' });
  await expect(link).toHaveAttribute('href', '/sources/ICD10CM/I21.9');
  await link.click();
  await expect(page).toHaveURL('/sources/ICD10CM/I21.9');
});

test('partial search finds what a full-words search cannot, and is offered when nothing matches', async () => {
  const page = sharedPage();
  await page.goto('/search?string=acute+infarction+zebra');
  await expect(page.getByTestId('no-results')).toBeVisible();
  await page.getByRole('link', { name: 'Partial search' }).click();
  await expect(page).toHaveURL(/partialSearch=true/);
  await expect(page.getByLabel('Partial search (fewer words when all do not match)')).toBeChecked();
  await expect(results(page).getByRole('row').nth(1)).toContainText(/acute myocardial infarction/i);
});

test('hostile input is searched safely and shown as text', async ({ page }) => {
  const hostile = `<script>alert("x")</script> & 'q' ${'é'.repeat(20)} 𝔘`;
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto(`/search?${new URLSearchParams({ string: hostile })}`);
  await expect(page.getByTestId('no-results')).toContainText(hostile);
  await expect(page.getByLabel('Term, code or CUI')).toHaveValue(hostile);
  expect(dialogs).toBe(0);
});

test('header autocomplete suggests concepts and opens the one picked', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/');
  await shell.search.pressSequentially('myocard', { delay: 30 });
  const option = page.getByRole('option', { name: /Myocardial Infarction/ }).first();
  await expect(option).toBeVisible();
  await shell.search.press('ArrowDown');
  await shell.search.press('Enter');
  await expect(page).toHaveURL(/\/concepts\/C\d+/);
  // The box is empty on the page it opened, as on every page but Search.
  await expect(shell.search).toHaveValue('');
});

test('a suggestion highlighted while the next prefix loads is what Enter opens', async ({ page }) => {
  const shell = new Shell(page);
  await shell.open('/');
  await shell.search.pressSequentially('myoca', { delay: 30 });
  await expect(page.getByRole('option', { name: /Myocardial Infarction/ }).first()).toBeVisible();
  // The answer for the longer prefix is held until after Enter, as on a slow line.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    (url) => url.searchParams.get('string') === 'myocard',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const asked = page.waitForRequest((req) => new URL(req.url()).searchParams.get('string') === 'myocard');
  await shell.search.pressSequentially('rd');
  await shell.search.press('ArrowDown');
  await asked;
  await shell.search.press('Enter');
  await expect(page).toHaveURL(/\/concepts\/C\d+/);
  release();
});

test('an unknown CUI shows a not-found page that keeps the search box', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/concepts/C9999999?release=2025AB');
  await expect(page.getByTestId('not-found')).toContainText('There is no concept C9999999 in release 2025AB');
  await expect(shell.search).toBeVisible();
});

test('a refused key prompts to set it in Settings', async () => {
  const page = sharedPage();
  await page.goto('/settings');
  await page.getByLabel('UTS API key').fill('wrong-key');
  await page.getByRole('button', { name: 'Save key' }).click();
  await page.goto('/concepts/C0027051');
  const panel = page.locator('[data-error-kind="auth"]').first();
  await expect(panel).toContainText('refused');
  await panel.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL('/settings#api-key');
  // The saved key was refused: the user lands in the field for a new one.
  await expect(page.getByLabel(/New UTS API key/)).toBeFocused();
});

test('429: a notice, then the section retries by itself and loads', async ({ page, request }) => {
  await new Faults(request).add({
    match: '/rest/content/current/CUI/C0027051/definitions',
    status: 429,
    times: 4,
    headers: { 'Retry-After': '1' },
  });
  await page.goto('/concepts/C0027051?tab=definitions');
  await expect(page.locator('[data-error-kind="rate-limited"]')).toContainText('Trying again', {
    timeout: 20_000,
  });
  await expect(page.getByRole('article', { name: /Definition from/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Myocardial Infarction');
});

test('a network failure offers a retry button that works', async ({ page }) => {
  let fail = true;
  await page.route('**/uts/rest/content/**/CUI/C0027051', (route) =>
    fail ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/concepts/C0027051');
  const panel = page.locator('[data-error-kind="network"]').first();
  await expect(panel).toBeVisible({ timeout: 20_000 });
  fail = false;
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Myocardial Infarction');
});

test('one failed section does not blank the page (503 on relations only)', async ({ page, request }) => {
  await new Faults(request).add({ match: '/rest/content/2025AB/CUI/C0027051/relations', status: 503 });
  await new Faults(request).add({ match: '/rest/content/current/CUI/C0027051/relations', status: 503 });
  await page.goto('/concepts/C0027051?tab=relations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Myocardial Infarction');
  await expect(page.locator('[data-error-kind="upstream"]')).toBeVisible({ timeout: 20_000 });
  await new Faults(request).clear();
  await page.locator('[data-error-kind="upstream"]').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Relations' })).toBeVisible();
});

test('header suggestions: one request per pause in typing, and a slow one is cancelled by the next keystroke', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.open('/');
  const suggestCalls: string[] = [];
  const aborted: string[] = [];
  // Hold the first suggestion request so the next keystroke arrives while it is in flight.
  await page.route('**/uts/rest/search/**', async (route) => {
    const string = new URL(route.request().url()).searchParams.get('string') ?? '';
    if (string === 'myo') await new Promise((r) => setTimeout(r, 3000));
    await route.continue().catch(() => {});
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (
      url.pathname.startsWith('/uts/rest/search/') &&
      url.searchParams.get('searchType') === 'rightTruncation'
    )
      suggestCalls.push(url.searchParams.get('string') ?? '');
  });
  page.on('requestfailed', (r) => aborted.push(new URL(r.url()).searchParams.get('string') ?? ''));

  await shell.search.pressSequentially('myo', { delay: 20 });
  await expect.poll(() => suggestCalls).toEqual(['myo']);
  // One input event for the rest of the word: keystrokes a loaded machine spreads past the
  // pause would each be a pause of their own.
  await shell.search.fill('myocard');
  await expect(page.getByRole('option', { name: /Myocardial/ }).first()).toBeVisible();
  expect(suggestCalls).toEqual(['myo', 'myocard']);
  await expect.poll(() => aborted).toContain('myo');
});
