import { expect, test } from '@playwright/test';
import { BASKET_DB } from '../src/lib/basket/backend.ts';
import { JOURNAL_STORAGE } from '../src/lib/basket/journal.ts';
import { BasketPage } from './pages/BasketPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Demo data: concept C0027051 "Myocardial Infarction", ICD-10-CM I26 "Pulmonary embolism",
// GO atom A93104618 (code GO:0032991; GO has no FHIR system URI), RxNorm 314076 (a lisinopril
// tablet), and the search for "myocardial infarction".

test('codes collected on four pages survive a reload and export as a valid FHIR ValueSet', async () => {
  const page = sharedPage();
  // Six page loads and two downloads: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const basket = new BasketPage(page);

  await page.goto('/concepts/C0027051');
  await basket.addButton('UMLS C0027051').click();
  await expect(basket.count).toHaveText('1');
  // A second press on the same page takes it out again; a third puts it back (one entry).
  await expect(page.getByRole('button', { name: 'Remove UMLS C0027051 from the basket' })).toBeVisible();

  await page.goto('/sources/ICD10CM/I26');
  await basket.addButton('ICD10CM I26').click();
  await page.goto('/atoms/A93104618');
  // The atom's own button comes first; its hierarchy tree below has one per row.
  await basket
    .addButton(/^Add GO /)
    .first()
    .click();
  await page.goto('/drugs/314076');
  await basket.addButton('RXNORM 314076').click();
  await expect(basket.count).toHaveText('4');

  // The same code from a search row is the same entry.
  await page.goto('/search?string=myocardial+infarction');
  await expect(page.getByRole('button', { name: 'Remove UMLS C0027051 from the basket' })).toBeVisible();
  await expect(basket.count).toHaveText('4');

  await page.reload();
  await expect(basket.count).toHaveText('4');
  await basket.open();
  await expect(page.getByTestId('basket-summary')).toHaveText('4 codes in 4 systems');
  await expect(basket.group('ICD10CM')).toContainText('Pulmonary embolism');
  await expect(basket.group('RXNORM')).toContainText('314076');
  await expect(basket.group('UMLS')).toContainText('C0027051');
  await expect(page.getByTestId('fhir-omitted')).toContainText('GO (1)');

  await page.getByLabel('Value set name').fill('Cardio review');
  const { file, text } = await basket.download('Export FHIR ValueSet');
  expect(file.suggestedFilename()).toMatch(/^Cardio-review-valueset-.+\.json$/);
  const vs = JSON.parse(text);
  expect(vs).toMatchObject({
    resourceType: 'ValueSet',
    status: 'draft',
    name: 'CardioReview',
    title: 'Cardio review',
  });
  const systems = Object.fromEntries(
    vs.compose.include.map((i: { system: string; concept: { code: string }[] }) => [
      i.system,
      i.concept.map((c) => c.code),
    ]),
  );
  expect(systems).toEqual({
    'http://terminology.hl7.org/CodeSystem/umls': ['C0027051'],
    'http://hl7.org/fhir/sid/icd-10-cm': ['I26'],
    'http://www.nlm.nih.gov/research/umls/rxnorm': ['314076'],
  });
  expect(text).not.toContain('GO:');
  expect(vs.purpose).toMatch(/retired/);

  const csv = await basket.download('Export CSV');
  expect(csv.text.split('\r\n')[0]).toContain('System,Code,Display');
  expect(csv.text).toContain('GO,GO:0032991');
});

