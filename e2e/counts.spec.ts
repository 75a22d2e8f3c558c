import { expect } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

// The header counts 3 atoms, the table shows 2; say why, and offer to show them.

test('the atoms tab says how many atoms the filters hide, and "show" shows them', async ({ page }) => {
  await new Shell(page).open('/concepts/C9394877');
  await expect(page.getByText('Atoms: 3')).toBeVisible();
  const table = page.getByRole('table', { name: 'Atoms of C9394877' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const note = page.getByTestId('hidden-rows');
  await expect(note).toHaveText('2 shown, 1 obsolete or suppressible hidden — show');
  await note.getByRole('button', { name: 'show' }).click();
  await expect(page).toHaveURL(/includeSuppressible=true/);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(note).toHaveCount(0);
});

// The demo data has no obsolete or suppressible relations; the real service hides them by
// default while the header's relationCount counts them. Stand in for it: the default
// (filtered) answer leaves out one relation, as the real service would.
test('the relations tab says how many relations the default filters hide, and "show" shows them', async ({
  page,
}) => {
  await page.route('**/uts/rest/content/*/CUI/C0027051/relations**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch();
    if (url.searchParams.get('includeObsolete') === 'true') return route.fulfill({ response });
    const body = (await response.json()) as { result: unknown[] };
    body.result = body.result.slice(1);
    return route.fulfill({ response, json: body });
  });
  await new Shell(page).open('/concepts/C0027051?tab=relations');
  await expect(page.getByText('Relations: 15')).toBeVisible();
  const table = page.getByRole('table', { name: 'Relations' });
  await expect(table.locator('tbody tr')).toHaveCount(14);
  const note = page.getByTestId('hidden-rows');
  await expect(note).toHaveText('14 shown, 1 obsolete or suppressible hidden — show');
  await note.getByRole('button', { name: 'show' }).click();
  await expect(page).toHaveURL(/relObsolete=true/);
  await expect(page).toHaveURL(/relSuppressible=true/);
  await expect(table.locator('tbody tr')).toHaveCount(15);
  await expect(note).toHaveCount(0);
});
