import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_VALIDATOR_KEY } from '../config.ts';
import { fakeClock, startTestEmulator, testConfig } from '../testing/emulator.ts';
import { TGT_LIFETIME_MS } from './tickets.ts';

// Each file starts real emulators (dataset load + search indexes); on a busy CI machine that
// takes seconds, far beyond the default hook timeout.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const clock = fakeClock();
let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  ({ url: base, close } = await startTestEmulator(testConfig({ now: clock.now })));
});
afterAll(() => close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Issues a TGT and returns the form action the way documented clients read it. */
async function createTgt(): Promise<{ res: Response; html: string; action: string }> {
  const res = await fetch(`${base}/auth/cas/v1/api-key`, form({ apikey: DEFAULT_API_KEY }));
  const html = await res.text();
  const action = /<form action="([^"]+)"/.exec(html)?.[1] ?? '';
  return { res, html, action };
}

/** The emulator serves the login host under /auth; the TGT URL names the real host. */
const local = (tgtUrl: string) => tgtUrl.replace('https://utslogin.nlm.nih.gov', `${base}/auth`);

describe('POST /auth/cas/v1/api-key (TGT)', () => {
  it('answers 201 with Location and an HTML form whose action is the TGT URL', async () => {
    const { res, html, action } = await createTgt();
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(action).toMatch(
      /^https:\/\/utslogin\.nlm\.nih\.gov\/cas\/v1\/api-key\/TGT-\d+-[A-Za-z0-9_-]+-cas$/,
    );
    expect(res.headers.get('location')).toBe(action);
    expect(html).toContain('<h1>TGT Created</h1>');
    expect(html).toContain('<input type="text" name="service" value="">');
  });

  it('refuses a wrong key with 401 and the CAS authentication_exceptions body', async () => {
    const res = await fetch(`${base}/auth/cas/v1/api-key`, form({ apikey: 'not-the-key' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ authentication_exceptions: [] });
  });

  it('answers 400 without the apikey field and 415 for a JSON body', async () => {
    expect((await fetch(`${base}/auth/cas/v1/api-key`, form({ apiKey: DEFAULT_API_KEY }))).status).toBe(400);
    const json = await fetch(`${base}/auth/cas/v1/api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ apikey: DEFAULT_API_KEY }),
    });
    expect(json.status).toBe(415);
  });

  it('only accepts POST', async () => {
    const res = await fetch(`${base}/auth/cas/v1/api-key`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('POST {TGT URL} (service ticket)', () => {
  it('returns a plain-text ST from both the tickets/ and the api-key/ TGT path, reusably', async () => {
    const { action } = await createTgt();
    const tgt = action.split('/').at(-1) ?? '';
    const seen = new Set<string>();
    for (const path of [
      `${base}/auth/cas/v1/tickets/${tgt}`,
      `${base}/auth/cas/v1/api-key/${tgt}/`,
      local(action),
    ]) {
      const res = await fetch(path, form({ service: 'http://umlsks.nlm.nih.gov' }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const st = await res.text();
      expect(st).toMatch(/^ST-\d+-[A-Za-z0-9_-]+-cas$/);
      seen.add(st);
    }
    expect(seen.size).toBe(3);
  });

  it('answers 404 for an unknown TGT and 400 without the service field', async () => {
    const unknown = await fetch(
      `${base}/auth/cas/v1/tickets/TGT-999-nope-cas`,
      form({ service: 'http://umlsks.nlm.nih.gov' }),
    );
    expect(unknown.status).toBe(404);
    const { action } = await createTgt();
    expect((await fetch(local(action), form({}))).status).toBe(400);
  });

  it('stops issuing service tickets when the TGT is 8 hours old', async () => {
    const { action } = await createTgt();
    clock.advance(TGT_LIFETIME_MS - 1);
    expect((await fetch(local(action), form({ service: 'http://umlsks.nlm.nih.gov' }))).status).toBe(200);
    clock.advance(1);
    expect((await fetch(local(action), form({ service: 'http://umlsks.nlm.nih.gov' }))).status).toBe(404);
    expect((await fetch(local(action))).status).toBe(404);
  });

  it('reports TGT status with GET and logs out with DELETE', async () => {
    const { action } = await createTgt();
    expect((await fetch(local(action))).status).toBe(200);
    expect((await fetch(local(action), { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(local(action))).status).toBe(404);
    expect((await fetch(local(action), form({ service: 'http://umlsks.nlm.nih.gov' }))).status).toBe(404);
  });
});

describe('GET /auth/validateUser', () => {
  const validate = (params: Record<string, string>) =>
    fetch(`${base}/auth/validateUser?${new URLSearchParams(params).toString()}`);

  it('answers plain-text true for the licensed demo key and false for another', async () => {
    const yes = await validate({ validatorApiKey: DEFAULT_VALIDATOR_KEY, apiKey: DEFAULT_API_KEY });
    expect(yes.status).toBe(200);
    expect(yes.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await yes.text()).toBe('true');
    const no = await validate({ validatorApiKey: DEFAULT_VALIDATOR_KEY, apiKey: 'someone-else' });
    expect(await no.text()).toBe('false');
  });

  it('answers 401 when the validator key is wrong or missing', async () => {
    expect((await validate({ validatorApiKey: 'wrong', apiKey: DEFAULT_API_KEY })).status).toBe(401);
    expect((await validate({ apiKey: DEFAULT_API_KEY })).status).toBe(401);
    // The user's key is not a validator key.
    expect((await validate({ validatorApiKey: DEFAULT_API_KEY, apiKey: DEFAULT_API_KEY })).status).toBe(401);
  });
});
