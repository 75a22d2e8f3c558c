import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { ESCAPES } from '../bff/path-guard.cases.ts';
import { MAX_BODY_BYTES } from '../bff/path-guard.ts';
import { EVERY_ROUTE, expectSecurityHeaders, watchPolicyErrors } from '../e2e/csp.ts';
import { DrugConcept } from '../e2e/pages/DrugConcept.ts';
import { DrugLookup } from '../e2e/pages/DrugLookup.ts';
import { Shell } from '../e2e/pages/Shell.ts';
import { ACCESS_LOG, BUILD_DIR, NGINX_PORT } from './env.ts';

/** The emulator's demo key (server/config.ts), which Settings pre-fills against the emulator. */
const KEY = 'demo-0000-emulator-key';

/** Every URL the browser asks for or shows, to prove the key is in none of them. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  return urls;
}

test('search → concept → drug through nginx: headers, compression, deep-link reload, no key in URLs or log', async ({
  page,
}) => {
  const urls = recordUrls(page);
  // The log outlives runs: only what this test adds counts.
  const logStart = statSync(ACCESS_LOG).size;
  const violations = await watchPolicyErrors(page);
  const assets: { url: string; cache?: string; encoding?: string; csp?: string }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) {
      const h = r.headers();
      assets.push({
        url: r.url(),
        cache: h['cache-control'],
        encoding: h['content-encoding'],
        csp: h['content-security-policy'],
      });
    }
  });

  const shell = new Shell(page);
  const home = await page.goto('/');
  expectSecurityHeaders(home!.headers());
  expect(home!.headers()['cache-control']).toBe('no-cache');
  await expect(shell.search).toBeVisible();

  await shell.search.fill('myocardial infarction');
  await shell.search.press('Enter');
  await expect(page).toHaveURL('/search?string=myocardial+infarction');
  await page
    .getByRole('table', { name: 'Search results' })
    .getByRole('link', { name: 'Myocardial Infarction', exact: true })
    .click();
  await expect(page).toHaveURL('/concepts/C0027051');
  await expect(shell.heading()).toHaveText('Myocardial Infarction');
  await expect(
    page.getByRole('table', { name: 'Atoms' }).getByRole('row', { name: /heart attack/ }),
  ).toBeVisible();

  await shell.navLink('Drugs').click();
  const lookup = new DrugLookup(page);
  await lookup.searchName('lisinopril');
  await expect(page).toHaveURL(/\/drugs\?name=lisinopril$/);
  const scd = lookup.productResults.getByRole('region', { name: 'Clinical drug (SCD)' });
  await scd.getByRole('link', { name: 'lisinopril 10 MG Oral Tablet', exact: true }).click();
  await expect(page).toHaveURL(/\/drugs\/314076$/);
  const concept = new DrugConcept(page);
  await concept.expectLoaded('lisinopril 10 MG Oral Tablet');

  // A deep link reloaded: nginx answers the SPA fallback, never cached, and the page comes back.
  const reloaded = await page.reload();
  expect(reloaded!.status()).toBe(200);
  expect(reloaded!.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(reloaded!.headers());
  await concept.expectLoaded('lisinopril 10 MG Oral Tablet');

  // Hashed assets: cached for a year, served from the precompressed .br files (Chromium asks
  // for brotli; Debian's brotli module, which .ci/run installs, sends them).
  expect(assets.length).toBeGreaterThan(2);
  for (const a of assets) {
    expect(a, a.url).toMatchObject({
      cache: 'public, max-age=31536000, immutable',
      csp: expect.stringContaining("default-src 'self'"),
    });
  }
  const precompressed = assets.filter((a) => existsSync(join(BUILD_DIR, `${new URL(a.url).pathname}.br`)));
  expect(precompressed.length).toBeGreaterThan(2);
  for (const a of precompressed) expect(a.encoding, a.url).toBe('br');

  expect(await violations()).toEqual([]);
  expect(urls.filter((u) => u.includes(KEY) || /apiKey/i.test(u))).toEqual([]);
  const log = readFileSync(ACCESS_LOG).subarray(logStart).toString('utf8');
  expect(log).toMatch(/"GET \/uts\/rest\/search\/current" 200/);
  expect(log).toMatch(/"POST \/rxnorm\/soap" 200/);
  expect(log).not.toContain(KEY);
  expect(log).not.toMatch(/apiKey/i);
});

// Every route as a deep link (the SPA fallback). The preview suite also opens each tab and
// waits for each page's data (e2e/security-headers.spec.ts); tabs are the same document to
// nginx, and this one waits only for the page to render, to stay quick.
test('every route opens as a deep link through nginx, with the headers and no policy violation', async ({
  page,
}) => {
  const routes = EVERY_ROUTE.filter((r) => !r.includes('tab='));
  // A new document per route, through nginx: 2 s each on an idle machine, 4-5 s beside two
  // browsers loading pages (npm run test:stress), where 14 of them ran out of the config's 60 s.
  test.setTimeout(routes.length * 10_000);
  const violations = await watchPolicyErrors(page);
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response!.status(), route).toBe(200);
    expectSecurityHeaders(response!.headers());
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    expect(await violations(), route).toEqual([]);
  }
});

/** A raw request: fetch and Playwright's request context would resolve `..` before sending. */
function raw(path: string, method = 'GET', body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (ok, fail) => {
      const req = request(
        { host: '127.0.0.1', port: NGINX_PORT, path, method, headers: { 'x-uts-api-key': KEY } },
        (res) => {
          res.resume();
          res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on('error', fail);
      req.end(body);
    },
  );
}

test('paths that climb out of their prefix get 400, a SOAP body over 1 MB gets 413', async () => {
  const logStart = statSync(ACCESS_LOG).size;
  for (const [name, path] of ESCAPES) {
    const r = await raw(path);
    expect(r.status, name).toBe(400);
    expect(r.headers['x-content-type-options'], name).toBe('nosniff');
  }
  const big = await raw('/rxnorm/soap', 'POST', Buffer.alloc(MAX_BODY_BYTES + 1, 'a'));
  expect(big.status).toBe(413);
  // Refused requests never reached the emulator: no upstream status in their log lines
  // (nginx writes the line just after the response, hence the poll).
  const refused = () =>
    readFileSync(ACCESS_LOG)
      .subarray(logStart)
      .toString('utf8')
      .split('\n')
      .filter((l) => / (400|413) \d+ [\d.]+ -$/.test(l)).length;
  await expect.poll(refused).toBe(ESCAPES.length + 1);
});
