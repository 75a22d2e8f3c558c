import { expect, test } from '@playwright/test';
import { ExportMenu, readCsv } from './pages/Downloads.ts';

// The comparison exports as a matrix (CSV and JSON), naming the resolved release.

test('the comparison exports as a matrix: a row per thing, yes/no per concept, shared by all', async ({
  page,
}) => {
  await page.goto('/compare?ids=C0027051,C0155626');
  await expect(page.getByText('acute myocardial infarction').first()).toBeVisible();
  await expect(page.getByText('Myocardial Infarction').first()).toBeVisible();
  const menu = new ExportMenu(page, 'Export comparison');

  const csvFile = await menu.save('CSV, this page');
  expect(csvFile.name).toMatch(/^compare-C0027051-C0155626-2025AB-page-1-\d{8}-\d{4}\.csv$/);
  const csv = readCsv(csvFile.text);
  expect(csv[0]).toEqual(['List', 'Item', 'C0027051', 'C0155626', 'Shared by all']);
  const row = (item: string) => csv.find((r) => r[1] === item);
  expect(row('MSH')).toEqual(['Sources', 'MSH', 'true', 'false', 'false']);
  expect(row('ICD10CM')).toEqual(['Sources', 'ICD10CM', 'false', 'true', 'false']);
  expect(row('NCI')).toEqual(['Sources', 'NCI', 'true', 'true', 'true']);
  expect(row('ICD10CM I21')?.slice(2)).toEqual(['false', 'true', 'false']);

  const jsonFile = await menu.save('JSON, this page');
  const json = JSON.parse(jsonFile.text) as {
    meta: Record<string, unknown>;
    rows: Array<Record<string, unknown>>;
  };
  expect(json.meta).toMatchObject({
    release: '2025AB',
    page: '/compare',
    query: { ids: 'C0027051,C0155626' },
  });
  expect(json.rows).toHaveLength(csv.length - 1);
  expect(json.rows.find((r) => r.item === 'DOID')).toEqual({
    list: 'Sources',
    item: 'DOID',
    C0027051: true,
    C0155626: true,
    sharedByAll: true,
  });
});
