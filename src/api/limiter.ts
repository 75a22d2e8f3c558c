/**
 * Client-side rate limiter: never more than `limit` request starts in any `windowMs` window
 * (UTS terms of use: 20 requests per second per IP). First come, first served, but for callers
 * that ask to go first (below).
 *
 * The service counts where requests arrive, not where they leave, and a request can arrive
 * late: held up on a busy machine, or read late by a busy server. Each request reports when
 * its answer came back, and with `pacing.answerMs` a request answered later than the quickest
 * recent answer keeps its slot that much longer (up to `answerMs`): a request held up 80 ms
 * may have been counted 80 ms late, so the one sent a second after it waits 80 ms more
 * rather than bunching up with it. Steady round-trip time costs nothing; only the delay.
 *
 * With `pacing.minGapMs`, starts are also kept apart once `burst` have started in the
 * window: a window filled by a burst at its start empties again all at once, so every later
 * window would begin with the same burst, which a server then reads one by one, late. The
 * first few after a quiet spell (a page's parallel calls) still go at once.
 *
 * A caller may ask to go `first`: it is served before every caller waiting without, in order
 * among its kind. The calls a view waits on to draw (a tree's walk up to the focus) then do not
 * queue behind the page's other calls (its relations, the source list), which wait for them;
 * nothing is sent sooner or more often for it, only in another order. With
 * `pacing.holdOthersMs`, the others also wait while first calls are out, and a moment after
 * each wave of them (a walk asks its next level once the last answered), up to that long each:
 * the window's 20 starts then go to the walk, whose next level otherwise found them taken by
 * calls the page could have made a second later, and waited for the window to move on.
 */
export interface RateLimiter {
  /**
   * Resolves when the caller may start a request, with the function to call when its answer
   * (or failure) comes back; rejects if `signal` aborts first. `first`: served before the
   * callers waiting without it.
   */
  acquire(signal?: AbortSignal, first?: boolean): Promise<Answered>;
  /**
   * No request starts for `ms` from now: the service refused one (429) and counts refused
   * requests too, so every caller waits, not only the one that was refused.
   */
  pause(ms: number): void;
}

/** Tells the limiter a request's answer has come back. */
export type Answered = () => void;

export interface LimiterClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Date.now and the global timers. */
export const realClock: LimiterClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface Pacing {
  /** Least time between two starts once `burst` have started in the window. */
  minGapMs?: number;
  /** Starts that may go back to back while the window holds fewer. */
  burst?: number;
  /** A slow answer holds its slot longer by how much slower it was than the quickest recent one, up to this. */
  answerMs?: number;
  /** While first calls are out or waiting, the others wait too, each up to this long (0: never). */
  holdOthersMs?: number;
}

/** After a wave of first calls is answered, how long the others still wait for the next wave. */
const NEXT_WAVE_MS = 100;

interface Waiter {
  resolve: (answered: Answered) => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  first: boolean;
  /** When it came. */
  since: number;
}

interface Start {
  at: number;
  answeredAt?: number;
}

export function createRateLimiter(
  limit = 20,
  windowMs = 1000,
  clock: LimiterClock = realClock,
  pacing: Pacing = {},
): RateLimiter {
  const { minGapMs = 0, burst = limit, answerMs = 0, holdOthersMs = 0 } = pacing;
  const starts: Start[] = []; // the last `limit` starts, oldest first
  const queue: Waiter[] = [];
  let pausedUntil = -Infinity;
  // When the last start was due: gaps count from there, not from when a late timer let it
  // run, or every late timer or stall would lengthen every gap after it (up to half a gap).
  let lastDue = -Infinity;
  let timer: unknown = null;
  const roundTrips: number[] = []; // the last `limit` answer times, for the quickest
  let firstOut = 0; // first calls started and not answered yet
  let firstAnsweredAt = -Infinity;

  /** When a start's window opened: later by its delay, and by `answerMs` while its answer is out. */
  const opened = (s: Start) => {
    if (s.answeredAt === undefined) return s.at + answerMs;
    const quickest = roundTrips.length ? Math.min(...roundTrips) : 0;
    return s.at + Math.min(answerMs, Math.max(0, s.answeredAt - s.at - quickest));
  };

  /** Whether starts must keep their gap: `burst` have started in the window ending `now`. */
  const gapped = (now: number) =>
    minGapMs > 0 && starts.filter((s) => opened(s) > now - windowMs).length >= burst;

  /** Until when a caller not asking to go first waits for the first calls (≤ now: not held). */
  const heldUntil = (w: Waiter): number => {
    if (holdOthersMs <= 0) return -Infinity;
    const busy = firstOut > 0 || queue.some((q) => q.first);
    return Math.min(busy ? Infinity : firstAnsweredAt + NEXT_WAVE_MS, w.since + holdOthersMs);
  };

  /** When the next start may happen (≤ now: at once). */
  const nextAllowed = (now: number): number => {
    let at = pausedUntil;
    if (starts.length >= limit) at = Math.max(at, opened(starts[starts.length - limit]!) + windowMs);
    if (gapped(now)) at = Math.max(at, lastDue + minGapMs);
    return at;
  };

  const pump = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const now = clock.now();
    for (let at = nextAllowed(now); queue.length && at <= now; at = nextAllowed(now)) {
      let next = queue.findIndex((q) => q.first);
      if (next < 0) {
        if (heldUntil(queue[0]!) > now) break;
        next = 0;
      }
      const w = queue.splice(next, 1)[0]!;
      if (w.onAbort) w.signal?.removeEventListener('abort', w.onAbort);
      // A start within the burst was due when it ran.
      lastDue = gapped(now) ? Math.max(at, now - minGapMs / 2) : now;
      const start: Start = { at: now };
      starts.push(start);
      if (starts.length > limit) starts.shift();
      if (w.first) firstOut++;
      w.resolve(() => {
        if (start.answeredAt !== undefined) return;
        start.answeredAt = clock.now();
        roundTrips.push(start.answeredAt - start.at);
        if (roundTrips.length > limit) roundTrips.shift();
        if (w.first) {
          firstOut--;
          firstAnsweredAt = start.answeredAt;
        }
        // A quick answer may let the next start go sooner than the timer was set for, and the
        // last first call's answer sets when the others held for it may go.
        if (queue.length && (answerMs > 0 || w.first)) pump();
      });
    }
    if (queue.length) {
      const held = queue.some((q) => q.first) ? -Infinity : heldUntil(queue[0]!);
      timer = clock.setTimeout(pump, Math.max(0, nextAllowed(now) - now, held - now));
    }
  };

  return {
    acquire(signal, first = false) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<Answered>((resolve, reject) => {
        const w: Waiter = { resolve, reject, signal, first, since: clock.now() };
        if (signal) {
          w.onAbort = () => {
            const i = queue.indexOf(w);
            if (i >= 0) queue.splice(i, 1);
            reject(signal.reason);
          };
          signal.addEventListener('abort', w.onAbort, { once: true });
        }
        queue.push(w);
        // A timer set while the others are held may be far off: a first caller goes by the window.
        if (timer === null || first) pump();
      });
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, clock.now() + ms);
      // A timer set for an earlier time would only find the pause and set itself again.
      if (timer !== null) pump();
    },
  };
}
