import { expect, test, type Page } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// A term search that finds nothing offers corrections as links (never searched in the
// user's place): the drug service's spelling suggestions for a drug-like word, else the closest
// names of a partial search.

const results = (page: Page) => page.getByRole('table', { name: 'Search results' });

for (const [typo, fixed] of [
  ['lisinoprill', 'lisinopril'],
  ['metformn', 'metformin'],
  ['warfrin', 'warfarin'],
] as const) {
  test(`the misspelt drug word "${typo}" is offered "${fixed}", which searches it when clicked`, async () => {
    const page = sharedPage();
    const shell = new Shell(page);
    // The suggestion is the drug service's answer to getSpellingSuggestions.
    const spelling = page.waitForResponse(
      (r) =>
        r.url().endsWith('/rxnorm/soap') && (r.request().postData() ?? '').includes('getSpellingSuggestions'),
    );
    await shell.open(`/search?string=${typo}`);
    expect(await (await spelling).text()).toContain(`>${fixed}<`);
    await expect(page.getByTestId('no-results')).toBeVisible();
    const pick = page.getByTestId('did-you-mean').getByRole('link', { name: fixed, exact: true });
    await expect(pick).toBeVisible();
    // Offered only: the page still shows the search the user asked for.
    await expect(page).toHaveURL(`/search?string=${typo}`);
    await expect(shell.search).toHaveValue(typo);
    await pick.click();
    await expect(page).toHaveURL(`/search?string=${fixed}`);
    await expect(shell.search).toHaveValue(fixed);
    await expect(page.getByTestId('no-results')).toHaveCount(0);
    await expect(
      results(page)
        .getByRole('link', { name: new RegExp(`^${fixed}$`, 'i') })
        .first(),
    ).toBeVisible();
  });
}

test('"myocardial infarctoin" suggests "myocardial infarction" from a partial search, as a link', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/search?string=myocardial+infarctoin');
  const offer = page.getByTestId('did-you-mean');
  const pick = offer.getByRole('link', { name: /^myocardial infarction$/i });
  await expect(pick).toBeVisible();
  await expect(page).toHaveURL('/search?string=myocardial+infarctoin');
  await pick.click();
  await expect(page).toHaveURL(/\/search\?string=myocardial\+infarction$/i);
  await expect(
    results(page)
      .getByRole('link', { name: /^myocardial infarction$/i })
      .first(),
  ).toBeVisible();
});
