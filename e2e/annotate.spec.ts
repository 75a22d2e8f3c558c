import { expect } from '@playwright/test';
import { AnnotatePage } from './pages/AnnotatePage.ts';
import { BasketPage } from './pages/BasketPage.ts';
import { download, readCsv } from './pages/Downloads.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

const NOTE =
  'Patient: Maria Gonzalez  MRN: 4471902  DOB: 04/12/1961  Phone: 555-201-7788\n' +
  'Gonzalez has a history of myocardial infarction (MI) and hypertension, on lisinopril.\n' +
  'She denies chest pain. A second MI was ruled out on 3 March 2024.';

test('a note sends none of its name, MRN, dates or phone number, and the page says so', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/uts/')) sent.push(decodeURIComponent(r.url()));
  });
  const annotate = new AnnotatePage(page);
  await annotate.open();
  await expect(page.getByTestId('privacy-note')).toContainText('Your text stays in this tab');
  await annotate.annotateText(NOTE);
  await expect(annotate.mark('hypertension')).toBeVisible();
  const searches = sent.filter((u) => u.includes('/search/'));
  expect(searches.length).toBeGreaterThan(0);
  for (const secret of ['Maria', 'Gonzalez', '4471902', '1961', '04/12', '555', '7788', '2024', 'March'])
    for (const url of sent) expect(url, `${secret} was sent`).not.toContain(secret);
  // Neither the URL nor storage holds the text.
  expect(page.url()).not.toContain('Gonzalez');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('hypertension');
  expect(stored).not.toContain('Gonzalez');
});

test('paste a note: highlights and table, a hand on a mention, CSV offsets that slice back, to the basket', async ({
  page,
}) => {
  // The note's 20-odd requests at 20 per second, then the steps after: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const annotate = new AnnotatePage(page);
  await annotate.open();
  await annotate.annotateText(NOTE);

  // Highlights coloured by group, with context.
  await expect(annotate.mark('myocardial infarction')).toHaveAttribute('data-group', 'DISO');
  await expect(annotate.mark('chest pain')).toHaveAttribute('data-negated', '');
  await expect(annotate.mark('lisinopril')).toHaveAttribute('data-group', 'CHEM');
  await expect(annotate.row('chest pain')).toContainText('negated');
  await expect(annotate.row('chest pain')).toContainText('denies');
  // The defined abbreviation takes its long form's concept.
  await expect(annotate.table.getByRole('row').filter({ hasText: 'abbreviation' })).toHaveCount(2);

  // A hand on a mention: remove it.
  await annotate.row('lisinopril').getByRole('button', { name: 'Remove' }).click();
  await expect(annotate.mark('lisinopril')).toHaveCount(0);
  await expect(annotate.row('lisinopril')).toHaveCount(0);

  // The CSV: every mention's offsets slice the pasted text back to the mention.
  const file = await download(page, async () => {
    await page.getByRole('button', { name: 'Export mentions' }).click();
    await page.getByRole('menu', { name: 'Export mentions' }).getByRole('menuitem', { name: 'CSV' }).click();
  });
  // The provenance line first (release, sources and groups searched), then the rows.
  expect(file.text).toMatch(/^\uFEFF# text annotation: mentions; release 2025AB;/);
  const lines = file.text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => !l.startsWith('#'));
  const rows = readCsv(`\uFEFF${lines.join('\n')}`);
  const [header, ...body] = rows;
  const [start, end, text, decided] = ['Start', 'End', 'Text', 'Decided'].map((h) => header!.indexOf(h));
  expect(body.length).toBeGreaterThanOrEqual(5);
  for (const r of body) expect(NOTE.slice(Number(r[start!]), Number(r[end!]))).toBe(r[text!]);
  expect(body.map((r) => r[text!])).not.toContain('lisinopril');
  expect(body.every((r) => r[decided!] === 'service')).toBe(true);

  // To the basket: the concepts shown.
  await page.getByRole('button', { name: /^Add to the basket/ }).click();
  await expect(page.getByRole('button', { name: /✓ In the basket/ })).toBeVisible();
  await expect(new BasketPage(page).count).not.toHaveText('0');
});

test('bad input: a text over the limit is refused with the limit named; bidi controls are shown, never applied; emoji keep offsets; 500 lines ask each diagnosis once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const searched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/search/')) searched.push(new URL(r.url()).searchParams.get('string') ?? '');
  });
  const annotate = new AnnotatePage(page);
  await annotate.open();

  // One character over the limit: refused, with the limit named, nothing sent.
  await annotate.text.fill('a'.repeat(50_001));
  await expect(page.getByText('The text has 50,001 characters; the limit is 50,000.')).toBeVisible();
  await expect(annotate.annotate).toBeDisabled();
  expect(searched.filter((s) => s.includes('aaa'))).toEqual([]);

  // A right-to-left override and emoji before a mention: the control shows as its code point and
  // reorders nothing; the mention's highlight is its own text.
  const tricky = '😀 Hypertension \u202Eand\u202C asthma 👍🏽 in a list\n';
  await annotate.annotateText(tricky);
  await expect(annotate.mark('Hypertension')).toHaveText('Hypertension');
  await expect(annotate.mark('asthma')).toHaveText('asthma');
  await expect(annotate.highlighted.locator('abbr.annot-control').first()).toHaveText('U+202E');
  const direction = await annotate.highlighted.evaluate((el) => getComputedStyle(el).unicodeBidi);
  expect(direction).not.toBe('bidi-override');

  // A list of 500 diagnoses, one per line (five names, a hundred times): every line marked,
  // each name asked once at most.
  searched.length = 0;
  const names = ['hypertension', 'asthma', 'myocardial infarction', 'chest pain', 'seizures'];
  const list = Array.from({ length: 500 }, (_, i) => names[i % names.length]).join('\n');
  await annotate.annotateText(list);
  await expect(annotate.highlighted.locator('mark')).toHaveCount(500);
  const asked = (name: string) => searched.filter((s) => s.toLowerCase() === name).length;
  for (const name of ['myocardial infarction', 'chest pain', 'seizures']) expect(asked(name), name).toBe(1);
  // The two the text before found may be answered from the page's cache (asked as written there).
  for (const name of ['hypertension', 'asthma']) expect(asked(name), name).toBeLessThanOrEqual(1);
});
