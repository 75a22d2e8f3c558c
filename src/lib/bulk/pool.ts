import type { RateLimiter } from '../../api/limiter.ts';

/**
 * Runs `task` for each index from `next()` with at most `concurrency` at once until `next`
 * returns null or `signal` aborts. The requests themselves are rate-limited by the app's http
 * layer (src/api/http.ts: one shared limiter under every call, 20 per 1015 ms, steady traffic spaced 50 ms apart), so the walker
 * does not limit again; `limiter` is for work that does not go through http.
 */
export async function runPool(
  concurrency: number,
  next: () => number | null,
  task: (index: number) => Promise<void>,
  signal: AbortSignal,
  limiter?: RateLimiter,
): Promise<void> {
  const worker = async () => {
    for (;;) {
      if (signal.aborted) return;
      const index = next();
      if (index === null) return;
      if (limiter) {
        try {
          await limiter.acquire(signal);
        } catch {
          return;
        }
      }
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}
