import { expect, test } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// A newcomer gets clickable examples of each kind, and each one works.

const EXAMPLES = [
  ['myocardial infarction', /\/search\?string=myocardial\+infarction$/, null],
  ['ICD-10-CM I21.9', /\/sources\/ICD10CM\/I21\.9$/, 'Acute myocardial infarction, unspecified'],
  ['lisinopril', /\/drugs\?name=lisinopril$/, null],
  ['C0027051', /\/concepts\/C0027051$/, 'Myocardial Infarction'],
] as const;

for (const [label, url, heading] of EXAMPLES) {
  test(`the home example "${label}" opens a page with results`, async () => {
    const page = sharedPage();
    const shell = new Shell(page);
    await shell.open('/');
    await page.getByRole('region', { name: 'Try an example' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(url);
    // The page shows data: the code's or concept's own name, or result links naming the example.
    if (heading) await expect(shell.heading()).toHaveText(heading);
    else await expect(page.getByRole('link', { name: new RegExp(label, 'i') }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('home explains CUI, AUI and source code in one line each', async () => {
  const page = sharedPage();
  await new Shell(page).open('/');
  const words = page.getByRole('list', { name: 'Words used here' });
  await expect(words.getByRole('listitem')).toHaveCount(3);
  await expect(words).toContainText('CUI');
  await expect(words).toContainText('AUI');
  await expect(words).toContainText('Source code');
});
