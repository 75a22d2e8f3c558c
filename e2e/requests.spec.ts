import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { ExportMenu } from './pages/Downloads.ts';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

// Copy buttons are read back from the clipboard: the file's one page may use it.
const sharedPage = pagePerFile({ permissions: ['clipboard-read', 'clipboard-write'] });

const run = promisify(execFile);
const DEMO_KEY = process.env.EMULATOR_API_KEY ?? 'demo-0000-emulator-key';

async function openRequests(page: Page) {
  await page.getByRole('button', { name: 'Requests', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Requests behind this view' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The key the tab uses: whatever it is, it must appear nowhere in the drawer, a copy or an export. */
const tabKey = (page: Page) => page.evaluate(() => sessionStorage.getItem('uts.apiKey') ?? '');

test('a concept page lists its UTS calls without the key, and its curl works', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  const drawer = await openRequests(page);
  const concept = drawer.getByTestId('request').filter({
    has: page
      .getByTestId('request-url')
      .getByText(/\/rest\/content\/current\/CUI\/C0027051\?apiKey=YOUR_API_KEY$/),
  });
  await expect(concept).toHaveCount(1);
  await expect(concept.getByTestId('request-status')).toHaveText('200');
  await expect(concept).toContainText(/\d+ ms/);
  await expect(concept).toContainText(/network|HTTP cache/);
  await expect(concept).toContainText('GETUTS REST');

  await concept.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(concept.getByRole('button', { name: 'Copied' })).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toMatch(
    /^curl -sS 'http:\/\/127\.0\.0\.1:\d+\/rest\/content\/current\/CUI\/C0027051\?apiKey=YOUR_API_KEY'$/,
  );
  // The same command with the demo key in the placeholder's place answers with the concept.
  const { stdout } = await run('bash', ['-c', curl.replace('YOUR_API_KEY', DEMO_KEY)]);
  expect(JSON.parse(stdout)).toMatchObject({ result: { ui: 'C0027051', name: 'Myocardial Infarction' } });

  const key = await tabKey(page);
  expect(key.length).toBeGreaterThan(3);
  expect(curl).not.toContain(key);
  for (const f of ['Python requests', 'R httr2']) {
    await concept.getByRole('button', { name: `Copy as ${f}` }).click();
    await expect(concept.getByLabel(`${f} of this request`)).toContainText('YOUR_API_KEY');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('YOUR_API_KEY');
    expect(copied, `the ${f} copy`).not.toContain(key);
  }
  // Every call listed, with every line the drawer shows, holds no key.
  expect(await drawer.textContent()).not.toContain(key);
  expect(await drawer.textContent()).not.toContain(DEMO_KEY);
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain(DEMO_KEY);

  // The citation ends with the page's URL, pinned to the release it cites.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Copy citation' }).click();
  await expect(page.getByRole('button', { name: 'Citation copied' })).toBeVisible();
  const citation = await page.evaluate(() => navigator.clipboard.readText());
  expect(citation).toMatch(
    /^C0027051 \| Myocardial Infarction \| UMLS Metathesaurus \| 2025AB \| \d{4}-\d{2}-\d{2} \| http:\/\/127\.0\.0\.1:\d+\/concepts\/C0027051\?release=2025AB$/,
  );
  expect(citation).not.toContain(key);

  // Nor does an export of the page (its JSON names the page and the release it read).
  await expect(page.getByTestId('atoms-table').locator('tbody tr')).not.toHaveCount(0);
  const file = await new ExportMenu(page, 'Export atoms').save('JSON, this page');
  expect(file.text).toContain('C0027051');
  expect(file.text).not.toContain(key);
});

test('a drug page lists its SOAP calls with their envelopes and a curl that posts one', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/drugs/314076');
  await expect(shell.heading()).toHaveText(/lisinopril 10 MG Oral Tablet/);
  const drawer = await openRequests(page);
  const soap = drawer.getByRole('listitem', { name: 'POST SOAP getRxConceptProperties' });
  await expect(soap).toHaveCount(1);
  await soap.getByRole('button', { name: 'Copy SOAP envelope' }).click();
  const envelope = soap.getByLabel('SOAP envelope of this request');
  await expect(envelope).toContainText('<soapenv:Envelope');
  await expect(envelope).toContainText('getRxConceptProperties');
  await expect(envelope).toContainText('314076');

  await soap.getByRole('button', { name: 'Copy as curl' }).click();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain('--data-binary');
  expect(curl).toContain("'SOAPAction: ");
  const { stdout } = await run('bash', ['-c', curl]);
  expect(stdout).toContain('getRxConceptPropertiesResponse');
  expect(stdout).toContain('lisinopril 10 MG Oral Tablet');
});

test('the drawer follows the view: a new page lists its own calls', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await shell.search.fill('heart attack');
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/search?string=heart+attack');
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  const drawer = await openRequests(page);
  const urls = drawer.getByTestId('request-url');
  await expect(urls.filter({ hasText: '/search/current?string=heart+attack' }).first()).toBeVisible();
  await expect(urls.filter({ hasText: '/CUI/C0027051?' })).toHaveCount(0);
  await drawer.getByRole('switch', { name: 'Show calls of earlier pages too' }).check();
  await expect(urls.filter({ hasText: '/CUI/C0027051?' }).first()).toBeVisible();
  await drawer.getByRole('switch', { name: 'Show calls of earlier pages too' }).uncheck();

  // A search submitted on the search page leaves before its URL changes (the rows then show
  // at once): it is the new search's call, and the one before is not.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const box = page.getByRole('textbox', { name: 'Term, code or CUI' });
  await box.fill('myocardial infarction');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?string=myocardial+infarction');
  await expect(
    page
      .getByRole('table', { name: 'Search results' })
      .getByRole('link', { name: 'Myocardial Infarction', exact: true }),
  ).toBeVisible();
  await openRequests(page);
  await expect(urls.filter({ hasText: '/search/current?string=myocardial+infarction&' })).toHaveCount(1);
  await expect(urls.filter({ hasText: 'string=heart+attack' })).toHaveCount(0);
});

