import { expect, test } from '@playwright/test';
import { Fhir } from 'fhir';
import { readSssom } from '../src/lib/export/mapping/readSssom.ts';
import { ExportMenu, readCsv } from './pages/Downloads.ts';
import { BatchPage, demoConcepts } from './pages/BatchPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

const JUNK = ['N/A', '-', '?', '+1+2', '-2+3', '=1+1', '#N/A', 'none', '...', 'TBD', 'n/a', '--'];

const column = (rows: string[][], header: string) => {
  const i = rows[0]!.indexOf(header);
  expect(i, header).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]!);
};

test('50 realistic lines with a target source: no junk among matched, and a tab exports only its rows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const names = (await demoConcepts(request, 'syndrome', 15)).map((c) => c.name);
  const cuis = (await demoConcepts(request, 'disease', 8)).map((c) => c.ui);
  const fixed = ['heart attack', 'Asthma', 'Hypertension', 'Gout', 'I21.9', 'ICD10CM:I21.9', '314076', 'MI'];
  // The forms analysts have: ICD-10-CM without its dot (claims data), a MeSH UI, the `NDC:` the
  // app's own exports write, a typo.
  const forms = ['I219', 'U099', 'D009203', 'NDC:00093111310', 'hypertention'];
  // The fixed lines first: the rows the test clicks are on the table's first page.
  const lines = [...fixed, ...forms, ...names, ...cuis, ...JUNK].slice(0, 50);
  expect(lines).toHaveLength(48);
  lines.push('Pneumonia', 'Diabetes Mellitus');
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(lines);
  await page.getByRole('combobox', { name: 'Target source' }).fill('ICD10CM');
  await batch.resolve.click();
  await batch.waitDone();

  const rows = readCsv((await batch.exportMenu.save('CSV, all rows')).text);
  expect(rows).toHaveLength(51);
  // By line: the export neutralises formula-like inputs ('-' is written '-).
  expect(column(rows, 'Line')).toEqual(lines.map((_, i) => String(i + 1)));
  const input = lines;
  const status = column(rows, 'Status');
  const matched = input.filter((_, i) => status[i] === 'matched');
  for (const j of JUNK) expect(matched, j).not.toContain(j);
  expect(matched).not.toContain('MI');
  JUNK.forEach((j) => expect(status[input.indexOf(j)], j).toBe('no match'));
  // Real terms and codes still match, each with why.
  for (const m of ['heart attack', 'Asthma', 'I21.9', 'ICD10CM:I21.9', '314076', ...cuis])
    expect(status[input.indexOf(m)], m).toBe('matched');
  // The analyst's forms, as the table shows them. I219 is I21.9; U099 would be U09.9, which
  // came in FY2022 and the FY2021 data does not hold (nor U09), so it is no match, never a guess; D009203 is the MeSH
  // descriptor of myocardial infarction; the NDC is read back as the drug it packages; the typo
  // is a candidate to review, never a match.
  const shown = (input: string) =>
    batch.results.locator(`tr[data-line="${lines.indexOf(input) + 1}"]`).getByTestId('status');
  await expect(shown('I219')).toHaveText('matched');
  await expect(shown('U099')).toHaveText('no match');
  await expect(shown('D009203')).toHaveText('matched');
  await expect(shown('NDC:00093111310')).toHaveText('matched');
  await expect(shown('hypertention')).toHaveText('review');
  const at = (header: string, input: string) => column(rows, header)[lines.indexOf(input)];
  expect(at('Code', 'I219')).toBe('I21.9');
  expect(at('Target codes', 'I219')).toMatch(/^I21\.9/);
  expect(at('CUI', 'D009203')).toBe('C0027051');
  expect(at('RXCUI', 'NDC:00093111310')).toMatch(/^\d+$/);
  expect(at('Candidates', 'hypertention')).toMatch(/Hypertension/);
  const why = column(rows, 'Why');
  expect(why[input.indexOf('heart attack')]).toMatch(/^exact search: "heart attack" \(a synonym\)/);
  // In the demo data C0027051 has no ICD-10-CM atom; the concept of I21.9 has that code.
  expect(column(rows, 'Target codes')[input.indexOf('ICD10CM:I21.9')]).toMatch(/I21\.9/);

  // The No match tab's export holds only its rows.
  // A segmented control: each radio is a hidden <input>; the user sees and clicks its label.
  const tab = page.getByText(/^No match \(\d+\)$/);
  const count = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(JUNK.length);
  await tab.click();
  const tabFile = await batch.exportMenu.save('CSV, this tab (No match)');
  expect(tabFile.name).toMatch(/^batch-none-/);
  const tabRows = readCsv(tabFile.text);
  expect(tabRows).toHaveLength(count + 1);
  expect(new Set(column(tabRows, 'Status'))).toEqual(new Set(['no match']));

  // Resolved counts only matched rows; a matched row adds its ICD-10-CM code to the basket.
  await page.getByText(/^All \(\d+\)$/).click();
  await expect(page.getByText(`Resolved: ${matched.length} of 50 lines`)).toBeVisible();
  const coded = batch.results.locator('tr', { hasText: 'ICD10CM:I21.9' }).first();
  await coded.getByRole('button', { name: /^Add ICD10CM I21\.9/ }).click();
  await expect(coded.getByRole('button', { name: /^Remove ICD10CM I21\.9/ })).toBeVisible();
  const row = batch.results.locator('tr', { hasText: 'heart attack' }).first();
  await expect(row.getByRole('link', { name: 'C0027051' })).toHaveAttribute('href', /^\/concepts\/C0027051/);

  // Every matched row's ICD-10-CM codes in one step (I21.9 is in already); review rows stay out.
  const codes = new Set(
    column(rows, 'Target codes')
      .filter((_, i) => status[i] === 'matched')
      .flatMap((c) => (c ? c.split('; ').map((x) => x.split(' ')[0]) : [])),
  );
  expect(codes.size).toBeGreaterThan(3);
  await page
    .getByRole('button', { name: `Add all matched to the basket (${codes.size - 1} ICD10CM codes)` })
    .click();
  await expect(
    page.getByRole('button', { name: `✓ All matched in the basket (${codes.size} ICD10CM codes)` }),
  ).toBeDisabled();
  await expect(page.getByRole('link', { name: `Basket: ${codes.size} codes` })).toBeVisible();
});

