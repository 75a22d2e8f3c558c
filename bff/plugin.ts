import type { Server } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { configFromEnv } from '../server/config.ts';
import { startEmulator } from '../server/emulator.ts';
import { cacheAssets } from './asset-cache.ts';
import { compressAnswers } from './compress.ts';
import { CONFIG_PATH } from './contract.ts';
import { runtimeConfig } from './runtime-config.ts';
import { BASE_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers.ts';
import type { Upstreams } from './upstreams.ts';

/**
 * Serves the runtime config and, with no upstream configured, runs the emulator inside the
 * `vite` / `vite preview` process on the port the proxy table points at.
 */
export function bffPlugin(up: Upstreams, emulatorPort: number): Plugin {
  let server: Server | undefined;
  const emulatorConfig = configFromEnv();
  const config = runtimeConfig(up, emulatorConfig.apiKey);
  const serveConfig: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== CONFIG_PATH) return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
    res.end(JSON.stringify(config));
  };
  // Registered before Vite's own middlewares, so static files, the SPA fallback, proxied
  // answers and refusals all carry the headers.
  const withHeaders =
    (headers: Readonly<Record<string, string>>): Connect.NextHandleFunction =>
    (_req, res, next) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      next();
    };
  const start = async () => {
    if (!up.emulator || process.env.VITEST || server) return;
    const started = await startEmulator(emulatorPort, emulatorConfig);
    server = started.server;
    started.emulator.warm();
    console.log(`  ➜  Emulator: ${started.url} (demo data; demo API key pre-filled in Settings)`);
  };
  const stop = () => {
    server?.close();
    server = undefined;
  };
  return {
    name: 'bff',
    async configureServer(vite) {
      vite.middlewares.use(withHeaders(BASE_SECURITY_HEADERS));
      vite.middlewares.use(serveConfig);
      await start();
      vite.httpServer?.once('close', stop);
    },
    async configurePreviewServer(preview) {
      preview.middlewares.use(withHeaders(SECURITY_HEADERS));
      preview.middlewares.use(cacheAssets());
      preview.middlewares.use(compressAnswers());
      preview.middlewares.use(serveConfig);
      await start();
      preview.httpServer.once('close', stop);
    },
  };
}
