import { ApiError, kindForStatus } from './errors.ts';
import { createRateLimiter, type LimiterClock, type RateLimiter } from './limiter.ts';
import { callLog, type CallLog, type LoggedCall } from './callLog.ts';
import { isGatewayStatus, reportReachable } from './reachability.ts';
import { serviceWatch, type ServiceWatch } from './serviceWatch.ts';

/**
 * The fetch wrapper every API call goes through: the shared rate limiter, a timeout,
 * cancellation from react-query's AbortSignal, retries with backoff on 429/5xx honouring
 * Retry-After, and one typed error (ApiError) for every failure.
 */
export interface HttpRequest {
  method?: 'GET' | 'POST';
  /** Browser-side path (e.g. /uts/rest/...). Never put a key here: use `headers`. */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null | readonly string[]>;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** How many times a 429 / 5xx / network failure is retried (0 = never). */
  retries?: number;
  /** Statuses handed back as a response instead of thrown (a SOAP fault arrives on 500). */
  acceptStatus?: readonly number[];
  /** Served by the rate limiter before calls waiting without it (RateLimiter.acquire). */
  first?: boolean;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface HttpDeps {
  fetch: typeof fetch;
  limiter: RateLimiter;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  now: () => number;
  /** Where each call is written down for the Requests drawer (api/callLog); none in tests. */
  log?: CallLog;
  /** Whether the browser answered this URL from its HTTP cache (Resource Timing). */
  servedFrom?: (url: string, since: number) => LoggedCall['from'];
  /** Told when requests go unanswered or are refused, for the frame's notice (api/serviceWatch). */
  watch?: ServiceWatch;
}

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_RETRIES = 3;
const RETRYABLE = new Set([429, 500, 502, 503, 504]);
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

export function buildUrl(path: string, query: HttpRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) params.set(k, v.join(','));
    } else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with full jitter, unless the server said how long to wait. */