test('a press whose write the page load cut off is stored by the next page', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  await page.goto('/sources/ICD10CM/I26');
  await expect(basket.count).toHaveText('0');
  // A busy disk, made certain: another page of the app holds the basket's store in a write of
  // its own, so the press's write waits, and the reload that follows at once cuts it off.
  const holder = await page.context().newPage();
  await holder.goto(new URL('/bff/config.json', page.url()).href);
  await holder.evaluate(
    (db) =>
      new Promise<void>((held) => {
        const open = indexedDB.open(db, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('basket');
        open.onsuccess = () => {
          const store = open.result.transaction('basket', 'readwrite').objectStore('basket');
          const w = window as unknown as { releaseBasket?: boolean };
          const spin = () => {
            store.get('basket').onsuccess = () => (w.releaseBasket ? undefined : spin());
          };
          spin();
          held();
        };
      }),
    BASKET_DB,
  );
  await basket.addButton('ICD10CM I26').click();
  await page.reload();
  await holder.evaluate(() => ((window as unknown as { releaseBasket?: boolean }).releaseBasket = true));
  await expect(basket.count).toHaveText('1');
  await holder.close();
  await basket.open();
  await expect(basket.group('ICD10CM')).toContainText('Pulmonary embolism');
  // Stored, not only shown: once the journal is empty (the write has landed), a page that
  // starts with no journal reads it from the database.
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), JOURNAL_STORAGE)).toBeNull();
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(basket.group('ICD10CM')).toContainText('Pulmonary embolism');
});

test('remove, undo and clear', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  await page.goto('/sources/ICD10CM/I26');
  await basket.addButton('ICD10CM I26').click();
  await page.goto('/concepts/C0027051');
  await basket.addButton('UMLS C0027051').click();
  await basket.open();
  await page.getByRole('button', { name: 'Remove ICD10CM I26' }).click();
  await expect(basket.count).toHaveText('1');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(basket.count).toHaveText('2');
  await expect(basket.group('ICD10CM')).toBeVisible();
  await page.getByRole('button', { name: 'Clear basket' }).click();
  await expect(basket.count).toHaveText('0');
  await expect(page.getByText('The basket is empty.')).toBeVisible();
});

test('two tabs add to one basket without overwriting each other', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/basket');
  await b.goto('/sources/ICD10CM/I26');
  await new BasketPage(b).addButton('ICD10CM I26').click();
  await a.goto('/concepts/C0027051');
  await new BasketPage(a).addButton('UMLS C0027051').click();
  await expect(new BasketPage(a).count).toHaveText('2');
  await expect(new BasketPage(b).count).toHaveText('2');
});

test('recently viewed: concept, code and drug pages on the home page and in the header menu, cleared', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/concepts/C0027051');
  await expect(page.getByTestId('concept-cui')).toHaveText('C0027051');
  await page.goto('/sources/ICD10CM/I26');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pulmonary embolism');
  await page.goto('/drugs/314076');
  // The name, not the blank skeleton line of the heading nor the "RXCUI …" fallback.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(?!RXCUI )\S/);
  const drugName = await page.getByRole('heading', { level: 1 }).innerText();
  // Pages that found nothing are not kept: an unknown concept, code and drug.
  for (const [path, says] of [
    ['/concepts/C0000000', /not found|no concept/i],
    ['/sources/MSH/NOPE', /not found|no code/i],
    ['/drugs/99999999', /not found|no (drug|concept)/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText(says);
  }

  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link')).toHaveText([
    `${drugName} (RXCUI 314076)`,
    'Pulmonary embolism (ICD10CM I26)',
    'Myocardial Infarction (C0027051)',
  ]);
  await page.getByRole('button', { name: /^Recently viewed/ }).click();
  await page.getByRole('menuitem', { name: 'Pulmonary embolism' }).click();
  await expect(page).toHaveURL('/sources/ICD10CM/I26');

  // Session storage: a new tab of the same browser starts with an empty trail.
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Terminology Browser', level: 1 })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Recently viewed/ }).click();
  await page.getByRole('menuitem', { name: 'Clear recently viewed' }).click();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
});

