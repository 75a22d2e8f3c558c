/**
 * What a failed test leaves behind, for both Playwright configs: a screenshot at the failure
 * and a trace with the DOM snapshot of every step, its network and its console. The trace
 * leaves out the screencast filmstrip: traces are recorded for every test and kept only on
 * failure, and the filmstrip was about a quarter of the e2e tests' CPU time (shell + drugs
 * specs, Chromium and Playwright processes: 59-62 s CPU with it, 45-52 s without). The
 * snapshots show the same pages.
 */
export const failureArtifacts = {
  trace: { mode: 'retain-on-failure', screenshots: false },
  screenshot: 'only-on-failure',
} as const;
