import { expect, test } from '@playwright/test';
import { DrugConcept } from './pages/DrugConcept.ts';
import { DrugLookup } from './pages/DrugLookup.ts';
import { pagePerFile } from './page-per-file.ts';

// Copy buttons are read back from the clipboard: the file's one page may use it.
const sharedPage = pagePerFile({ permissions: ['clipboard-read', 'clipboard-write'] });

test('lisinopril → a clinical drug → its NDCs, with the tab in the URL', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open();
  await lookup.typeForSuggestions('lisi');
  await expect(page.getByRole('option', { name: 'lisinopril', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'lisinopril', exact: true }).click();
  await expect(lookup.nameBox).toHaveValue('lisinopril');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/drugs\?name=lisinopril$/);

  await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toContainText('lisinopril');
  await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toContainText('IN');
  const scd = lookup.productResults.getByRole('region', { name: 'Clinical drug (SCD)' });
  await expect(scd.getByRole('link', { name: 'lisinopril 10 MG Oral Tablet', exact: true })).toBeVisible();
  await expect(lookup.productResults.getByRole('region', { name: 'Branded drug (SBD)' })).toContainText(
    '[Zestril]',
  );
  await scd.getByRole('link', { name: 'lisinopril 10 MG Oral Tablet', exact: true }).click();

  const concept = new DrugConcept(page);
  await expect(page).toHaveURL(/\/drugs\/314076$/);
  await concept.expectLoaded('lisinopril 10 MG Oral Tablet');
  await expect(concept.property('Term type')).toHaveText('Clinical drug (SCD)');
  await expect(concept.property('Language')).toHaveText('ENG — English');
  await expect(concept.property('Suppress')).toHaveText('N — not suppressed');
  await expect(
    concept.panel('Ingredients').getByRole('link', { name: 'lisinopril', exact: true }),
  ).toBeVisible();
  await expect(concept.panel('Brand names')).toContainText('Zestril');
  await expect(concept.panel('Clinical drugs')).toContainText('lisinopril 10 MG Oral Tablet (this concept)');
  await expect(concept.panel('Dose forms')).toContainText('Oral Tablet');
  await expect(page.getByRole('link', { name: 'RXNORM source code 314076' })).toHaveAttribute(
    'href',
    '/sources/RXNORM/314076',
  );
  await expect(concept.property('UMLS CUI').getByRole('link')).toHaveAttribute(
    'href',
    /^\/concepts\/C\d{7}$/,
  );

  await concept.tab('NDCs').click();
  await expect(page).toHaveURL(/\/drugs\/314076\?tab=ndcs$/);
  const ndcs = page.getByTestId('ndc-table');
  await expect(ndcs.getByRole('link', { name: '00093111310' })).toBeVisible();
  await expect(ndcs).toContainText('00093-1113-10');
  await page.getByRole('button', { name: 'Copy NDC 00093111310' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('00093111310');

  // The tab survives a reload.
  await page.reload();
  await expect(concept.tab('NDCs')).toHaveAttribute('aria-selected', 'true');
  await expect(ndcs.getByRole('link', { name: '00093111310' })).toBeVisible();
});

test('an NDC in any documented form → its drug', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open();
  await lookup.searchId('NDC', '0093-1113-10');
  await expect(page).toHaveURL(/by=id&idType=NDC&id=0093-1113-10/);
  await expect(lookup.idResults().getByRole('row', { name: /314076/ })).toContainText(
    'lisinopril 10 MG Oral Tablet',
  );

  // CMS 11-digit with the 3-part call (all sources), straight from a shared link.
  await lookup.open('?by=id&idType=NDC&id=00093111310&scope=current');
  await expect(lookup.idResults().getByRole('row', { name: /314076/ })).toContainText(
    'lisinopril 10 MG Oral Tablet',
  );
  await lookup.idResults().getByRole('link', { name: 'lisinopril 10 MG Oral Tablet' }).click();
  await new DrugConcept(page).expectLoaded('lisinopril 10 MG Oral Tablet');

  // An NDC with asterisks is not a form the service knows.
  await lookup.open('?by=id&idType=NDC&id=0093-1113-**');
  await expect(lookup.idResults()).toContainText('No concept has this identifier');
});

test('two ingredients → the brands that contain both', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open();
  await lookup.tab('Brands by ingredients').click();
  await lookup.addIngredient('loratadine');
  await lookup.addIngredient('pseudoephedrine');
  await expect(page.getByRole('listitem').filter({ hasText: 'loratadine' })).toBeVisible();
  await page.getByRole('button', { name: 'Find brands' }).click();
  await expect(page).toHaveURL(/by=brands&ingredient=loratadine&ingredient=pseudoephedrine$/);
  const brands = lookup.brandResults();
  await expect(brands.getByRole('link', { name: 'Wal-itin D' })).toBeVisible();
  await expect(brands.getByRole('link', { name: 'Allerclear' })).toBeVisible();
  await expect(brands.getByRole('row').filter({ hasText: 'Wal-itin D' })).toContainText('BN');

  // A name that is not an ingredient is said plainly, and no brand call is made for it.
  await lookup.open('?by=brands&ingredient=loratadine&ingredient=notadrug');
  await expect(brands.getByRole('alert')).toContainText('“notadrug”');
});

