/**
 * Client-side rate limiter: never more than `limit` request starts in any `windowMs` window
 * (UTS terms of use: 20 requests per second per IP). First come, first served.
 *
 * With `spacing`, starts are also kept `minGapMs` apart once `burst` have started in the
 * current window. Without it, a window filled by a burst at its start empties again all at
 * once, so every later window begins with the same burst; a server counting where requests
 * arrive sees a burst spread by its own queueing, and a request held up there lands in the
 * next second's count (429). Spaced starts arrive one by one, each to an idle server, while
 * the first few after a quiet spell (a page's parallel calls) still go at once.
 */
export interface RateLimiter {
  /** Resolves when the caller may start a request; rejects if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<void>;
  /**
   * No request starts for `ms` from now: the service refused one (429) and counts refused
   * requests too, so every caller waits, not only the one that was refused.
   */
  pause(ms: number): void;
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

export interface Spacing {
  /** Least time between two starts once `burst` have started in the window. */
  minGapMs: number;
  /** Starts that may go back to back while the window holds fewer. */
  burst: number;
}

export function createRateLimiter(
  limit = 20,
  windowMs = 1000,
  clock: LimiterClock = realClock,
  spacing?: Spacing,
): RateLimiter {
  const starts: number[] = []; // the last `limit` start times, oldest first
  const queue: Waiter[] = [];
  let pausedUntil = -Infinity;
  // When the last start was due: gaps count from there, not from when a late timer let it
  // run, or every late timer would lengthen every gap after it (up to a fifth of a gap late).
  let lastDue = -Infinity;
  let timer: unknown = null;

  /** Whether starts must keep their gap: `burst` have started in the window ending `now`. */
  const gapped = (now: number) =>
    !!spacing && starts.filter((t) => t > now - windowMs).length >= spacing.burst;

  /** When the next start may happen (≤ now: at once). */
  const nextAllowed = (now: number): number => {
    let at = pausedUntil;
    if (starts.length >= limit) at = Math.max(at, starts[starts.length - limit]! + windowMs);
    if (spacing && gapped(now)) at = Math.max(at, lastDue + spacing.minGapMs);
    return at;
  };

  const pump = () => {
    timer = null;
    const now = clock.now();
    for (let at = nextAllowed(now); queue.length && at <= now; at = nextAllowed(now)) {
      const w = queue.shift()!;
      if (w.onAbort) w.signal?.removeEventListener('abort', w.onAbort);
      // A start within the burst was due when it ran.
      lastDue = spacing && gapped(now) ? Math.max(at, now - spacing.minGapMs / 5) : now;
      starts.push(now);
      if (starts.length > limit) starts.shift();
      w.resolve();
    }
    if (queue.length && timer === null) timer = clock.setTimeout(pump, Math.max(0, nextAllowed(now) - now));
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
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, clock.now() + ms);
      // A timer set for an earlier time would only find the pause and set itself again.
      if (timer !== null) {
        clock.clearTimeout(timer);
        timer = null;
        pump();
      }
    },
  };
}
