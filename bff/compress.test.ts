import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compress.ts';
import { proxyInFront } from './testing.ts';

const BIG = JSON.stringify({
  result: Array.from({ length: 200 }, (_, i) => ({ ui: `C${i}`, name: 'heart attack' })),
});
const XML = `<soapenv:Envelope>${'<item>lisinopril 10 MG Oral Tablet</item>'.repeat(200)}</soapenv:Envelope>`;

describe('compressAnswers through the proxy', () => {
  let server: Awaited<ReturnType<typeof proxyInFront>> | undefined;
  let base = '';

  beforeAll(async () => {
    server = await proxyInFront(
      (req, res) => {
        if (req.url?.startsWith('/rest/small')) return res.end('{"ok":true}');
        if (req.url?.startsWith('/rest/gzipped')) {
          res.setHeader('Content-Encoding', 'gzip');
          res.setHeader('Content-Type', 'application/json');
          return res.end(gzipSync(BIG));
        }
        if (req.url?.startsWith('/axis')) {
          res.setHeader('Content-Type', 'text/xml; charset=utf-8');
          return res.end(XML);
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(BIG);
      },
      [{ name: 'compress', configureServer: (s) => void s.middlewares.use(compressAnswers()) }],
    );
    base = server.base;
  });
  afterAll(async () => server?.close());

  const get = (path: string, encoding: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { 'Accept-Encoding': encoding, ...init.headers } });

  it('sends JSON and SOAP answers brotli- or gzip-compressed to a browser that takes them', async () => {
    const br = await get('/uts/rest/search/current?string=heart', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(BIG);
    const gz = await get('/rxnorm/soap', 'gzip', { method: 'POST', body: '<x/>' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(XML);
  });

  it('leaves alone what the browser cannot take, tiny answers, and answers compressed upstream', async () => {
    const plain = await get('/uts/rest/search/current?string=heart', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG);
    const small = await get('/uts/rest/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    const upstreamGzip = await get('/uts/rest/gzipped', 'br, gzip');
    expect(upstreamGzip.headers.get('content-encoding')).toBe('gzip');
    expect(await upstreamGzip.text()).toBe(BIG);
  });
});
