import { expect, test } from '@playwright/test';
import { Shell } from './pages/Shell.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

test('a release the service does not have is said plainly, with a way back to the current release', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051?release=2020AA&tab=relations');
  const notice = page.getByTestId('release-notice');
  await expect(notice).toContainText('Release 2020AA is not available from this service.');
  await expect(page.getByTestId('footer-release')).toHaveText('Release: 2020AA');
  const back = notice.getByRole('link', { name: 'Open this page with the current release' });
  await expect(back).toHaveAttribute('href', '/concepts/C0027051?tab=relations');
  await back.click();
  await expect(page).toHaveURL(/\/concepts\/C0027051\?tab=relations$/);
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('footer-release')).toHaveText('Release: current (2025AB)');
});

test('the footer shows the release of the link, which wins over Settings', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051?release=2025AB');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await expect(page.getByTestId('footer-release')).toHaveText('Release: 2025AB');
  await expect(page.getByTestId('release-notice')).toHaveCount(0);
  await shell.navLink('Vocabularies').click();
  await expect(page.getByTestId('footer-release')).toHaveText('Release: current (2025AB)');
});

for (const raw of ['banana', '<script>alert(1)</script>']) {
  test(`a malformed ?release= (${raw}) is named, shown inert and not carried onto links`, async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const shell = new Shell(page);
    await shell.open(`/concepts/C0027051?release=${encodeURIComponent(raw)}`);
    const notice = page.getByTestId('release-notice');
    await expect(notice).toContainText(`The link asks for release “${raw}”, which is not a release name`);
    await expect(notice).toContainText('This page shows release current instead.');
    await expect(
      notice.getByRole('link', { name: 'Open this page with the current release' }),
    ).toHaveAttribute('href', '/concepts/C0027051');
    // The page itself reads the current release and its links leave the bad value behind.
    await expect(shell.heading()).toHaveText('Myocardial Infarction');
    await expect(page.getByTestId('footer-release')).toHaveText('Release: current (2025AB)');
    await expect(page.getByRole('table', { name: 'Atoms' })).toBeVisible();
    const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const h of hrefs) expect(h).not.toContain('release=');
    await shell.search.fill('aspirin');
    await shell.search.press('Enter');
    await expect(page).not.toHaveURL(/release=/);
    expect(dialogs).toEqual([]);
  });
}

test('a 10,000-character ?release= is cut short in the notice', async () => {
  const page = sharedPage();
  const shell = new Shell(page);
  await shell.open(`/vocabularies?release=${'x'.repeat(10_000)}`);
  const notice = page.getByTestId('release-notice');
  await expect(notice).toContainText(`release “${'x'.repeat(40)}…”, which is not a release name`);
  expect((await notice.innerText()).length).toBeLessThan(400);
});

test('a release saved in Settings that the service lacks points back to Settings', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('uts.prefs', JSON.stringify({ authMode: 'apiKey', release: '2019AA' })),
  );
  const shell = new Shell(page);
  await shell.open('/vocabularies');
  const notice = page.getByTestId('release-notice');
  await expect(notice).toContainText('Release 2019AA is not available from this service.');
  await expect(notice).toContainText('It is the release chosen in Settings');
  await notice.getByRole('link', { name: 'Settings' }).click();
  await expect(shell.heading()).toHaveText('Settings');
});
