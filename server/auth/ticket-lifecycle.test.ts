import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_KEY } from '../config.ts';
import { loadDataset } from '../dataset/load.ts';
import { client, fakeClock, startTestEmulator, testConfig } from '../testing/emulator.ts';
import { ST_LIFETIME_MS, TGT_LIFETIME_MS } from './tickets.ts';

// Each file starts real emulators (dataset load + search indexes); on a busy CI machine that
// takes seconds, far beyond the default hook timeout.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/** The deprecated CAS flow end to end over HTTP, as HHS's sample clients run it. */
const clock = fakeClock();
let base = '';
let close: () => Promise<void>;
let conceptPath = '';

beforeAll(async () => {
  ({ url: base, close } = await startTestEmulator(testConfig({ now: clock.now })));
  const cui = (await loadDataset()).concepts.keys().next().value as string;
  conceptPath = `/rest/content/current/CUI/${cui}`;
});
afterAll(() => close());

const post = (url: string, body: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

async function tgtUrl(): Promise<string> {
  const html = await (await post(`${base}/auth/cas/v1/api-key`, { apikey: DEFAULT_API_KEY })).text();
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  return action.replace('https://utslogin.nlm.nih.gov', `${base}/auth`);
}

async function serviceTicket(tgt: string): Promise<string> {
  const res = await post(tgt, { service: 'http://umlsks.nlm.nih.gov' });
  expect(res.status).toBe(200);
  return res.text();
}

describe('ticket lifecycle on content requests', () => {
  it('a service ticket opens one content request; its reuse answers 404', async () => {
    const tgt = await tgtUrl();
    const api = client(base, '');
    const st = await serviceTicket(tgt);
    const first = await api.get(conceptPath, { ticket: st });
    expect(first.status).toBe(200);
    expect((await first.json()).result.classType).toBe('Concept');
    const again = await api.get(conceptPath, { ticket: st });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ name: 'NotFound', status: 404 });
  });

  it('the TGT is reusable: each request gets its own ticket', async () => {
    const tgt = await tgtUrl();
    const api = client(base, '');
    for (let i = 0; i < 3; i++)
      expect((await api.get(conceptPath, { ticket: await serviceTicket(tgt) })).status).toBe(200);
  });

  it('an unused service ticket expires 5 minutes after issue', async () => {
    const tgt = await tgtUrl();
    const api = client(base, '');
    const st = await serviceTicket(tgt);
    clock.advance(ST_LIFETIME_MS);
    expect((await api.get(conceptPath, { ticket: st })).status).toBe(404);
  });

  it('the TGT stops issuing tickets after 8 hours', async () => {
    const tgt = await tgtUrl();
    clock.advance(TGT_LIFETIME_MS);
    expect((await post(tgt, { service: 'http://umlsks.nlm.nih.gov' })).status).toBe(404);
  });

  it('a forged ticket answers 404 and no credentials at all answer 401', async () => {
    const api = client(base, '');
    expect((await api.get(conceptPath, { ticket: 'ST-1-forged-cas' })).status).toBe(404);
    expect((await api.get(conceptPath)).status).toBe(401);
  });
});