test('ingredients can be picked with the keyboard alone', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open('?by=brands');
  const box = page.getByRole('combobox', { name: 'Ingredient' });
  await box.focus();
  await page.keyboard.type('lorat');
  await expect(page.getByRole('option', { name: 'loratadine', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove loratadine' })).toBeVisible();
  await expect(box).toHaveValue('');
  await page.keyboard.type('pseudoephedrine');
  await page.keyboard.press('Escape');
  // Enter on a name that is typed but not yet added counts it in.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/ingredient=loratadine&ingredient=pseudoephedrine$/);
  await expect(lookup.brandResults().getByRole('link', { name: 'Claritin-D' })).toBeVisible();
});

test('a misspelling → a suggestion → results', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open();
  await lookup.searchName('lisinoprill');
  await expect(lookup.exactResults).toContainText('No concept has exactly this name.');
  const suggestion = lookup.exactResults.getByRole('link', { name: 'lisinopril', exact: true });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/drugs\?name=lisinopril$/);
  await expect(lookup.nameBox).toHaveValue('lisinopril');
  await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible();
});

test('advanced name search sends sources and the all-sources flag, and keeps them in the URL', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open('?name=Zestril&adv=1&source=RXNORM&allsrc=1');
  await expect(page.getByRole('switch', { name: /Advanced search/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /All sources/ })).toBeChecked();
  await expect(lookup.exactResults).toContainText('all sources flag 1, sources RXNORM');
  await expect(lookup.exactResults.getByRole('row', { name: /Zestril/ })).toContainText('BN');
  await lookup.open('?name=Zestril&adv=1&source=VANDF&allsrc=1');
  await expect(lookup.exactResults).toContainText('No concept has this name in the picked sources.');
});

test('related by relationship and by term type, picked from the service menus, live in the URL', async () => {
  const page = sharedPage();
  const concept = new DrugConcept(page);
  await concept.open('314076', '?tab=relationship&rela=has_dose_form');
  await expect(
    page.getByRole('region', { name: 'Dose form (DF)' }).getByRole('link', { name: 'Oral Tablet' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Branded drug (SBD)' })).toHaveCount(0);

  await concept.tab('By term type').click();
  await expect(page).toHaveURL(/tab=termtype&rela=has_dose_form$/);
  await page.getByRole('combobox', { name: 'Term types' }).click();
  await page.getByRole('option', { name: 'SBD — Branded drug' }).click();
  await expect(page).toHaveURL(/tty=SBD/);
  await expect(page.getByRole('region', { name: 'Branded drug (SBD)' })).toContainText('[Prinivil]');
});

test('proprietary information goes with a service ticket and says what it shows', async () => {
  const page = sharedPage();
  const concept = new DrugConcept(page);
  await concept.open('29046', '?tab=proprietary');
  await expect(page.getByTestId('proprietary-scope')).toContainText('Licensed request');
  await expect(page.getByTestId('proprietary-table')).toContainText('RXNORM');
});

test('an unknown or malformed RXCUI is a clear not-found inside the shell', async () => {
  const page = sharedPage();
  const concept = new DrugConcept(page);
  await concept.open('999999999');
  await expect(page.getByRole('alert')).toContainText('No active RxNorm concept has the RXCUI 999999999.');
  await expect(page.getByRole('textbox', { name: 'Search the Metathesaurus' })).toBeVisible();
  await concept.open('abc');
  await expect(page.getByRole('alert')).toContainText('is not an RXCUI');
});

test('the footer shows the drug vocabulary and meta versions', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open();
  await expect(lookup.versions).toHaveText(/^RxNorm \S+ · UMLS \S+$/);
});

test('?release= rides along on every link the drug pages build', async () => {
  const page = sharedPage();
  const concept = new DrugConcept(page);
  await concept.open('314076', '?release=2025AB');
  await expect(page.getByRole('link', { name: 'RXNORM source code 314076' })).toHaveAttribute(
    'href',
    '/sources/RXNORM/314076?release=2025AB',
  );
  await expect(
    concept.panel('Ingredients').getByRole('link', { name: 'lisinopril', exact: true }),
  ).toHaveAttribute('href', '/drugs/29046?release=2025AB');
  await concept.tab('NDCs').click();
  await expect(page).toHaveURL(/\/drugs\/314076\?release=2025AB&tab=ndcs$/);
});
