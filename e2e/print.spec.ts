import { expect, test, type Page } from '@playwright/test';
import { BatchPage } from './pages/BatchPage.ts';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { Shell } from './pages/Shell.ts';
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

/** Today as the printed footer writes it (YYYY-MM-DD in the local time zone, as the browser's). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The footer line every printout ends with: `line` as printed (pdftotext may wrap it), then the
 * view's link, read with the wrapping taken out.
 */
function expectFooter(text: string, line: string, links: string[]) {
  expect(text.replace(/\s+/g, ' '), 'the footer line').toContain(line);
  const joined = text.replace(/\s+/g, '');
  for (const link of links) expect(joined, 'the footer link').toContain(`·${link}`);
}

/**
 * Waits for the footer line to be this view's and complete (it loads once the page is idle, and
 * names the release once the release list has answered), then prints.
 */
async function printed(page: Page, footer: RegExp) {
  const line = page.getByTestId('print-footer');
  await expect(line).toHaveAttribute('data-print-text', footer);
  await expect(line).toHaveAttribute('data-print-text', /· UMLS release 2025AB ·/);
  return readPdf(await page.pdf({ format: 'A4' }));
}

/**
 * What shows on paper (print media): no form control, and no button but a tab, a tree's name or
 * a column's header. Checked in the page (the PDF holds text only).
 */
async function expectNoControlsOnPaper(page: Page) {
  await page.emulateMedia({ media: 'print' });
  try {
    const controls = page.locator(
      ':is(input, select, textarea, button:not([role="tab"], .ht-name, [data-print="text"])):visible',
    );
    await expect(controls).toHaveCount(0);
  } finally {
    await page.emulateMedia({ media: null });
  }
}

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
  await expect(page.getByTestId('print-footer')).toHaveAttribute('data-print-text', /UMLS release 2025AB/);

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
    `Printed ${today()}`,
  ])
    expect(flat, fact).toContain(fact);
  // The footer line, with the address to come back to in full, without the report switch.
  expectFooter(
    text,
    `Concept report: Myocardial Infarction (C0027051) · UMLS release 2025AB · Printed ${today()}`,
    [page.url().replace(/\?report=1$/, '')],
  );
  expectNoShellOrActions(flat);
  // Each code once.
  expect(flat.match(/D009203/g)).toHaveLength(1);
});

// The views below are shown one after another in one load each (Shell.go): the app's code is
// loaded once per test, not once per view; each view is printed and read back as before.

