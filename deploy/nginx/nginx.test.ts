import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY_HEADER, VALIDATOR_KEY_HEADER } from '../../bff/credentials.ts';
import {
  ESCAPES,
  OUTSIDE_ROUTES,
  REFUSED_METHODS,
  UPSTREAM_PAGE_HEADERS,
} from '../../bff/path-guard.cases.ts';
import { BODY_TIMEOUT_MS, MAX_BODY_BYTES } from '../../bff/path-guard.ts';
import { runtimeConfig } from '../../bff/runtime-config.ts';
import { SECURITY_HEADERS } from '../../bff/security-headers.ts';
import { readUpstreams, type Upstreams } from '../../bff/upstreams.ts';
import { precompress } from '../../scripts/build/precompress.ts';
import { DEBIAN_BROTLI_MODULE, DEBIAN_LUA_MODULES, paramNamePattern, render } from './render.ts';

const ASSET = 'assets/app-0123abcd.js';
const SCRIPT = `export const words = ${JSON.stringify('the same words again and again '.repeat(200))};\n`;

describe('paramNamePattern', () => {
  const re = new RegExp(`^${paramNamePattern('apiKey')}$`);
  it.each(['apiKey', '%61piKey', 'api%4bey', 'api%4Bey', '%61%70%69%4B%65%79'])(
    'reads %s as apiKey',
    (name) => {
      expect(decodeURIComponent(name)).toBe('apiKey');
      expect(re.test(name)).toBe(true);
    },
  );
  it.each(['apikey', 'apiKeys', 'xapiKey'])('leaves %s alone', (name) => {
    expect(re.test(name)).toBe(false);
  });
});

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

/**
 * The rendered config in a real nginx (Debian's; .ci/run installs it), in front of an
 * upstream that records what reaches it: the key rule and the refusals, byte for byte.
 */
