import { expect as baseExpect, test, type Page } from '@playwright/test';
import { Faults } from './pages/Faults.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Demo data: C0027051 has 15 relations (one page of 25), C0036220 has 42 atoms, "heart" finds
// about 134 hits, C0009806 is obsolete with one obsolete-and-suppressible atom.

// The machine these run on is shared and often loaded: give the first render of each page time.
const expect = baseExpect.configure({ timeout: 25_000 });
test.describe.configure({ timeout: 90_000 });

const pastEnd = (page: Page) => page.getByTestId('past-end');

test.describe('a page number past the end', () => {
  test('concept relations: says the page does not exist and links to the last page', async () => {
    const page = sharedPage();
    await page.goto('/concepts/C0027051?tab=relations&relPage=99');
    await expect(pastEnd(page)).toHaveText("Page 99 doesn't exist — there is only 1 page. Go to page 1");
    await expect(page.getByText('No relations match these filters.')).toHaveCount(0);
    await pastEnd(page).getByRole('link', { name: 'Go to page 1' }).click();
    await expect(page).toHaveURL('/concepts/C0027051?tab=relations');
    await expect(page.getByRole('table', { name: 'Relations' }).locator('tbody tr')).toHaveCount(15);
  });

  test('concept atoms: names the page count and the link opens the last page', async () => {
    const page = sharedPage();
    await page.goto('/concepts/C0036220?tab=atoms&atomPage=9');
    await expect(pastEnd(page)).toContainText("Page 9 doesn't exist — there are 2 pages.");
    await expect(page.getByText('This concept has no atoms')).toHaveCount(0);
    await pastEnd(page).getByRole('link', { name: 'Go to the last page (2)' }).click();
    await expect(page).toHaveURL('/concepts/C0036220?tab=atoms&atomPage=2');
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByRole('table', { name: /Atoms/ }).locator('tbody tr')).not.toHaveCount(0);
  });

  test('search: past the last page, the way back is the last page', async () => {
    const page = sharedPage();
    await page.goto('/search?string=heart');
    const range = await page.getByTestId('result-range').textContent();
    const total = Number(/of (\d+)/.exec(range ?? '')?.[1]);
    expect(total).toBeGreaterThan(25);
    const last = Math.ceil(total / 25);
    await page.goto('/search?string=heart&pageNumber=99');
    await expect(pastEnd(page)).toContainText(`Page 99 doesn't exist — there are ${last} pages.`);
    await expect(page.getByText(/No more results/)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Search results' })).toHaveCount(0);
    await pastEnd(page)
      .getByRole('link', { name: `Go to the last page (${last})` })
      .click();
    await expect(page).toHaveURL(`/search?string=heart&pageNumber=${last}`);
    await expect(page.getByTestId('result-range')).toContainText(`–${total} of ${total}`);
  });

  test('crosswalk: a page past the end links back', async () => {
    const page = sharedPage();
    await page.goto('/crosswalk/MSH/D009203?page=999');
    await expect(pastEnd(page)).toContainText("Page 999 doesn't exist");
    await expect(page.getByText(/No codes .* share this code/)).toHaveCount(0);
    await pastEnd(page).getByRole('link').click();
    await expect(page).toHaveURL('/crosswalk/MSH/D009203');
    await expect(page.getByTestId('crosswalk-table').locator('tbody tr')).not.toHaveCount(0);
  });

  test('source code relations: a page past the end links back to page 1', async () => {
    const page = sharedPage();
    await page.goto('/sources/MSH/D017202?tab=relations&page=2');
    await expect(pastEnd(page)).toContainText("Page 2 doesn't exist");
    await expect(page.getByText('No relations asserted for this code.')).toHaveCount(0);
    await pastEnd(page).getByRole('link', { name: 'Go to page 1' }).click();
    await expect(page).toHaveURL('/sources/MSH/D017202?tab=relations');
    await expect(pastEnd(page)).toHaveCount(0);
  });
});

test('search pager says Page N of M and goes to the last page and back to the first', async () => {
  const page = sharedPage();
  await page.goto('/search?string=heart');
  const total = Number(/of (\d+)/.exec((await page.getByTestId('result-range').textContent()) ?? '')?.[1]);
  const last = Math.ceil(total / 25);
  const pager = page.getByRole('navigation', { name: 'Result pages (top)' });
  await expect(pager).toContainText(`Page 1 of ${last}`);
  await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(`/search?string=heart&pageNumber=${last}`);
  await expect(pager).toContainText(`Page ${last} of ${last}`);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(page).toHaveURL('/search?string=heart');
  await expect(pager).toContainText(`Page 1 of ${last}`);
});

