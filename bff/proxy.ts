import type { ProxyOptions } from 'vite';
import { BROWSER_PATHS } from './contract.ts';
import { KEY_HEADERS, moveKeysToQuery } from './credentials.ts';
import { refusal } from './path-guard.ts';
import type { Upstreams } from './upstreams.ts';

function route(target: string, from: string, to: string, moveKeys: boolean): ProxyOptions {
  const url = new URL(target);
  return {
    target: url.origin,
    changeOrigin: true,
    secure: true,
    // Answered here, before the rewrite: nothing refused ever reaches the upstream.
    bypass(req, res) {
      const refused = refusal(req);
      if (!refused || !res) return;
      res.statusCode = refused.status;
      res.setHeader('Content-Type', 'text/plain');
      res.end(refused.message);
      return req.url; // Vite stops when the response has ended
    },
    rewrite: (p) => url.pathname.replace(/\/$/, '') + to + p.slice(from.length),
    configure(proxy) {
      proxy.on('proxyReq', (proxyReq, req) => {
        if (moveKeys) proxyReq.path = moveKeysToQuery(proxyReq.path, req.headers);
        for (const h of KEY_HEADERS) proxyReq.removeHeader(h);
        // Cookies of this origin mean nothing upstream.
        proxyReq.removeHeader('cookie');
      });
    },
  };
}

/** The one proxy table, used as both `server.proxy` and `preview.proxy`. */
export function buildProxy(up: Upstreams): Record<string, ProxyOptions> {
  const soap = new URL(up.soapUrl);
  return {
    [BROWSER_PATHS.rest]: route(up.utsBaseUrl, BROWSER_PATHS.rest, '', true),
    [BROWSER_PATHS.releases]: route(up.utsHostRoot, BROWSER_PATHS.releases, '/releases', true),
    [BROWSER_PATHS.download]: route(up.utsHostRoot, BROWSER_PATHS.download, '/download', true),
    [BROWSER_PATHS.auth]: route(up.utsAuthUrl, BROWSER_PATHS.auth, '', true),
    [BROWSER_PATHS.soap]: {
      ...route(soap.origin, BROWSER_PATHS.soap, soap.pathname + soap.search, false),
      // The endpoint is one fixed address: nothing after the browser path is forwarded.
      rewrite: () => soap.pathname + soap.search,
    },
  };
}
