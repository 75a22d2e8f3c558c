import { expect, type APIRequestContext } from '@playwright/test';
import { DrugConcept } from './pages/DrugConcept.ts';
import { Faults } from './pages/Faults.ts';
import { DrugLookup } from './pages/DrugLookup.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

const SOAP = '/axis/services/DBManagerService';

const AXIS_FAULT =
  '<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
  'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>' +
  '<soapenv:Fault><faultcode>soapenv:Server.userException</faultcode>' +
  '<faultstring>java.rmi.RemoteException: Database connection lost</faultstring>' +
  '<detail><ns1:hostname xmlns:ns1="http://xml.apache.org/axis/">rxnav-db</ns1:hostname></detail>' +
  '</soapenv:Fault></soapenv:Body></soapenv:Envelope>';

interface Fault {
  match: string;
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  times?: number;
  action?: 'drop';
}

async function injectFault(request: APIRequestContext, fault: Fault) {
  await new Faults(request).add(fault);
}

test.afterEach(async ({ request }) => {
  await new Faults(request).clear();
});

/** Opens the lookup page and waits until its own load-time calls are done, so a fault hits only the search. */
async function readyLookup(lookup: DrugLookup) {
  await lookup.open();
  await lookup.settle();
  await lookup.typeForSuggestions('lisi');
  await lookup.nameBox.press('Escape');
}

