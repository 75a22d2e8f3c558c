import { expect, test } from '@playwright/test';
import { DrugLookup } from './pages/DrugLookup.ts';
import { pagePerFile } from './page-per-file.ts';

// Each test loads its own route: one page for the file (page-per-file.ts), not a renderer per test.
const shared = pagePerFile();

/** QA findings on /drugs: tab switches, ingredient chips, hostile and odd input. */

test('each tab keeps its own search when switching tabs, by mouse, keyboard, reload and Back', async () => {
  const page = shared();
  const lookup = new DrugLookup(page);
  await lookup.open('?name=lisinopril');
  await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible();

  await lookup.tab('By identifier').click();
  await expect(page).toHaveURL(/\/drugs\?by=id&name=lisinopril&idType=NDC$/);
  await page.getByRole('textbox', { name: 'Identifier', exact: true }).fill('00093111310');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(/\/drugs\?by=id&name=lisinopril&idType=NDC&id=00093111310$/);
  await expect(lookup.idResults().getByRole('row', { name: /314076/ })).toBeVisible();

  await lookup.tab('By name').click();
  await expect(page).toHaveURL(/\/drugs\?name=lisinopril&idType=NDC&id=00093111310$/);
  await expect(lookup.nameBox).toHaveValue('lisinopril');
  await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible();

  // Arrow keys move between tabs the same way.
  await lookup.tab('By name').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/by=id&name=lisinopril/);
  await expect(page.getByRole('textbox', { name: 'Identifier', exact: true })).toHaveValue('00093111310');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/drugs\?name=lisinopril&/);
  await expect(lookup.nameBox).toHaveValue('lisinopril');

  // Typed but not yet searched text survives a tab switch too.
  await lookup.nameBox.fill('aspirin');
  await lookup.nameBox.press('Escape');
  await lookup.tab('Brands by ingredients').click();
  await lookup.tab('By name').click();
  await expect(lookup.nameBox).toHaveValue('aspirin');

  // Back walks the tab switches, and a reload brings the same tab and search.
  await page.goBack();
  await expect(lookup.tab('Brands by ingredients')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(lookup.tab('By name')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(lookup.tab('By identifier')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(lookup.tab('By identifier')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Identifier', exact: true })).toHaveValue('00093111310');
  await lookup.tab('By name').click();
  await expect(lookup.nameBox).toHaveValue('lisinopril');
});

test('removing ingredient chips updates the URL and the results, and keeps the focus in the form', async () => {
  const page = shared();
  const lookup = new DrugLookup(page);
  await lookup.open('?by=brands&ingredient=lisinopril&ingredient=hydrochlorothiazide');
  await expect(lookup.brandResults().getByRole('link', { name: 'Zestoretic' })).toBeVisible();

  // Keyboard removal of the first chip: the focus goes to the next chip.
  await page.getByRole('button', { name: 'Remove lisinopril' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/drugs\?by=brands&ingredient=hydrochlorothiazide$/);
  await expect(page.getByRole('button', { name: 'Remove hydrochlorothiazide' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Ingredients' })).not.toContainText('lisinopril');

  // The last chip: the focus goes to the Ingredient box and the results go away.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/drugs\?by=brands$/);
  await expect(page.getByRole('combobox', { name: 'Ingredient' })).toBeFocused();
  await expect(page.getByText('No ingredients picked yet.')).toBeVisible();
  await expect(lookup.brandResults()).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('No ingredients picked yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});

test('a very long ingredient name is cut short in its chip, whose remove button still works', async () => {
  const page = shared();
  const long = 'x'.repeat(3000);
  const lookup = new DrugLookup(page);
  await lookup.open(`?by=brands&ingredient=${long}`);
  const remove = page.getByRole('button', { name: `Remove ${'x'.repeat(80)}…` });
  await expect(remove).toBeInViewport();
  await expect(page.getByRole('listitem').filter({ has: remove }).locator(`[title="${long}"]`)).toBeVisible();
  // The Ingredients list shows it short as well, with the whole name on hover.
  const listed = page.getByRole('region', { name: 'Ingredients' }).locator(`[title="${long}"]`);
  await expect(listed).toHaveText(`${'x'.repeat(80)}…`);
  await remove.click();
  await expect(page).toHaveURL(/\/drugs\?by=brands$/);
});

test('an ingredient is picked once whatever its case, from the box and from the URL', async () => {
  const page = shared();
  const lookup = new DrugLookup(page);
  await lookup.open('?by=brands');
  await lookup.addIngredient('lisinopril');
  const box = page.getByRole('combobox', { name: 'Ingredient' });
  await box.fill('Lisinopril');
  await box.press('Escape');
  await page.getByRole('button', { name: 'Find brands' }).click();
  await expect(page).toHaveURL(/\/drugs\?by=brands&ingredient=lisinopril$/);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);

  await lookup.open('?by=brands&ingredient=lisinopril&ingredient=Lisinopril');
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveCount(1);
});

test('a character that cannot be sent is reported at the field, without a call or a Retry', async ({
  page,
}) => {
  // Its own page: the request listener below would stay on a shared one.
  const lookup = new DrugLookup(page);
  let soapCalls = 0;
  await lookup.open();
  await lookup.settle();
  // Only the searches count: a page load asks for its menus and versions.
  page.on('request', (r) => {
    if (/findRxcuiBy|getDrugs|getSpellingSuggestions/.test(r.postData() ?? '')) soapCalls += 1;
  });
  await lookup.nameBox.fill('lisin\u0000opril');
  await lookup.nameBox.press('Escape');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByText("Drug name contains a character that can't be sent (U+0000 at position 6)."),
  ).toBeVisible();
  await expect(lookup.nameBox).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(lookup.exactResults).toHaveCount(0);
  await expect(page).toHaveURL(/\/drugs$/);

  // The same from a link, for the identifier.
  await lookup.open('?by=id&idType=NDC&id=lisinopril%EF%BF%BF');
  await expect(
    page.getByText("Identifier contains a character that can't be sent (U+FFFF at position 11)."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(lookup.idResults()).toHaveCount(0);
  expect(soapCalls).toBe(0);
});

test('headings cut long names short, and a name of only spaces is no search', async () => {
  const page = shared();
  const long = 'a'.repeat(10_000);
  const lookup = new DrugLookup(page);
  await lookup.open(`?name=${long}`);
  const short = `“${'a'.repeat(80)}…”`;
  await expect(page.getByRole('heading', { level: 2, name: `Concepts named ${short}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Drug products for ${short}` })).toBeVisible();
  await expect(
    lookup.exactResults.getByRole('heading', { level: 2 }).locator(`[title="${long}"]`),
  ).toHaveCount(1);

  await lookup.open('?name=%20%20');
  await expect(lookup.nameBox).toHaveValue('');
  await expect(lookup.exactResults).toHaveCount(0);
  await expect(lookup.productResults).toHaveCount(0);
});

test('an unknown identifier type is said plainly and not offered as a type', async () => {
  const page = shared();
  const lookup = new DrugLookup(page);
  await lookup.open('?by=id&idType=bogus&id=1');
  await expect(lookup.idResults().getByRole('alert')).toContainText(
    'The identifier type “bogus” is unknown to the drug service.',
  );
  await expect(lookup.idResults()).not.toContainText('No concept has this identifier');
  await page.getByRole('combobox', { name: 'Identifier type' }).click();
  await expect(page.getByRole('option', { name: 'NDC', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'bogus' })).toHaveCount(0);
});

test('advanced search with no match in the picked sources does not suggest the same word', async () => {
  const page = shared();
  const lookup = new DrugLookup(page);
  await lookup.open('?name=lisinopril&adv=1&source=SNOMEDCT&allsrc=1');
  await expect(lookup.exactResults).toContainText('No concept has this name in the picked sources.');
  await expect(page.getByTestId('spelling')).toContainText(
    /No spelling suggestions either|Names spelled like/,
  );
  await expect(lookup.exactResults.getByRole('link', { name: 'lisinopril', exact: true })).toHaveCount(0);
});

test('the NDC tab of an ingredient names its term type with the right article', async () => {
  const page = shared();
  await page.goto('/drugs/29046?tab=ndcs');
  await expect(page.getByText('this concept is an IN.')).toBeVisible();
});

test('the identifier form does not move when the identifier types arrive', async ({ page }) => {
  // The types came in under a "Loading the types…" line that then went away: the row moved up
  // under the pointer, and a click on Find as the types landed missed the button (a CI flake).
  let letTypesThrough = () => {};
  const typesHeld = new Promise<void>((r) => (letTypesThrough = r));
  await page.route('**/rxnorm/**', async (route) => {
    if ((route.request().postData() ?? '').includes('getIdTypes')) await typesHeld;
    await route.continue();
  });
  const lookup = new DrugLookup(page);
  await lookup.open('?by=id');
  const find = page.getByRole('button', { name: 'Find', exact: true });
  const typeBox = page.getByRole('combobox', { name: 'Identifier type' });
  await expect(find).toBeVisible();
  await expect(typeBox).toHaveAccessibleDescription('Loading the types…');
  const before = await find.boundingBox();
  letTypesThrough();
  await expect(typeBox).toHaveAccessibleDescription(/^\d+ types from the drug service$/);
  expect(await find.boundingBox()).toEqual(before);
});
