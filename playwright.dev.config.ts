import { defineConfig, devices } from '@playwright/test';
import { failureArtifacts } from './e2e/artifacts.ts';
import { e2eLaunchOptions } from './e2e/quiet-chromium.ts';
import { DEV_EMULATOR_PORT, DEV_PORT } from './e2e-dev/env.ts';

// A few journeys on the development server (`npm start`: Vite in dev mode, React's development
// build under StrictMode). Its checks catch what the production build lets pass or turns into
// an unreadable message: an effect that returns something other than a clean-up broke the
// hierarchy section at once here ("destroy is not a function") and only on closing the panel
// in production ("l is not a function"). npm test runs it beside the preview shards
// (scripts/test-all.mjs); every page compiles on demand, so it stays a handful of journeys.
const report = `dev-${DEV_PORT}`;

export default defineConfig({
  globalSetup: './e2e/global-setup.ts',
  testDir: './e2e-dev',
  // Modules compile on each page's first visit: seconds per page on a busy machine.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  forbidOnly: !!process.env.CI,
  outputDir: `test-results-${report}`,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report-${report}` }],
    ['json', { outputFile: `reports/e2e-${report}.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${DEV_PORT}`,
    ...failureArtifacts,
  },
  projects: [
    { name: 'dev-server', use: { ...devices['Desktop Chrome'], launchOptions: e2eLaunchOptions() } },
  ],
  webServer: {
    // `npm start` on this suite's ports, with the embedded emulator.
    command: 'node_modules/.bin/vite --host 127.0.0.1',
    url: `http://127.0.0.1:${DEV_PORT}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(DEV_PORT),
      EMULATOR_PORT: String(DEV_EMULATOR_PORT),
      UTS_BASE_URL: '',
    },
  },
});
