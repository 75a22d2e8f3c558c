/**
 * How every Chromium of the project is launched (Playwright tests and `npm run bench`):
 * Debian's chromium (apt-get install chromium), since Playwright's own browser download does
 * not work here.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', // CI runs as root
    '--disable-gpu',
    '--disable-dev-shm-usage',
    // keep Chromium off the (closed) network
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * The end-to-end tests' browser: Debian's chromium-headless-shell, the old headless mode that
 * Playwright itself runs headless tests in (its default download, "chromium-headless-shell"):
 * the same Chromium (one Debian source, one version) without the full browser's window and
 * its UI. The browser is most of the e2e run's CPU, and the shell took a third less of it:
 * 55 → 37 s for search.spec and source.spec, 80 → 70 s of their wall-clock time (2 cores).
 * The bench keeps the full browser (Lighthouse, paint timings: what users run).
 */
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
