import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_HEADER } from './contract.ts';
import { createRateLimiter } from '../src/api/limiter.ts';
import { createFairShare, userOf } from './fair-share.ts';

describe('createFairShare', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  /** Starts `n` requests for `user`, recording when each was let go (or refused). */
  const send = (share: ReturnType<typeof createFairShare>, user: string, n: number, log: string[]) =>
    Array.from({ length: n }, () =>
      share.admit(user).then((go) => log.push(go ? `${user}:${Date.now()}` : `${user}:refused`)),
    );

  it('lets requests go at once while the rate allows', async () => {
    const share = createFairShare({ ratePerSecond: 3, limiter: createRateLimiter(3, 1000) });
    const log: string[] = [];
    await Promise.all(send(share, 'a', 3, log));
    expect(log).toEqual(['a:0', 'a:0', 'a:0']);
  });

  it('past the rate, users take turns: one asking little is not held behind one asking a lot', async () => {
    const share = createFairShare({ ratePerSecond: 2, maxWaiting: 10, limiter: createRateLimiter(2, 1000) });
    const log: string[] = [];
    send(share, 'hammer', 8, log);
    send(share, 'polite', 2, log);
    await vi.advanceTimersByTimeAsync(3000);
    // Two a second, one user after the other, the one asking less served as soon as the other.
    expect(log).toEqual([
      'hammer:0',
      'polite:0',
      'hammer:1000',
      'polite:1000',
      'hammer:2000',
      'hammer:2000',
      'hammer:3000',
      'hammer:3000',
    ]);
    expect(share.waiting()).toBe(2);
  });

  it('refuses a user at once when their own queue is full, and only them', async () => {
    const share = createFairShare({ ratePerSecond: 1, maxWaiting: 2, limiter: createRateLimiter(1, 1000) });
    const log: string[] = [];
    send(share, 'hammer', 5, log);
    send(share, 'polite', 1, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.sort()).toEqual(['hammer:0', 'hammer:refused', 'hammer:refused', 'hammer:refused']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(log.slice(4)).toEqual(['polite:1000', 'hammer:2000']);
  });

  it('gives up the place of a request whose browser went away', async () => {
    const share = createFairShare({ ratePerSecond: 1, limiter: createRateLimiter(1, 1000) });
    await share.admit('a');
    const gone = new AbortController();
    const waiting = share.admit('a', gone.signal);
    const next = share.admit('b');
    gone.abort();
    expect(await waiting).toBeNull();
    expect(share.waiting()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await next).toBeTypeOf('function');
    expect(share.waiting()).toBe(0);
  });

  it('holds a slot while its answer is out, as the upstream may count the request late', async () => {
    // The app's pacing (api/limiter): an unanswered start holds its slot up to a second longer.
    const share = createFairShare({ ratePerSecond: 1 });
    const log: string[] = [];
    const first = await share.admit('a');
    send(share, 'b', 1, log);
    await vi.advanceTimersByTimeAsync(1500);
    expect(log).toEqual([]);
    first!();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['b:1500']);
  });
});

describe('userOf', () => {
  const req = (headers: Record<string, string>, remoteAddress = '10.0.0.1') => ({
    headers,
    socket: { remoteAddress },
  });

  it('is the key when one is sent, never holding the key itself', () => {
    const a = userOf(req({ [API_KEY_HEADER]: 'secret-key-a' }));
    expect(a).not.toContain('secret-key-a');
    expect(userOf(req({ [API_KEY_HEADER]: 'secret-key-a' }, '10.0.0.2'))).toBe(a);
    expect(userOf(req({ [API_KEY_HEADER]: 'secret-key-b' }))).not.toBe(a);
  });

  it('is the address when no key is sent', () => {
    expect(userOf(req({}))).toBe(userOf(req({})));
    expect(userOf(req({}, '10.0.0.2'))).not.toBe(userOf(req({})));
  });
});
