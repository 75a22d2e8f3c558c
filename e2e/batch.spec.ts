import { expect, test, type APIRequestContext } from '@playwright/test';
import { readCsv } from './pages/Downloads.ts';
import { BatchPage, demoConcepts } from './pages/BatchPage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

/**
 * 200 lines of every kind: CUIs (each its own lookup), names of the same concepts, source
 * codes, AUIs, RXCUIs and NDCs from the demo data the other specs use.
 */
async function mixedLines(request: APIRequestContext) {
  const concepts = await demoConcepts(request, 'syndrome', 120);
  const cuis = concepts.slice(0, 100).map((c) => c.ui);
  const names = concepts.slice(100, 120).map((c) => c.name);
  const fixed = ['I21.9', 'ICD10CM:I21.9', 'A93104618', '314076', '29046', '00093-1113-10', 'heart attack'];
  const lines = [...cuis, ...names];
  for (let i = 0; lines.length < 200; i++) lines.push(fixed[i % fixed.length]!);
  return { lines, cuis };
}

const column = (rows: string[][], header: string) => {
  const i = rows[0]!.indexOf(header);
  expect(i, header).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]!);
};

test('200 mixed lines resolve; a cancel and resume asks nothing twice and loses nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { lines, cuis } = await mixedLines(request);
  const concept = new Map<string, number>();
  // Answers, not requests: a 429 the http layer retries is one question asked once.
  page.on('response', (r) => {
    if (r.status() !== 200) return;
    const m = /\/uts\/rest\/content\/[^/]+\/CUI\/(C\d{7})(\?|$)/.exec(r.url());
    if (m) concept.set(m[1]!, (concept.get(m[1]!) ?? 0) + 1);
  });
  const batch = new BatchPage(page);
  await batch.open();
  await batch.paste(lines);
  await expect(page.getByText(/^200 lines, \d+ distinct lookups$/)).toBeVisible();
  await batch.resolve.click();
  await expect(page.getByRole('status').filter({ hasText: /[1-9]\d* of/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Resume' }).click();
  await batch.waitDone();

  const file = await batch.exportMenu.save('CSV, all rows');
  const rows = readCsv(file.text);
  expect(rows).toHaveLength(201);
  expect(column(rows, 'Line')).toEqual(lines.map((_, i) => String(i + 1)));
  expect(column(rows, 'Input')).toEqual(lines);
  const match = column(rows, 'Match');
  expect(match.filter((m) => m === 'pending' || m === 'failed' || m === '')).toEqual([]);
  // Each CUI line resolves to itself, exactly.
  const cui = column(rows, 'CUI');
  cuis.forEach((c, i) => {
    expect(cui[i]).toBe(c);
    expect(match[i]).toBe('exact');
  });
  const byInput = (input: string) => rows.find((r) => r[rows[0]!.indexOf('Input')] === input)!;
  expect(byInput('314076')[rows[0]!.indexOf('RXCUI')]).toBe('314076');
  expect(byInput('00093-1113-10')[rows[0]!.indexOf('RXCUI')]).toMatch(/^\d+$/);
  expect(byInput('I21.9')[rows[0]!.indexOf('SAB')]).toBe('ICD10CM');
  expect(byInput('I21.9')[rows[0]!.indexOf('CUI')]).toMatch(/^C\d{7}$/);
  // Nothing asked twice across the cancel and resume: a CUI line's concept is asked once, except
  // for the few lookups in flight when Cancel aborted them (the walker runs 4 at a time) and
  // concepts another line also resolved to.
  const alsoMatched = new Set(cui.filter((c, i) => c && lines[i] !== c));
  const repeats = cuis
    .filter((c) => !alsoMatched.has(c))
    .reduce((n, c) => n + Math.max(0, (concept.get(c) ?? 0) - 1), 0);
  expect(repeats).toBeLessThanOrEqual(4);
  expect(cuis.every((c) => (concept.get(c) ?? 0) >= 1)).toBe(true);
});

test('the result export quotes, neutralises formulas, keeps Unicode, and holds no API key', async () => {
  const page = sharedPage();
  const batch = new BatchPage(page);
  await batch.open();
  const key = await batch.exportMenu.apiKey();
  const lines = ['Sjögren syndrome', '=HYPERLINK("http://evil.example","x")', 'a "quoted", term', 'C0027051'];
  await batch.paste(lines);
  await batch.resolve.click();
  await batch.waitDone();
  const file = await batch.exportMenu.save('CSV, all rows');
  expect(file.text).not.toContain(key);
  expect(file.text).toContain('"a ""quoted"", term"');
  const rows = readCsv(file.text);
  expect(column(rows, 'Input')).toEqual([
    'Sjögren syndrome',
    `'=HYPERLINK("http://evil.example","x")`,
    'a "quoted", term',
    'C0027051',
  ]);
  const json = JSON.parse((await batch.exportMenu.save('JSON, all rows')).text);
  expect(json.meta).toMatchObject({ title: 'batch lookup', page: '/batch', rowCount: 4 });
  expect(JSON.stringify(json)).not.toContain(key);
});

test('5,001 lines are refused with the count; the input survives a reload', async () => {
  const page = sharedPage();
  const batch = new BatchPage(page);
  await batch.open();
  // As a file: the way a column that long arrives (typing it is no test of the limit).
  const fileText = Array.from({ length: 5001 }, (_, i) => `term ${i}`).join('\r\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'terms.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(fileText),
  });
  await expect(page.getByText('5,001 lines: at most 5,000 can be looked up at once')).toBeVisible();
  await expect(batch.resolve).toBeDisabled();
  await batch.paste(['heart attack', 'C0027051']);
  await page.reload();
  await expect(batch.input).toHaveValue('heart attack\nC0027051');
});
