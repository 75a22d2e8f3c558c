import { API_KEY_HEADER, BROWSER_PATHS } from '../../../bff/contract.ts';
import { getApiKey, getPreferences, type AuthMode } from '../auth/credentials.ts';
import { getServiceTicket } from '../auth/tickets.ts';
import { ApiError, isApiError } from '../errors.ts';
import {
  abortableSleep,
  backoffDelay,
  DEFAULT_RETRIES,
  http,
  sharedLimiter,
  type HttpRequest,
  type HttpResponse,
} from '../http.ts';
import type { RateLimiter } from '../limiter.ts';
import { createReleaseWatch } from './releaseWatch.ts';
import type { Release } from './types.ts';
import { pathSegment } from './urls.ts';

/**
 * Adds UTS authentication to requests and sends them through the BFF.
 *
 * API-key mode (the current scheme): the key travels in the `x-uts-api-key` request header;
 * the BFF moves it into the upstream `apiKey` query parameter. The browser never puts a key
 * in a URL, so no history entry, log line or error message can carry one.
 * Ticket mode (deprecated scheme): each request gets a fresh single-use service ticket as
 * the `ticket` query parameter (harmless in a URL: it is dead once used).
 */

// The BFF moves these headers into the upstream query (bff/credentials.ts): one definition.
export { API_KEY_HEADER, VALIDATOR_KEY_HEADER } from '../../../bff/contract.ts';

/** Browser-side prefixes served by the BFF (docs/architecture.md, "The BFF"). */
export interface UtsPaths {
  rest: string;
  releases: string;
  download: string;
  auth: string;
}

export const BROWSER_UTS_PATHS: UtsPaths = {
  rest: BROWSER_PATHS.rest,
  releases: BROWSER_PATHS.releases,
  download: BROWSER_PATHS.download,
  auth: BROWSER_PATHS.auth,
};

export type Query = HttpRequest['query'];

export interface UtsClientDeps {
  http: (req: HttpRequest) => Promise<HttpResponse>;
  getApiKey: () => string;
  getAuthMode: () => AuthMode;
  getServiceTicket: (signal?: AbortSignal) => Promise<string>;
  /** Raw fetch and the shared limiter, for the one binary call (download): http() reads text. */
  fetch: typeof fetch;
  limiter: RateLimiter;
  /** Waits between ticket-mode retries (injectable for tests). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  paths?: Partial<UtsPaths>;
}

export interface RestResponse {
  text: string;
  /** Browser-side path without the query (safe to show: no key, no ticket). */
  path: string;
}

export interface UtsClient {
  readonly paths: UtsPaths;
  readonly deps: UtsClientDeps;
  /** GET `{rest}{path}` with auth (unless `auth: false`, for the open metadata endpoint). */
  getRest(
    path: string,
    query: Query,
    options: { signal?: AbortSignal; auth?: boolean; first?: boolean },
  ): Promise<RestResponse>;
  /** The user's key as a request header; ApiError 'auth' when none is set. */
  apiKeyHeaders(): Record<string, string>;
  /**
   * The release `current` stands for, read from this client's answers to `current` calls
   * (ReleaseWatch.seen): the latest, else the next within `waitMs`, else null.
   */
  releaseSeen(waitMs: number, signal?: AbortSignal): Promise<string | null>;
}

/** Every endpoint function takes these, after its own parameters. */
export interface CallOptions {
  /** `current` (default) or a release name like 2025AB: the {version} path segment. */
  release?: Release;
  signal?: AbortSignal;
  /**
   * A call a view waits on to draw (a tree's walk): the rate limiter serves it before calls
   * waiting without this, so it does not queue behind the page's other calls.
   */
  first?: boolean;
  /** Defaults to the app's client (shared http, session credentials). Tests pass their own. */
  client?: UtsClient;
}

const RETRYABLE_KINDS = new Set(['rate-limited', 'network']);

function noKey(): ApiError {
  return new ApiError('auth', 'No API key is set: enter one in Settings');
}

export function createUtsClient(deps: UtsClientDeps): UtsClient {
  const paths = { ...BROWSER_UTS_PATHS, ...deps.paths };
  const sleep = deps.sleep ?? abortableSleep;
  const releases = createReleaseWatch();

  function apiKeyHeaders(): Record<string, string> {
    const key = deps.getApiKey();
    if (!key) throw noKey();
    return { [API_KEY_HEADER]: key };
  }

  /**
   * A retry must not resend a used ticket (it would be refused), so ticket mode turns off
   * http's own retries and retries here with a new ticket each time.
   */
  async function withTickets(
    path: string,
    query: Query,
    signal?: AbortSignal,
    first?: boolean,
  ): Promise<HttpResponse> {
    for (let n = 0; ; n++) {
      const ticket = await deps.getServiceTicket(signal);
      try {
        return await deps.http({ path, query: { ...query, ticket }, signal, first, retries: 0 });
      } catch (err) {
        const retryable =
          isApiError(err) &&
          (RETRYABLE_KINDS.has(err.kind) || (err.kind === 'upstream' && (err.status ?? 0) >= 500));
        if (!retryable || n >= DEFAULT_RETRIES) throw err;
        await sleep(backoffDelay(n, err.retryAfterMs, Math.random), signal);
      }
    }
  }

  return {
    paths,
    deps,
    apiKeyHeaders,
    async getRest(path, query, { signal, auth = true, first }) {
      const full = `${paths.rest}${path}`;
      let res: HttpResponse;
      if (!auth) res = await deps.http({ path: full, query, signal, first });
      else if (deps.getAuthMode() === 'tickets') res = await withTickets(full, query, signal, first);
      else res = await deps.http({ path: full, query, signal, first, headers: apiKeyHeaders() });
      releases.note(path, res.text);
      return { text: res.text, path: full };
    },
    releaseSeen: (waitMs, signal) => releases.seen(waitMs, signal),
  };
}

let defaultClient: UtsClient | undefined;

/** The app's client: shared http and limiter, session credentials, preferences' auth mode. */
export function defaultUtsClient(): UtsClient {
  defaultClient ??= createUtsClient({
    http,
    getApiKey,
    getAuthMode: () => getPreferences().authMode,
    getServiceTicket,
    fetch: (...args) => globalThis.fetch(...args),
    limiter: sharedLimiter,
  });
  return defaultClient;
}

export interface CallContext {
  client: UtsClient;
  release: Release;
  signal?: AbortSignal;
  first?: boolean;
}

export function callContext(options: CallOptions = {}): CallContext {
  return {
    client: options.client ?? defaultUtsClient(),
    release: options.release || 'current',
    signal: options.signal,
    first: options.first,
  };
}

/** `/family/{release}/seg/seg…` with every segment percent-encoded. */
export function restPath(family: string, release: Release, ...segments: string[]): string {
  return ['', family, release, ...segments].map((s, i) => (i === 0 ? s : pathSegment(s))).join('/');
}

/** Paging parameters shared by every list endpoint. */
export interface Paging {
  pageNumber?: number;
  pageSize?: number;
}
