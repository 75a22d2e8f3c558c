import { expect, test } from '@playwright/test';
import { BatchPage } from './pages/BatchPage.ts';

const EMULATOR = `http://127.0.0.1:${Number(process.env.E2E_EMULATOR_PORT) || 8788}`;
const DEMO_KEY = 'demo-0000-emulator-key';

test('the result table pages 25/50/100/200 rows; size and page live in the URL, the lines do not', async ({
  page,
  request,
}) => {
  // Two runs of 60 lines at the services' pace (20 requests a second, each line a concept
  // read): 6 s of calls each at best, beside page loads; twice that and more on a busy
  // machine (npm run test:stress ran out of the default 30 s on both tries).
  test.setTimeout(90_000);
  // 60 CUIs of the demo data: one quick call each.
  const res = await request.get(
    `${EMULATOR}/rest/search/current?string=syndrome&pageSize=60&apiKey=${DEMO_KEY}`,
  );
  const cuis = ((await res.json()) as { result: { results: Array<{ ui: string }> } }).result.results.map(
    (r) => r.ui,
  );
  expect(cuis).toHaveLength(60);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(cuis);
  await batch.resolve.click();
  await batch.waitDone();
  const rows = batch.results.locator('tbody tr');
  const size = page.getByRole('combobox', { name: 'Rows per page' });
  await expect(size).toHaveValue('25');
  await expect(rows).toHaveCount(25);

  await size.selectOption('50');
  await expect(page).toHaveURL(/\/batch\?pageSize=50$/);
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/batch\?pageSize=50&page=2$/);
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(cuis[50]!);
  expect(page.url()).not.toContain(cuis[0]!);

  // A reload keeps the size and page; the lines come back from this tab's storage.
  await page.reload();
  await expect(batch.input).toHaveValue(cuis.join('\n'));
  await batch.resolve.click();
  await batch.waitDone();
  await expect(size).toHaveValue('50');
  await expect(rows).toHaveCount(10);

  await size.selectOption('200');
  await expect(page).toHaveURL(/\/batch\?pageSize=200$/);
  await expect(rows).toHaveCount(60);
});
