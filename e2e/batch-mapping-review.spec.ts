import { expect, type Page } from '@playwright/test';
import { Fhir } from 'fhir';
import { readSssom } from '../src/lib/export/mapping/readSssom.ts';
import { BatchPage } from './pages/BatchPage.ts';
import { ExportMenu } from './pages/Downloads.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

// A reviewed batch crossed to ICD-10-CM, saved as SSSOM and as a ConceptMap: each file alone
// must rebuild the reviewed table (every line, what it said, how it was decided, by whom and why)
// and name ICD-10-CM by its own version (2021), not the UMLS release.
const LINES = [
  'heart attack',
  'Myocardial Infarction',
  'Asthma',
  'qqqq zzzz',
  'Hypertension',
  'Headache',
  'Fever',
  'Pneumonia',
  'Diabetes Mellitus',
  'Migraine Disorders',
];
const ICD = 'http://hl7.org/fhir/sid/icd-10-cm';

/** Counts the calls the page makes to either service while `work` runs. */
async function serviceCalls(page: Page, work: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  const seen = (r: { url(): string }) => {
    if (/\/(uts|rxnorm)\//.test(new URL(r.url()).pathname)) calls.push(r.url());
  };
  page.on('request', seen);
  try {
    await work();
  } finally {
    page.off('request', seen);
  }
  return calls;
}

test('a reviewed batch to ICD10CM: SSSOM and ConceptMap keep every line, the hand pick and the hand no match', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(LINES);
  await page.getByRole('combobox', { name: 'Target source' }).fill('ICD10CM');
  await batch.resolve.click();
  await batch.waitDone();
  const rows = batch.results.locator('tbody tr');
  const dialog = page.getByRole('dialog');

  // Line 2: the reviewer names the ICD-10-CM code, with their name and a comment.
  await page.getByRole('button', { name: 'Change line 2' }).click();
  await dialog.getByLabel(/Or type a CUI or code/).fill('ICD10CM:I21.9');
  await dialog.getByLabel('Reviewer name (optional)').fill('Dr Rivera');
  await dialog.getByLabel('Reviewer comment').fill('no site stated');
  await dialog.getByRole('button', { name: 'Use this code' }).click();
  await expect(rows.nth(1).getByTestId('status')).toHaveText('matched, by hand');

  // Line 3: no ICD-10-CM code wanted for it, said why (the name is remembered).
  await page.getByRole('button', { name: 'Change line 3' }).click();
  await expect(dialog.getByLabel('Reviewer name (optional)')).toHaveValue('Dr Rivera');
  await dialog.getByLabel('Reviewer comment').fill('not on this list');
  await dialog.getByRole('button', { name: 'Mark as no match' }).click();
  await expect(rows.nth(2).getByTestId('status')).toHaveText('no match, by hand');

  const mapping = new ExportMenu(page, 'Export mapping');
  const set = readSssom((await mapping.save('SSSOM (TSV)')).text);
  const line = (n: number) => set.rows.filter((r) => r.other!.startsWith(`line: ${n}|`));

  // Every input line is in the file, or named in it as not decided yet.
  const inRows = new Set(set.rows.map((r) => Number(/^line: (\d+)\|/.exec(r.other!)![1])));
  const notIn =
    /lines_not_in_file: ([\d,]+)/.exec(String(set.metadata.other))?.[1]?.split(',').map(Number) ?? [];
  expect([...inRows, ...notIn].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

  expect(line(2)).toEqual([
    expect.objectContaining({
      object_id: 'ICD10CM:I21.9',
      predicate_id: 'skos:exactMatch',
      mapping_justification: 'semapv:ManualMappingCuration',
      reviewer_label: 'Dr Rivera',
      comment: expect.stringMatching(/^Reviewer Dr Rivera: no site stated; chosen by hand: ICD10CM I21\.9/),
    }),
  ]);
  expect(line(2)[0]!.other).toContain('input: Myocardial Infarction');
  expect(line(3)).toEqual([
    expect.objectContaining({
      subject_id: 'sssom:NoTermFound',
      subject_label: 'Asthma',
      object_id: 'sssom:NoTermFound',
      mapping_justification: 'semapv:ManualMappingCuration',
      comment: expect.stringContaining('not on this list'),
    }),
  ]);
  // Nothing found by the service is no hand decision.
  expect(line(4)[0]).toMatchObject({ object_id: 'sssom:NoTermFound', subject_label: 'qqqq zzzz' });
  expect(line(4)[0]!.mapping_justification).not.toBe('semapv:ManualMappingCuration');
  // The object side is ICD-10-CM alone: its own version, once, in the metadata.
  expect(set.metadata.object_source_version).toBe('2021');
  expect(set.metadata.other).toMatch(/^umls_release: 2025AB\|complete: true/);
  expect(set.metadata.mapping_set_id).toMatch(/^urn:uuid:/);

  // The second format reads nothing again.
  let cmText = '';
  const calls = await serviceCalls(page, async () => {
    cmText = (await mapping.save('FHIR ConceptMap (JSON)')).text;
  });
  expect(calls).toEqual([]);
  const cm = JSON.parse(cmText);
  expect(new Fhir().validate(cm)).toEqual({ valid: true, messages: [] });
  expect(cm.url).toBe(set.metadata.mapping_set_id);
  expect(cm).toMatchObject({
    version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    publisher: expect.any(String),
  });
  for (const g of cm.group) expect(g).toMatchObject({ target: ICD, targetVersion: '2021' });
  type Ext = { url: string; valueString?: string; valuePositiveInt?: number; valueUri?: string };
  type Element = {
    code?: string;
    display?: string;
    extension: Array<{ extension: Ext[] }>;
    target: Array<Record<string, string>>;
  };
  const elements: Element[] = cm.group.flatMap((g: { element: Element[] }) => g.element);
  const fact = (e: Element, url: string) => {
    const x = e.extension[0]!.extension.find((f) => f.url === url);
    return x?.valueString ?? x?.valuePositiveInt ?? x?.valueUri;
  };
  const elementOf = (n: number) => elements.find((e) => fact(e, 'line') === n)!;
  expect(fact(elementOf(2), 'input')).toBe('Myocardial Infarction');
  expect(fact(elementOf(2), 'justification')).toBe('https://w3id.org/semapv/vocab/ManualMappingCuration');
  expect(fact(elementOf(2), 'comment')).toBe('no site stated');
  expect(elementOf(2).target).toEqual([
    expect.objectContaining({ code: 'I21.9', equivalence: 'equivalent' }),
  ]);
  expect(elementOf(3).display).toBe('Asthma');
  expect(elementOf(3).target).toEqual([
    { equivalence: 'unmatched', comment: expect.stringContaining('not on this list') },
  ]);
  expect(cm.description).toContain('ICD-10-CM 2021');
});

test('an RXCUI line crosses to MeSH through its concept, as the crosswalk does: lisinopril is exact', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(['29046']);
  await page.getByRole('combobox', { name: 'Target source' }).fill('MSH');
  await batch.resolve.click();
  await batch.waitDone();
  const set = readSssom((await new ExportMenu(page, 'Export mapping').save('SSSOM (TSV)')).text);
  expect(set.rows.map((r) => [r.subject_id, r.predicate_id, r.object_id])).toEqual([
    ['RXNORM:29046', 'skos:exactMatch', 'MSH:D017706'],
  ]);
  // A file holding RxNorm content names RxNorm's own version, as the drug service writes it.
  expect(set.metadata.subject_source_version).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
  expect(set.metadata.object_source_version).toBe('2017');
});
