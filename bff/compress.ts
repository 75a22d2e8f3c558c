import compression from 'compression';
import type { Connect } from 'vite';
import { BROWSER_PATHS } from './contract.ts';

const PROXIED = Object.values(BROWSER_PATHS);

/**
 * Compresses the upstreams' answers on their way through the proxy (JSON, SOAP's XML), for a
 * browser that takes brotli or gzip, as nginx does in production (gzip_proxied any,
 * deploy/nginx/nginx.conf.template): a drug page's related-information answer is 28 kB of XML,
 * 3 kB compressed, sent to a phone beside the page's code. An answer the upstream
 * compressed already, and one of a type that does not compress (a release file), passes as is.
 */
export function compressAnswers(): Connect.NextHandleFunction {
  const compress = compression({ threshold: 1024 });
  return (req, res, next) => {
    const path = req.url?.split('?')[0] ?? '';
    if (!PROXIED.some((p) => path === p || path.startsWith(`${p}/`))) return next();
    compress(req as never, res as never, next);
  };
}