test('every tree view prints every name with its codes and none of the page around it: one path, all paths, relate', async () => {
  test.setTimeout(120_000);
  const page = sharedPage();
  const shell = new Shell(page);
  const tree = new HierarchyTree(page);

  // One path (the source page's tree): the names are the tree's own.
  await page.goto('/sources/ICD10CM/I21.0?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName(
    'ST elevation (STEMI) myocardial infarction of anterior wall',
  );
  await expect(tree.item('Acute myocardial infarction')).toBeVisible();
  {
    const { text, pages } = await printed(page, /Source ICD10CM version 2021 · UMLS release 2025AB/);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Diseases of the circulatory system (I00-I99)');
    expect(flat).toContain('ST elevation (STEMI) myocardial infarction of anterior wall');
    expectNoShellOrActions(flat);
    // The footer's upstream line and the release notice are the shell's: not on paper.
    expect(flat).not.toMatch(/Release: current|emulator/i);
    // No blank trailing page: every page holds text.
    const sheets = text.split('\f').filter((sheet) => sheet.trim() !== '');
    expect(sheets.length).toBe(pages);
  }

  // One path of a concept's MeSH tree, shown one of its paths at a time: which path it is.
  await shell.go('/concepts/C0027051?tab=hierarchy&source=MSH');
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  {
    const { text } = await printed(page, /^Concept \(Hierarchy tab\): .* Source MSH version 2017 /);
    const lines = text.split('\n').map((l) => l.trim());
    for (const row of [
      'Path 1 of 2',
      'Cardiovascular Diseases D002318 C14',
      'Heart Diseases D006331 C14.280',
      'Myocardial Ischemia D017202 C14.280.647',
      'Myocardial Infarction D009203 C14.280.647.500',
    ])
      expect(lines, row).toContain(row);
    expectNoShellOrActions(text.replace(/\s+/g, ' '));
    await expectNoControlsOnPaper(page);
  }

  // All paths at once: each row as its name, then its descriptor and tree numbers (the names
  // were buttons, and printed as nothing: only the codes were left).
  await shell.go('/concepts/C0027051?tab=hierarchy&source=MSH&paths=all');
  const all = page.getByTestId('all-paths-tree');
  await expect(all.getByRole('button', { name: 'Vascular Diseases', exact: true })).toBeVisible();
  {
    const { text } = await printed(page, /Source MSH version 2017 .*paths=all$/);
    const lines = text.split('\n').map((l) => l.trim());
    for (const row of [
      'Medical Subject Headings V-MSH',
      'Diseases (MeSH Category) C',
      'Cardiovascular Diseases D002318 C14',
      'Heart Diseases D006331 C14.280',
      'Vascular Diseases D014652 C14.907',
      'Myocardial Ischemia D017202 C14.280.647',
      'Myocardial Ischemia D017202 C14.907.585',
      'Myocardial Infarction D009203 C14.280.647.500',
      'Myocardial Infarction D009203 C14.907.585.500',
    ])
      expect(lines, row).toContain(row);
    // The picker's label names the source, and its version beside it.
    expect(text.replace(/\s+/g, ' ')).toContain('Source: MSH MeSH 2017 · UMLS 2025AB');
    expectFooter(
      text,
      `Concept (Hierarchy tab): Myocardial Infarction (C0027051) · Source MSH version 2017 · UMLS release 2025AB · Printed ${today()}`,
      [`${new URL(page.url()).origin}/concepts/C0027051?tab=hierarchy&source=MSH&paths=all`],
    );
    expectNoShellOrActions(text.replace(/\s+/g, ' '));
    await expectNoControlsOnPaper(page);
  }

  // The relate view's meeting tree.
  await shell.go('/relate?ids=C0027051,C0018801&source=MSH');
  await expect(page.getByTestId('relate-tree')).toContainText('meeting point');
  {
    const { text } = await printed(page, /^How concepts relate: .* Source MSH version 2017 /);
    const flat = text.replace(/\s+/g, ' ');
    for (const name of [
      'Heart Diseases D006331',
      'Myocardial Ischemia D017202',
      'Myocardial Infarction D009203',
      'Heart Failure D006333',
    ])
      expect(flat, name).toContain(name);
    expectFooter(
      text,
      `How concepts relate: C0027051, C0018801 · Source MSH version 2017 · UMLS release 2025AB · Printed ${today()}`,
      [`${new URL(page.url()).origin}/relate?ids=C0027051,C0018801&source=MSH`],
    );
    await expectNoControlsOnPaper(page);
  }
});

