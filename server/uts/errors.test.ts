import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDataset } from '../dataset/load.ts';
import type { Dataset } from '../dataset/model.ts';
import { client, fakeClock, startTestEmulator, testConfig } from '../testing/emulator.ts';

// Each file starts real emulators (dataset load + search indexes); on a busy CI machine that
// takes seconds, far beyond the default hook timeout.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

let base = '';
let close: () => Promise<void>;
let ds: Dataset;
let cui = '';

beforeAll(async () => {
  ds = await loadDataset();
  cui = ds.concepts.keys().next().value as string;
  ({ url: base, close } = await startTestEmulator(testConfig()));
});
afterAll(() => close());

/** Every error is JSON `{name, status, message}` with the HTTP status repeated inside. */
async function expectError(res: Response, status: number, name: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await res.json();
  expect(body).toEqual({ name, status, message: expect.any(String) });
  return body as { message: string };
}

describe('API key on content requests', () => {
  const paths = () => [
    `/rest/search/current?string=heart`,
    `/rest/content/current/CUI/${cui}`,
    '/rest/semantic-network/current/TUI/T047',
  ];

  it('a missing key answers 401, a wrong key 403, on every content family', async () => {
    for (const p of paths()) {
      await expectError(await fetch(`${base}${p}`), 401, 'Unauthorized');
      await expectError(
        await fetch(`${base}${p}${p.includes('?') ? '&' : '?'}apiKey=wrong-key`),
        403,
        'Forbidden',
      );
    }
  });

  it('never echoes the key back', async () => {
    const res = await fetch(`${base}/rest/content/current/CUI/${cui}?apiKey=secret-wrong-key`);
    expect(await res.text()).not.toContain('secret-wrong-key');
  });

  it('the sources metadata and the release listing need no key', async () => {
    expect((await fetch(`${base}/rest/metadata/current/sources`)).status).toBe(200);
    expect((await fetch(`${base}/releases`)).status).toBe(200);
  });
});

