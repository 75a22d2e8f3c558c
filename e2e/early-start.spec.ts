import { expect, test, type Browser, type Request } from '@playwright/test';
import { Shell } from './pages/Shell.ts';

/**
 * A data page's code and every request of its first view leave as the page opens
 * (src/app/firstLoad/early.ts, dataRoot.ts), not once the app's code (React, the router, Mantine) has
 * arrived and run. These tests hold the app's biggest file back: the page's requests must all
 * be made meanwhile, each once, and the page must then show them.
 */
const CASES: { path: string; heading: string; requests: Record<string, (r: Request) => boolean> }[] = [
  {
    path: '/concepts/C0027051',
    heading: 'Myocardial Infarction',
    requests: {
      concept: (r) => r.url().endsWith('/content/current/CUI/C0027051'),
      atoms: (r) => r.url().includes('/CUI/C0027051/atoms?'),
      'preferred atom': (r) => r.url().endsWith('/CUI/C0027051/atoms/preferred'),
      'source list': (r) => r.url().endsWith('/metadata/current/sources'),
    },
  },
  {
    path: '/search?string=heart',
    heading: 'Search',
    requests: {
      search: (r) => r.url().includes('/search/current?string=heart&'),
      'source list': (r) => r.url().endsWith('/metadata/current/sources'),
    },
  },
  {
    path: '/drugs/29046',
    heading: 'lisinopril',
    requests: {
      properties: (r) => !!r.postData()?.includes('getRxConceptProperties'),
      'all related': (r) => !!r.postData()?.includes('getAllRelatedInfo'),
      'UMLS concepts': (r) => r.url().includes('string=29046&inputType=sourceUi'),
    },
  },
];

async function openWithAppCodeHeld(browser: Browser, path: string) {
  // A context of its own: nothing in the memory cache, so the app's code is asked for.
  const context = await browser.newContext();
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let vendorServed = false;
  await page.route(/\/assets\/vendor-[^/]*\.js$/, async (route) => {
    await released;
    vendorServed = true;
    await route.continue();
  });
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (/\/(uts|rxnorm)\//.test(new URL(r.url()).pathname)) sent.push(r);
  });
  await page.goto(path, { waitUntil: 'commit' });
  return { page, context, sent, release, vendorServed: () => vendorServed };
}

for (const c of CASES) {
  test(`${c.path} asks for its first view while the app's code is on its way, each request once`, async ({
    browser,
  }) => {
    const { page, context, sent, release, vendorServed } = await openWithAppCodeHeld(browser, c.path);
    for (const [name, is] of Object.entries(c.requests))
      await expect.poll(() => sent.some(is), { message: `${name} asked for` }).toBe(true);
    expect(vendorServed()).toBe(false);
    release();
    await expect(new Shell(page).heading()).toHaveText(c.heading);
    await page.waitForLoadState('networkidle');
    // The page and the router's loader found every request under way: none asked twice.
    for (const [name, is] of Object.entries(c.requests)) expect(sent.filter(is), name).toHaveLength(1);
    await context.close();
  });
}
