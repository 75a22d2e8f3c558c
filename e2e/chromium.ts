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
