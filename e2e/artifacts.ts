/**
 * What a failed test leaves behind, for both Playwright configs: a screenshot at the failure
 * and a trace with the DOM snapshot of every step, its network and its console. The trace
 * leaves out the screencast filmstrip: recording it for every test (traces are recorded
 * always and kept only on failure) was a third of the CPU time of the whole e2e run, measured
 * on shell + drugs specs (34-37 s CPU with it, 23-27 s without), and the snapshots show
 * the same pages.
 */
export const failureArtifacts = {
  trace: { mode: 'retain-on-failure', screenshots: false },
  screenshot: 'only-on-failure',
} as const;
