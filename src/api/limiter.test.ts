import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './limiter.ts';

const fakeClock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Largest number of starts inside any window of `windowMs`. */
function maxInWindow(starts: number[], windowMs: number): number {
  let max = 0;
  for (let i = 0; i < starts.length; i++) {
    let n = 0;
    for (let j = i; j < starts.length && starts[j]! < starts[i]! + windowMs; j++) n++;
    max = Math.max(max, n);
  }
  return max;
}

describe('createRateLimiter', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('never lets more than 20 requests start in any one-second window', async () => {
    const limiter = createRateLimiter(20, 1000, fakeClock);
    const starts: number[] = [];
    const all = Array.from({ length: 75 }, () => limiter.acquire().then(() => starts.push(Date.now())));
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(all);
    expect(starts).toHaveLength(75);
    expect(maxInWindow(starts, 1000)).toBe(20);
    // 75 requests at 20/s need at least three full windows after the first burst.
    expect(starts.at(-1)).toBeGreaterThanOrEqual(3000);
  });

  it('keeps the limit when requests trickle in while others wait', async () => {
    const limiter = createRateLimiter(20, 1000, fakeClock);
    const starts: number[] = [];
    const pending: Promise<unknown>[] = [];
    for (let t = 0; t < 3000; t += 37) {
      for (let k = 0; k < 3; k++) pending.push(limiter.acquire().then(() => starts.push(Date.now())));
      await vi.advanceTimersByTimeAsync(37);
    }
    await vi.advanceTimersByTimeAsync(20_000);
    await Promise.all(pending);
    expect(maxInWindow(starts, 1000)).toBeLessThanOrEqual(20);
  });

  it('serves a caller asking to go first before those waiting without, each kind in its order', async () => {
    const limiter = createRateLimiter(2, 1000, fakeClock);
    const order: string[] = [];
    const ask = (name: string, first?: boolean) =>
      limiter.acquire(undefined, first).then(() => order.push(name));
    const all = [ask('a'), ask('b'), ask('c'), ask('d'), ask('tree 1', true), ask('e'), ask('tree 2', true)];
    await vi.advanceTimersByTimeAsync(0);
    // a and b took the window's two slots before anyone waited.
    expect(order).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all(all);
    expect(order).toEqual(['a', 'b', 'tree 1', 'tree 2', 'c', 'd', 'e']);
  });

  it('with holdOthersMs, others wait while first calls are out and a moment after, never longer than that', async () => {
    const limiter = createRateLimiter(20, 1000, fakeClock, { holdOthersMs: 1000 });
    const started: Record<string, number> = {};
    const ask = (name: string, first?: boolean) =>
      limiter.acquire(undefined, first).then((answered) => {
        started[name] = Date.now();
        return answered;
      });
    // A walk's first level goes out; the page asks for its relations meanwhile.
    const level1 = await ask('walk 1', true);
    void ask('relations');
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual({ 'walk 1': 0 });
    // Its answer comes at 300 ms and the walk asks its next level at once: still held.
    await vi.advanceTimersByTimeAsync(300);
    level1();
    const level2 = await ask('walk 2', true);
    await vi.advanceTimersByTimeAsync(50);
    expect(Object.keys(started)).toEqual(['walk 1', 'walk 2']);
    // The walk is done at 600 ms: the relations go 100 ms later, when no next level came.
    await vi.advanceTimersByTimeAsync(250);
    level2();
    await vi.advanceTimersByTimeAsync(99);
    expect(started.relations).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(started.relations).toBe(700);

    // A walk that keeps going holds the others a second at most.
    void ask('walk 3', true);
    void ask('sources');
    await vi.advanceTimersByTimeAsync(999);
    expect(started.sources).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(started.sources).toBe(1700);
  });

  it('without holdOthersMs nobody is held for first calls out', async () => {
    const limiter = createRateLimiter(20, 1000, fakeClock);
    await limiter.acquire(undefined, true);
    let went = false;
    void limiter.acquire().then(() => (went = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(went).toBe(true);
  });

  it('starts at once while under the limit', async () => {
    const limiter = createRateLimiter(20, 1000, fakeClock);
    let done = 0;
    for (let i = 0; i < 20; i++) void limiter.acquire().then(() => done++);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(20);
  });

  it('drops a waiter whose signal aborts, without using a slot', async () => {
    const limiter = createRateLimiter(1, 1000, fakeClock);
    await limiter.acquire();
    const controller = new AbortController();
    const aborted = limiter.acquire(controller.signal);
    const next = limiter.acquire();
    controller.abort(new Error('cancelled'));
    await expect(aborted).rejects.toThrow('cancelled');
    let nextStarted = -1;
    void next.then(() => (nextStarted = Date.now()));
    await vi.advanceTimersByTimeAsync(1000);
    expect(nextStarted).toBe(1000);
  });
});
