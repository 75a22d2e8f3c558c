import { expect, test } from '@playwright/test';
import { ExportMenu, readCsv } from './pages/Downloads.ts';
import { Shell } from './pages/Shell.ts';

// A relation row reads as a sentence in its own direction. UTS records read
// "relatedFrom is REL of related": C0027051's MSH row CHD/isa toward Myocardial Ischemia
// means the infarction is the child.

test('a CHD row reads the right way round, the codes kept in the tooltip and the export', async ({
  page,
}) => {
  await new Shell(page).open('/concepts/C0027051?tab=relations&rel=CHD&relSabs=MSH');
  const table = page.getByRole('table', { name: 'Relations' });
  const sentence = table.getByTestId('relation-sentence').filter({ hasText: 'Myocardial Ischemia' });
  await expect(sentence).toHaveText('Myocardial Infarction is a child of Myocardial Ischemia (MSH)');
  await expect(sentence.getByTitle('CHD · isa (child)')).toHaveText('is a child of');
  // Never the trap's reading.
  await expect(table).not.toContainText('Myocardial Ischemia is a child of');

  const csv = readCsv((await new ExportMenu(page, 'Export relations').save('CSV, this page')).text);
  const [header, ...rows] = csv;
  const col = (name: string) => header!.indexOf(name);
  const row = rows.find((r) => r[col('Related name')] === 'Myocardial Ischemia');
  expect(row?.[col('Reads as')]).toBe('Myocardial Infarction is a child of Myocardial Ischemia (MSH)');
  expect(row?.[col('REL')]).toBe('CHD');
  expect(row?.[col('RELA')]).toBe('isa');
});
