import { createReadStream, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Negotiator from 'negotiator';
import type { Connect, Plugin } from 'vite';
import { precompress, type Encoding } from './precompress.ts';

const CONTENT_ENCODING: Record<Encoding, string> = { br: 'br', gz: 'gzip' };
const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css' };
/** Hashed build files only: one path segment of safe characters, so nothing can climb out. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** Brotli first when the client takes both equally (Chromium sends "gzip, deflate, br, zstd"). */
const PREFERRED = ['br', 'gzip'];

/**
 * The precompressed copy to send for a request's `Accept-Encoding` (q-values, `*`, case, as
 * negotiator reads them), among the copies that exist; null for none (the file is then sent as
 * the server would anyway).
 */
export function pickEncoding(accept: string | undefined, has: (e: Encoding) => boolean): Encoding | null {
  const available = (Object.keys(CONTENT_ENCODING) as Encoding[]).filter(has);
  const negotiator = new Negotiator({ headers: accept === undefined ? {} : { 'accept-encoding': accept } });
  // negotiator 1.x takes `preferred`; @types/negotiator (0.6) does not know it yet.
  const encoding = negotiator.encoding as (
    available: string[],
    options: { preferred: string[] },
  ) => string | undefined;
  const chosen = encoding.call(
    negotiator,
    available.map((e) => CONTENT_ENCODING[e]),
    { preferred: PREFERRED },
  );
  return available.find((e) => CONTENT_ENCODING[e] === chosen) ?? null;
}

/**
 * The build writes `.br` and `.gz` copies of its text files (precompress.ts), and `vite
 * preview` sends them, as nginx does in production (`brotli_static`, `gzip_static`): the
 * preview, which the bench and the e2e tests measure, sends the bytes production sends.
 * Vite's own preview compresses on the fly, gzip only.
 */
export function precompressed(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'precompressed',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    // Not `apply: 'build'`: the preview runs with the serve command and needs the middleware.
    closeBundle: {
      order: 'post',
      handler() {
        if (building && existsSync(join(outDir, 'index.html'))) precompress(outDir);
      },
    },
    configurePreviewServer(preview) {
      preview.middlewares.use(servePrecompressed(outDir));
    },
  };
}

function servePrecompressed(outDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0]!;
    const type = ASSET.exec(path)?.[1];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const file = join(outDir, path);
    const encoding = pickEncoding(req.headers['accept-encoding'], (e) => existsSync(`${file}.${e}`));
    if (!encoding) return next();
    const copy = `${file}.${encoding}`;
    res.setHeader('Content-Type', TYPES[type]!);
    res.setHeader('Content-Encoding', CONTENT_ENCODING[encoding]);
    res.setHeader('Content-Length', statSync(copy).size);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method === 'HEAD') return res.end();
    createReadStream(copy).pipe(res);
  };
}
