import { describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY } from '../config.ts';
import { fakeClock, testConfig } from '../testing/emulator.ts';
import { createAuth } from './index.ts';
import { ST_LIFETIME_MS } from './tickets.ts';

const content = (query: string) => new URL(`http://x/rest/content/current/CUI/C0000001?${query}`);

/** Issues a service ticket through the auth routes' own store, as a client would. */
async function serviceTicket(auth: ReturnType<typeof createAuth>, service = 'http://umlsks.nlm.nih.gov') {
  const { tgt } = await callRoute(auth, 'POST', '/auth/cas/v1/api-key', `apikey=${DEFAULT_API_KEY}`);
  const { body } = await callRoute(
    auth,
    'POST',
    `/auth/cas/v1/tickets/${tgt}`,
    `service=${encodeURIComponent(service)}`,
  );
  return body;
}

/** Drives the route handler with minimal request/response doubles. */
async function callRoute(auth: ReturnType<typeof createAuth>, method: string, path: string, body: string) {
  const req = Object.assign(
    (async function* () {
      yield Buffer.from(body);
    })(),
    { method, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  let status = 0;
  let headers: Record<string, string> = {};
  let out = '';
  const res = {
    writeHead(s: number, h: Record<string, string>) {
      status = s;
      headers = h;
    },
    end(b: string) {
      out = b;
    },
  };
  await auth.route(req as never, res as never, new URL(`http://x${path}`));
  return { status, body: out, tgt: headers.Location?.split('/').at(-1) ?? '' };
}

describe('checkContent', () => {
  it('allows the demo key, refuses another key with 403 and no key with 401', () => {
    const auth = createAuth(testConfig());
    expect(auth.checkContent(content(`apiKey=${DEFAULT_API_KEY}`), 'c')).toEqual({ allowed: true });
    const wrong = auth.checkContent(content('apiKey=nope'), 'c');
    expect(wrong).toMatchObject({ allowed: false, status: 403, body: { name: 'Forbidden', status: 403 } });
    const missing = auth.checkContent(content(''), 'c');
    expect(missing).toMatchObject({
      allowed: false,
      status: 401,
      body: { name: 'Unauthorized', status: 401 },
    });
    // An empty key is a missing key, not a wrong one.
    expect(auth.checkContent(content('apiKey='), 'c')).toMatchObject({ status: 401 });
    // The parameter name is case-sensitive, as documented (capital K).
    expect(auth.checkContent(content(`apikey=${DEFAULT_API_KEY}`), 'c')).toMatchObject({ status: 401 });
  });

  it('accepts a service ticket once; reuse answers 404', async () => {
    const auth = createAuth(testConfig());
    const st = await serviceTicket(auth);
    expect(auth.checkContent(content(`ticket=${st}`), 'c')).toEqual({ allowed: true });
    expect(auth.checkContent(content(`ticket=${st}`), 'c')).toMatchObject({ allowed: false, status: 404 });
  });

  it('expires an unused service ticket 5 minutes after issue', async () => {
    const clock = fakeClock();
    const auth = createAuth(testConfig({ now: clock.now }));
    const fresh = await serviceTicket(auth);
    const stale = await serviceTicket(auth);
    clock.advance(ST_LIFETIME_MS - 1);
    expect(auth.checkContent(content(`ticket=${fresh}`), 'c')).toEqual({ allowed: true });
    clock.advance(1);
    expect(auth.checkContent(content(`ticket=${stale}`), 'c')).toMatchObject({
      status: 404,
      body: { status: 404 },
    });
  });

  it('refuses a ticket issued for another service and unknown tickets', async () => {
    const auth = createAuth(testConfig());
    const other = await serviceTicket(auth, 'https://example.org/app');
    expect(auth.checkContent(content(`ticket=${other}`), 'c')).toMatchObject({ status: 404 });
    expect(auth.checkContent(content('ticket=ST-1-forged-cas'), 'c')).toMatchObject({ status: 404 });
  });

  it('lets the SOAP side spend a ticket exactly once, shared with content requests', async () => {
    const auth = createAuth(testConfig());
    const st = await serviceTicket(auth);
    expect(auth.consumeServiceTicket(st)).toBe(true);
    expect(auth.consumeServiceTicket(st)).toBe(false);
    expect(auth.checkContent(content(`ticket=${st}`), 'c')).toMatchObject({ status: 404 });
    expect(auth.consumeServiceTicket('ST-0-unknown-cas')).toBe(false);
  });

  it('answers 429 with Retry-After above the per-client rate, and recovers after a quiet second', () => {
    const clock = fakeClock();
    const auth = createAuth(testConfig({ now: clock.now, rateLimitPerSecond: 20 }));
    const ok = content(`apiKey=${DEFAULT_API_KEY}`);
    for (let i = 0; i < 20; i++) expect(auth.checkContent(ok, '10.0.0.1').allowed).toBe(true);
    const over = auth.checkContent(ok, '10.0.0.1');
    expect(over).toMatchObject({
      allowed: false,
      status: 429,
      body: { name: 'TooManyRequests', status: 429 },
    });
    expect(over.allowed === false && over.headers['Retry-After']).toBe('1');
    // Another client is unaffected.
    expect(auth.checkContent(ok, '10.0.0.2').allowed).toBe(true);
    // Still refused while the rate stays above the limit...
    clock.advance(500);
    expect(auth.checkContent(ok, '10.0.0.1').allowed).toBe(false);
    // ...and served again once the last second holds fewer than 20 requests.
    clock.advance(1001);
    expect(auth.checkContent(ok, '10.0.0.1').allowed).toBe(true);
    expect(auth.checkRate('10.0.0.1').allowed).toBe(true);
  });
});
