import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL, cacheAssets } from './asset-cache.ts';

// Vite's own preview server (its static files and its fallback page) with the middleware in
// front, on a build of two files.
describe('cacheAssets on the preview server', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'asset-cache-'));
  let server: PreviewServer | undefined;
  let base = '';

  beforeAll(async () => {
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(outDir, 'assets', 'main-AbCd1234.js'), 'console.log(1)');
    server = await preview({
      configFile: false,
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
      plugins: [{ name: 'cache', configurePreviewServer: (s) => void s.middlewares.use(cacheAssets()) }],
    });
    base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('keeps a hashed file for a year, its revalidation too', async () => {
    const first = await fetch(`${base}/assets/main-AbCd1234.js`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/assets/main-AbCd1234.js`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
  });

  it('keeps nothing of a file the build does not have, nor of the pages outside /assets/', async () => {
    const missing = await fetch(`${base}/assets/gone-ZyXw9876.js`);
    // Vite's preview answers a missing file with its fallback page: never to be kept.
    expect(missing.headers.get('content-type')).toMatch(/text\/html/);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const page = await fetch(`${base}/concepts/C0027051`);
    expect(page.headers.get('cache-control')).not.toBe(ASSET_CACHE_CONTROL);
  });
});
