import { expect, test, type Page } from '@playwright/test';
import { pagePerFile } from './page-per-file.ts';
import { Shell } from './pages/Shell.ts';

// The home page's "Open by identifier" box reads any identifier with the app's one
// detector, says what it recognised as the user types, and opens where the header box would.

// Every test loads the home page and types: one page for the file (page-per-file.ts), not a
// new renderer per test.
const shared = pagePerFile();

const box = (page: Page) => page.getByRole('textbox', { name: 'Identifier', exact: true });
const reading = (page: Page) => page.getByTestId('identifier-reading');

for (const [typed, what, url, heading] of [
  [
    'I21.9',
    'an ICD-10-CM code',
    '/search?string=I21.9&searchType=exact&inputType=sourceUi&sabs=ICD10CM&returnIdType=code',
    'Search',
  ],
  ['D009203', 'a MeSH descriptor', '/sources/MSH/D009203', 'Myocardial Infarction'],
  ['29046', 'an RxNorm concept identifier (RXCUI)', '/drugs/29046', /lisinopril/i],
  [
    '0378-0342-01',
    'a National Drug Code (NDC)',
    '/drugs/314006',
    '24 HR glipizide 5 MG Extended Release Oral Tablet',
  ],
  ['C0027051', 'a UMLS concept identifier (CUI)', '/concepts/C0027051', 'Myocardial Infarction'],
  ['icd10cm/i219', 'an ICD-10-CM code', '/sources/ICD10CM/I21.9', 'Acute myocardial infarction, unspecified'],
] as const) {
  test(`${typed} typed in the home box says it looks like ${what} and Enter opens ${url}`, async () => {
    const page = shared();
    const shell = new Shell(page);
    await shell.open('/');
    await box(page).fill(typed);
    await expect(reading(page)).toHaveText(`${typed} looks like ${what}`);
    await box(page).press('Enter');
    await expect(page).toHaveURL(url);
    await expect(shell.heading()).toHaveText(heading);
    if (typed === 'I21.9')
      await expect(
        page.getByRole('table', { name: 'Search results' }).getByRole('link', {
          name: 'Acute myocardial infarction, unspecified',
        }),
      ).toBeVisible();
  });
}

test('an NDC in its 11 digits opens the drug the drug service names, as in the header box', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/');
  await box(page).fill('00378034201');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL('/drugs/314006');
  await expect(shell.heading()).toHaveText('24 HR glipizide 5 MG Extended Release Oral Tablet');
  await shell.search.fill('00378034201');
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/drugs/314006');
});

test('Crosswalk opens the crosswalk of a source code', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/');
  await box(page).fill('ICD10CM:I21.9');
  await page.getByRole('button', { name: 'Crosswalk' }).click();
  await expect(page).toHaveURL('/crosswalk/ICD10CM/I21.9');
});

test('empty, unknown and refused input is explained, and text is echoed safely', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/');
  const open = page.getByRole('button', { name: 'Open', exact: true });
  await open.click();
  await expect(page.getByText('Enter an identifier, e.g. C0027051, I21.9 or 29046.')).toBeVisible();

  await box(page).fill('<&>"\'');
  await box(page).press('Enter');
  const error = page.getByText(/is not an identifier this box knows/);
  await expect(error).toBeVisible();
  await expect(error.locator('bdi')).toHaveText('<&>"\'');
  await expect(error.getByRole('link', { name: 'Search it as words' })).toHaveAttribute(
    'href',
    '/search?string=%3C%26%3E%22%27',
  );

  await box(page).fill('\u202Eevil');
  await open.click();
  const echo = page.getByText(/is not an identifier this box knows/).locator('bdi');
  await expect(echo).toHaveText('U+202Eevil');
  await expect(echo).toHaveCSS('unicode-bidi', 'isolate');
  // The box itself obeys the override (no markup isolates inside an <input>): it says so.
  await expect(page.getByTestId('hidden-characters')).toContainText('U+202E RIGHT-TO-LEFT OVERRIDE');

  await box(page).fill('x'.repeat(2000));
  await open.click();
  await expect(page.getByText(/is not an identifier this box knows/).locator('bdi')).toHaveText(
    `${'x'.repeat(80)}…`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await box(page).fill('1234-567-89');
  await open.click();
  await expect(page.getByText(/Not an NDC layout/)).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/');
});

test('digits can be read as another kind: as a source code the box asks which source', async () => {
  const page = shared();
  const shell = new Shell(page);
  await shell.open('/');
  await box(page).fill('29046');
  await expect(reading(page)).toHaveText('29046 looks like an RxNorm concept identifier (RXCUI)');
  await page.getByRole('combobox', { name: 'Read as' }).selectOption({ label: 'Source code' });
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText(/Which source\? Write it as SAB:code/)).toBeVisible();
  await expect(page).toHaveURL('/');
});
