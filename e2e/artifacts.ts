/**
 * What a failed test leaves behind, for both Playwright configs: a screenshot at the failure
 * and, from its retry (CI retries once), a trace with the DOM snapshot of every step, its
 * network and its console. Recording a trace for every test to keep the failed ones cost 15 %
 * of the e2e tests' CPU (drugs, search and basket specs: 42 s of CPU instead of 35); the
 * filmstrip alone had been a quarter more, and stays off: the snapshots show the same pages.
 * To trace a local run, where nothing is retried: `npx playwright test --trace on`.
 */
export const failureArtifacts = {
  trace: { mode: 'on-first-retry', screenshots: false },
  screenshot: 'only-on-failure',
} as const;
