// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import {
  abortableSleep,
  backoffDelay,
  buildUrl,
  createHttp,
  parseRetryAfter,
  type HttpDeps,
} from './http.ts';
import { createRateLimiter } from './limiter.ts';
import { createServiceWatch, STALL_MS } from './serviceWatch.ts';

type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'network-error' | 'hang';

/** A fetch that plays back answers in order and records every call with its time. */
function scriptedFetch(answers: Answer[]) {
  const calls: { url: string; init: RequestInit; at: number }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init, at: Date.now() });
    const a = answers.shift() ?? { status: 200, body: 'ok' };
    if (a === 'network-error') throw new TypeError('Failed to fetch');
    if (a === 'hang')
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    return new Response(a.body ?? '', { status: a.status, headers: a.headers });
  });
  return { fn, calls };
}

function client(answers: Answer[], overrides: Partial<HttpDeps> = {}) {
  const f = scriptedFetch(answers);
  const request = createHttp({
    fetch: f.fn as unknown as typeof fetch,
    limiter: createRateLimiter(20, 1000),
    sleep: abortableSleep,
    random: () => 0.5,
    now: () => Date.now(),
    ...overrides,
  });
  return { request, ...f };
}

async function settle<T>(p: Promise<T>, ms = 120_000): Promise<T> {
  const outcome = p.then(
    (v) => ({ ok: true as const, v }),
    (e: unknown) => ({ ok: false as const, e }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  const r = await outcome;
  if (r.ok) return r.v;
  throw r.e;
}

describe('http', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('returns the body of a 200 and builds the query string', async () => {
    const { request, calls } = client([{ status: 200, body: '{"a":1}' }]);
    const res = await settle(
      request({
        path: '/uts/rest/search/current',
        query: { string: 'a b&c', sabs: ['MSH', 'ICD10CM'], x: undefined },
      }),
    );
    expect(res.text).toBe('{"a":1}');
    expect(calls[0]!.url).toBe('/uts/rest/search/current?string=a+b%26c&sabs=MSH%2CICD10CM');
  });

  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [404, 'not-found'],
    [400, 'upstream'],
  ] as const)('maps status %i to kind %s without retrying', async (status, kind) => {
    const { request, calls } = client([{ status, body: '{"status":1,"message":"Missing \'string\'"}' }]);
    const err = await settle(request({ path: '/p' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe(kind);
    expect((err as ApiError).status).toBe(status);
    expect((err as ApiError).message).toBe("Missing 'string'");
    expect(calls).toHaveLength(1);
  });

  it('retries 503 with growing backoff, then succeeds', async () => {
    const { request, calls } = client([{ status: 503 }, { status: 503 }, { status: 200, body: 'fine' }]);
    const res = await settle(request({ path: '/p' }));
    expect(res.text).toBe('fine');
    expect(calls).toHaveLength(3);
    const gap1 = calls[1]!.at - calls[0]!.at;
    const gap2 = calls[2]!.at - calls[1]!.at;
    expect(gap1).toBe(backoffDelay(0, undefined, () => 0.5));
    expect(gap2).toBe(backoffDelay(1, undefined, () => 0.5));
    expect(gap2).toBeGreaterThan(gap1);
  });

  it('honours Retry-After in seconds on 429', async () => {
    const { request, calls } = client([{ status: 429, headers: { 'Retry-After': '7' } }, { status: 200 }]);
    await settle(request({ path: '/p' }));
    expect(calls[1]!.at - calls[0]!.at).toBe(7000);
  });

  it('a 429 holds back every call until Retry-After has passed, not only the refused one', async () => {
    const { request, calls } = client([{ status: 429, headers: { 'Retry-After': '2' } }]);
    const first = request({ path: '/a' });
    await vi.advanceTimersByTimeAsync(10);
    const second = request({ path: '/b' });
    await settle(Promise.all([first, second]));
    expect(calls.map((c) => c.url).sort()).toEqual(['/a', '/a', '/b']);
    expect(Math.min(...calls.slice(1).map((c) => c.at)) - calls[0]!.at).toBe(2000);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const when = new Date(Date.now() + 4000).toUTCString();
    const { request, calls } = client([{ status: 429, headers: { 'Retry-After': when } }, { status: 200 }]);
    await settle(request({ path: '/p' }));
    const gap = calls[1]!.at - calls[0]!.at;
    expect(gap).toBeGreaterThan(2900); // HTTP dates have one-second resolution
    expect(gap).toBeLessThanOrEqual(4000);
  });

  it('gives up after the retries with a rate-limited error carrying Retry-After', async () => {
    const { request, calls } = client(
      Array.from({ length: 5 }, () => ({ status: 429, headers: { 'Retry-After': '1' } })),
    );
    const err = (await settle(request({ path: '/p', retries: 2 })).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('rate-limited');
    expect(err.retryAfterMs).toBe(1000);
    expect(calls).toHaveLength(3);
  });

  it('turns a 500 after all retries into an upstream error', async () => {
    const { request, calls } = client([{ status: 500 }, { status: 502 }]);
    const err = (await settle(request({ path: '/p', retries: 1 })).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('upstream');
    expect(err.status).toBe(502);
    expect(calls).toHaveLength(2);
  });

  it('hands back an accepted error status (a SOAP fault on 500) without retrying', async () => {
    const { request, calls } = client([{ status: 500, body: '<fault/>' }]);
    const res = await settle(request({ path: '/rxnorm/soap', method: 'POST', acceptStatus: [500] }));
    expect(res.status).toBe(500);
    expect(res.text).toBe('<fault/>');
    expect(calls).toHaveLength(1);
  });

  it('reports a network failure as kind network after retrying', async () => {
    const { request, calls } = client(['network-error', 'network-error']);
    const err = (await settle(request({ path: '/p', retries: 1 })).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('network');
    expect(calls).toHaveLength(2);
  });

  it('refuses a header value fetch cannot send as an auth error, without calling fetch', async () => {
    const { request, calls } = client([]);
    const err = await request({ path: '/uts/rest/x', headers: { 'X-Key': 'é中😀' } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'auth', path: '/uts/rest/x' });
    expect(calls).toHaveLength(0);
  });

  it('times out a request that does not answer', async () => {
    const { request } = client(['hang']);
    const err = (await settle(request({ path: '/p', timeoutMs: 5000 })).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('timeout');
    expect(err.message).toContain('5 s');
  });

  it('passes the caller’s cancellation through instead of an error kind', async () => {
    const { request } = client(['hang']);
    const controller = new AbortController();
    const p = request({ path: '/p', signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new DOMException('cancelled by react-query', 'AbortError'));
    const err = await p;
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('cancels a backoff wait when the caller aborts', async () => {
    const { request, calls } = client([{ status: 503 }, { status: 200 }]);
    const controller = new AbortController();
    const p = request({ path: '/p', signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1);
    controller.abort(new DOMException('gone', 'AbortError'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(((await p) as DOMException).name).toBe('AbortError');
    expect(calls).toHaveLength(1);
  });

  it('sends no more than 20 requests in any second under a burst of 60', async () => {
    const { request, calls } = client(Array.from({ length: 60 }, () => ({ status: 200 })));
    await settle(Promise.all(Array.from({ length: 60 }, (_, i) => request({ path: `/p/${i}` }))));
    expect(calls).toHaveLength(60);
    const times = calls.map((c) => c.at).sort((a, b) => a - b);
    for (let i = 20; i < times.length; i++) expect(times[i]! - times[i - 20]!).toBeGreaterThanOrEqual(1000);
  });
});

describe('helpers', () => {
  it('parseRetryAfter reads seconds and dates and ignores junk', () => {
    expect(parseRetryAfter('3', 0)).toBe(3000);
    expect(parseRetryAfter('0.5', 0)).toBe(500);
    expect(parseRetryAfter(null, 0)).toBeUndefined();
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
  });

  it('backoff grows exponentially and is capped at 30 s', () => {
    const mid = () => 0.5;
    expect(backoffDelay(0, undefined, mid)).toBe(375);
    expect(backoffDelay(3, undefined, mid)).toBe(3000);
    expect(backoffDelay(20, undefined, mid)).toBe(22500);
    expect(backoffDelay(0, 120_000, mid)).toBe(30_000);
  });

  it('buildUrl leaves out empty values and appends to an existing query', () => {
    expect(buildUrl('/a?x=1', { y: 2, z: '', w: null, v: [] })).toBe('/a?x=1&y=2');
    expect(buildUrl('/a')).toBe('/a');
  });
});

describe('http tells the service watch', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('a hung request is named "stalled" within 10 s, and the notice goes when it times out', async () => {
    const watch = createServiceWatch();
    const { request } = client(['hang'], { watch });
    const p = request({ path: '/uts/rest/x', retries: 0 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(watch.get()).toEqual({ kind: 'stalled' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await p).toMatchObject({ kind: 'timeout' });
    expect(watch.get()).toBeNull();
  });

  it('a storm of 429s is named with the time requests resume', async () => {
    const watch = createServiceWatch();
    const refusal = { status: 429, headers: { 'Retry-After': '2' } };
    const { request } = client([refusal, refusal, refusal, { status: 200, body: 'ok' }], { watch });
    const p = request({ path: '/uts/rest/x' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(watch.get()).toEqual({ kind: 'limited', resumeAt: 1_004_000 });
    expect((await settle(p)).text).toBe('ok');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(watch.get()).toBeNull();
  });
});