describe('validation: 400 ValidationError', () => {
  const api = () => client(base);

  it('search without string answers the recorded body verbatim', async () => {
    const res = await api().get('/rest/search/current');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: 'ValidationError', status: 400, message: "Missing 'string'" });
    await expectError(await api().get('/rest/search/current', { string: '  ' }), 400, 'ValidationError');
  });

  it('bytes that are not UTF-8, in the path or a parameter, are refused, not read as U+FFFD', async () => {
    for (const path of [
      `/rest/content/current/CUI/${cui}%FF`,
      '/rest/search/current?string=caf%E9',
      '/rest/search/current?string=%E0%A4',
    ]) {
      const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}apiKey=demo-0000-emulator-key`);
      const body = await expectError(res, 400, 'ValidationError');
      expect(body.message).toMatch(/^Malformed percent-encoding in the (path|query)$/);
    }
    // Encoded UTF-8 is read as such.
    expect((await api().get('/rest/search/current', { string: 'café' })).status).toBe(200);
  });

  it('unknown enum values, bad booleans and bad paging are refused, not defaulted', async () => {
    const bad: Record<string, string>[] = [
      { searchType: 'approximate' }, // deprecated 2022-05-17
      { inputType: 'cui' },
      { returnIdType: 'cui' },
      { partialSearch: 'yes' },
      { includeObsolete: '1' },
      { pageNumber: '0' },
      { pageSize: '-5' },
      { pageSize: 'ten' },
    ];
    for (const params of bad) {
      const body = await expectError(
        await api().get('/rest/search/current', { string: 'heart', ...params }),
        400,
        'ValidationError',
      );
      expect(body.message).toContain(Object.keys(params)[0]);
    }
    await expectError(
      await api().get(`/rest/content/current/CUI/${cui}/atoms`, { pageNumber: 'x' }),
      400,
      'ValidationError',
    );
    await expectError(
      await api().get(`/rest/content/current/CUI/${cui}/atoms`, { includeSuppressible: 'maybe' }),
      400,
      'ValidationError',
    );
  });

  it('download without url answers 400, an unknown file 404', async () => {
    await expectError(await api().get('/download'), 400, 'ValidationError');
    await expectError(
      await api().get('/download', { url: 'https://download.nlm.nih.gov/umls/kss/1999AA/x.zip' }),
      404,
      'NotFound',
    );
  });
});

describe('404 NotFound', () => {
  const api = () => client(base);

  it('unknown ids of every kind', async () => {
    for (const p of [
      '/rest/content/current/CUI/C0000000',
      '/rest/content/current/CUI/C0000000/atoms',
      '/rest/content/current/AUI/A0000000',
      '/rest/content/current/source/MSH/D999999',
      '/rest/content/current/source/NOSUCHSAB/123',
      '/rest/crosswalk/current/source/MSH/D999999',
      '/rest/semantic-network/current/TUI/T999',
    ]) {
      await expectError(await api().get(p), 404, 'NotFound');
    }
  });

  it('unknown sub-resources and paths under /rest', async () => {
    await expectError(await api().get(`/rest/content/current/CUI/${cui}/subsets`), 404, 'NotFound');
    await expectError(await api().get('/rest/content-views/current'), 404, 'NotFound');
    await expectError(await api().get('/rest/search/current/extra', { string: 'x' }), 404, 'NotFound');
  });

  it('an unknown release answers 404; the dataset release and current both work', async () => {
    const body = await expectError(
      await api().get('/rest/search/2008AA', { string: 'heart' }),
      404,
      'NotFound',
    );
    expect(body.message).toContain('2008AA');
    await expectError(await api().get(`/rest/content/CURRENT/CUI/${cui}`), 404, 'NotFound');
    await expectError(await fetch(`${base}/rest/metadata/2019AA/sources`), 404, 'NotFound');
    expect((await api().get(`/rest/content/${ds.release.umlsRelease}/CUI/${cui}`)).status).toBe(200);
    expect((await api().get(`/rest/content/current/CUI/${cui}`)).status).toBe(200);
  });

  it('a page past the last page of a content list answers 404', async () => {
    const first = await api().json(`/rest/content/current/CUI/${cui}/atoms`);
    expect(
      (await api().get(`/rest/content/current/CUI/${cui}/atoms`, { pageNumber: String(first.pageCount + 1) }))
        .status,
    ).toBe(404);
  });
});

describe('methods and paths', () => {
  it('content endpoints answer GET only: 405 otherwise', async () => {
    const res = await fetch(client(base).urlOf(`/rest/content/current/CUI/${cui}`), { method: 'POST' });
    await expectError(res, 405, 'MethodNotAllowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('a trailing slash is accepted', async () => {
    const api = client(base);
    const plain = await api.json(`/rest/content/current/CUI/${cui}/atoms`);
    expect(await api.json(`/rest/content/current/CUI/${cui}/atoms/`)).toEqual(plain);
  });

  it('percent-encoded ids are decoded (codes with ":" as NLM\'s test suite sends them)', async () => {
    const withColon = [...ds.sourceConcepts.values()].find((s) => s.id.includes(':'));
    expect(withColon).toBeDefined();
    const { sab, id } = withColon!;
    const api = client(base);
    const raw = await api.json(`/rest/content/current/source/${sab}/${id}`);
    expect(raw.result.ui).toBe(id);
    expect(await api.json(`/rest/content/current/source/${sab}/${encodeURIComponent(id)}`)).toEqual(raw);
    expect((await api.get(`/rest/content/current/source/${sab}/%E0%A4%A`)).status).toBe(400);
  });
});

describe('rate limit: 429 per client above the configured requests per second', () => {
  it('refuses the request over the limit with Retry-After, and serves again after a quiet second', async () => {
    const clock = fakeClock();
    const limited = await startTestEmulator(testConfig({ now: clock.now, rateLimitPerSecond: 5 }));
    try {
      const api = client(limited.url);
      for (let i = 0; i < 5; i++)
        expect((await api.get('/rest/semantic-network/current/TUI/T047')).status).toBe(200);
      const over = await api.get('/rest/semantic-network/current/TUI/T047');
      await expectError(over, 429, 'TooManyRequests');
      expect(over.headers.get('retry-after')).toBe('1');
      // Open endpoints count too: the limit is per client, not per key.
      expect((await fetch(`${limited.url}/rest/metadata/current/sources`)).status).toBe(429);
      clock.advance(1001);
      expect((await api.get('/rest/semantic-network/current/TUI/T047')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
