import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv, DEFAULT_API_KEY, REAL_ORIGINS, standaloneConfigFromEnv } from './config.ts';
import { startStandaloneEmulator } from './emulator.ts';
import { closeServer, freePort } from './testing/emulator.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/** The standalone emulator's links and TGT action stay on the machine. */
describe('origins named in responses', () => {
  it('embedded (bff/plugin.ts uses configFromEnv): the real hosts the app is tested against', () => {
    expect(configFromEnv({})).toMatchObject(REAL_ORIGINS);
  });

  it('standalone: its own origin, the login host under /auth; the environment overrides both', () => {
    const own = 'http://127.0.0.1:8711';
    expect(standaloneConfigFromEnv({}, own)).toMatchObject({
      publicOrigin: own,
      authOrigin: `${own}/auth`,
    });
    const env = {
      EMULATOR_PUBLIC_ORIGIN: 'https://uts.example',
      EMULATOR_AUTH_ORIGIN: 'https://login.example',
    };
    expect(standaloneConfigFromEnv(env, own)).toMatchObject({
      publicOrigin: 'https://uts.example',
      authOrigin: 'https://login.example',
    });
    expect(configFromEnv(env)).toMatchObject({
      publicOrigin: 'https://uts.example',
      authOrigin: 'https://login.example',
    });
  });
});

describe('a client following what the standalone emulator hands out', () => {
  let base = '';
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { server, url } = await startStandaloneEmulator(await freePort(), {});
    base = url;
    close = () => closeServer(server);
  });
  afterAll(() => close());

  const withKey = (url: string) => `${url}${url.includes('?') ? '&' : '?'}apiKey=${DEFAULT_API_KEY}`;

  it('reaches the emulator through the links of a search result and a concept', async () => {
    const search = (await (await fetch(withKey(`${base}/rest/search/current?string=heart`))).json()) as {
      result: { results: { uri: string }[] };
    };
    const uri = search.result.results[0]?.uri ?? '';
    expect(uri.startsWith(`${base}/rest/content/`)).toBe(true);
    const concept = await fetch(withKey(uri));
    expect(concept.status).toBe(200);
    const { result } = (await concept.json()) as { result: { atoms: string } };
    expect(result.atoms.startsWith(`${base}/rest/`)).toBe(true);
    expect((await fetch(withKey(result.atoms))).status).toBe(200);
  });

  it('gets a service ticket by POSTing to the TGT action as given', async () => {
    const res = await fetch(`${base}/auth/cas/v1/api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `apikey=${DEFAULT_API_KEY}`,
    });
    const action = /action="([^"]+)"/.exec(await res.text())?.[1] ?? '';
    expect(action.startsWith(`${base}/auth/cas/v1/api-key/TGT-`)).toBe(true);
    const st = await fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'service=http://umlsks.nlm.nih.gov',
    });
    expect(st.status).toBe(200);
    expect(await st.text()).toMatch(/^ST-/);
  });
});