test.describe('the drug service failing', () => {
  test('a SOAP fault is shown with its fault string, and retry recovers', async ({ page, request }) => {
    const lookup = new DrugLookup(page);
    await readyLookup(lookup);
    await injectFault(request, {
      match: SOAP,
      status: 500,
      body: AXIS_FAULT,
      headers: { 'Content-Type': 'text/xml; charset=utf-8' },
    });
    await lookup.searchName('lisinopril');
    for (const section of [lookup.exactResults, lookup.productResults]) {
      const alert = section.getByRole('alert');
      await expect(alert).toContainText('The drug service reported an error');
      await expect(alert).toContainText(
        'java.rmi.RemoteException: Database connection lost (soapenv:Server.userException)',
      );
    }
    // The form stays usable while the results failed.
    await expect(lookup.nameBox).toHaveValue('lisinopril');
    await new Faults(request).clear();
    await lookup.exactResults.getByRole('button', { name: 'Retry' }).click();
    await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible();
    // One Retry retries every failed section of the page: the products come back too.
    await expect(
      lookup.productResults.getByRole('link', { name: 'lisinopril 10 MG Oral Tablet', exact: true }),
    ).toBeVisible();
  });

  test('an HTTP 500 without a fault body is an upstream failure with retry', async ({ page, request }) => {
    const lookup = new DrugLookup(page);
    await readyLookup(lookup);
    await injectFault(request, {
      match: SOAP,
      status: 500,
      body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
      headers: { 'Content-Type': 'text/html' },
    });
    await lookup.searchName('lisinopril');
    const alert = lookup.exactResults.getByRole('alert');
    await expect(alert).toContainText('Something went wrong');
    await expect(alert).toContainText('The service answered with status 500');
    await expect(alert).not.toContainText('<h1>');
    await new Faults(request).clear();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible();
  });

  test('a dropped connection is retried by itself; when it keeps dropping, the page says so and offers retry', async ({
    page,
    request,
  }) => {
    const lookup = new DrugLookup(page);
    await readyLookup(lookup);
    // Once: the client's own retry absorbs it and the user sees results.
    await injectFault(request, { match: SOAP, action: 'drop', times: 1 });
    await lookup.searchName('lisinopril');
    await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible();
    await expect(lookup.exactResults.getByRole('alert')).toHaveCount(0);

    // Every time: the gateway's 502 reaches the user after the retries.
    await injectFault(request, { match: SOAP, action: 'drop' });
    await lookup.searchName('metformin');
    const alert = lookup.exactResults.getByRole('alert');
    await expect(alert).toContainText('Service temporarily unavailable', { timeout: 20_000 });
    await expect(alert).toContainText('status 502');
    await new Faults(request).clear();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(lookup.exactResults.getByRole('row', { name: /6809/ })).toBeVisible();
  });

  test('a network failure in the browser says the service is unreachable, and retry recovers', async ({
    page,
  }) => {
    const lookup = new DrugLookup(page);
    await readyLookup(lookup);
    await page.route('**/rxnorm/soap', (route) => route.abort('internetdisconnected'));
    await lookup.searchName('lisinopril');
    const alert = lookup.exactResults.getByRole('alert');
    await expect(alert).toContainText('Service unreachable', { timeout: 20_000 });
    await expect(alert).toContainText('Check your connection, then retry.');
    await page.unroute('**/rxnorm/soap');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible();
  });

  test('429 Too Many Requests: a notice, then the page tries again by itself', async ({ page, request }) => {
    const lookup = new DrugLookup(page);
    await readyLookup(lookup);
    // Both searches (exact name, drug products) spend 4 attempts each: the first try and 3 retries.
    await injectFault(request, {
      match: SOAP,
      status: 429,
      times: 8,
      headers: { 'Retry-After': '2' },
      body: '',
    });
    await lookup.searchName('lisinopril');
    await expect(
      lookup.exactResults.getByRole('status').filter({ hasText: 'Too many requests' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(lookup.exactResults.getByRole('row', { name: /29046/ })).toBeVisible({ timeout: 20_000 });
    await expect(
      lookup.productResults.getByRole('link', { name: 'lisinopril 10 MG Oral Tablet', exact: true }),
    ).toBeVisible();
  });

  test('one failing section leaves the rest of the concept page up', async ({ page, request }) => {
    const concept = new DrugConcept(page);
    await concept.open('314076');
    await concept.expectLoaded('lisinopril 10 MG Oral Tablet');
    await expect(concept.panel('Brand names')).toContainText('Zestril');
    await injectFault(request, {
      match: SOAP,
      status: 500,
      body: AXIS_FAULT,
      headers: { 'Content-Type': 'text/xml' },
    });
    await concept.tab('NDCs').click();
    await expect(page.getByRole('tabpanel', { name: 'NDCs' }).getByRole('alert')).toContainText(
      'Database connection lost',
    );
    await expect(concept.heading()).toHaveText('lisinopril 10 MG Oral Tablet');
    await expect(concept.property('RXCUI')).toContainText('314076');
    await new Faults(request).clear();
    await page.getByRole('tabpanel', { name: 'NDCs' }).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('ndc-table')).toContainText('00093111310');
  });
});

test('without a service ticket, proprietary information says only unrestricted sources are shown', async ({
  page,
  request,
}) => {
  const concept = new DrugConcept(page);
  await concept.open('29046');
  await concept.expectLoaded('lisinopril');
  // The login host fails, so no ticket can be had; the drug service itself still answers.
  await injectFault(request, { match: '/auth/cas', status: 503, body: 'down' });
  await concept.tab('Proprietary information').click();
  const scope = page.getByTestId('proprietary-scope');
  await expect(scope).toContainText('Only unrestricted sources are shown', { timeout: 20_000 });
  const table = page.getByTestId('proprietary-table');
  await expect(table).toContainText('RXNORM');
  await expect(table).not.toContainText('DEMO_SRL3');

  await new Faults(request).clear();
  await page.getByRole('button', { name: 'Reload with a new ticket' }).click();
  await expect(scope).toContainText('Licensed request');
  await expect(table).toContainText('DEMO_SRL3');
});

test.describe('hostile input', () => {
  test.beforeEach(({ page }) => {
    page.on('dialog', (d) => {
      throw new Error(`unexpected dialog: ${d.message()}`);
    });
  });

  test('markup, ampersands, quotes and Unicode are searched as text and shown inert', async ({ page }) => {
    const lookup = new DrugLookup(page);
    const hostile = `<script>alert("x")</script> & "double" 'single' <b>bold</b> ü 日本 💊`;
    await lookup.open();
    await lookup.searchName(hostile);
    await expect(lookup.exactResults.getByRole('heading', { level: 2 })).toHaveText(
      `Concepts named “${hostile}”`,
    );
    await expect(lookup.exactResults).toContainText('No concept has exactly this name.');
    await expect(lookup.productResults).toContainText('No drug products for this name');
    await expect(page.locator('main b, main script')).toHaveCount(0);
    // The URL holds it, escaped, and a reload searches the same text.
    await page.reload();
    await expect(lookup.nameBox).toHaveValue(hostile);
    await expect(lookup.exactResults).toContainText('No concept has exactly this name.');
  });

  test('10,000 characters are searched without breaking the page', async ({ page }) => {
    const lookup = new DrugLookup(page);
    const long = 'lisinopril '.repeat(1000).slice(0, 10_000);
    await lookup.open();
    await lookup.nameBox.fill(long);
    await lookup.nameBox.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(lookup.exactResults).toContainText('No concept has exactly this name.');
    await expect(lookup.productResults).toContainText('No drug products for this name');
    // Long names wrap instead of widening the page.
    const width = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
    expect(width).toBe(true);
  });

  test('a character XML cannot carry is refused before sending, with the reason', async ({ page }) => {
    const lookup = new DrugLookup(page);
    await lookup.open(`?name=${encodeURIComponent('abc\u0000def')}`);
    // Said at the field, in the user's words; no search runs, so there is nothing to retry.
    await expect(
      page.getByText("Drug name contains a character that can't be sent (U+0000 at position 4)."),
    ).toBeVisible();
    await expect(lookup.nameBox).toHaveAttribute('aria-invalid', 'true');
    await expect(lookup.exactResults).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('hostile identifiers and RXCUIs are shown as text', async ({ page }) => {
    const lookup = new DrugLookup(page);
    await lookup.open(`?by=id&idType=NDC&id=${encodeURIComponent('<img src=x onerror=alert(1)>&"')}`);
    await expect(lookup.idResults().getByRole('heading', { level: 2 })).toHaveText(
      'Concepts with NDC “<img src=x onerror=alert(1)>&"”',
    );
    await expect(lookup.idResults()).toContainText('No concept has this identifier');
    await expect(page.locator('main img')).toHaveCount(0);

    await new DrugConcept(page).open(encodeURIComponent('<script>alert(1)</script>'));
    await expect(page.getByRole('alert')).toContainText('“<script>alert(1)</script>” is not an RXCUI');
  });
});
