import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { fakeFetch, json, testHttp, type FakeReply, type Recorded } from '../uts/testing/fakeUpstream.ts';
import {
  createTicketSource,
  extractTgtId,
  TGT_LIFETIME_MS,
  TGT_RENEW_MARGIN_MS,
  UTS_SERVICE,
} from './tickets.ts';

const KEY = 'secret-key-123';
const OTHER_KEY = 'second-user-key';

function tgtHtml(action: string): string {
  return (
    '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n' +
    '<html><head><title>201 The request has been fulfilled and resulted in a new resource being created</title></head>\n' +
    '<body><h1>TGT Created</h1>\n' +
    `<form action="${action}" method="POST">Service:<input type="text" name="service" value="">\n` +
    '<br><input type="submit" value="Submit"></form></body></html>'
  );
}

/**
 * A fake login host: issues TGT-1, TGT-2… and ST-1, ST-2…; `dead` TGTs answer 404 as an
 * expired TGT does; `validKeys` decide 201 vs 401.
 */
function loginHost(
  opts: { validKeys?: string[]; dead?: Set<string>; actionPath?: 'tickets' | 'api-key' } = {},
) {
  let tgts = 0;
  let sts = 0;
  const dead = opts.dead ?? new Set<string>();
  const handler = (req: Recorded): FakeReply => {
    if (req.url === '/uts-auth/cas/v1/api-key') {
      const key = new URLSearchParams(req.body).get('apikey');
      if (!key || !(opts.validKeys ?? [KEY, OTHER_KEY]).includes(key))
        return json({ authentication_exceptions: [] }, 401);
      const id = `TGT-${++tgts}-aYqNxyz-cas`;
      return {
        status: 201,
        body: tgtHtml(`https://utslogin.nlm.nih.gov/cas/v1/${opts.actionPath ?? 'tickets'}/${id}`),
        headers: { 'Content-Type': 'text/html' },
      };
    }
    const m = /^\/uts-auth\/cas\/v1\/tickets\/(TGT-[^/?]+)$/.exec(req.url);
    if (m) {
      if (dead.has(m[1]!)) return { status: 404, body: 'TGT not found' };
      return {
        status: 200,
        body: `ST-${++sts}-HUbXGfI765aSj0UqtdvU-cas`,
        headers: { 'Content-Type': 'text/plain' },
      };
    }
    return { status: 500, body: 'unexpected' };
  };
  return { handler, dead };
}

function setup(opts: Parameters<typeof loginHost>[0] & { key?: () => string } = {}) {
  const host = loginHost(opts);
  const { fetch, calls } = fakeFetch(host.handler);
  let now = 1_000_000;
  const source = createTicketSource({
    http: testHttp(fetch),
    getApiKey: opts.key ?? (() => KEY),
    now: () => now,
  });
  const tgtPosts = () => calls.filter((c) => c.url.endsWith('/cas/v1/api-key'));
  const stPosts = () => calls.filter((c) => c.url.includes('/cas/v1/tickets/'));
  return { source, calls, dead: host.dead, tgtPosts, stPosts, advance: (ms: number) => (now += ms) };
}

describe('TGT extraction', () => {
  it('reads both TGT URL forms from the form action', () => {
    expect(extractTgtId(tgtHtml('https://utslogin.nlm.nih.gov/cas/v1/tickets/TGT-36471-aYqN-cas'))).toBe(
      'TGT-36471-aYqN-cas',
    );
    expect(extractTgtId(tgtHtml('https://utslogin.nlm.nih.gov/cas/v1/api-key/TGT-9-xYz-cas'))).toBe(
      'TGT-9-xYz-cas',
    );
    expect(extractTgtId("<form method='POST' action='/cas/v1/tickets/TGT-2-b-cas'>")).toBe('TGT-2-b-cas');
  });

  it('falls back to the Location header, and gives null when there is no TGT', () => {
    expect(extractTgtId('<html></html>', 'https://utslogin.nlm.nih.gov/cas/v1/tickets/TGT-5-q-cas')).toBe(
      'TGT-5-q-cas',
    );
    expect(extractTgtId('<html><form action="/somewhere"></form></html>')).toBeNull();
  });
});

