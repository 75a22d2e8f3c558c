/**
 * Client-side rate limiter: never more than `limit` request starts in any `windowMs` window
 * (UTS terms of use: 20 requests per second per IP). First come, first served.
 */
export interface RateLimiter {
  /** Resolves when the caller may start a request; rejects if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<void>;
}

export interface LimiterClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: LimiterClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

interface Waiter {
  resolve: () => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export function createRateLimiter(limit = 20, windowMs = 1000, clock: LimiterClock = realClock): RateLimiter {
  const starts: number[] = []; // start times within the current window, oldest first
  const queue: Waiter[] = [];
  let timer: unknown = null;

  const prune = (now: number) => {
    while (starts.length && starts[0]! <= now - windowMs) starts.shift();
  };

  const pump = () => {
    timer = null;
    const now = clock.now();
    prune(now);
    while (queue.length && starts.length < limit) {
      const w = queue.shift()!;
      if (w.onAbort) w.signal?.removeEventListener('abort', w.onAbort);
      starts.push(now);
      w.resolve();
    }
    if (queue.length && timer === null) {
      timer = clock.setTimeout(pump, Math.max(0, starts[0]! + windowMs - now));
    }
  };

  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<void>((resolve, reject) => {
        const w: Waiter = { resolve, reject, signal };
        if (signal) {
          w.onAbort = () => {
            const i = queue.indexOf(w);
            if (i >= 0) queue.splice(i, 1);
            reject(signal.reason);
          };
          signal.addEventListener('abort', w.onAbort, { once: true });
        }
        queue.push(w);
        if (timer === null) pump();
      });
    },
  };
}
