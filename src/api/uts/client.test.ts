import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_STORAGE, setPreferences } from '../auth/credentials.ts';
import { clearTickets } from '../auth/tickets.ts';
import { API_KEY_HEADER } from './client.ts';
import { getConcept } from './concept.ts';
import concept from './fixtures/concept.json';
import { downloadRelease } from './releases.ts';
import { fakeFetch, json, testClient, type Recorded } from './testing/fakeUpstream.ts';

/** The app's default wiring: session key, stored auth mode, global fetch, shared http. */
describe('default client', () => {
  let calls: Recorded[];

  beforeEach(() => {
    const fake = fakeFetch((req) => {
      if (req.url.endsWith('/cas/v1/api-key'))
        return {
          status: 201,
          body: '<form action="https://login/cas/v1/tickets/TGT-7-x-cas" method="POST"></form>',
        };
      if (req.url.includes('/cas/v1/tickets/')) return { status: 200, body: 'ST-42-y-cas' };
      return json(concept);
    });
    calls = fake.calls;
    vi.stubGlobal('fetch', fake.fetch);
    sessionStorage.setItem(API_KEY_STORAGE, 'session-key-1');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
    clearTickets();
  });

  it('sends the session key in the header in API-key mode', async () => {
    setPreferences({ authMode: 'apiKey', release: 'current' });
    await getConcept({ cui: 'C0009044' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/uts/rest/content/current/CUI/C0009044');
    expect(calls[0]!.headers[API_KEY_HEADER]).toBe('session-key-1');
  });

  it('switches to tickets when the preference says so', async () => {
    setPreferences({ authMode: 'tickets', release: 'current' });
    await getConcept({ cui: 'C0009044' }, { release: '2025AB' });
    expect(calls.map((c) => c.url)).toEqual([
      '/uts-auth/cas/v1/api-key',
      '/uts-auth/cas/v1/tickets/TGT-7-x-cas',
      '/uts/rest/content/2025AB/CUI/C0009044?ticket=ST-42-y-cas',
    ]);
    expect(calls[2]!.headers[API_KEY_HEADER]).toBeUndefined();
  });
});

describe('the release behind current, read from answers', () => {
  it('is the one an answer to a current call links to, and nothing is asked for it', async () => {
    const { client, calls } = testClient(() => json(concept));
    await getConcept({ cui: 'C0009044' }, { client, release: '2021AB' });
    // An answer to a call that named its release does not say what `current` stands for.
    expect(await client.releaseSeen(0)).toBeNull();
    await getConcept({ cui: 'C0009044' }, { client });
    expect(await client.releaseSeen(0)).toBe('2021AB');
    expect(calls).toHaveLength(2);
  });
});

describe('download', () => {
  it('waits for the shared rate limiter before fetching', async () => {
    const { client, calls } = testClient(() => ({ status: 200, body: 'bytes' }));
    let release!: () => void;
    const acquired: string[] = [];
    const gated = {
      ...client,
      deps: {
        ...client.deps,
        limiter: {
          acquire: () => new Promise<() => void>((r) => (release = () => (acquired.push('go'), r(() => {})))),
          pause: () => {},
        },
      },
    };
    const pending = downloadRelease({ url: 'https://download.nlm.nih.gov/x.zip' }, { client: gated });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(0);
    release();
    expect(await (await pending).text()).toBe('bytes');
    expect(acquired).toEqual(['go']);
    expect(calls).toHaveLength(1);
  });
});