test('obsolete concept: Obsolete alone says to turn on Suppressible too, and its button shows the atom', async () => {
  const page = sharedPage();
  await page.goto('/concepts/C0009806');
  await expect(page.getByTestId('count-atoms')).toHaveText('Atoms: 1');
  await page.getByRole('switch', { name: 'Obsolete' }).click();
  await expect(page.getByRole('switch', { name: 'Obsolete' })).toBeChecked();
  await expect(page).toHaveURL(/includeObsolete=true/);
  await expect(
    page.getByText('Obsolete atoms are also suppressible: turn on Suppressible too'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Turn on Suppressible' }).click();
  await expect(page).toHaveURL(/includeSuppressible=true/);
  await expect(page.getByRole('switch', { name: 'Suppressible' })).toBeChecked();
  await expect(page.getByRole('table', { name: /Atoms/ }).locator('tbody tr')).toHaveCount(1);
});

test('language filter: a 2-letter code is refused with a message and never applied; the box follows Back', async () => {
  const page = sharedPage();
  await page.goto('/concepts/C0036220');
  const language = page.getByRole('textbox', { name: 'Language' });
  const rows = page.getByRole('table', { name: /Atoms/ }).locator('tbody tr');
  await expect(rows).not.toHaveCount(0);

  await language.fill('en');
  await language.press('Enter');
  await expect(page.getByText(/“en” is not a 3-letter UMLS language code/)).toBeVisible();
  expect(page.url()).not.toContain('language=');

  // Kaposi sarcoma has no Spanish atoms in the demo data: the applied filter empties the list
  // (42 atoms unfiltered). Waiting for that text, not counting rows at once, because the
  // previous rows stay on screen while the filtered page loads.
  const noMatch = page.getByText('No atoms match these filters.');
  await language.fill('spa');
  await language.press('Enter');
  await expect(page).toHaveURL(/language=SPA/);
  await expect(language).toHaveValue('SPA');
  await expect(noMatch).toBeVisible();
  await expect(rows).toHaveCount(0);

  await page.goto('/concepts/C0036220?language=FRE');
  await expect(language).toHaveValue('FRE');
  await page.goBack();
  await expect(page).toHaveURL(/language=SPA/);
  await expect(language).toHaveValue('SPA');
  await expect(noMatch).toBeVisible();

  // An old link with a bad code shows it as not applied rather than as a filter in use.
  await page.goto('/concepts/C0036220?language=EN');
  await expect(language).toHaveValue('EN');
  await expect(page.getByText(/“EN” is not a 3-letter UMLS language code/)).toBeVisible();
});

test.describe('concept page failures', () => {
  test.afterEach(async ({ request }) => {
    await new Faults(request).clear();
  });

  test('a network failure shows one error panel, and its Retry brings back header and atoms', async ({
    page,
    request,
  }) => {
    const faults = new Faults(request);
    await faults.add({ match: '/rest/content', action: 'drop', times: 1000 });
    await page.goto('/concepts/C0027051');
    await expect(page.getByTestId('same-error')).toHaveText(
      'The atoms could not be loaded either, for the same reason shown above.',
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
    await page.getByRole('tab', { name: 'Definitions' }).click();
    await expect(page.getByTestId('same-error')).toHaveText(
      'The definitions could not be loaded either, for the same reason shown above.',
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
    // Back on Atoms (which asks again for what failed), still one panel, then the network returns.
    await page.getByRole('tab', { name: 'Atoms' }).click();
    await expect(page.getByTestId('same-error')).toContainText('The atoms could not be loaded either');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
    await faults.clear();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('concept-cui')).toHaveText('C0027051');
    await expect(page.getByRole('table', { name: /Atoms/ }).locator('tbody tr')).not.toHaveCount(0);
  });

  test('an atoms failure of its own still gets its own panel', async ({ page, request }) => {
    await new Faults(request).add({
      match: '/rest/content/current/CUI/C0027051/atoms',
      status: 500,
      times: 50,
    });
    await page.goto('/concepts/C0027051');
    await expect(page.getByTestId('concept-cui')).toHaveText('C0027051');
    await expect(page.getByTestId('same-error')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
  });
});