export function backoffDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number,
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, MAX_DELAY_MS);
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(cap / 2 + (random() * cap) / 2);
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createHttp(deps: HttpDeps) {
  async function attempt(req: HttpRequest, url: string): Promise<HttpResponse> {
    const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const onCallerAbort = () => controller.abort(req.signal!.reason);
    req.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const res = await deps.fetch(url, {
        method: req.method ?? 'GET',
        headers: req.headers,
        body: req.body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      const text = await res.text();
      reportReachable(!isGatewayStatus(res.status));
      return { status: res.status, headers: res.headers, text };
    } catch (err) {
      if (req.signal?.aborted) throw req.signal.reason ?? err;
      // Said at the first failed attempt, before the retries: a copy can show meanwhile.
      reportReachable(false);
      if (timedOut)
        throw new ApiError('timeout', `No answer within ${Math.round(timeoutMs / 1000)} s`, {
          path: req.path,
        });
      throw new ApiError('network', 'The service could not be reached', { path: req.path, cause: err });
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return async function request(req: HttpRequest): Promise<HttpResponse> {
    const url = buildUrl(req.path, req.query);
    // fetch refuses such a header with a TypeError that reads like a network failure; the
    // only headers set from user input are keys, so say that instead.
    if (Object.values(req.headers ?? {}).some((v) => /[^\t\x20-\x7e]/.test(v)))
      throw new ApiError('auth', 'The API key holds characters a request header cannot carry', {
        path: req.path,
      });
    if (!deps.log) return send(req, url, () => {});
    const started = deps.now();
    const entry = deps.log.start({
      method: req.method,
      url,
      headers: req.headers,
      body: req.body,
      now: started,
    });
    try {
      const res = await send(req, url, entry.attempt);
      entry.done(res.status, deps.now() - started, deps.servedFrom?.(url, started) ?? 'network');
      return res;
    } catch (err) {
      const status = err instanceof ApiError ? (err.status ?? null) : null;
      entry.failed(err instanceof Error ? err.message : String(err), deps.now() - started, status);
      throw err;
    }
  };

  async function send(req: HttpRequest, url: string, attempted: () => void): Promise<HttpResponse> {
    // Unanswered from its first sending on, retries included (not while the limiter holds it
    // before that: a long batch queues there by design).
    let settled: (() => void) | undefined;
    try {
      return await sendAll(req, url, () => {
        settled ??= deps.watch?.sent();
        attempted();
      });
    } finally {
      settled?.();
    }
  }

  async function sendAll(req: HttpRequest, url: string, attempted: () => void): Promise<HttpResponse> {
    const retries = req.retries ?? DEFAULT_RETRIES;
    for (let n = 0; ; n++) {
      const answered = await deps.limiter.acquire(req.signal, req.first);
      attempted();
      let res: HttpResponse;
      try {
        res = await attempt(req, url).finally(answered);
      } catch (err) {
        if (err instanceof ApiError && err.kind === 'network' && n < retries) {
          await deps.sleep(backoffDelay(n, undefined, deps.random), req.signal);
          continue;
        }
        throw err;
      }
      if ((res.status >= 200 && res.status < 300) || req.acceptStatus?.includes(res.status)) return res;
      const retryAfterMs = parseRetryAfter(res.headers.get('Retry-After'), deps.now());
      const delay = backoffDelay(n, retryAfterMs, deps.random);
      if (res.status === 429) deps.watch?.refused(delay);
      if (RETRYABLE.has(res.status) && n < retries) {
        // The service counts refused requests too: while this call waits, every other call
        // sending on would keep the count over the limit, so they all wait (the limiter
        // holds them, and this retry, until the pause is over).
        if (res.status === 429) deps.limiter.pause(delay);
        else await deps.sleep(delay, req.signal);
        continue;
      }
      throw new ApiError(kindForStatus(res.status), messageFor(res), {
        status: res.status,
        path: req.path,
        retryAfterMs,
      });
    }
  }
}

/** A short human message; the upstream's own JSON `message` when it sent one. */
function messageFor(res: HttpResponse): string {
  try {
    const body = JSON.parse(res.text) as { message?: unknown };
    if (typeof body?.message === 'string' && body.message) return body.message;
  } catch {
    /* not JSON: fall through */
  }
  switch (kindForStatus(res.status)) {
    case 'auth':
      return 'The API key was refused';
    case 'not-found':
      return 'Not found';
    case 'rate-limited':
      return 'Too many requests';
    default:
      return `The service answered with status ${res.status}`;
  }
}

/**
 * The app's one limiter: every upstream call shares the 20 requests/s budget, which the
 * service counts over a sliding second where requests arrive. 20 per 1015 ms, where a request
 * answered later than the quickest recent answer holds its slot that much longer (up to 1 s):
 * one held up on a busy machine or read late by a busy service cannot bunch up with one sent a
 * second later. Starts are spaced 50 ms apart once 10 have started in the window, so steady
 * traffic reaches the service one by one rather than as a burst queueing there, while a
 * page's own calls (3 to 7 on most pages, 11 to 17 on hierarchies and Compare) do not wait
 * 50 ms behind each other (after a burst of 4 they did: Compare settled 0.5 s later).
 * With steady answers that is 19.7 requests/s (98 % of the limit). While a tree's walk up has
 * calls out, the page's other calls wait for it, up to a second each (RateLimiter, `first`):
 * Diabetic Foot's four paths need 19 calls, and the header's two extra ones took the window's
 * last slots from the walk's final level, which then waited for the window to move on.
 */
export const APP_LIMITER_BURST = 10;
export const createAppLimiter = (clock?: LimiterClock) =>
  createRateLimiter(20, 1015, clock, {
    minGapMs: 50,
    burst: APP_LIMITER_BURST,
    answerMs: 1000,
    holdOthersMs: 1000,
  });
export const sharedLimiter = createAppLimiter();

/**
 * `http-cache` when the browser's last fetch of this URL since `since` moved no bytes over the
 * network but had a body (Resource Timing); `network` otherwise, or when the browser cannot say.
 */
export function servedFromResourceTiming(url: string, since: number): LoggedCall['from'] {
  if (typeof performance === 'undefined' || typeof location === 'undefined') return 'network';
  const absolute = new URL(url, location.href).href;
  const entries = performance.getEntriesByName(absolute, 'resource') as PerformanceResourceTiming[];
  const last = entries.findLast((e) => performance.timeOrigin + e.startTime >= since - 5);
  return last && last.transferSize === 0 && last.decodedBodySize > 0 ? 'http-cache' : 'network';
}

export const http = createHttp({
  fetch: (...args) => globalThis.fetch(...args),
  limiter: sharedLimiter,
  sleep: abortableSleep,
  random: Math.random,
  now: () => Date.now(),
  log: callLog,
  servedFrom: servedFromResourceTiming,
  watch: serviceWatch,
});
