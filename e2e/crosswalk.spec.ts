import { expect, test } from '@playwright/test';
import { CrosswalkPage } from './pages/CrosswalkPage.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// ICD-10-CM I26 shares CUI C0034065 with MSH D011655, NCI C50713 and DOID:9477 in the demo data.

test('crosswalk from an ICD-10-CM code lists the codes of other sources, and MSH alone with targetSource', async () => {
  const page = sharedPage();
  const xw = new CrosswalkPage(page);
  await xw.open('ICD10CM', 'I26');
  await expect(xw.shell.heading()).toHaveText('Crosswalk from ICD10CM I26');
  await expect(page.getByRole('link', { name: 'Pulmonary embolism', exact: true })).toHaveAttribute(
    'href',
    '/sources/ICD10CM/I26',
  );
  await expect(xw.rows()).toHaveCount(3);
  await expect(xw.table).toContainText('D011655');
  await expect(xw.table).toContainText('C50713');
  await expect(xw.table).toContainText('DOID:9477');

  await xw.open('ICD10CM', 'I26', '?targetSource=MSH');
  await expect(xw.rows()).toHaveCount(1);
  await expect(xw.rows().first()).toContainText('Pulmonary Embolism');
  const mesh = xw.table.getByRole('link', { name: 'D011655', exact: true });
  await expect(mesh).toHaveAttribute('href', '/sources/MSH/D011655');
  await mesh.click();
  await expect(page).toHaveURL(/\/sources\/MSH\/D011655$/);
  await expect(new SourceCodePage(page).shell.heading()).toHaveText('Pulmonary Embolism');
});

test('choosing a target source in the filter puts it in the URL', async () => {
  const page = sharedPage();
  const xw = new CrosswalkPage(page);
  await xw.open('ICD10CM', 'I26');
  await expect(xw.rows()).toHaveCount(3);
  await xw.targetFilter.click();
  await page.getByRole('option', { name: 'MSH', exact: true }).click();
  await expect(page).toHaveURL(/[?&]targetSource=MSH\b/);
  await expect(xw.rows()).toHaveCount(1);
  await page.reload();
  await expect(xw.rows()).toHaveCount(1);
  await expect(xw.rows().first()).toContainText('D011655');
});

test('the source page leads to the crosswalk, and a target with no match says so', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26');
  await page.getByRole('link', { name: 'Codes in other sources (crosswalk)' }).click();
  await expect(page).toHaveURL(/\/crosswalk\/ICD10CM\/I26$/);
  const xw = new CrosswalkPage(page);
  await xw.open('ICD10CM', 'I26', '?targetSource=GO');
  await expect(page.getByText("No codes in GO share this code's concept.")).toBeVisible();
});

test('the source page’s links stay put while the preferred atom arrives (a click aimed at one never lands beside it)', async ({
  page,
}) => {
  // The preferred atom (and with it the concept link) is held back until the links are drawn.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/uts\/rest\/content\/[^/]+\/source\/ICD10CM\/I26\/atoms\/preferred/, async (route) => {
    await held;
    await route.continue();
  });
  const code = new SourceCodePage(page);
  await code.open('ICD10CM', 'I26');
  const crosswalk = page.getByRole('link', { name: 'Codes in other sources (crosswalk)' });
  await expect(crosswalk).toBeVisible();
  const before = await crosswalk.boundingBox();
  release();
  await expect(page.getByRole('link', { name: 'Concept C0034065' })).toBeVisible();
  await expect(page.getByTestId('preferred-atom')).toBeVisible();
  expect(await crosswalk.boundingBox()).toEqual(before);
});
