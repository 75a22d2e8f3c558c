/**
 * What a failed test leaves behind, for both Playwright configs: a screenshot at the failure
 * and, from its retry (CI retries once), a trace with the DOM snapshot of every step, its
 * network and its console. Recording a trace for every test to keep the failed ones cost 13 %
 * of the machine's CPU over the e2e tests (drugs, search and basket specs, every process:
 * 132 s of CPU instead of 115, /proc/stat); the
 * filmstrip alone had been a quarter more, and stays off: the snapshots show the same pages.
 * To trace a local run, where nothing is retried: `npx playwright test --trace on`.
 */
export const failureArtifacts = {
  trace: { mode: 'on-first-retry', screenshots: false },
  screenshot: 'only-on-failure',
} as const;