test('a call still waiting when the user moves on stays with the page that made it, marked as late', async ({
  page,
}) => {
  // The concept's answer is held (a slow link) until the user has searched from the header.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  // The browser asks without a query (the key goes in a header); the drawer shows the
  // service's URL, with `?apiKey=YOUR_API_KEY`.
  const conceptCall = (url: URL) => url.pathname.endsWith('/rest/content/current/CUI/C0027051');
  await page.route(conceptCall, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the page may have given up on it
  });
  const shell = new Shell(page);
  const asked = page.waitForRequest((r) => conceptCall(new URL(r.url())));
  await shell.open('/concepts/C0027051');
  await asked;
  // The page's first calls leave before the app's code has run; Enter in the header box then is
  // the plain form's (a new document, with a new log). The footer names the upstream once the
  // app has rendered the frame.
  await expect(shell.footer).toHaveText('Demo data — local emulator');
  await shell.search.fill('heart attack');
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/search?string=heart+attack');
  await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
  release();
  const drawer = await openRequests(page);
  const urls = drawer.getByTestId('request-url');
  await expect(urls.filter({ hasText: '/search/current?string=heart+attack' }).first()).toBeVisible();
  await drawer.getByRole('switch', { name: 'Show calls of earlier pages too' }).check();
  const concept = drawer
    .getByTestId('request')
    .filter({ has: page.getByTestId('request-url').getByText(/\/CUI\/C0027051\?/) });
  // Ended (answered, or given up by the page it was for) after the search page began.
  await expect(concept.getByTestId('request-status')).not.toHaveText('waiting…');
  await expect(concept.getByTestId('request-page')).toHaveText(
    /^Made by an earlier page: \/concepts\/C0027051 \((it ended|answered) after you left it\)$/,
  );
  await drawer.getByRole('switch', { name: 'Show calls of earlier pages too' }).uncheck();
  await expect(urls.filter({ hasText: '/CUI/C0027051?' })).toHaveCount(0);
  await expect(drawer.getByTestId('request-page')).toHaveCount(0);
});

test('"Try this request": the search in a form, the request live, run with its raw JSON, copied as a working curl', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/search?string=heart+attack');
  await page.getByRole('button', { name: 'Try this request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try this request' });
  await expect(page).toHaveURL(/[?&]try=1(&|$)/);
  const line = dialog.getByTestId('try-request-url');
  await expect(line).toHaveText(
    /^GET http:\/\/127\.0\.0\.1:\d+\/rest\/search\/current\?string=heart\+attack&inputType=atom&searchType=words&returnIdType=concept&pageNumber=1&pageSize=25&apiKey=YOUR_API_KEY$/,
  );
  // The line follows the form as it is edited.
  await dialog.getByLabel('searchType').selectOption('exact');
  await expect(line).toContainText('searchType=exact');

  await dialog.getByRole('button', { name: 'Run' }).click();
  await expect(dialog.getByTestId('try-request-status')).toHaveText(/^200 OK · \d+ ms · [\d,]+ characters$/);
  const json = JSON.parse((await dialog.getByTestId('try-request-response').textContent())!);
  expect(json.result.results.map((r: { ui: string }) => r.ui)).toContain('C0027051');

  await dialog.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain('YOUR_API_KEY');
  const { stdout } = await run('bash', ['-c', curl.replace('YOUR_API_KEY', DEMO_KEY)]);
  expect(JSON.parse(stdout)).toEqual(json);
  const key = await tabKey(page);
  expect(key.length).toBeGreaterThan(3);
  expect(curl).not.toContain(key);
  expect(await dialog.textContent()).not.toContain(key);
  expect(await dialog.textContent()).not.toContain(DEMO_KEY);

  // Applied to the page: the same search, in the URL, the form closed.
  await dialog.getByRole('button', { name: 'Show these results on the page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/searchType=exact/);
  await expect(page).not.toHaveURL(/try=1/);
  await expect(
    page.getByRole('table', { name: 'Search results' }).getByRole('link', { name: 'Myocardial Infarction' }),
  ).toBeVisible();
});
