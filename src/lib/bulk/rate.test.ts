import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../api/http.ts';
import { createRateLimiter } from '../../api/limiter.ts';
import { walkItems } from './items.ts';
import { createRateMeter } from './progress.ts';

afterEach(() => vi.useRealTimers());

describe('rate', () => {
  it('the walker adds no limit of its own: through the app http layer, 100 calls stay within 20 per second and use it fully', async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    const http = createHttp({
      fetch: async () => {
        starts.push(Date.now());
        await new Promise((r) => setTimeout(r, 150)); // a typical answer time
        return new Response('{}', { status: 200 });
      },
      limiter: createRateLimiter(20, 1000, {
        now: () => Date.now(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      }),
      sleep: async () => {},
      random: () => 0.5,
      now: () => Date.now(),
    });
    const t0 = Date.now();
    const run = walkItems({
      items: Array.from({ length: 100 }, (_, i) => i),
      work: (_item, _i, signal) => http({ path: '/x', signal }),
      concurrency: 4,
    });
    await vi.runAllTimersAsync();
    const r = await run;
    expect(r.end.status).toBe('complete');
    expect(starts).toHaveLength(100);
    for (const s of starts)
      expect(starts.filter((t) => t >= s && t < s + 1000).length).toBeLessThanOrEqual(20);
    // 100 calls at 20/s start in the 5th window at the latest (4 waits of a full window):
    // 4 workers at 150 ms per answer keep the limiter's budget used up.
    const span = starts.at(-1)! - t0;
    expect(span).toBeGreaterThanOrEqual(4000);
    expect(span).toBeLessThan(5000);
  });

  it('the meter reports completions per second over the last window', () => {
    let t = 0;
    const m = createRateMeter(() => t, 5000);
    expect(m.rate()).toBe(0);
    for (let i = 0; i < 20; i++) {
      t += 100;
      m.mark();
    }
    expect(m.rate()).toBeCloseTo(10);
    t += 10_000;
    expect(m.rate()).toBe(0);
  });
});
