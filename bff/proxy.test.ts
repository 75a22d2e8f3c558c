import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER, moveKeysToQuery, VALIDATOR_KEY_HEADER } from './credentials.ts';
import { proxyInFront } from './testing.ts';
import { readUpstreams } from './upstreams.ts';

describe('moveKeysToQuery', () => {
  it('moves the key header into apiKey and keeps other parameters', () => {
    expect(moveKeysToQuery('/rest/search/current?string=a%20b', { [API_KEY_HEADER]: 'k&1' })).toBe(
      '/rest/search/current?string=a+b&apiKey=k%261',
    );
  });
  it('drops an apiKey that came in the URL: only the header counts', () => {
    expect(moveKeysToQuery('/rest/x?apiKey=stolen&y=1', {})).toBe('/rest/x?y=1');
  });
  it('maps the validator header to validatorApiKey', () => {
    expect(moveKeysToQuery('/validateUser', { [API_KEY_HEADER]: 'u', [VALIDATOR_KEY_HEADER]: 'v' })).toBe(
      '/validateUser?apiKey=u&validatorApiKey=v',
    );
  });
});

describe('readUpstreams', () => {
  it('sends everything to the emulator when UTS_BASE_URL is unset', () => {
    const up = readUpstreams({ EMULATOR_PORT: '9999' });
    expect(up).toMatchObject({
      emulator: true,
      utsBaseUrl: 'http://127.0.0.1:9999/rest',
      utsHostRoot: 'http://127.0.0.1:9999',
      utsAuthUrl: 'http://127.0.0.1:9999/auth',
      soapUrl: 'http://127.0.0.1:9999/axis/services/DBManagerService',
      soapRequestNs: 'http://db.rxnorm.nlm.nih.gov',
    });
  });
  it('derives the host root from a real base URL and requires the other upstreams', () => {
    const env = {
      UTS_BASE_URL: 'https://uts.example.org/rest/',
      UTS_AUTH_URL: 'https://login.example.org',
      RXNORM_SOAP_URL: 'https://soap.example.org/axis/services/RxNormDBService',
      RXNORM_SOAP_REQUEST_NS: 'urn:req',
    };
    expect(readUpstreams(env)).toMatchObject({
      emulator: false,
      utsBaseUrl: 'https://uts.example.org/rest',
      utsHostRoot: 'https://uts.example.org',
      soapRequestNs: 'urn:req',
    });
    expect(() => readUpstreams({ UTS_BASE_URL: 'https://uts.example.org/rest' })).toThrow(/UTS_AUTH_URL/);
  });
});

/** The proxy table in a real Vite server, forwarding to an upstream that records what it got. */
describe('buildProxy through Vite', () => {
  let server: Awaited<ReturnType<typeof proxyInFront>> | undefined;
  let base = '';
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = await proxyInFront((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.end('ok');
      });
    });
    base = server.base;
  });
  afterAll(async () => server?.close());

  const last = () => seen.at(-1)!;

  it('forwards /uts/rest with the key moved from the header into apiKey', async () => {
    await fetch(`${base}/uts/rest/content/current/CUI/C0027051/atoms?pageSize=5`, {
      headers: { [API_KEY_HEADER]: 'secret-key' },
    });
    expect(last().url).toBe('/rest/content/current/CUI/C0027051/atoms?pageSize=5&apiKey=secret-key');
    expect(last().headers[API_KEY_HEADER]).toBeUndefined();
  });

  it('forwards /uts/releases and /uts/download to the host root', async () => {
    await fetch(`${base}/uts/releases?releaseType=rxnorm-full-monthly-release`);
    expect(last().url).toBe('/releases?releaseType=rxnorm-full-monthly-release');
    await fetch(`${base}/uts/download?url=https%3A%2F%2Fx%2Ff.zip`, { headers: { [API_KEY_HEADER]: 'k' } });
    expect(last().url).toBe('/download?url=https%3A%2F%2Fx%2Ff.zip&apiKey=k');
  });

  it('forwards /uts-auth to the login host, form bodies intact, both keys moved for validateUser', async () => {
    await fetch(`${base}/uts-auth/cas/v1/api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'apikey=abc',
    });
    expect(last()).toMatchObject({ method: 'POST', url: '/login/cas/v1/api-key', body: 'apikey=abc' });
    await fetch(`${base}/uts-auth/validateUser`, {
      headers: { [API_KEY_HEADER]: 'user', 'x-uts-validator-key': 'app' },
    });
    expect(last().url).toBe('/login/validateUser?apiKey=user&validatorApiKey=app');
  });

  it('posts SOAP envelopes to the one fixed endpoint with SOAPAction kept', async () => {
    await fetch(`${base}/rxnorm/soap`, {
      method: 'POST',
      headers: { SOAPAction: '""', 'Content-Type': 'text/xml; charset=utf-8' },
      body: '<x/>',
    });
    expect(last()).toMatchObject({ method: 'POST', url: '/axis/services/RxNormDBService', body: '<x/>' });
    expect(last().headers.soapaction).toBe('""');
  });
});
