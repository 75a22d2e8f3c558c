import { quietLaunchOptions } from './quiet-chromium.ts';

/**
 * Runs once before the workers start, which inherit the environment and read the launch
 * options from it (e2eLaunchOptions): every test's Chromium runs quiet, without the omnibox
 * popup it would build for each new page (quiet-chromium.ts). Reading Playwright's own
 * arguments takes one launch of Chromium (236 ms here); a run given E2E_CHROMIUM_ARGS
 * already skips it.
 */
export default async function globalSetup() {
  process.env.E2E_CHROMIUM_ARGS ??= JSON.stringify((await quietLaunchOptions()).args);
}