test('a wrong match is corrected by search and by a typed code; reload keeps results and decisions, and so does a new target source', async () => {
  const page = sharedPage();
  test.setTimeout(120_000);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(['heart attack', 'qqqq zzzz', 'Asthma', 'diabetis', 'clopidogrel 75mg']);
  await batch.resolve.click();
  await batch.waitDone();
  const rows = batch.results.locator('tbody tr');
  await expect(rows.nth(0).getByTestId('status')).toHaveText('matched');
  await expect(rows.nth(1).getByTestId('status')).toHaveText('no match');

  // A typo and a drug with its strength: what they may mean, for review, never as matches.
  await expect(rows.nth(3).getByTestId('status')).toHaveText('review');
  await expect(rows.nth(3)).toContainText(
    'Spelling: the closest names the service returned are "Diabetes Mellitus"',
  );
  await page.getByRole('combobox', { name: 'Choose the match for line 4' }).click();
  await page.getByRole('option', { name: /^Diabetes Mellitus \(C\d{7}\)$/ }).click();
  await expect(rows.nth(3).getByTestId('status')).toHaveText('matched, by hand');
  await expect(rows.nth(4).getByTestId('status')).toHaveText('review');
  await expect(rows.nth(4)).toContainText('Read as the drug "clopidogrel 75 MG"');
  await expect(rows.nth(4)).toContainText('clopidogrel 75 MG (candidate)');
  await rows
    .nth(4)
    .getByRole('button', { name: /^Accept/ })
    .click();
  await expect(rows.nth(4).getByTestId('status')).toHaveText('matched, by hand');
  await expect(rows.nth(4).getByRole('link', { name: '329449' })).toHaveAttribute('href', /^\/drugs\/329449/);

  // Line 1 (say the analyst meant hypertension): search inside the batch and pick.
  await page.getByRole('button', { name: 'Change line 1' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search the terminology').fill('hypertension');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('button', { name: 'Pick Hypertension (C0020538)' }).click();
  await expect(rows.nth(0).getByTestId('status')).toHaveText('matched, by hand');
  await expect(rows.nth(0)).toContainText('C0020538');

  // Line 2 found nothing: type a code, with a comment.
  await page.getByRole('button', { name: 'Change line 2' }).click();
  await dialog.getByLabel(/Or type a CUI or code/).fill('ICD10CM:I21.9');
  await dialog.getByLabel('Reviewer comment').fill('from the discharge letter');
  await dialog.getByRole('button', { name: 'Use this code' }).click();
  await expect(rows.nth(1).getByTestId('status')).toHaveText('matched, by hand');
  await expect(rows.nth(1)).toContainText('Comment: from the discharge letter');

  // Line 3 marked no match.
  await page.getByRole('button', { name: 'Change line 3' }).click();
  await dialog.getByRole('button', { name: 'Mark as no match' }).click();
  await expect(rows.nth(2).getByTestId('status')).toHaveText('no match, by hand');

  await page.reload();
  expect(page.url()).not.toMatch(/heart|C0020538|I21/);
  await expect(rows.nth(0).getByTestId('status')).toHaveText('matched, by hand');
  await expect(rows.nth(0)).toContainText('C0020538');
  await expect(rows.nth(1).getByTestId('status')).toHaveText('matched, by hand');
  await expect(rows.nth(2).getByTestId('status')).toHaveText('no match, by hand');
  const out = readCsv((await batch.exportMenu.save('CSV, all rows')).text);
  expect(column(out, 'Decided by')).toEqual(['by hand', 'by hand', 'by hand', 'by hand', 'by hand']);
  expect(column(out, 'RXCUI')[4]).toBe('329449');
  expect(column(out, 'CUI')[0]).toBe('C0020538');
  expect(column(out, 'Comment')[1]).toBe('from the discharge letter');

  // A target source added after the review: a new Resolve keeps every decision and says so.
  await page.getByRole('combobox', { name: 'Target source' }).fill('ICD10CM');
  await expect(page.getByTestId('decisions-to-carry')).toContainText('carries the 5 hand decisions');
  await batch.resolve.click();
  await batch.waitDone();
  await expect(page.getByTestId('carried-decisions')).toContainText(
    'Kept 5 hand decisions from the previous run',
  );
  await expect(page.getByTestId('carried-decisions')).not.toContainText('could not be kept');
  for (const [i, s] of [
    'matched, by hand',
    'matched, by hand',
    'no match, by hand',
    'matched, by hand',
  ].entries())
    await expect(rows.nth(i).getByTestId('status')).toHaveText(s);
  await expect(rows.nth(4).getByTestId('status')).toHaveText('matched, by hand');
  // The code typed for line 2 now shows its ICD-10-CM code, read for the hand pick.
  await expect(rows.nth(1)).toContainText('Comment: from the discharge letter');
  await expect(rows.nth(1).getByRole('link', { name: 'I21.9', exact: true })).toBeVisible();
});

test('cancel: the page and every export say the run is incomplete', async ({ page, request }) => {
  // Two calls a line (the target source's codes), the mapping files, then the resume.
  test.setTimeout(180_000);
  const cuis = (await demoConcepts(request, 'syndrome', 60)).map((c) => c.ui);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(cuis);
  await page.getByRole('combobox', { name: 'Target source' }).fill('ICD10CM');
  await batch.resolve.click();
  await expect(batch.results.locator('tbody tr[data-state="done"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toContainText(
    'lookups are not done',
  );
  await expect(page.getByText(/lookups\/s/)).toBeHidden();

  const json = JSON.parse((await batch.exportMenu.save('JSON, all rows')).text);
  expect(json.meta.complete).toBe(false);
  expect(json.meta.batch.run).toBe('cancelled');
  expect(json.meta.batch.pendingRows).toBeGreaterThan(0);
  expect(json.rows.filter((r: { status: string }) => r.status === 'pending')).toHaveLength(
    json.meta.batch.pendingRows,
  );
  const csv = await batch.exportMenu.save('CSV, all rows');
  expect(csv.text.split('\r\n')[0]).toMatch(/\(incomplete\)/);
  expect(column(readCsv(csv.text), 'Status').filter((s) => s === 'pending').length).toBe(
    json.meta.batch.pendingRows,
  );

  // The mapping files say it too, each in its own format's place, with the same pending count.
  const pending = json.meta.batch.pendingRows as number;
  const mapping = new ExportMenu(page, 'Export mapping');
  const mapCsv = (await mapping.save('CSV')).text.replace(/^\uFEFF/, '').split('\r\n');
  expect(mapCsv[0]).toMatch(
    new RegExp(
      `^# Batch crosswalk to ICD10CM \\(incomplete: the run was cancelled, ${pending} of ${cuis.length} lines pending`,
    ),
  );
  expect(mapCsv[1]).toMatch(
    new RegExp(`^# complete: false; run: cancelled; pending rows: ${pending} of ${cuis.length} `),
  );
  const cm = JSON.parse((await mapping.save('FHIR ConceptMap (JSON)')).text);
  expect(new Fhir().validate(cm)).toEqual({ valid: true, messages: [] });
  expect(cm.status).toBe('draft');
  expect(cm.description).toMatch(
    new RegExp(
      `^INCOMPLETE \\(complete: false; run: cancelled; pending rows: ${pending} of ${cuis.length}\\)`,
    ),
  );
  expect(cm.extension[0].extension).toEqual([
    { url: 'complete', valueBoolean: false },
    { url: 'run', valueCode: 'cancelled' },
    { url: 'pendingRows', valueUnsignedInt: pending },
    { url: 'rows', valueUnsignedInt: cuis.length },
  ]);
  const sssom = readSssom((await mapping.save('SSSOM (TSV)')).text);
  expect(sssom.metadata.comment).toMatch(/^INCOMPLETE \(complete: false; run: cancelled;/);
  // The release, the run's state, and the lines the file leaves out: the pending ones.
  const other = sssom.metadata.other as string;
  expect(other).toMatch(
    new RegExp(
      `^umls_release: 2025AB\\|complete: false\\|run: cancelled\\|pending_rows: ${pending}\\|rows: ${cuis.length}\\|lines_not_in_file: [\\d,]+$`,
    ),
  );
  expect(other.split('lines_not_in_file: ')[1]!.split(',')).toHaveLength(pending);
  await expect(page.getByTestId('mapping-export-note')).toContainText(
    `The file says the run was incomplete (complete: false): ${pending} lines pending.`,
  );

  // A reload keeps the partial results and still says so; Resume finishes them.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await batch.waitDone();
  const done = JSON.parse((await batch.exportMenu.save('JSON, all rows')).text);
  expect(done.meta.complete).toBe(true);
  expect(done.meta.batch.pendingRows).toBe(0);
});

test('a CSV with a header and three columns round-trips with its extra columns', async () => {
  const page = sharedPage();
  test.setTimeout(120_000);
  const batch = new BatchPage(page);
  await batch.open();
  const csv =
    '\uFEFFpatient_id,diagnosis,note\r\n' +
    '1001,heart attack,"admitted, ward 3"\r\n' +
    '1002,Asthma,"two\nlines"\r\n' +
    '1003,N/A,\r\n' +
    '1004,I21.9,coded\r\n';
  await page.locator('input[type="file"]').setInputFiles({
    name: 'visits.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('combobox', { name: 'Column to look up' })).toHaveValue('diagnosis');
  await expect(page.getByRole('checkbox', { name: 'First row is a header' })).toBeChecked();
  await expect(batch.input).toHaveValue('heart attack\nAsthma\nN/A\nI21.9');
  await batch.resolve.click();
  await batch.waitDone();
  const rows = readCsv((await batch.exportMenu.save('CSV, all rows')).text);
  expect(rows[0]!.slice(0, 4)).toEqual(['patient_id', 'diagnosis', 'note', 'Line']);
  expect(column(rows, 'patient_id')).toEqual(['1001', '1002', '1003', '1004']);
  expect(column(rows, 'note')).toEqual(['admitted, ward 3', 'two\nlines', '', 'coded']);
  expect(column(rows, 'Status')).toEqual(['matched', 'matched', 'no match', 'matched']);
  // The patient ids were never looked up as RXCUIs.
  expect(column(rows, 'RXCUI')).toEqual(['', '', '', '']);
});
