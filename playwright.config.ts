import { defineConfig, devices } from '@playwright/test';
import { failureArtifacts } from './e2e/artifacts.ts';
import { e2eLaunchOptions } from './e2e/quiet-chromium.ts';

// Ports of their own, so a running `npm start` (5173 + emulator 8787) does not collide.
const PORT = Number(process.env.E2E_PORT) || 4173;
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT) || 8788;
// `npm test` builds once for its shards and names the folder in E2E_BUILT; a run on its own
// builds into a folder of its own port.
const BUILT = process.env.E2E_BUILT;
const OUT_DIR = BUILT || `dist-e2e-${PORT}`;
const PREVIEW = `node_modules/.bin/vite preview --outDir ${OUT_DIR}`;

export default defineConfig({
  globalSetup: './e2e/global-setup.ts',
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  forbidOnly: !!process.env.CI,
  // Per-port output, so runs on other ports (parallel local runs) never wipe each other's files.
  outputDir: PORT === 4173 ? 'test-results' : `test-results-${PORT}`,
  reporter: [
    ['list'],
    [
      'html',
      { open: 'never', outputFolder: PORT === 4173 ? 'playwright-report' : `playwright-report-${PORT}` },
    ],
    ['json', { outputFile: PORT === 4173 ? 'reports/e2e.json' : `reports/e2e-${PORT}.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The app registers a service worker once a page is idle; the requests it answers never reach
    // page.route (Playwright's rule), which the tests use to count, fail and hold requests. Only
    // the files that test the worker (offline.spec.ts) let it run.
    serviceWorkers: 'block',
    ...failureArtifacts,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: e2eLaunchOptions(),
      },
    },
  ],
  webServer: {
    // Production build + preview; the emulator runs inside the preview process (bff/plugin.ts).
    // Type checking is its own step (npm run typecheck), so its output is not hidden here.
    // Its own build folder per port, so parallel local runs never serve each other's half-written files.
    command: BUILT
      ? PREVIEW
      : `node_modules/.bin/vite build --logLevel warn --outDir ${OUT_DIR} && ${PREVIEW}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PREVIEW_PORT: String(PORT),
      EMULATOR_PORT: String(EMULATOR_PORT),
      // e2e runs always against the embedded emulator, whatever the shell has configured.
      UTS_BASE_URL: '',
      // e2e tests make the emulator fail on purpose through its /__faults path.
      EMULATOR_FAULTS: '1',
    },
  },
});
