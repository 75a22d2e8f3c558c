import { createHash } from 'node:crypto';
import { API_KEY_HEADER } from './contract.ts';

/**
 * A fair share of an upstream's rate for each user of one deployment.
 *
 * The upstream counts requests per client address (UTS: 20 a second), and every user of a
 * deployment reaches it from the proxy's one address: without a rule, one user sending flat
 * out kept the count over the limit and everyone else's requests were refused with it (a user
 * asking politely got 1 of 9 through). The rule:
 *
 * - A user is their API key (the key header, kept only as a hash), or their address when they
 *   send none (the drug service's calls, ticket mode).
 * - Requests leave for one upstream at most `ratePerSecond` in any `windowMs`. When more wait,
 *   they leave one user after another, so each of N users sending at once gets at least a
 *   1/N share, and a user asking less than that is never held behind one asking more.
 * - A user with `maxWaiting` requests already waiting is answered 429 at once, without asking
 *   the upstream: a refusal the upstream never counts, so it costs nobody else anything.
 */
export interface FairShareOptions {
  ratePerSecond: number;
  /** The window the rate is counted over; a little over a second leaves room for arrival jitter. */
  windowMs?: number;
  /** Requests one user may have waiting; more are refused. Default: one second's worth. */
  maxWaiting?: number;
  now?: () => number;
}

export interface FairShare {
  /** Resolves true when the request may leave, false when it is refused; aborting gives up its place. */
  admit(user: string, signal?: AbortSignal): Promise<boolean>;
  /** Requests waiting, all users together. */
  waiting(): number;
}

interface Waiter {
  resolve: (go: boolean) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export function createFairShare(options: FairShareOptions): FairShare {
  const { ratePerSecond, windowMs = 1025, maxWaiting = ratePerSecond, now = () => Date.now() } = options;
  const starts: number[] = []; // the last `ratePerSecond` starts, oldest first
  // Users with requests waiting, in turn order: the one served moves to the back.
  const queues = new Map<string, Waiter[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const nextFree = () => (starts.length < ratePerSecond ? -Infinity : starts[0]! + windowMs);
  const start = () => {
    starts.push(now());
    if (starts.length > ratePerSecond) starts.shift();
  };

  const pump = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (queues.size > 0 && nextFree() <= now()) {
      const [user, queue] = queues.entries().next().value!;
      const w = queue.shift()!;
      queues.delete(user);
      if (queue.length) queues.set(user, queue);
      if (w.onAbort) w.signal?.removeEventListener('abort', w.onAbort);
      start();
      w.resolve(true);
    }
    if (queues.size > 0) timer = setTimeout(pump, Math.max(1, nextFree() - now()));
  };

  return {
    admit(user, signal) {
      if (queues.size === 0 && nextFree() <= now()) {
        start();
        return Promise.resolve(true);
      }
      const queue = queues.get(user) ?? [];
      if (queue.length >= maxWaiting) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const w: Waiter = { resolve, signal };
        if (signal) {
          w.onAbort = () => {
            const q = queues.get(user);
            const i = q?.indexOf(w) ?? -1;
            if (q && i >= 0) q.splice(i, 1);
            if (q?.length === 0) queues.delete(user);
            resolve(false);
          };
          signal.addEventListener('abort', w.onAbort, { once: true });
        }
        queue.push(w);
        if (!queues.has(user)) queues.set(user, queue);
        if (timer === null) pump();
      });
    },
    waiting: () => [...queues.values()].reduce((n, q) => n + q.length, 0),
  };
}

type RequestLike = {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string };
};

/**
 * Who a request is for the fair share: a hash of the key header, or the client's address. The
 * key itself is never kept: the hash is enough to tell users apart.
 */
export function userOf(req: RequestLike): string {
  const raw = req.headers[API_KEY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key) return `key:${createHash('sha256').update(key).digest('base64url')}`;
  return `addr:${req.socket.remoteAddress ?? 'unknown'}`;
}
