/**
 * `npm run screenshots`: the README's pictures of the app, taken from a production build on the
 * embedded emulator in Debian's Chromium (CHROMIUM_PATH), written to docs/img/. Run it when a
 * page they show changes, and commit the PNGs. SCREENSHOTS_PORT / SCREENSHOTS_EMULATOR_PORT
 * move its servers off 4396 / 8796. Pictures are not figures: the preview gets five minutes to
 * start, so a busy machine only makes this slower.
 */
import { mkdirSync } from 'node:fs';
import { chromium, expect as expectNow, type Page } from '@playwright/test';
import { quietLaunchOptions } from '../e2e/quiet-chromium.ts';
import { startPreviewBuild } from './bench/preview.ts';

// What a page shows may take long on a busy machine: a picture waits for it, it does not time it.
const expect = expectNow.configure({ timeout: 120_000 });

interface Shot {
  file: string;
  path: string;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  {
    file: 'docs/img/search.png',
    path: '/search?string=myocardial+infarction',
    ready: async (page) => {
      const results = page.getByRole('table', { name: 'Search results' });
      await expect(results.getByRole('link', { name: 'Myocardial Infarction', exact: true })).toBeVisible();
    },
  },
  {
    file: 'docs/img/concept.png',
    path: '/concepts/C0027051?tab=hierarchy',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Myocardial Infarction');
      await expect(page.getByRole('tree', { name: 'MSH hierarchy of Myocardial Infarction' })).toBeVisible();
    },
  },
];

const { origin, stop } = await startPreviewBuild(
  'dist-shot',
  Number(process.env.SCREENSHOTS_PORT) || 4396,
  Number(process.env.SCREENSHOTS_EMULATOR_PORT) || 8796,
  300_000,
);
try {
  const browser = await chromium.launch(await quietLaunchOptions());
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
    });
    const page = await context.newPage();
    mkdirSync('docs/img', { recursive: true });
    for (const shot of SHOTS) {
      await page.goto(origin + shot.path);
      await shot.ready(page);
      // Nothing left to arrive (idle parts of the frame, the footer's versions) once the network rests.
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: shot.file });
      console.log(`wrote ${shot.file}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
}
