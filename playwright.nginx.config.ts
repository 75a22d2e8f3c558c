import { defineConfig, devices } from '@playwright/test';
import { failureArtifacts } from './e2e/artifacts.ts';
import { e2eLaunchOptions } from './e2e/quiet-chromium.ts';
import { BUILD_DIR, BUILT, EMULATOR_PORT, NGINX_PORT, PREFIX } from './e2e-nginx/env.ts';

// The production recipe end to end: the standalone emulator (`npm run emulator`) behind
// Debian's nginx running the config `npm run deploy` renders. npm test runs this beside the
// preview shards, on the one build they serve (scripts/test-all.mjs).
const report = `nginx-${NGINX_PORT}`;

export default defineConfig({
  globalSetup: './e2e/global-setup.ts',
  testDir: './e2e-nginx',
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
    baseURL: `http://127.0.0.1:${NGINX_PORT}`,
    ...failureArtifacts,
  },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], launchOptions: e2eLaunchOptions() } }],
  webServer: [
    {
      command: 'node_modules/.bin/tsx server/main.ts',
      port: EMULATOR_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { EMULATOR_PORT: String(EMULATOR_PORT) },
    },
    {
      // The README's two commands: the build, then the deploy script (renders and runs nginx).
      command: `${BUILT ? '' : `node_modules/.bin/vite build --logLevel warn --outDir ${BUILD_DIR} && `}node_modules/.bin/tsx deploy/nginx/deploy.ts`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // UTS_BASE_URL unset: the upstream is the standalone emulator on EMULATOR_PORT.
        UTS_BASE_URL: '',
        EMULATOR_PORT: String(EMULATOR_PORT),
        NGINX_ROOT: BUILD_DIR,
        NGINX_PREFIX: PREFIX,
        NGINX_LISTEN: `127.0.0.1:${NGINX_PORT}`,
        NGINX_WORKERS: '1',
        // As root (CI), workers stay root so they can read a build under /root.
        ...(process.getuid?.() === 0 ? { NGINX_USER: 'root' } : {}),
      },
    },
  ],
});
