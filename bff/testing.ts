import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createVite, type Plugin } from 'vite';
import { buildProxy, type ProxyTuning } from './proxy.ts';
import { readUpstreams } from './upstreams.ts';

/**
 * Test helper: an upstream answering with `handler`, and a Vite server with the proxy table
 * (and `plugins`) in front of it, as the app's dev and preview servers have. `base` is the
 * Vite server's origin; `env` adds to the env the upstreams are read from.
 */
export async function proxyInFront(
  handler: RequestListener,
  plugins: Plugin[] = [],
  { env = {}, tuning = {} }: { env?: Record<string, string>; tuning?: ProxyTuning } = {},
) {
  const upstream = createServer(handler);
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const up = readUpstreams({
    UTS_BASE_URL: `${origin}/rest`,
    UTS_AUTH_URL: `${origin}/login`,
    RXNORM_SOAP_URL: `${origin}/axis/services/RxNormDBService`,
    ...env,
  });
  const vite = await createVite({
    configFile: false,
    logLevel: 'silent',
    plugins,
    server: { port: 0, host: '127.0.0.1', proxy: buildProxy(up, tuning), hmr: false, ws: false },
    appType: 'custom',
  });
  await vite.listen();
  return {
    base: `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`,
    port: (vite.httpServer!.address() as AddressInfo).port,
    close: async () => {
      await vite.close();
      upstream.close();
    },
  };
}
