import { expect, test } from '@playwright/test';
import { DrugLookup } from './pages/DrugLookup.ts';
import { ExportMenu, readCsv } from './pages/Downloads.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';
import { CrosswalkPage } from './pages/CrosswalkPage.ts';
import { BasketPage } from './pages/BasketPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// True to the sources: each source's own version beside the UMLS release, and the demo data's
// gaps and made-up ids said where a user meets them.

test('a MeSH tree page names MeSH 2017 beside the UMLS release', async () => {
  const page = sharedPage();
  const source = new SourceCodePage(page);
  await source.open('MSH', 'D009203', '?tab=hierarchy');
  await expect(page.getByRole('treeitem', { name: 'Myocardial Infarction' }).first()).toBeVisible();
  await expect(page.getByTestId('source-info').getByTestId('source-version')).toHaveText(
    'MeSH 2017 · UMLS 2025AB',
  );
  // The UMLS release alone no longer stands for the MeSH version.
  await expect(page.getByTestId('source-info')).not.toContainText('Release 2025AB');
});

test('a concept’s hierarchy names its source’s version, also when the link’s source=FOO is not followed', async () => {
  const page = sharedPage();
  await page.goto('/concepts/C0027051?tab=hierarchy&source=FOO');
  await expect(page.getByTestId('hierarchy-source-unknown')).toContainText('“FOO”');
  await expect(page.getByTestId('source-version')).toHaveText('MeSH 2017 · UMLS 2025AB');
  // A source typed in lower case is the source.
  await page.goto('/concepts/C0027051?tab=hierarchy&source=doid');
  await expect(page.getByTestId('source-version')).toHaveText('Disease Ontology 2026_07_31 · UMLS 2025AB');
  await expect(page.getByTestId('hierarchy-source-unknown')).toHaveCount(0);
});

test('a concept’s atoms and its report name each source’s version; a source stating none says so', async () => {
  const page = sharedPage();
  await page.goto('/concepts/C0027051?tab=atoms');
  await expect(page.getByTestId('source-versions')).toHaveText(
    'Source versions in UMLS 2025AB — DOID: Disease Ontology 2026_07_31 · MSH: MeSH 2017 · ' +
      'NCI: NCI Thesaurus (version not stated)',
  );
  await page.goto('/concepts/C0027051?report=1');
  const codes = page.getByTestId('report-codes');
  await expect(codes.getByRole('row', { name: /D009203/ })).toContainText('MSHMeSH 2017D009203');
  await expect(codes.getByRole('row', { name: /C27996/ })).toContainText(
    'NCI Thesaurus (version not stated)',
  );
  await expect(page.getByTestId('report-paths')).toContainText('MSH (MeSH 2017)');
});

test('the crosswalk names the version of the code’s source and of each source it lists', async () => {
  const page = sharedPage();
  const crosswalk = new CrosswalkPage(page);
  await crosswalk.open('MSH', 'D009203');
  await expect(crosswalk.rows()).toHaveCount(2);
  await expect(page.getByTestId('source-versions')).toHaveText(
    'Source versions in UMLS 2025AB — DOID: Disease Ontology 2026_07_31 · MSH: MeSH 2017 · ' +
      'NCI: NCI Thesaurus (version not stated)',
  );
});

test('the source list is asked once while a user moves from a MeSH code to its concept, tree and report', async ({
  page,
}) => {
  // Its own page: the request listener must not outlive this test.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/uts/rest/metadata/')) asked.push(r.url());
  });
  const source = new SourceCodePage(page);
  await source.open('MSH', 'D009203');
  await expect(page.getByTestId('source-version')).toHaveText('MeSH 2017 · UMLS 2025AB');
  await page.getByRole('link', { name: 'Concept C0027051' }).click();
  // The code's page has the same tabs: the user waits for the concept's page to be there (its
  // code loads first), else the tab they press is still the code page's.
  await expect(page.getByTestId('concept-cui')).toHaveText('C0027051');
  await page.getByRole('tab', { name: 'Hierarchy' }).click();
  await expect(page.getByTestId('source-version')).toHaveText('MeSH 2017 · UMLS 2025AB');
  await page.getByRole('tab', { name: 'Atoms' }).click();
  await expect(page.getByTestId('source-versions')).toContainText('MSH: MeSH 2017');
  await page.getByTestId('concept-report-link').click();
  await expect(page.getByTestId('report-codes')).toContainText('MeSH 2017');
  expect(asked).toHaveLength(1);
});

test('the atorvastatin lookup says it is a demo gap and offers lovastatin only as another drug', async () => {
  const page = sharedPage();
  const lookup = new DrugLookup(page);
  await lookup.open('?by=name&name=atorvastatin');
  await expect(page.getByTestId('demo-gap')).toContainText(
    'atorvastatin: not in the demo data; ingredients starting with A are absent',
  );
  const spelling = page.getByTestId('spelling');
  await expect(spelling).toContainText(
    'Other drugs spelled alike (none of them is “atorvastatin”): lovastatin',
  );
  await expect(spelling).not.toContainText('Did you mean');
  // A name outside the known gap is not called absent from RxNorm either.
  await lookup.searchName('Lipitor');
  await expect(page.getByTestId('demo-gap')).toContainText(
    '“Lipitor” is not in the demo data, which does not mean RxNorm lacks it.',
  );
  // A name the demo holds says nothing of gaps.
  await lookup.searchName('lisinopril');
  await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible();
  await expect(page.getByTestId('demo-gap')).toHaveCount(0);
});

test('a concept id the demo made up is marked on the page and in the exported file', async () => {
  const page = sharedPage();
  await page.goto('/concepts/C9286611?tab=atoms');
  await expect(page.getByTestId('concept-cui')).toHaveText('C9286611');
  await expect(page.getByTestId('demo-id').first()).toHaveText('demo id');
  // One mark per atom row: the descriptor's heading and its entry terms.
  await expect(page.getByTestId('atoms-table').getByTestId('demo-id')).toHaveCount(4);
  const csv = readCsv((await new ExportMenu(page, 'Export atoms').save('CSV, this page')).text);
  const [header, row] = csv;
  expect(header!.slice(header!.indexOf('CUI'), header!.indexOf('CUI') + 2)).toEqual(['CUI', 'CUI note']);
  expect(row![header!.indexOf('CUI note')]).toBe('demo id, not a UMLS CUI');
  // A real CUI carries no mark, and its file no note column.
  await page.goto('/concepts/C0027051?tab=atoms');
  await expect(page.getByTestId('atoms-table')).toContainText('C0027051');
  await expect(page.getByTestId('demo-id')).toHaveCount(0);
  const real = readCsv((await new ExportMenu(page, 'Export atoms').save('CSV, this page')).text);
  expect(real[0]).not.toContain('CUI note');
});

test('a made-up concept id put in the basket is noted as the demo’s own in the basket’s CSV', async () => {
  const page = sharedPage();
  const basket = new BasketPage(page);
  await page.goto('/concepts/C9286611');
  await expect(page.getByTestId('concept-cui')).toHaveText('C9286611');
  await basket.addButton('UMLS C9286611').click();
  await basket.open();
  await expect(basket.group('UMLS').getByTestId('demo-id')).toHaveText('demo id');
  const [header, row] = readCsv((await basket.download('Export CSV')).text);
  expect(header!.slice(0, 3)).toEqual(['System', 'Code', 'Code note']);
  expect(row!.slice(0, 3)).toEqual(['UMLS', 'C9286611', 'demo id, not a UMLS CUI']);
});
