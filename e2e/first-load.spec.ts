import { expect, test, type Page, type Response } from '@playwright/test';
import { Shell } from './pages/Shell.ts';

/**
 * The header's suggestion box and Recent menu bring popover code that stays out of
 * the first load. Until it arrives the header must work as it will after: these tests hold
 * that code back, use the header, then let it in.
 */
function holdChunk(page: Page, name: string, ext = 'js') {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const requested = new Promise<void>((resolve) =>
    page.route(new RegExp(`/assets/${name}-[^/]*\\.${ext}$`), async (route) => {
      resolve();
      await released;
      await route.continue();
    }),
  );
  return { requested, release };
}

test('the header box searches before its suggestion code has loaded', async ({ page }) => {
  const held = holdChunk(page, 'SuggestingSearchInput');
  const shell = new Shell(page);
  await shell.open('/');
  await held.requested;
  await shell.search.fill('I21.9');
  await shell.search.press('Enter');
  // The same rule as with suggestions: a source code is searched as a code.
  await expect(page).toHaveURL(/\/search\?string=I21\.9&searchType=exact&inputType=sourceUi&sabs=ICD10CM/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  held.release();
});

test('the suggesting box takes over with the text, focus and caret the user left', async ({ page }) => {
  const held = holdChunk(page, 'SuggestingSearchInput');
  const shell = new Shell(page);
  await shell.open('/');
  await held.requested;
  await shell.search.click();
  await shell.search.pressSequentially('myoc');
  await expect(shell.search).not.toHaveAttribute('aria-haspopup');
  held.release();
  // Combobox.Target marks the box once the suggestion code is in.
  await expect(shell.search).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(shell.search).toBeFocused();
  await expect(shell.search).toHaveValue('myoc');
  await page.keyboard.type('ard');
  await expect(shell.search).toHaveValue('myocard');
  await expect(page.getByRole('option', { name: /Myocardial Infarction/ }).first()).toBeVisible();
});

test('a click on Recent before its menu code has loaded opens the menu when it arrives', async ({ page }) => {
  const held = holdChunk(page, 'RecentMenuLoaded');
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Myocardial Infarction');
  await held.requested;
  await page.getByRole('button', { name: /Recently viewed \(1\)/ }).click();
  held.release();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Myocardial Infarction/ })).toBeVisible();
});