test('tables print their column headers and whole identifiers, a search what it asked, and no control', async () => {
  test.setTimeout(120_000);
  const page = sharedPage();
  const shell = new Shell(page);

  await page.goto('/search?string=infarction&sabs=MSH,ICD10CM&semanticTypes=T047&includeObsolete=true');
  const table = page.getByRole('table', { name: 'Search results' });
  await expect(table.getByRole('row')).not.toHaveCount(0);
  // The identifier cell also holds the "demo id" mark of an id the demo made up.
  const cuis = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map(
    (cell) => /C\d{7}/.exec(cell)![0],
  );
  expect(cuis.length).toBeGreaterThan(10);
  {
    const { text } = await printed(
      page,
      /^Search results: .* · Sources MSH version 2017; ICD10CM version 2021 · UMLS release 2025AB /,
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'Search for “infarction” · All words · sources: MSH, ICD10CM · semantic types: Disease or Syndrome (T047) · obsolete included',
    );
    // The sortable headers are buttons: they printed as nothing.
    expect(flat).toMatch(/Name\s+Identifier\s+Source\s+Rank and why/);
    // Every CUI of the page whole, none cut across two lines ("C0011 / 860").
    for (const cui of cuis) expect(text, cui).toMatch(new RegExp(`\\b${cui.trim()}\\b`));
    // No control, nor what only a control means: the form's boxes, the compare ticks and their
    // hint, the rows-per-page select, the sort marks.
    for (const word of ['Partial search', 'Include obsolete', 'Compare', 'Tick 2 to 4', 'Rows per page', '↕'])
      expect(flat, word).not.toContain(word);
    expect(flat).not.toMatch(/of \d+ 25 /);
    // The sources the search is limited to, each with its own version.
    expectFooter(
      text,
      `Search results: “infarction” · Sources MSH version 2017; ICD10CM version 2021 · UMLS release 2025AB · Printed ${today()}`,
      [
        `${new URL(page.url()).origin}/search?string=infarction&sabs=MSH,ICD10CM&semanticTypes=T047&includeObsolete=true`,
      ],
    );
    await expectNoControlsOnPaper(page);
  }

  // A concept's atoms: the headers as text; the filters above the table do not print.
  await shell.go('/concepts/C0027051');
  await expect(page.getByRole('cell', { name: 'A99674823' })).toBeVisible();
  {
    const { text } = await printed(page, /^Concept \(Atoms tab\): Myocardial Infarction \(C0027051\) · /);
    const lines = text.split('\n').map((l) => l.trim());
    expect(text.replace(/\s+/g, ' ')).toMatch(/Name\s+Term type\s+Source\s+Code\s+Language\s+Concept\s+AUI/);
    // The tab's caption, the versions of the sources listed, then the table's header: nothing of
    // the filters between them.
    const caption = lines.indexOf('Atoms');
    expect(caption, 'the Atoms tab caption').toBeGreaterThan(-1);
    const [versions, header] = lines.slice(caption + 1).filter((l) => l !== '');
    expect(versions).toBe(
      'Source versions in UMLS 2025AB — DOID: Disease Ontology 2026_07_31 · MSH: MeSH 2017 · NCI: NCI Thesaurus (version not stated)',
    );
    expect(header).toMatch(/^Name\s+Term type/);
    for (const word of ['Sources', 'Term types', 'Obsolete', 'Suppressible'])
      expect(text, word).not.toContain(word);
    await expectNoControlsOnPaper(page);
  }

  // A drug's NDC list: its header, and the footer names the drug service's RxNorm version.
  await shell.go('/drugs/314076?tab=ndcs');
  await expect(page.getByRole('cell', { name: '00093-1113-10' })).toBeVisible({ timeout: 20_000 });
  {
    const { text } = await printed(page, /Source RXNORM version \d{2}-[A-Z][a-z]{2}-\d{4} /);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toMatch(/NDC \(11-digit\)\s+5-4-2/);
    expect(flat).toContain('00093111310 00093-1113-10');
    expect(flat).toMatch(
      /Drug: lisinopril 10 MG Oral Tablet \(RXCUI 314076\) · Source RXNORM version \d{2}-[A-Z][a-z]{2}-\d{4} · UMLS release 2025AB/,
    );
    await expectNoControlsOnPaper(page);
  }
});

test('a batch prints every column of its matches, the options behind them, whole inputs and no control', async () => {
  test.setTimeout(60_000);
  const page = sharedPage();
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(['C0027051', 'I21.9', 'heart attack']);
  await page.getByRole('combobox', { name: 'Target source' }).fill('ICD10CM');
  await batch.resolve.click();
  await batch.waitDone();
  await expect(batch.results.locator('tbody tr[data-state="done"]')).toHaveCount(3);
  const { text } = await printed(page, /^Batch lookup · UMLS release 2025AB /);
  const flat = text.replace(/\s+/g, ' ');
  // The controls do not print: the options the table was resolved with are said in words.
  expect(flat).toContain(
    'Resolved with: Kind of every line: detected per line · source for bare codes: none · target source: ICD10CM · search type for terms: Exact, then normalised, then words · obsolete left out',
  );
  // The table fits the sheet to its last column (its 1,100 px screen width was cut at the sixth,
  // the target codes never printed), without the columns of buttons.
  for (const header of ['Source code', 'Target', 'codes']) expect(flat).toContain(header);
  // I21.9 as the input, in its status, as the source code and as the target code.
  expect(flat.match(/\bI21\.9\b/g)?.length).toBeGreaterThanOrEqual(4);
  expect(flat).not.toMatch(/\bReview\b/);
  // Inputs whole: a CUI is not cut in two ("C0027 / 051"), nor a word ("heart a / ttack").
  expect(flat).toMatch(/\b1 C0027051 CUI\b/);
  expect(flat).not.toMatch(/\bttack\b/);
  await expectNoControlsOnPaper(page);
});