describe('service tickets', () => {
  it('gets one TGT, then a different single-use ST for every request', async () => {
    const t = setup();
    const tickets = [
      await t.source.getServiceTicket(),
      await t.source.getServiceTicket(),
      await t.source.getServiceTicket(),
    ];
    expect(tickets).toEqual([
      'ST-1-HUbXGfI765aSj0UqtdvU-cas',
      'ST-2-HUbXGfI765aSj0UqtdvU-cas',
      'ST-3-HUbXGfI765aSj0UqtdvU-cas',
    ]);
    expect(t.tgtPosts()).toHaveLength(1);
    expect(t.stPosts()).toHaveLength(3);
  });

  it('posts the documented forms: apikey=…, then service=http://umlsks.nlm.nih.gov to the TGT', async () => {
    const t = setup();
    await t.source.getServiceTicket();
    const [tgt, st] = t.calls;
    expect(tgt).toMatchObject({ method: 'POST', url: '/uts-auth/cas/v1/api-key', body: `apikey=${KEY}` });
    expect(tgt!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(st).toMatchObject({
      method: 'POST',
      url: '/uts-auth/cas/v1/tickets/TGT-1-aYqNxyz-cas',
      body: 'service=http%3A%2F%2Fumlsks.nlm.nih.gov',
    });
    expect(new URLSearchParams(st!.body).get('service')).toBe(UTS_SERVICE);
    for (const c of t.calls) expect(c.url).not.toContain(KEY);
  });

  it('accepts a TGT address under /cas/v1/api-key/', async () => {
    const t = setup({ actionPath: 'api-key' });
    await t.source.getServiceTicket();
    expect(t.stPosts()[0]!.url).toBe('/uts-auth/cas/v1/tickets/TGT-1-aYqNxyz-cas');
  });

  it('shares one TGT request between concurrent callers', async () => {
    const t = setup();
    const tickets = await Promise.all([
      t.source.getServiceTicket(),
      t.source.getServiceTicket(),
      t.source.getServiceTicket(),
    ]);
    expect(new Set(tickets).size).toBe(3);
    expect(t.tgtPosts()).toHaveLength(1);
  });

  it('renews the TGT before its 8 hours run out', async () => {
    const t = setup();
    await t.source.getServiceTicket();
    t.advance(TGT_LIFETIME_MS - TGT_RENEW_MARGIN_MS - 1);
    await t.source.getServiceTicket();
    expect(t.tgtPosts()).toHaveLength(1);
    t.advance(2);
    await t.source.getServiceTicket();
    expect(t.tgtPosts()).toHaveLength(2);
    expect(t.stPosts().at(-1)!.url).toContain('TGT-2-');
  });

  it('gets a new TGT once when the login host no longer knows ours (404)', async () => {
    const t = setup();
    await t.source.getServiceTicket();
    t.dead.add('TGT-1-aYqNxyz-cas');
    const st = await t.source.getServiceTicket();
    expect(st).toMatch(/^ST-/);
    expect(t.tgtPosts()).toHaveLength(2);
    expect(t.stPosts().map((c) => c.url.split('/').pop())).toEqual([
      'TGT-1-aYqNxyz-cas',
      'TGT-1-aYqNxyz-cas',
      'TGT-2-aYqNxyz-cas',
    ]);
  });

  it('gives up after one renewal', async () => {
    const t = setup();
    t.dead.add('TGT-1-aYqNxyz-cas');
    t.dead.add('TGT-2-aYqNxyz-cas');
    await expect(t.source.getServiceTicket()).rejects.toMatchObject({ kind: 'not-found' });
    expect(t.tgtPosts()).toHaveLength(2);
  });

  it('maps a refused key (401 + authentication_exceptions) to auth, and caches nothing', async () => {
    const t = setup({ validKeys: ['another-key'] });
    const err = await t.source.getServiceTicket().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'auth', status: 401 });
    await t.source.getServiceTicket().catch(() => {});
    expect(t.tgtPosts()).toHaveLength(2);
  });

  it('asks nothing without a key', async () => {
    const t = setup({ key: () => '' });
    await expect(t.source.getServiceTicket()).rejects.toMatchObject({ kind: 'auth' });
    expect(t.calls).toHaveLength(0);
  });

  it('gets a new TGT when the key changes, and after clear()', async () => {
    let key = KEY;
    const t = setup({ key: () => key });
    await t.source.getServiceTicket();
    await t.source.getServiceTicket();
    expect(t.tgtPosts()).toHaveLength(1);
    key = OTHER_KEY;
    await t.source.getServiceTicket();
    expect(t.tgtPosts().map((c) => c.body)).toEqual([`apikey=${KEY}`, `apikey=${OTHER_KEY}`]);
    t.source.clear();
    await t.source.getServiceTicket();
    expect(t.tgtPosts()).toHaveLength(3);
  });

  it('reports a 201 without a TGT, and a ticket reply that is not a ticket, as bad-response', async () => {
    const noTgt = fakeFetch(() => ({ status: 201, body: '<html>Created</html>' }));
    const a = createTicketSource({ http: testHttp(noTgt.fetch), getApiKey: () => KEY, now: () => 0 });
    await expect(a.getServiceTicket()).rejects.toMatchObject({ kind: 'bad-response' });
    const htmlSt = fakeFetch((req) =>
      req.url.endsWith('/api-key')
        ? { status: 201, body: tgtHtml('/cas/v1/tickets/TGT-1-a-cas') }
        : { status: 200, body: '<html>login</html>' },
    );
    const b = createTicketSource({ http: testHttp(htmlSt.fetch), getApiKey: () => KEY, now: () => 0 });
    await expect(b.getServiceTicket()).rejects.toMatchObject({ kind: 'bad-response' });
  });
});
