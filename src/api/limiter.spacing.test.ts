import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_LIMITER_BURST, createAppLimiter } from './http.ts';
import type { LimiterClock } from './limiter.ts';

/** Fake-timer clock whose timers fire `late()` ms after they were due, as busy machines do. */
function lateClock(late: () => number): LimiterClock {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms + late()),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
}

/** Most starts inside any window (t - windowMs, t], counted as the service counts them. */
function maxInWindow(starts: number[], windowMs: number): number {
  let max = 0;
  for (let j = 0, i = 0; j < starts.length; j++) {
    while (starts[i]! <= starts[j]! - windowMs) i++;
    max = Math.max(max, j - i + 1);
  }
  return max;
}

/** Seeded pseudo-random numbers, so a failure can be replayed. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

interface Run {
  starts: number[];
  /** When each answer came back (index-aligned with starts). */
  answers: number[];
}

/** `n` calls queued at once, each answered `latency()` ms after it starts. */
async function run(clock: LimiterClock, n: number, latency: () => number = () => 5): Promise<Run> {
  const limiter = createAppLimiter(clock);
  const r: Run = { starts: [], answers: [] };
  const all = Array.from({ length: n }, () =>
    limiter.acquire().then((answered) => {
      const i = r.starts.push(Date.now()) - 1;
      setTimeout(() => {
        r.answers[i] = Date.now();
        answered();
      }, latency());
    }),
  );
  await vi.advanceTimersByTimeAsync(n * 70 + 5000);
  await Promise.all(all);
  return r;
}

const ratePerSecond = (starts: number[]) => (1000 * (starts.length - 1)) / (starts.at(-1)! - starts[0]!);

describe('the app limiter (20 requests/s, spaced)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('1,000 queued calls: no one-second window holds more than 20 starts, and they run at ≥ 19/s', async () => {
    const { starts } = await run(
      lateClock(() => 0),
      1000,
    );
    expect(starts).toHaveLength(1000);
    expect(maxInWindow(starts, 1000)).toBe(20);
    // 15 ms to spare per window for the way there.
    expect(maxInWindow(starts, 1015)).toBeLessThanOrEqual(20);
    expect(ratePerSecond(starts)).toBeGreaterThanOrEqual(19);
  });

  it('spaces steady traffic at least 50 ms apart: only the first burst goes back to back', async () => {
    const { starts } = await run(
      lateClock(() => 0),
      200,
    );
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    expect(gaps.slice(0, APP_LIMITER_BURST - 1)).toEqual(Array(APP_LIMITER_BURST - 1).fill(0));
    expect(Math.min(...gaps.slice(APP_LIMITER_BURST - 1))).toBeGreaterThanOrEqual(50);
  });

  it('timers firing up to 10 ms late neither break the limit nor let the lateness add up', async () => {
    const late = seeded(7);
    const { starts } = await run(
      lateClock(() => Math.floor(late() * 11)),
      1000,
    );
    expect(maxInWindow(starts, 1015)).toBeLessThanOrEqual(20);
    expect(ratePerSecond(starts)).toBeGreaterThanOrEqual(19);
  });

  it('a request answered late keeps its slot a second past its answer, however late the service read it', async () => {
    const slow = seeded(11);
    // Mostly quick answers, one in five held up by as much as 140 ms.
    const { starts, answers } = await run(
      lateClock(() => 0),
      400,
      () => (slow() < 0.2 ? Math.floor(slow() * 140) : 5),
    );
    // The service read request i at the latest when it answered; request i + 20 at the earliest when it left.
    for (let i = 0; i + 20 < starts.length; i++)
      expect(starts[i + 20]! - answers[i]!).toBeGreaterThanOrEqual(1000);
    expect(ratePerSecond(starts)).toBeGreaterThanOrEqual(18);
  });

  it('after a 429 nobody starts until the pause is over, then the pace resumes', async () => {
    const limiter = createAppLimiter(lateClock(() => 0));
    const starts: number[] = [];
    for (let i = 0; i < 5; i++)
      void limiter.acquire().then((answered) => (starts.push(Date.now()), answered()));
    await vi.advanceTimersByTimeAsync(100);
    expect(starts.length).toBeGreaterThanOrEqual(4);
    limiter.pause(1000);
    const before = starts.length;
    const later = Array.from({ length: 5 }, () => limiter.acquire().then(() => starts.push(Date.now())));
    await vi.advanceTimersByTimeAsync(3000);
    await Promise.all(later);
    // Paused at t = 100 for one second.
    expect(Math.min(...starts.slice(before))).toBe(1100);
  });
});
