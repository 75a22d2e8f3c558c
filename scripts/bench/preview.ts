import { execFileSync, spawn } from 'node:child_process';

/**
 * Builds the app into `outDir` and serves it with `vite preview` on the embedded emulator, for
 * the bench families that measure the built app in Chromium. Resolves with the preview's origin
 * once it answers; `stop` ends it.
 */
export async function startPreviewBuild(
  outDir: string,
  port: number,
  emulatorPort: number,
  // How long the preview may take to answer: a minute, unless the caller knows the machine is busy.
  startTimeoutMs = 60_000,
): Promise<{ origin: string; stop: () => void }> {
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  );
  const preview = spawn('node_modules/.bin/vite', ['preview', '--outDir', outDir], {
    env: {
      ...process.env,
      PREVIEW_PORT: String(port),
      EMULATOR_PORT: String(emulatorPort),
      UTS_BASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => preview.kill();
  // A server left on the port would answer for this build: the preview must be the one answering.
  let exited = false;
  preview.once('exit', () => (exited = true));
  try {
    await waitForServer(`http://127.0.0.1:${port}/bff/config.json`, startTimeoutMs);
    await new Promise((r) => setTimeout(r, 500));
    if (exited) throw new Error(`vite preview could not start on port ${port} (is something else on it?)`);
  } catch (err) {
    stop();
    throw err;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview did not start: ${url}`);
}
