import { createHash } from 'node:crypto';
import { createRateLimiter, type Answered, type RateLimiter } from '../src/api/limiter.ts';
import { API_KEY_HEADER } from './contract.ts';

/**
 * A fair share of an upstream's rate for each user of one deployment.
 *
 * The upstream counts requests per client address (UTS: 20 a second), and every user of a
 * deployment reaches it from the proxy's one address: without a rule, one user sending flat
 * out kept the count over the limit and everyone else's requests were refused with it (a user
 * asking twice a second got 1 of 10 through). The rule:
 *
 * - A user is their API key (the key header, kept only as a hash), or their address when they
 *   send none (the drug service's calls, ticket mode).
 * - Requests leave for one upstream as the app's own limiter lets them leave (api/limiter: at
 *   most the rate in any 1015 ms, spaced once half of it has gone, a slot held longer by an
 *   answer that came back late, as the upstream may have counted it late). Counting only
 *   starts let 74 of 218 through to an upstream that counted them arriving together.
 * - When more wait than may leave, they leave one user after another, so each of N users
 *   sending at once gets a 1/N share, and a user asking less than that is never held behind
 *   one asking more.
 * - A user with `maxWaiting` requests already waiting is answered 429 at once, without asking
 *   the upstream: a refusal the upstream never counts, so it costs nobody else anything.
 */
export interface FairShareOptions {
  ratePerSecond: number;
  /** Requests one user may have waiting; more are refused. Default: one second's worth. */
  maxWaiting?: number;
  /** The pacing of every request that leaves; default: the app's, at `ratePerSecond`. */
  limiter?: RateLimiter;
}

export interface FairShare {
  /**
   * Resolves with the function to call when the upstream's answer comes back (or the request
   * ends unanswered) once the request may leave; null when it is refused, or when `signal`
   * aborts first (the browser went away).
   */
  admit(user: string, signal?: AbortSignal): Promise<Answered | null>;
  /** Requests waiting, all users together. */
  waiting(): number;
}

interface Waiter {
  resolve: (answered: Answered | null) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export function createFairShare(options: FairShareOptions): FairShare {
  const { ratePerSecond: rate, maxWaiting = rate } = options;
  const limiter =
    options.limiter ??
    createRateLimiter(rate, 1015, undefined, {
      minGapMs: 1000 / rate,
      burst: Math.ceil(rate / 2),
      answerMs: 1000,
    });
  // Users with requests waiting, in turn order: the one served moves to the back.
  const queues = new Map<string, Waiter[]>();
  let pumping = false;

  /** One slot at a time from the limiter, each given to the next user in turn. */
  const pump = async () => {
    if (pumping) return;
    pumping = true;
    while (queues.size > 0) {
      const answered = await limiter.acquire();
      const next = queues.entries().next();
      if (next.done) {
        // Everyone waiting went away meanwhile: the slot goes unused.
        answered();
        break;
      }
      const [user, queue] = next.value;
      const w = queue.shift()!;
      queues.delete(user);
      if (queue.length) queues.set(user, queue);
      if (w.onAbort) w.signal?.removeEventListener('abort', w.onAbort);
      w.resolve(answered);
    }
    pumping = false;
  };

  return {
    admit(user, signal) {
      if (signal?.aborted) return Promise.resolve(null);
      const queue = queues.get(user) ?? [];
      if (queue.length >= maxWaiting) return Promise.resolve(null);
      return new Promise<Answered | null>((resolve) => {
        const w: Waiter = { resolve, signal };
        if (signal) {
          w.onAbort = () => {
            const q = queues.get(user);
            const i = q?.indexOf(w) ?? -1;
            if (q && i >= 0) q.splice(i, 1);
            if (q?.length === 0) queues.delete(user);
            resolve(null);
          };
          signal.addEventListener('abort', w.onAbort, { once: true });
        }
        queue.push(w);
        if (!queues.has(user)) queues.set(user, queue);
        void pump();
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
