import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv, DEFAULT_API_KEY } from '../config.ts';
import { startTestEmulator, testConfig } from '../testing/emulator.ts';

// Each file starts real emulators (dataset load + search indexes).
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/** The TGT address form, and CAS parameters sent in the query string. */
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const SERVICE = 'http://umlsks.nlm.nih.gov';

let base = '';
let tickets = '';
const closers: Array<() => Promise<void>> = [];
beforeAll(async () => {
  const standard = await startTestEmulator(testConfig());
  const old = await startTestEmulator(testConfig({ casTgtForm: 'tickets' }));
  closers.push(standard.close, old.close);
  base = standard.url;
  tickets = old.url;
});
afterAll(() => Promise.all(closers.map((c) => c())));

const post = (url: string, body = '') => fetch(url, { method: 'POST', headers: FORM, body });
const actionOf = (html: string) => /<form action="([^"]+)"/.exec(html)?.[1] ?? '';
/** The TGT URL on the emulator's /auth mount, whichever form the action has. */
const tgtPath = (action: string) => action.replace('https://utslogin.nlm.nih.gov', '/auth');

describe('the TGT address form (EMULATOR_CAS_TGT_FORM)', () => {
  it('names the TGT under /cas/v1/api-key/ by default, in the form action and Location', async () => {
    const res = await post(`${base}/auth/cas/v1/api-key`, `apikey=${DEFAULT_API_KEY}`);
    expect(res.status).toBe(201);
    const action = actionOf(await res.text());
    expect(action).toMatch(/^https:\/\/utslogin\.nlm\.nih\.gov\/cas\/v1\/api-key\/TGT-[^/]+-cas$/);
    expect(res.headers.get('location')).toBe(action);
  });

  it('names it under /cas/v1/tickets/ when set to "tickets", and accepts both forms either way', async () => {
    const res = await post(`${tickets}/auth/cas/v1/api-key`, `apikey=${DEFAULT_API_KEY}`);
    const action = actionOf(await res.text());
    expect(action).toMatch(/^https:\/\/utslogin\.nlm\.nih\.gov\/cas\/v1\/tickets\/TGT-[^/]+-cas$/);
    expect(res.headers.get('location')).toBe(action);
    const tgt = action.split('/').at(-1) ?? '';
    for (const form of ['tickets', 'api-key']) {
      const st = await post(`${tickets}/auth/cas/v1/${form}/${tgt}`, `service=${SERVICE}`);
      expect(st.status).toBe(200);
    }
  });

  it('is read from the environment, api-key unless it says tickets', () => {
    expect(configFromEnv({}).casTgtForm).toBe('api-key');
    expect(configFromEnv({ EMULATOR_CAS_TGT_FORM: 'tickets' }).casTgtForm).toBe('tickets');
    expect(configFromEnv({ EMULATOR_CAS_TGT_FORM: 'api-key' }).casTgtForm).toBe('api-key');
  });
});

describe('CAS parameters in the query string (merged like a Java servlet, the body winning)', () => {
  it('issues a TGT for ?apikey= with an empty form body', async () => {
    const res = await post(`${base}/auth/cas/v1/api-key?apikey=${DEFAULT_API_KEY}`);
    expect(res.status).toBe(201);
    expect(actionOf(await res.text())).toContain('/cas/v1/api-key/TGT-');
  });

  it('issues a service ticket for ?service= with an empty form body, good for one content call', async () => {
    const tgt = await post(`${base}/auth/cas/v1/api-key`, `apikey=${DEFAULT_API_KEY}`);
    const at = tgtPath(actionOf(await tgt.text()));
    const res = await post(`${base}${at}?service=${encodeURIComponent(SERVICE)}`);
    expect(res.status).toBe(200);
    const st = await res.text();
    expect(st).toMatch(/^ST-/);
    const use = await fetch(`${base}/rest/search/current?string=heart&ticket=${st}`);
    expect(use.status).toBe(200);
  });

  it('takes the body value when a parameter is in both places', async () => {
    const bodyRight = await post(`${base}/auth/cas/v1/api-key?apikey=wrong`, `apikey=${DEFAULT_API_KEY}`);
    expect(bodyRight.status).toBe(201);
    const bodyWrong = await post(`${base}/auth/cas/v1/api-key?apikey=${DEFAULT_API_KEY}`, 'apikey=wrong');
    expect(bodyWrong.status).toBe(401);
  });

  it('stays strict: no key anywhere is 400, a wrong key in the query is 401, a JSON body is 415', async () => {
    expect((await post(`${base}/auth/cas/v1/api-key`)).status).toBe(400);
    expect((await post(`${base}/auth/cas/v1/api-key?apikey=wrong`)).status).toBe(401);
    const json = await fetch(`${base}/auth/cas/v1/api-key?apikey=${DEFAULT_API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });
});
