import type { ServerResponse } from 'node:http';
import onHeaders from 'on-headers';
import type { Connect } from 'vite';

/** What a built file under /assets/ may be kept for: its name carries its content's hash. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The preview server's caching of the build's files, as the nginx recipe's
 * (deploy/nginx/nginx.conf.template, `$asset_cache_control`): a file under /assets/ is named
 * by its content's hash, so a browser keeps it for a year and never asks again; any other
 * answer there (a 404 for a file a newer build renamed, or the page Vite's preview falls back
 * to for it) is kept for nothing, or the browser would hold on to the miss. Vite's static
 * server says `no-cache` for every file, which made every page load of a tab revalidate each
 * of its scripts and compile them all again.
 */
export function cacheAssets(): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.url?.startsWith('/assets/'))
      onHeaders(res, function (this: ServerResponse) {
        const found = [200, 206, 304].includes(this.statusCode);
        const fallback = String(this.getHeader('Content-Type') ?? '').startsWith('text/html');
        const kept = found && !fallback;
        this.setHeader('Cache-Control', kept ? ASSET_CACHE_CONTROL : 'no-store');
      });
    next();
  };
}
