import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const TEMPLATE = new URL('./sw.template.js', import.meta.url);
/** The build's files the worker keeps: the hashed scripts and stylesheets of assets/. */
const KEPT = /^[\w.-]+\.(js|css)$/;

/** The worker's source for a build: its id and its files in place of the template's markers. */
export function serviceWorkerSource(build: string, files: readonly string[]): string {
  return readFileSync(TEMPLATE, 'utf8')
    .replace("'__BUILD__'", JSON.stringify(build))
    .replace('__FILES__', JSON.stringify(files));
}

/**
 * Writes /sw.js into a production build (lib/offline/serviceWorker.ts registers it): the
 * worker that keeps the app's own files for when the network is gone (sw.template.js). Its id is
 * a hash of index.html and the files' names, which carry their content's hash: any change to the
 * build is a new worker, which replaces the old one and its files. It must never be long-cached
 * (the browser would keep an old worker): nginx sends it with `no-cache` (its `location /`), and
 * so does `vite preview`, here.
 */
export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'service-worker',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    closeBundle() {
      if (!building) return;
      // What the build left on disk once every plugin is done (some add, fold or drop chunks
      // after the bundle is handed to the plugins).
      const assets = join(outDir, 'assets');
      if (!existsSync(assets) || !existsSync(join(outDir, 'index.html'))) return;
      const files = readdirSync(assets)
        .filter((f) => KEPT.test(f))
        .map((f) => `/assets/${f}`)
        .sort();
      const html = readFileSync(join(outDir, 'index.html'));
      const build = createHash('sha256').update(html).update(files.join('\n')).digest('hex').slice(0, 16);
      writeFileSync(join(outDir, 'sw.js'), serviceWorkerSource(build, files));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] === '/sw.js') res.setHeader('Cache-Control', 'no-cache');
        next();
      });
    },
  };
}