test('a share link restores the basket in a fresh browser; a tampered one is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const basket = new BasketPage(page);
  await page.goto('/sources/ICD10CM/I26');
  await basket.addButton('ICD10CM I26').click();
  await page.goto('/drugs/314076');
  await basket.addButton('RXNORM 314076').click();
  await basket.open();
  await page.getByLabel('Value set name').fill('For Sam');
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/basket#share=[A-Za-z0-9_-]+$`));
  // Codes travel compressed: not readable in the link, and no key or query parameter.
  expect(link).not.toContain('I26');
  expect(link).not.toContain('?');

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(link);
  const theirs = new BasketPage(other);
  await expect(theirs.count).toHaveText('2');
  await expect(other.getByLabel('Value set name')).toHaveValue('For Sam');
  await expect(theirs.group('ICD10CM')).toContainText('Pulmonary embolism');
  // The fragment is dropped once read, so a reload does not ask again.
  await expect(other).toHaveURL(`${baseURL}/basket`);

  // A non-empty basket is not replaced without asking.
  await other.getByRole('button', { name: 'Remove ICD10CM I26' }).click();
  await other.goto(link);
  await expect(other.getByRole('alertdialog')).toContainText('The shared link holds 2 codes');
  await expect(theirs.count).toHaveText('1');
  await other.getByRole('button', { name: 'Replace my basket' }).click();
  await expect(theirs.count).toHaveText('2');

  // One character changed: refused with the reason, the basket untouched.
  const token = link.split('#share=')[1] ?? '';
  const mid = Math.floor(token.length / 2);
  const tampered = token.slice(0, mid) + (token[mid] === 'A' ? 'B' : 'A') + token.slice(mid + 1);
  await other.goto(`/basket#share=${tampered}`);
  await expect(other.getByRole('alert', { name: 'Not done' })).toContainText(
    'The shared link was not opened',
  );
  await expect(other.getByRole('alert', { name: 'Not done' })).toContainText('Your basket is unchanged');
  await expect(theirs.count).toHaveText('2');
  await fresh.close();
});

test('import: the exported ValueSet and CSV come back in; a bad file is refused with the reason', async () => {
  const page = sharedPage();
  test.setTimeout(90_000);
  const basket = new BasketPage(page);
  await page.goto('/sources/ICD10CM/I26');
  await basket.addButton('ICD10CM I26').click();
  await page.goto('/concepts/C0027051');
  await basket.addButton('UMLS C0027051').click();
  await basket.open();
  const vs = await basket.download('Export FHIR ValueSet');
  const csv = await basket.download('Export CSV');
  await page.getByRole('button', { name: 'Clear basket' }).click();
  await expect(basket.count).toHaveText('0');

  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'vs.json', mimeType: 'application/json', buffer: Buffer.from(vs.text) });
  await expect(basket.count).toHaveText('2');
  await expect(basket.group('UMLS')).toContainText('Myocardial Infarction');

  await page.getByRole('button', { name: 'Clear basket' }).click();
  await input.setInputFiles({ name: 'codes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.text) });
  await expect(basket.count).toHaveText('2');
  await expect(basket.group('ICD10CM')).toContainText('2025AB');

  // Every system unknown: nothing to import (a file with some known systems imports those).
  const bad = JSON.parse(vs.text);
  for (const inc of bad.compose.include) inc.system = 'http://example.org/made-up';
  delete bad.expansion;
  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  await expect(page.getByRole('alert', { name: 'Not done' })).toContainText('bad.json was not imported');
  await expect(page.getByRole('alert', { name: 'Not done' })).toContainText(
    'http://example.org/made-up (1 item), a code system this app does not read',
  );
  await expect(basket.count).toHaveText('2');
});

test('bridge: a drug page links to its UMLS concept, and that concept back to the drug', async () => {
  const page = sharedPage();
  // RXCUI 314076 "lisinopril 10 MG Oral Tablet" is the RxNorm atom of the demo concept C9912765.
  await page.goto('/drugs/314076');
  const umls = page.getByTestId('umls-concepts');
  await umls.getByRole('link', { name: /C9912765/ }).click();
  await expect(page).toHaveURL('/concepts/C9912765');
  await page.getByRole('link', { name: 'Drug details for RXCUI 314076' }).click();
  await expect(page).toHaveURL(/^[^?]*\/drugs\/314076/);
});