// Every page ends its printout with the footer line, and shows no control on paper. Read in
// the page under print media: one PDF per page would double the file's time.
const VIEWS: { path: string; ready: string; footer: RegExp }[] = [
  { path: '/', ready: 'Try an example', footer: /^Home · UMLS release 2025AB · / },
  {
    path: '/concepts/C0027051',
    ready: 'heart attack',
    footer: /^Concept \(Atoms tab\): Myocardial Infarction \(C0027051\) · UMLS release/,
  },
  {
    path: '/atoms/A99334153',
    ready: 'D009203',
    footer: /^Atom: Myocardial Infarction \(A99334153\) · Source MSH version 2017 · /,
  },
  {
    path: '/sources/ICD10CM/I21.9',
    ready: 'Acute myocardial infarction, unspecified',
    footer:
      /^Source code \(Atoms tab\): Acute myocardial infarction, unspecified \(ICD10CM I21\.9\) · Source ICD10CM version 2021 · /,
  },
  {
    path: '/crosswalk/MSH/D009203',
    ready: 'C27996',
    footer: /^Crosswalk MSH D009203 · Source MSH version 2017 · /,
  },
  {
    path: '/semantic-types/T047',
    ready: 'Pathologic Function',
    footer: /^Semantic type: Disease or Syndrome \(T047\) · UMLS release/,
  },
  { path: '/vocabularies', ready: 'Gene Ontology', footer: /^Vocabularies · UMLS release/ },
  {
    path: '/drugs?name=lisinopril',
    ready: 'lisinopril 10 MG Oral Tablet',
    footer: /^Drug lookup \(By name\): “lisinopril” · Source RXNORM version /,
  },
  { path: '/batch', ready: 'Resolve', footer: /^Batch lookup · UMLS release/ },
  { path: '/annotate', ready: 'Your text stays in this tab', footer: /^Annotate text · UMLS release/ },
  { path: '/basket', ready: 'The basket is empty', footer: /^Basket · UMLS release/ },
  {
    path: '/compare?ids=C0027051,C0155626',
    ready: 'acute myocardial infarction',
    footer: /^Comparison: C0027051, C0155626 · /,
  },
  { path: '/releases', ready: '2025AB', footer: /^Releases · UMLS release/ },
  { path: '/about', ready: 'Demo data', footer: /^About · UMLS release/ },
  { path: '/settings', ready: 'API key', footer: /^Settings · UMLS release/ },
];

test('every page ends its printout with what it is, the release, the date and its link, and prints no control', async () => {
  test.setTimeout(90_000);
  const page = sharedPage();
  const shell = new Shell(page);
  for (const [i, { path, ready, footer }] of VIEWS.entries()) {
    if (i === 0) await page.goto(path);
    else await shell.go(path);
    // The drug service's name lookup took over 10 s on the busy 2-core machine.
    await expect(page.getByText(ready).first(), path).toBeVisible({ timeout: 20_000 });
    const line = page.getByTestId('print-footer');
    // The whole line: its release is "current" until the release list has answered.
    const end = ` · UMLS release 2025AB · Printed ${today()} · ${page.url()}`;
    await expect.poll(() => line.getAttribute('data-print-text'), path).toMatch(footer);
    await expect.poll(() => line.getAttribute('data-print-text'), path).toContain(end);
    await expectNoControlsOnPaper(page);
  }
});
