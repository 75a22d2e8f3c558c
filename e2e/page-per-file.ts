import { test, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

/** A document of the app's origin that runs none of the app: the runtime config. */
const CLEARING_DOCUMENT = '/bff/config.json';

/** The page events a test listens to; what it added is removed before the next test. */
const LISTENED = [
  'request',
  'response',
  'requestfailed',
  'requestfinished',
  'console',
  'dialog',
  'pageerror',
  'download',
] as const;

/**
 * One browser page for every test of a file whose tests each load one route and check it
 * (phone width, accessibility, layout shift). A page per test starts a new renderer that
 * compiles the app again; loading the next route in the same page was twice as fast (14
 * routes: 36-38 s with a fresh context each, 17-20 s in one page, 2-core machine at load 11-14).
 *
 * The tests stay independent: each loads its route with `page.goto` (a new document, so no
 * app state survives), and what one test stored (theme, recently viewed, basket, key, the
 * batch page's runs) is cleared before the next, with the routes a test set, its listeners,
 * the pages it opened beside and the offline switch. Tests run in order in one worker
 * (workers: 1, not fullyParallel); after a failure Playwright starts a new worker, which opens
 * a new page here. What stays with a page and cannot be undone (init scripts, viewport, clock,
 * exposed functions) a test that sets it takes Playwright's own `page` for.
 *
 * Returns the page; call it inside a test or a hook.
 */
export function pagePerFile(options: BrowserContextOptions = {}): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, info) => {
    // The project's own context options (the configs use a device preset and baseURL), as the
    // `page` fixture would get them, then the file's.
    const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers } =
      info.project.use;
    const context = await browser.newContext({
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      serviceWorkers,
      ...options,
    });
    page = await context.newPage();
  });
  test.afterEach(async () => {
    if (!page) return;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const event of LISTENED) await page.removeAllListeners(event);
    await page.context().setOffline(false);
    for (const other of page.context().pages()) if (other !== page) await other.close();
    if (/^https?:/.test(page.url())) {
      // The app goes first: it still writes after a test's last check (the offline copy when the
      // page is next idle, a batch run as the page goes away), and a write after the clearing
      // gave the next test this one's copy or run. A small document of the same origin takes its
      // place (same site, same renderer: the next test's load still finds the app compiled),
      // where nothing of the app runs while its storage is cleared.
      await page.goto(new URL(CLEARING_DOCUMENT, page.url()).href);
      await page.evaluate(async () => {
        localStorage.clear();
        sessionStorage.clear();
        const names = (await indexedDB.databases()).flatMap((d) => (d.name ? [d.name] : []));
        await Promise.all(
          names.map(
            (name) =>
              new Promise((done) => {
                const req = indexedDB.deleteDatabase(name);
                req.onsuccess = req.onerror = req.onblocked = done;
              }),
          ),
        );
      });
    }
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error('pagePerFile: the page opens in beforeAll; use it inside a test or hook');
    return page;
  };
}

/**
 * Playwright's `test` with the file's one page (`pagePerFile`) as its `page` and that page's
 * context as its `context`: a file whose tests ask for `page` takes this instead of the
 * default test and keeps its tests as they are. For files whose tests route, fault or listen,
 * which the page forgets between tests; not for one that sets what a page cannot forget.
 */
export function testOnOnePage(options: BrowserContextOptions = {}) {
  const shared = pagePerFile(options);
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  /* eslint-disable no-empty-pattern */
  return test.extend<{ page: Page; context: BrowserContext }>({
    page: async ({}, use) => use(shared()),
    context: async ({}, use) => use(shared().context()),
    /* eslint-enable no-empty-pattern */
  });
}
