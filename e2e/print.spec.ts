import { expect, test } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { readPdf } from './pdfText.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Printing: what lands on paper is the page's content alone. The PDFs are Chromium's
// own print (page.pdf uses the print media type) read back as text.

/** Words of the shell and of the controls that must never print. */
const SHELL_AND_ACTIONS = [
  'Terminology Browser',
  'Skip to content',
  'Main navigation',
  'Vocabularies',
  'Settings',
  'open page',
  '+ Basket',
  'Descendants',
  'Copy citation',
  'Export',
  'Show all children',
  'Back to the concept page',
  /\bPrint\b/,
];

const expectNoShellOrActions = (text: string) => {
  for (const word of SHELL_AND_ACTIONS)
    if (typeof word === 'string') expect(text, `"${word}" printed`).not.toContain(word);
    else expect(text, `${word} printed`).not.toMatch(word);
};

test('the one-page concept report of C0027051 prints on one Letter page, without the shell', async () => {
  const page = sharedPage();
  await page.goto('/concepts/C0027051');
  await page.getByTestId('concept-report-link').click();
  await expect(page).toHaveURL(/\/concepts\/C0027051\?report=1$/);
  const report = page.getByTestId('concept-report');
  await expect(report.getByRole('heading', { level: 1, name: 'Myocardial Infarction' })).toBeVisible();
  // Every section has its answer (the MeSH path walks up two parents).
  await expect(report.locator('[data-ready]')).toBeVisible();
  await expect(report.getByTestId('report-paths')).toContainText('MSH');
  await expect(report.getByTestId('report-paths')).toContainText('Myocardial Ischemia');

  const { text, pages } = await readPdf(await page.pdf({ format: 'Letter' }));
  expect(pages).toBe(1);
  const flat = text.replace(/\s+/g, ' ');
  for (const fact of [
    'Myocardial Infarction',
    'C0027051',
    'Disease or Syndrome (T047)',
    'coronary artery disease characterized by myocardial cell death',
    'heart attack',
    'D009203',
    'DOID:5844',
    'C27996',
    'Heart Diseases › Myocardial Ischemia › Myocardial Infarction',
    'coronary artery disease › myocardial infarction',
    'Release 2025AB',
    `Printed ${new Date().toISOString().slice(0, 10)}`,
  ])
    expect(flat, fact).toContain(fact);
  // The address to come back to, printed in full, without the report switch.
  expect(flat).toMatch(/Online: http:\/\/127\.0\.0\.1:\d+\/concepts\/C0027051(?!\?report)/);
  expectNoShellOrActions(flat);
  // Each code once.
  expect(flat.match(/D009203/g)).toHaveLength(1);
});

test('a printed tree holds its nodes and none of the page around them or the row actions', async () => {
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  await page.goto('/sources/ICD10CM/I21.0?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName(
    'ST elevation (STEMI) myocardial infarction of anterior wall',
  );
  await expect(tree.item('Acute myocardial infarction')).toBeVisible();

  const { text, pages } = await readPdf(await page.pdf({ format: 'A4' }));
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Diseases of the circulatory system (I00-I99)');
  expect(flat).toContain('ST elevation (STEMI) myocardial infarction of anterior wall');
  expectNoShellOrActions(flat);
  // The footer's upstream line and the release notice are the shell's: not on paper.
  expect(flat).not.toMatch(/Release: current|emulator/i);
  // No blank trailing page: every page holds text.
  const sheets = text.split('\f').filter((s) => s.trim() !== '');
  expect(sheets.length).toBe(pages);
});
