import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compress.ts';
import { API_KEY_HEADER } from './contract.ts';
import { UPSTREAM_PAGE_HEADERS } from './path-guard.cases.ts';
import { proxyInFront } from './testing.ts';

/**
 * The proxy against upstreams and browsers that misbehave: an answer cut off half-way, headers
 * that are not the upstream's to set, a body sent a byte at a time, one user sending flat out.
 */

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end('ok');
const arrived: { url?: string; key?: string; at: number; aborted: boolean }[] = [];

let server: Awaited<ReturnType<typeof proxyInFront>> | undefined;
beforeAll(async () => {
  server = await proxyInFront(
    (req, res) => {
      const entry = { url: req.url, at: Date.now(), aborted: false };
      arrived.push(entry);
      req.on('close', () => (entry.aborted = !req.complete));
      handler(req, res);
    },
    // The preview's compression (bff/plugin.ts), which holds back what it has not compressed yet.
    [{ name: 'compress', configureServer: (vite) => void vite.middlewares.use(compressAnswers()) }],
    // Five a second upstream, and a body has one second to arrive.
    { env: { UPSTREAM_RATE_LIMIT: '5' }, tuning: { bodyTimeoutMs: 1000 } },
  );
});
afterAll(async () => server?.close());

/** A raw request: status, headers, body, or how it ended when no whole answer came. */
function send(
  path: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: (req: ReturnType<typeof request>) => void;
  } = {},
) {
  const started = Date.now();
  return new Promise<{
    status?: number;
    headers?: IncomingMessage['headers'];
    body?: string;
    error?: string;
    ms: number;
  }>((resolve) => {
    const req = request(
      `${server!.base}${path}`,
      { method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body, ms: Date.now() - started }),
        );
        res.on('error', (e) =>
          resolve({ status: res.statusCode, error: e.message, ms: Date.now() - started }),
        );
      },
    );
    req.on('error', (e) => resolve({ error: e.message, ms: Date.now() - started }));
    if (opts.body) opts.body(req);
    else req.end();
  });
}

describe('an upstream that drops the connection mid-answer', () => {
  const dropHalfWay: Handler = (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100000' });
    res.write(`{"result":[${'"x",'.repeat(500)}`);
    setTimeout(() => res.socket?.destroy(), 50);
  };

  it.each([
    ['identity', 'identity'],
    // Compressed, nothing reaches the browser before the end: it waited 150 s for 0 bytes.
    ['gzip', 'gzip'],
  ])('ends the browser’s answer at once too (%s)', async (_what, encoding) => {
    handler = dropHalfWay;
    const r = await send('/uts/rest/content/current/CUI/C1', { headers: { 'Accept-Encoding': encoding } });
    // Cut off: after the headers (identity), or before anything (gzip had flushed nothing).
    expect(r.error).toMatch(/^(aborted|socket hang up)$/);
    // Well before the rest could come (it never does: before, the browser waited 150 s and more).
    expect(r.ms).toBeLessThan(20_000);
  });
});

describe('upstream headers that govern this origin are dropped', () => {
  it('no CSP, framing rule, cookie, CORS or Clear-Site-Data from the upstream; the app’s own stand', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', ...UPSTREAM_PAGE_HEADERS });
      res.end('{}');
    };
    const r = await send('/uts/rest/content/current/CUI/C1');
    expect(r.status).toBe(200);
    for (const h of Object.keys(UPSTREAM_PAGE_HEADERS).filter((h) => h !== 'ETag'))
      expect(r.headers![h.toLowerCase()], h).toBeUndefined();
    // What describes the answer itself passes.
    expect(r.headers!.etag).toBe(UPSTREAM_PAGE_HEADERS.ETag);
  });
});

describe('a request body sent a byte at a time', () => {
  it('is cut off with 408 when the time allowed is up, and the upstream’s request goes with it', async () => {
    handler = (req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    };
    arrived.length = 0;
    let drip: ReturnType<typeof setInterval> | undefined;
    const r = await send('/rxnorm/soap', {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml', 'Content-Length': '1000' },
      body: (req) => {
        req.write('<');
        drip = setInterval(() => req.write('x'), 200);
      },
    });
    clearInterval(drip);
    expect(r.status).toBe(408);
    // Sent at five bytes a second, the body would take 200 s.
    expect(r.ms).toBeLessThan(20_000);
    await expect.poll(() => arrived[0]?.aborted).toBe(true);
  });
});

describe('fair share of the upstream’s rate', () => {
  it('a user sending flat out gets 429 from the proxy; another asking politely gets every answer', async () => {
    handler = (_req, res) => res.end('ok');
    arrived.length = 0;
    // 60 at once from one key (twelve seconds of the upstream's five a second), then a polite
    // user's three, one after another.
    const hammer = Array.from({ length: 60 }, () =>
      send('/uts/rest/search/current?string=a', { headers: { [API_KEY_HEADER]: 'hammer-key' } }),
    );
    const polite: number[] = [];
    for (let i = 0; i < 3; i++)
      polite.push(
        (await send('/uts/rest/search/current?string=b', { headers: { [API_KEY_HEADER]: 'polite-key' } }))
          .status!,
      );
    const hammered = await Promise.all(hammer);
    const statuses = hammered.map((r) => r.status);
    expect(polite).toEqual([200, 200, 200]);
    // A second's worth waits its turn; more is refused by the proxy at once (how many depends on
    // how fast they arrive), with a time to come back, and never reaches the upstream.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5);
    const refused = hammered.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.headers!['retry-after']).toBe('1');
    expect(arrived.length).toBe(statuses.filter((s) => s === 200).length + 3);
  });
});