test('the four measured pages log no error to the console (Lighthouse best practices)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()} ${m.location().url}`);
  });
  for (const [path, heading] of [
    ['/', 'Terminology Browser'],
    ['/search?string=heart', 'Search'],
    ['/concepts/C0027051', 'Myocardial Infarction'],
    ['/drugs/29046', 'lisinopril'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('the runtime config is fetched once, with the HTML rather than after the code has run', async ({
  page,
}) => {
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(page.getByTestId('concept-cui')).toHaveText('C0027051');
  // One request for it, and the one the page's <link rel="preload"> started: the app's fetch
  // took that answer instead of asking again once its code had loaded.
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/bff/config.json'))
      .map((e) => (e as PerformanceResourceTiming).initiatorType),
  );
  expect(entries).toEqual(['link']);
});

// The tree's code is fetched once the concept page is idle, or when the tab is opened if that
// comes first (hierarchy-requests.spec.ts); whichever of those fetches fails, the tab offers a retry.
test("a failed fetch of the concept page's tree code can be retried from the Hierarchy tab", async ({
  page,
}) => {
  let fail = true;
  await page.route(/\/assets\/HierarchyTab-[^/]*\.js$/, async (route) => {
    if (fail) await route.abort();
    else await route.continue();
  });
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(page.getByRole('tabpanel', { name: 'Atoms' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('tab', { name: 'Hierarchy' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Hierarchy' });
  await expect(panel.getByRole('button', { name: /retry/i })).toBeVisible();
  fail = false;
  await panel.getByRole('button', { name: /retry/i }).click();
  await expect(panel.getByRole('tree')).toBeVisible();
});

test("the definitions' code (and their HTML sanitiser) comes when the Definitions tab is reached for, with their data", async ({
  page,
}) => {
  const code: string[] = [];
  const data: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/DefinitionsTab-[^/]*\.js$/.test(r.url())) code.push(r.url());
    if (/\/CUI\/C0027051\/definitions/.test(r.url())) data.push(r.url());
  });
  const shell = new Shell(page);
  await shell.open('/concepts/C0027051');
  await expect(page.getByRole('tabpanel', { name: 'Atoms' }).getByRole('row').nth(1)).toBeVisible();
  expect(code).toEqual([]);
  expect(data).toEqual([]);

  // Pointing at the tab starts both; the click then finds them on their way.
  await page.getByRole('tab', { name: 'Definitions' }).hover();
  await expect.poll(() => [code.length, data.length]).toEqual([1, 1]);
  await page.getByRole('tab', { name: 'Definitions' }).click();
  await expect(page.getByRole('article', { name: /Definition from/ }).first()).toBeVisible();
  expect([code.length, data.length]).toEqual([1, 1]);
});

test("the home page shows without the other pages' code and styles", async ({ page }) => {
  // Held for the whole test: the home page must not wait for any of them to show.
  const held = [
    holdChunk(page, 'pageStyles', 'css'),
    holdChunk(page, 'data-shared'),
    holdChunk(page, 'mantine-data'),
    holdChunk(page, 'dataPageStyles', 'css'),
  ];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terminology Browser');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Term or code' })).toBeVisible();
  // Styled as with them: Mantine's Alert and Button rules are in the first paint's stylesheet.
  const banner = await page.getByTestId('demo-banner').evaluate((el) => getComputedStyle(el).borderRadius);
  expect(banner).not.toBe('0px');
  const button = await page
    .getByRole('button', { name: 'Search', exact: true })
    .evaluate((el) => getComputedStyle(el).color);
  expect(button).toBe('rgb(255, 255, 255)');
  // The header's Recent menu, opened from here, brings its own styles: its code (with Mantine's
  // data components) comes, the other pages' stylesheet still does not.
  held[1]!.release();
  held[2]!.release();
  held[3]!.release();
  await page.getByRole('button', { name: /Recently viewed/ }).click();
  const label = page.getByText('Recently viewed in this tab');
  await expect(label).toBeVisible();
  expect(await label.evaluate((el) => getComputedStyle(el).paddingLeft)).not.toBe('0px');
  held.forEach((h) => h.release());
});

test("the settings page and its toasts need none of the data pages' shared code", async ({ page }) => {
  // The toasts' code (its store, the host that loads once a page is idle or shows a toast)
  // must not sit with the tables' code: a static toast import in the export code once moved
  // the store there, and with it the settings page and every page's toast host.
  const held = holdChunk(page, 'data-shared');
  const shell = new Shell(page);
  await shell.open('/settings');
  await page.getByLabel('UTS API key').fill('e2e-toast-key-0042');
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('API key saved for this tab')).toBeVisible();
  held.release();
});

test("the home page's code comes with the first load: index.html preloads it", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/HomePage-[^"]+\.js"/);
  await page.goto('/');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const [home, vendor] = await page.evaluate(() =>
    [/\/assets\/HomePage-[^/]*\.js$/, /\/assets\/vendor-[^/]*\.js$/].map((re) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => re.test(e.name))
        .map((e) => ({ start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    ),
  );
  // Asked for once, while the app's code was still arriving (the router asks only once it has
  // run): the router's import found the preloaded module.
  expect(home).toHaveLength(1);
  expect(home![0]!.start).toBeLessThan(vendor![0]!.end);
});

test("the first paint's files go first: the app's code and stylesheet load at low priority", async ({
  page,
}) => {
  // As Chromium tells its network stack: early.ts and the query client at the priority of a
  // module script, the app's code low and its stylesheet a step down from a stylesheet's
  // VeryHigh (the frame paints without them).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priority = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    // A file's name, its hash (8 characters, which may hold a '-') and its type.
    const name = /\/assets\/([a-z-]+?)-[\w-]{8}\.(js|css)$/i.exec(new URL(e.request.url).pathname);
    if (name) priority.set(`${name[1]}.${name[2]}`, e.request.initialPriority);
  });
  await page.goto('/');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  expect(
    Object.fromEntries(
      ['early.js', 'data-root.js', 'vendor.js', 'index.js', 'app-first.css'].map((f) => [f, priority.get(f)]),
    ),
  ).toEqual({
    'early.js': 'High',
    'data-root.js': 'High',
    'vendor.js': 'Low',
    'index.js': 'Low',
    'app-first.css': 'High',
  });
});

