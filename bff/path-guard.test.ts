import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer as createVite, type ViteDevServer } from 'vite';
import { API_KEY_HEADER } from './credentials.ts';
import { ESCAPES, OUTSIDE_ROUTES, REFUSED_METHODS } from './path-guard.cases.ts';
import { escapesPrefix, MAX_BODY_BYTES } from './path-guard.ts';
import { buildProxy } from './proxy.ts';
import { readUpstreams } from './upstreams.ts';

describe('escapesPrefix', () => {
  it.each(ESCAPES)('refuses %s', (_name, path) => {
    expect(escapesPrefix(path)).toBe(true);
  });
  it.each([
    ['an ordinary path', '/uts/rest/content/current/CUI/C0027051/atoms?pageSize=5'],
    ['an encoded slash inside a code', '/uts/rest/content/current/source/X/a%2Fb'],
    ['dots inside a segment', '/uts/rest/content/current/source/X/1..2'],
    ['dots and %25 in the query', '/uts/rest/search/current?string=..%2F..%25'],
  ])('lets %s through', (_name, path) => {
    expect(escapesPrefix(path)).toBe(false);
  });
});

/** Raw requests (fetch would resolve `..` before sending) through Vite's proxy table. */
describe('the proxy refuses before reaching the upstream', () => {
  let upstream: Server;
  let vite: ViteDevServer;
  let port = 0;
  let seen: string[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const up = readUpstreams({
      UTS_BASE_URL: `${origin}/rest`,
      UTS_AUTH_URL: `${origin}/auth`,
      RXNORM_SOAP_URL: `${origin}/axis/services/RxNormDBService`,
    });
    vite = await createVite({
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', proxy: buildProxy(up), hmr: false, ws: false },
      appType: 'custom',
    });
    await vite.listen();
    port = (vite.httpServer!.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await vite?.close();
    upstream?.close();
  });
  beforeEach(() => {
    seen = [];
  });

  const sendFull = (
    path: string,
    opts: { method?: string; headers?: Record<string, string | number> } = {},
  ) =>
    new Promise<{ status: number; allow?: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  const send = (
    path: string,
    opts: {
      method?: string;
      headers?: Record<string, string | number>;
      body?: Buffer;
      chunked?: boolean;
    } = {},
  ) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      if (opts.chunked) req.write(opts.body ?? '');
      req.end(opts.chunked ? undefined : opts.body);
    });

  it.each(ESCAPES)('%s: 400 and no upstream call', async (_name, path) => {
    expect(await send(path, { headers: { [API_KEY_HEADER]: 'secret-key' } })).toBe(400);
    expect(seen).toEqual([]);
  });

  it.each(OUTSIDE_ROUTES)('%s: a prefix ends at "/", so 404 and no upstream call', async (path) => {
    expect(await send(path, { headers: { [API_KEY_HEADER]: 'secret-key' } })).toBe(404);
    expect(seen).toEqual([]);
  });

  it.each(REFUSED_METHODS)('%s %s: 405 (Allow: %s) and no upstream call', async (method, path, allow) => {
    const res = await sendFull(path, { method, headers: { [API_KEY_HEADER]: 'secret-key' } });
    expect([res.status, res.allow]).toEqual([405, allow]);
    expect(seen).toEqual([]);
  });

  it('OPTIONS is never forwarded (Vite answers it itself)', async () => {
    const res = await sendFull('/uts/rest/content/current/CUI/C0027051', {
      method: 'OPTIONS',
      headers: { [API_KEY_HEADER]: 'secret-key' },
    });
    expect(res.status).toBeLessThan(300);
    expect(seen).toEqual([]);
  });

  it('still forwards an ordinary request (the harness itself works)', async () => {
    expect(await send('/uts/rest/content/current/CUI/C0027051', { headers: { [API_KEY_HEADER]: 'k' } })).toBe(
      200,
    );
    expect(seen).toEqual(['/rest/content/current/CUI/C0027051?apiKey=k']);
  });

  const soap = (body: Buffer, chunked = false) =>
    send('/rxnorm/soap', {
      method: 'POST',
      headers: chunked
        ? { 'Content-Type': 'text/xml', 'Transfer-Encoding': 'chunked' }
        : { 'Content-Type': 'text/xml', 'Content-Length': body.length },
      body,
      chunked,
    });

  it('answers 413 to a SOAP body over 1 MB without calling the upstream', async () => {
    expect(await soap(Buffer.alloc(MAX_BODY_BYTES + 1, 'a'))).toBe(413);
    expect(seen).toEqual([]);
  });

  it('forwards a SOAP body of exactly 1 MB', async () => {
    expect(await soap(Buffer.alloc(MAX_BODY_BYTES, 'a'))).toBe(200);
    expect(seen).toEqual(['/axis/services/RxNormDBService']);
  });

  it('answers 411 to a body of unknown length, which could not be limited before forwarding', async () => {
    expect(await soap(Buffer.from('<x/>'), true)).toBe(411);
    expect(seen).toEqual([]);
  });
});
