import { realClock, type LimiterClock } from './limiter.ts';

/**
 * Whether the services are answering, for one notice in the frame (shell/ServiceNotice): a
 * request sent and still unanswered after STALL_MS ("not answering; still trying"), or a run of
 * 429s that holds every request back ("limiting requests; resuming at …"). Without it a hung
 * request or a storm of 429s showed a spinner and nothing else for 20 to 60 s. Fed by api/http;
 * plain TypeScript with a subscribe, no React.
 */
export type ServiceNotice = { kind: 'stalled' } | { kind: 'limited'; resumeAt: number } | null;

/** A request unanswered this long since it was first sent (retries included) is named. */
export const STALL_MS = 8_000;
/** Two refusals this close together are a storm, not one request too many. */
const STORM_WINDOW_MS = 10_000;
/** One pause this long is named at once. */
const LONG_PAUSE_MS = 2_000;
/** How long past the pause the notice stays, while the held requests are sent again. */
const HOLD_MS = 2_000;

export interface ServiceWatch {
  /** A request left for the first time; call the result when it is over, answered or not. */
  sent(): () => void;
  /** The service refused a request (429); nothing is sent for `pauseMs`. */
  refused(pauseMs: number): void;
  get(): ServiceNotice;
  subscribe(listener: () => void): () => void;
}

export function createServiceWatch(clock: LimiterClock = realClock): ServiceWatch {
  const waiting = new Set<{ sentAt: number }>();
  let refusals: number[] = [];
  let pausedUntil = -Infinity;
  let longPause = false;
  let notice: ServiceNotice = null;
  let timer: unknown = null;
  const listeners = new Set<() => void>();

  const update = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const now = clock.now();
    refusals = refusals.filter((t) => now - t < STORM_WINDOW_MS);
    const limitedTill = pausedUntil + HOLD_MS;
    if (now >= limitedTill) longPause = false;
    const storm = refusals.length >= 2 || longPause;
    let next: ServiceNotice = null;
    let wake = Infinity;
    if (storm && now < limitedTill) {
      next = { kind: 'limited', resumeAt: pausedUntil };
      wake = limitedTill;
    } else {
      for (const w of waiting) {
        const due = w.sentAt + STALL_MS;
        if (due <= now) next = { kind: 'stalled' };
        else wake = Math.min(wake, due);
      }
      if (next) wake = Infinity;
    }
    if (wake !== Infinity) timer = clock.setTimeout(update, wake - now);
    const same =
      next?.kind === notice?.kind &&
      (next?.kind !== 'limited' || notice?.kind !== 'limited' || next.resumeAt === notice.resumeAt);
    if (same) return;
    notice = next;
    for (const l of listeners) l();
  };

  return {
    sent() {
      const entry = { sentAt: clock.now() };
      waiting.add(entry);
      update();
      return () => {
        if (waiting.delete(entry)) update();
      };
    },
    refused(pauseMs) {
      const now = clock.now();
      refusals.push(now);
      pausedUntil = Math.max(pausedUntil, now + pauseMs);
      if (pauseMs >= LONG_PAUSE_MS) longPause = true;
      update();
    },
    get: () => notice,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const serviceWatch = createServiceWatch();