describe.skipIf(!existsSync(NGINX))('the rendered nginx config', () => {
  let upstream: Server;
  let nginx: ChildProcess;
  let prefix = '';
  let port = 0;
  let upstreams: Upstreams;
  let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const up = () => seen.at(-1)!;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        // An upstream that sets headers which are not its to set on this origin.
        if (req.url?.includes('with-page-headers')) res.writeHead(200, UPSTREAM_PAGE_HEADERS);
        res.end('ok');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    port = await freePort();
    prefix = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    const root = join(prefix, 'www');
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, ASSET), SCRIPT);
    precompress(root);
    upstreams = readUpstreams({
      UTS_BASE_URL: `${origin}/rest`,
      UTS_AUTH_URL: `${origin}/login`,
      RXNORM_SOAP_URL: `${origin}/axis/services/RxNormDBService?v=1`,
    });
    const { files } = render({
      upstreams,
      demoApiKey: null,
      prefix,
      root,
      listen: `127.0.0.1:${port}`,
      workers: '1',
      accessLog: 'logs/access.log',
      errorLog: 'logs/error.log',
      user: process.getuid?.() === 0 ? 'root' : undefined,
      // Debian's module (.ci/run installs it): the test fails without it rather than skip it.
      brotliModule: DEBIAN_BROTLI_MODULE,
      // The same for the Lua module the whole-body time limit needs.
      luaModules: DEBIAN_LUA_MODULES,
    });
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(dirname(join(prefix, name)), { recursive: true });
      writeFileSync(join(prefix, name), content);
    }
    for (const d of ['logs', 'tmp']) mkdirSync(join(prefix, d));
    nginx = spawn(NGINX, ['-p', prefix, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForPort(port);
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((r) => (nginx?.exitCode !== null ? r(null) : nginx.once('exit', r)));
    upstream?.close();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });
  beforeEach(() => {
    seen = [];
  });

  const send = (
    path: string,
    opts: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
  ) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string; raw: Buffer }>((ok, fail) => {
      const req = request(
        { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            ok({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString(), raw });
          });
        },
      );
      req.on('error', fail);
      req.end(opts.body);
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['identity', undefined, (b: Buffer) => b],
  ] as const)(
    'sends the build files precompressed: Accept-Encoding %s → %s',
    async (accept, encoding, decode) => {
      const r = await send(`/${ASSET}`, { headers: { 'Accept-Encoding': accept } });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(r.raw).toString()).toBe(SCRIPT);
      if (encoding) expect(r.raw.length).toBeLessThan(SCRIPT.length / 10);
    },
  );

  it('moves the key header into apiKey; neither key header nor cookie goes upstream', async () => {
    const r = await send('/uts/rest/content/current/CUI/C0027051/atoms?pageSize=5', {
      headers: { [API_KEY_HEADER]: 'secret-key', Cookie: 'session=1' },
    });
    expect(r.status).toBe(200);
    expect(up().url).toBe('/rest/content/current/CUI/C0027051/atoms?pageSize=5&apiKey=secret-key');
    expect(up().headers[API_KEY_HEADER]).toBeUndefined();
    expect(up().headers.cookie).toBeUndefined();
    expect(up().headers.host).toBe(new URL(upstreams.utsBaseUrl).host);
  });

  it('forwards the path exactly as sent (an encoded slash inside a code stays encoded)', async () => {
    await send('/uts/rest/content/current/source/X/a%2Fb%20c?string=a+b%26c');
    expect(up().url).toBe('/rest/content/current/source/X/a%2Fb%20c?string=a+b%26c');
  });

  it.each([
    ['apiKey=stolen&y=1', 'y=1'],
    ['y=1&apiKey=stolen', 'y=1'],
    ['%61piKey=stolen&y=1&api%4Bey=again', 'y=1'],
    ['validatorApiKey=v&apiKey&y=1&apiKey=z', 'y=1'],
    ['apikey=kept', 'apikey=kept'],
  ])('drops the keys of the URL: %s', async (query, kept) => {
    await send(`/uts/rest/x?${query}`);
    expect(up().url).toBe(`/rest/x?${kept}`);
    await send(`/uts/rest/x?${query}`, { headers: { [API_KEY_HEADER]: 'real' } });
    expect(up().url).toBe(`/rest/x?${kept}&apiKey=real`);
  });

  it('sends no query at all when there is none and no key', async () => {
    await send('/uts/rest/x?apiKey=stolen');
    expect(up().url).toBe('/rest/x');
  });

  it('refuses a key it could not put in a URL unencoded, and too many keys in the URL', async () => {
    expect((await send('/uts/rest/x', { headers: { [API_KEY_HEADER]: 'a&b=c' } })).status).toBe(400);
    expect((await send('/uts/rest/x?apiKey=1&apiKey=2&apiKey=3&apiKey=4&apiKey=5')).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('forwards /uts/releases and /uts/download to the host root', async () => {
    await send('/uts/releases?releaseType=rxnorm-full-monthly-release');
    expect(up().url).toBe('/releases?releaseType=rxnorm-full-monthly-release');
    await send('/uts/download?url=https%3A%2F%2Fx%2Ff.zip', { headers: { [API_KEY_HEADER]: 'k' } });
    expect(up().url).toBe('/download?url=https%3A%2F%2Fx%2Ff.zip&apiKey=k');
  });

  it('forwards /uts-auth with form bodies intact and both keys moved for validateUser', async () => {
    await send('/uts-auth/cas/v1/api-key', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: Buffer.from('apikey=abc'),
    });
    expect(up()).toMatchObject({ method: 'POST', url: '/login/cas/v1/api-key', body: 'apikey=abc' });
    await send('/uts-auth/validateUser', {
      headers: { [API_KEY_HEADER]: 'user', [VALIDATOR_KEY_HEADER]: 'app' },
    });
    expect(up().url).toBe('/login/validateUser?apiKey=user&validatorApiKey=app');
    expect(up().headers[VALIDATOR_KEY_HEADER]).toBeUndefined();
  });

  it('posts SOAP envelopes to the one fixed endpoint, SOAPAction kept, the browser query dropped', async () => {
    await send('/rxnorm/soap?x=1', {
      method: 'POST',
      headers: { SOAPAction: '""', 'Content-Type': 'text/xml; charset=utf-8', [API_KEY_HEADER]: 'k' },
      body: Buffer.from('<x/>'),
    });
    expect(up()).toMatchObject({ method: 'POST', url: '/axis/services/RxNormDBService?v=1', body: '<x/>' });
    expect(up().headers.soapaction).toBe('""');
    expect(up().headers[API_KEY_HEADER]).toBeUndefined();
  });

  it.each(ESCAPES)('%s: 400 and no upstream call', async (_name, path) => {
    const r = await send(path, { headers: { [API_KEY_HEADER]: 'secret-key' } });
    expect(r.status).toBe(400);
    expect(r.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    expect(seen).toEqual([]);
  });

  it('answers 413 to a SOAP body over 1 MB without calling the upstream, and forwards 1 MB', async () => {
    const post = (n: number) =>
      send('/rxnorm/soap', {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml' },
        body: Buffer.alloc(n, 'a'),
      });
    expect((await post(MAX_BODY_BYTES + 1)).status).toBe(413);
    expect(seen).toEqual([]);
    expect((await post(MAX_BODY_BYTES)).status).toBe(200);
  });

  it('never caches a 404 under /assets/: only hashed files that exist get the long cache', async () => {
    // A rolling deploy: this copy does not have the new build's file yet.
    const missing = await send('/assets/app-fedcba98.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    expect((await send(`/${ASSET}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(OUTSIDE_ROUTES)(
    '%s: a prefix ends at "/", so 404 (not the app page) and no upstream call',
    async (path) => {
      const r = await send(path, { headers: { [API_KEY_HEADER]: 'secret-key' } });
      expect(r.status).toBe(404);
      expect(r.body).not.toContain('<title>app</title>');
      expect(seen).toEqual([]);
    },
  );

  it.each(REFUSED_METHODS)('%s %s: 405 and no upstream call', async (method, path, allow) => {
    const r = await send(path, { method, headers: { [API_KEY_HEADER]: 'secret-key' } });
    expect(r.status).toBe(405);
    // nginx refuses TRACE itself, before any location, without an Allow.
    if (method !== 'TRACE') expect(r.headers.allow).toBe(allow);
    expect(seen).toEqual([]);
  });

  it('hides upstream headers that govern this origin; the app’s own stand', async () => {
    const r = await send('/uts/rest/with-page-headers');
    expect(r.status).toBe(200);
    for (const [h, value] of Object.entries(UPSTREAM_PAGE_HEADERS)) {
      const ours = Object.entries(SECURITY_HEADERS).find(([name]) => name.toLowerCase() === h.toLowerCase());
      if (h === 'ETag') expect(r.headers.etag).toBe(value);
      else expect(r.headers[h.toLowerCase()], h).toBe(ours?.[1]);
    }
  });

  it('cuts off a request body that stops arriving, or trickles in for longer than the limit, before anything reaches the upstream', async () => {
    /** A 1,000-byte SOAP body of which `bytes` are sent, one every `everyMs`. */
    const slowBody = (bytes: number, everyMs: number) =>
      new Promise<{ status: number | string; ms: number }>((resolve) => {
        const started = Date.now();
        const done = (status: number | string) => {
          clearInterval(drip);
          resolve({ status, ms: Date.now() - started });
        };
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path: '/rxnorm/soap',
            method: 'POST',
            headers: { 'Content-Type': 'text/xml', 'Content-Length': '1000' },
          },
          (res) => {
            res.resume();
            res.on('end', () => done(res.statusCode ?? 0));
          },
        );
        req.on('error', (e) => done(e.message));
        let sent = 0;
        const drip = setInterval(() => {
          if (sent++ < bytes) req.write('x');
        }, everyMs);
      });
    // Both at once (one limit's wait): a body that stops after 3 bytes, and one that keeps
    // coming a byte a second, each read well within the limit, the whole never.
    const [stopped, trickled] = await Promise.all([slowBody(3, 10), slowBody(1000, 1000)]);
    // 408 (or the connection closed) once the limit has passed: without a byte (nginx's
    // client_body_timeout), and for the whole body (the Lua deadline, render.ts).
    for (const r of [stopped, trickled]) {
      expect([408, 'socket hang up']).toContain(r.status);
      expect(r.ms).toBeLessThan(BODY_TIMEOUT_MS + 5000);
    }
    expect(trickled.ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 1000);
    expect(seen).toEqual([]);
  }, 40_000);

  it('a user sending flat out gets 429 from nginx; another asking politely gets every answer', async () => {
    const hammer = Array.from({ length: 60 }, () =>
      send('/uts/rest/search/current?string=a', { headers: { [API_KEY_HEADER]: 'hammer-key' } }),
    );
    const polite: number[] = [];
    for (let i = 0; i < 3; i++)
      polite.push(
        (await send('/uts/rest/search/current?string=b', { headers: { [API_KEY_HEADER]: 'polite-key' } }))
          .status,
      );
    const hammered = await Promise.all(hammer);
    expect(polite).toEqual([200, 200, 200]);
    const refused = hammered.filter((r) => r.status === 429);
    // The user's burst (the upstream's rate) goes; the rest is refused at once, with a time to come back.
    expect(hammered.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(upstreams.ratePerSecond);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(seen.length).toBe(hammered.length - refused.length + 3);
    // Neither key is written anywhere nginx writes.
    const log =
      readFileSync(resolve(prefix, 'logs/access.log'), 'utf8') +
      readFileSync(resolve(prefix, 'logs/error.log'), 'utf8');
    expect(log).not.toMatch(/hammer-key|polite-key/);
  });

  it('serves /bff/config.json as the BFF does, never cached', async () => {
    const r = await send('/bff/config.json');
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(r.body)).toEqual(runtimeConfig(upstreams, null));
  });

  it('never writes a key to the access log', async () => {
    await send('/uts/rest/x?apiKey=from-the-url', { headers: { [API_KEY_HEADER]: 'from-the-header' } });
    const log = readFileSync(resolve(prefix, 'logs/access.log'), 'utf8');
    expect(log).toContain('"GET /uts/rest/x"');
    expect(log).not.toMatch(/from-the-url|from-the-header|secret-key|apiKey/);
  });

  // Last: it stops the upstream. nginx's "error" lines print the upstream URL, key included.
  it('never writes a key to the error log, even when the upstream is down', async () => {
    upstream.closeAllConnections();
    await new Promise((r) => upstream.close(r));
    expect((await send('/uts/rest/x', { headers: { [API_KEY_HEADER]: 'down-key' } })).status).toBe(502);
    expect(readFileSync(resolve(prefix, 'logs/error.log'), 'utf8')).not.toContain('down-key');
  });
});

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });
}

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx did not listen on ${port}`);
}