test('the code and styles come brotli-compressed, as nginx sends them in production', async ({ page }) => {
  // Kept as they come and read once the page shows: a listener still reading a late chunk's
  // body when the test ends throws into the next test ("Target page … has been closed").
  const responses: Response[] = [];
  page.on('response', (r) => {
    if (/^\/assets\/.*\.(js|css)$/.test(new URL(r.url()).pathname)) responses.push(r);
  });
  await page.goto('/concepts/C0027051');
  await expect(new Shell(page).heading()).toHaveText('Myocardial Infarction');
  const sent = await Promise.all(
    responses.map(async (r) => {
      const h = await r.allHeaders();
      const body = await r.body().catch(() => Buffer.alloc(0));
      return {
        path: new URL(r.url()).pathname,
        encoding: h['content-encoding'],
        size: Number(h['content-length'] ?? 0),
        bodySize: body.length,
      };
    }),
  );
  const vendor = sent.find((s) => s.path.startsWith('/assets/vendor-'));
  expect(vendor, 'the vendor chunk').toBeDefined();
  // Brotli, and far smaller on the wire than the file the page runs.
  expect(vendor!.encoding).toBe('br');
  expect(vendor!.size).toBeGreaterThan(0);
  expect(vendor!.size).toBeLessThan(vendor!.bodySize / 3);
  const big = sent.filter((s) => s.bodySize > 4096);
  expect(big.length).toBeGreaterThan(4);
  for (const s of big) expect(s.encoding, s.path).toBe('br');
});

test("a data page opened first needs its own part of Mantine's styles, not all of it", async ({ page }) => {
  // All of Mantine's component styles (the other pages' sheet) held for the whole test.
  const held = holdChunk(page, 'pageStyles', 'css');
  await page.goto('/concepts/C0027051');
  await expect(new Shell(page).heading()).toHaveText('Myocardial Infarction');
  const tab = page.getByRole('tab', { name: 'Atoms' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // Styled as with all of them: the Tabs and Table rules are in the data pages' sheet.
  expect(await tab.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  expect(await table.evaluate((el) => getComputedStyle(el).borderCollapse)).toBe('collapse');
  held.release();
});

test('a link to a page whose code is still on its way shows that it is opening; the bar goes when the page is in', async ({
  page,
}) => {
  const held = holdChunk(page, 'ConceptPage');
  const shell = new Shell(page);
  await shell.open('/sources/MSH/D009203');
  await expect(page.getByTestId('source-version')).toHaveText('MeSH 2017 · UMLS 2025AB');
  await page.getByRole('link', { name: 'Concept C0027051' }).click();
  await held.requested;
  // The code's page stays meanwhile; the bar says the click was taken.
  await expect(page.getByRole('progressbar', { name: 'Opening the page' })).toBeVisible();
  await expect(page).toHaveURL(/\/sources\/MSH\/D009203$/);
  held.release();
  await expect(page.getByTestId('concept-cui')).toHaveText('C0027051');
  await expect(page).toHaveURL(/\/concepts\/C0027051$/);
  await expect(page.getByRole('progressbar', { name: 'Opening the page' })).toHaveCount(0);
});
