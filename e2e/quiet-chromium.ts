import { chromium, type LaunchOptions } from '@playwright/test';
import { chromiumLaunchOptions, E2E_CHROMIUM } from './chromium.ts';

/**
 * Chromium's own work that neither a timing nor a test should share the machine with. On every
 * new tab, the new headless mode builds the omnibox popup of its window, a WebUI page
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own: 250–330 ms of CPU in the
 * 400 ms after the tab's load event, with 50 ms more in the browser process (read from /proc,
 * 2 cores). A search submitted then took 72 ms at the median instead of 47.
 */
export const QUIET_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

let quiet: Promise<LaunchOptions> | undefined;

/**
 * The project's launch options with QUIET_FEATURES turned off. Chromium reads only the last
 * `--disable-features` switch, so the one added here repeats the features Playwright turns off
 * itself (PaintHolding among them), read from a first launch's command line: once per process,
 * however many bench families ask.
 */
export function quietLaunchOptions(): Promise<LaunchOptions> {
  quiet ??= playwrightDisabledFeatures().then((own) => {
    const features = [...new Set([...own, ...QUIET_FEATURES])];
    return {
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, `--disable-features=${features.join(',')}`],
    };
  });
  return quiet;
}

async function playwrightDisabledFeatures(): Promise<string[]> {
  // Chromium tells its command line only to a browser started with --enable-automation.
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--enable-automation'],
  });
  try {
    const cdp = await browser.newBrowserCDPSession();
    const { arguments: args } = await cdp.send('Browser.getBrowserCommandLine');
    return disabledFeatures(args);
  } finally {
    await browser.close();
  }
}

/**
 * The browser arguments the Playwright configs launch with: E2E_CHROMIUM_ARGS, which their
 * global setup (global-setup.ts) fills with the quiet options, or the plain ones before it has.
 */
export function e2eLaunchOptions(): LaunchOptions {
  const args = process.env.E2E_CHROMIUM_ARGS;
  const base = args ? (JSON.parse(args) as string[]) : chromiumLaunchOptions.args;
  // The GPU thread inside the browser process instead of a process of its own (software
  // compositing either way, --disable-gpu): one process less per browser. search.spec and
  // source.spec took 101.6 s of the machine's CPU in one run with it, 107.7-112.2 s in three
  // without it (/proc); single page loads measured apart differ by less than their noise.
  // Tests only: the bench measures the browser as users run it.
  return {
    ...chromiumLaunchOptions,
    executablePath: E2E_CHROMIUM,
    args: [...base, '--in-process-gpu', V8_BASELINE_ONLY],
  };
}

/**
 * V8 compiles the tests' pages with its baseline compiler only (Sparkplug), not its optimising
 * ones (Maglev, Turbofan), and collects garbage on the page's own thread: a test page runs each
 * piece of the app a few times, too few for optimised code to repay its compiling, which on two
 * cores takes a core from the other shard. Measured with /proc over every process, 2 cores:
 * search, source and drugs specs (39 tests) 119.5-122.5 s of CPU as Chromium ships, 103.4 s
 * with these flags (renderers 66.4-68.2 → 52.2 s); a11y and phone-width (47 tests, axe's checks
 * on every page) 101.5 → 92.8 s, their wall time 103 → 108 s, since axe's own code runs slower.
 * Interpreter only (--max-opt=0) cost about the same CPU and is slower where a page computes
 * much. Tests only, like the GPU thread above.
 */
export const V8_BASELINE_ONLY = '--js-flags=--max-opt=1 --single-threaded-gc';

/** The features a command line turns off: those of its last `--disable-features` switch. */
export function disabledFeatures(args: readonly string[]): string[] {
  const last = args.filter((a) => a.startsWith('--disable-features=')).at(-1);
  return last ? last.slice('--disable-features='.length).split(',').filter(Boolean) : [];
}
