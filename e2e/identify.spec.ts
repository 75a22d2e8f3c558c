import { expect, test } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

const results = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Search results' });

test('/search?string=I21.9 shows the ICD-10-CM code I21.9, says why, and searches words on request', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/search?string=I21.9');
  const note = page.getByTestId('recognized');
  await expect(note).toContainText('“I21.9” looks like an ICD-10-CM code: showing ICD10CM I21.9.');
  const row = results(page).getByRole('row').filter({ hasText: 'Acute myocardial infarction, unspecified' });
  await expect(row).toContainText('I21.9');
  await expect(row).toContainText('ICD10CM');
  const link = row.getByRole('link', { name: 'Acute myocardial infarction, unspecified' });
  await expect(link).toHaveAttribute('href', '/sources/ICD10CM/I21.9');
  await expect(note.getByRole('link', { name: 'Open ICD10CM I21.9' })).toHaveAttribute(
    'href',
    '/sources/ICD10CM/I21.9',
  );

  await note.getByRole('link', { name: 'Search it as words instead' }).click();
  await expect(page).toHaveURL('/search?string=I21.9&asWords=true');
  await expect(page.getByTestId('recognized')).toHaveCount(0);
  // As words, the code is not found by name: the page no longer shows the code row.
  await expect(page.getByTestId('no-results').or(results(page))).toBeVisible();
  await expect(
    results(page).getByRole('link', { name: 'Acute myocardial infarction, unspecified' }),
  ).toHaveCount(0);
});

test('a code the demo does not hold is said to be absent, with what the demo holds', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  // U09.9 (post COVID-19 condition) came in FY2022: the FY2021 data has no such code.
  await shell.open('/search?string=U09.9');
  const noResults = page.getByTestId('no-results');
  await expect(noResults.getByTestId('no-such-code')).toHaveText(
    'ICD10CM has no code “U09.9” in this release.',
  );
  const demo = noResults.getByTestId('demo-not-held');
  await expect(demo).toContainText('it holds 95,677 ICD10CM entries');
  await expect(demo).toContainText('not held: codes added after FY2021');
  await demo.getByRole('link', { name: 'What the demo holds' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('table', { name: 'What the demo holds' })).toBeVisible();
});

test('a dotless ICD-10-CM code is read with its dot', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/search?string=i219');
  await expect(page.getByTestId('recognized')).toContainText('showing ICD10CM I21.9');
  await expect(
    results(page).getByRole('link', { name: 'Acute myocardial infarction, unspecified' }),
  ).toBeVisible();
});

for (const [typed, path, heading] of [
  ['D009203', '/sources/MSH/D009203', /Myocardial Infarction/],
  ['29046', '/drugs/29046', /lisinopril/i],
  ['0093-1113-10', '/drugs/314076', /./],
  ['c0027051', '/concepts/C0027051', /Myocardial Infarction/],
  ['T047', '/semantic-types/T047', /Disease or Syndrome/],
] as const) {
  test(`${typed} typed in the header opens ${path}`, async () => {
    const page = sharedPage();
    const shell = new Shell(page);
    await shell.open('/about');
    await shell.search.fill(typed);
    await shell.search.press('Enter');
    await expect(page).toHaveURL(path);
    await expect(shell.heading()).toHaveText(heading);
  });
}

test('the home box opens an identifier as the header box does', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/');
  await page.getByLabel('Term or code').fill('MSH:D009203');
  await page.getByLabel('Term or code').press('Enter');
  await expect(page).toHaveURL('/sources/MSH/D009203');
});

test('a misspelt term gets "did you mean" links, and is not searched in its place', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/search?string=myocardial+infarctoin');
  const noResults = page.getByTestId('no-results');
  await expect(noResults).toBeVisible();
  const offer = page.getByTestId('did-you-mean');
  const pick = offer.getByRole('link', { name: 'Myocardial Infarction', exact: true });
  await expect(pick).toBeVisible();
  await expect(page).toHaveURL('/search?string=myocardial+infarctoin');
  await pick.click();
  await expect(page).toHaveURL('/search?string=Myocardial+Infarction');
  await expect(results(page).getByRole('link', { name: 'Myocardial Infarction', exact: true })).toBeVisible();
});

test('a right-to-left override in the search is shown, not obeyed', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open(`/search?string=${encodeURIComponent('\u202Eevilzzq')}`);
  const noResults = page.getByTestId('no-results');
  await expect(noResults).toBeVisible();
  const echoes = noResults.locator('bdi[data-user-text]').filter({ hasText: 'evilzzq' });
  // The title and the "Names starting with …" suggestion link.
  await expect(echoes).toHaveCount(2);
  for (const echo of await echoes.all()) {
    await expect(echo).toHaveText('U+202Eevilzzq');
    await expect(echo).toHaveCSS('unicode-bidi', 'isolate');
    // The override itself is not on screen: it cannot reverse "evil" into "live".
    expect(await echo.evaluate((el) => el.textContent!.includes('\u202E'))).toBe(false);
    await expect(echo.locator('abbr')).toHaveAttribute('title', 'U+202E RIGHT-TO-LEFT OVERRIDE');
  }
  await expect(page).toHaveTitle(/Search: \[U\+202E\]evilzzq/);

  // The box itself obeys the override (no markup isolates inside an <input>): it says so,
  // and removes it on request.
  const box = page.getByRole('textbox', { name: 'Term, code or CUI' });
  await expect(box).toHaveValue('\u202Eevilzzq');
  const hint = page.getByTestId('hidden-characters');
  await expect(hint).toContainText('U+202E RIGHT-TO-LEFT OVERRIDE');
  await hint.getByRole('button', { name: 'Remove them' }).click();
  await expect(box).toHaveValue('evilzzq');
  await expect(hint).toBeHidden();
});
