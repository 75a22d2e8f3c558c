import { KEY_HEADERS, moveKeysToQuery } from '../../bff/credentials.ts';
import { buildProxy } from '../../bff/proxy.ts';
import { readUpstreams } from '../../bff/upstreams.ts';
import type { AuthMode } from '../../src/api/auth/credentials.ts';
import { createTicketSource } from '../../src/api/auth/tickets.ts';
import { abortableSleep, createAppLimiter, createHttp } from '../../src/api/http.ts';
import type { RateLimiter } from '../../src/api/limiter.ts';
import { createUtsClient, type UtsClient } from '../../src/api/uts/index.ts';

/**
 * The browser's UTS client wired to a running emulator through a stand-in for the BFF: the
 * real proxy table (bff/proxy.ts, read from the same upstream settings the dev server uses)
 * picks the upstream path, and the real key rule (moveKeysToQuery) moves the key headers into
 * the query. Only the HTTP hop of Vite's proxy is replaced by a direct fetch.
 */

export interface SentRequest {
  method: string;
  /** What the browser asked the BFF for (must never carry a key). */
  browserUrl: string;
  /** What reached the emulator after the BFF rewrite. */
  upstreamUrl: string;
  status: number;
}

/** A fetch that behaves like the browser talking to the BFF in front of `emulatorUrl`. */
export function bffFetch(emulatorUrl: string, sent: SentRequest[]): typeof fetch {
  const port = new URL(emulatorUrl).port;
  const table = Object.entries(buildProxy(readUpstreams({ EMULATOR_PORT: port })));
  return async (input, init = {}) => {
    const browserUrl = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // Vite's proxy matches a plain key as a prefix of the request URL.
    const entry = table.find(([prefix]) => browserUrl.startsWith(prefix));
    if (!entry) throw new TypeError(`No BFF route for ${browserUrl}`);
    const [, options] = entry;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const rewritten = options.rewrite ? options.rewrite(browserUrl) : browserUrl;
    // The proxy does this on every forwarded request (bff/proxy.ts, proxyReq handler).
    const upstreamPath = moveKeysToQuery(rewritten, headers);
    for (const h of KEY_HEADERS) delete headers[h];
    const upstreamUrl = `${String(options.target)}${upstreamPath}`;
    const res = await fetch(upstreamUrl, { ...init, headers });
    sent.push({ method: init.method ?? 'GET', browserUrl, upstreamUrl, status: res.status });
    return res;
  };
}

/**
 * The requests the emulator answered. Its limit counts arrivals, so latency jitter can push
 * one request of a 20/s client over it; the client retries those, and counts of calls made
 * should not depend on that timing.
 */
export const answered = (sent: SentRequest[]): SentRequest[] => sent.filter((s) => s.status !== 429);

export interface ContractClient {
  client: UtsClient;
  /** Every request in order, login-host calls included. */
  sent: SentRequest[];
  setApiKey(key: string): void;
  setAuthMode(mode: AuthMode): void;
}

/**
 * A client as the app builds it (createHttp, the 20/s limiter, the ticket source), with the
 * session credentials replaced by settable values. Ticket mode uses the real ticket code
 * against the emulator's login endpoints, through the same BFF stand-in.
 */
export function contractClient(
  emulatorUrl: string,
  apiKey: string,
  // The app has one limiter per tab; clients of one emulator should share one too.
  limiter: RateLimiter = createAppLimiter(),
): ContractClient {
  const sent: SentRequest[] = [];
  const fetchViaBff = bffFetch(emulatorUrl, sent);
  const http = createHttp({
    fetch: fetchViaBff,
    limiter,
    sleep: abortableSleep,
    random: Math.random,
    now: () => Date.now(),
  });
  let key = apiKey;
  let mode: AuthMode = 'apiKey';
  const tickets = createTicketSource({ http, getApiKey: () => key, now: () => Date.now() });
  const client = createUtsClient({
    http,
    getApiKey: () => key,
    getAuthMode: () => mode,
    getServiceTicket: (signal) => tickets.getServiceTicket(signal),
    fetch: fetchViaBff,
    limiter,
  });
  return {
    client,
    sent,
    setApiKey: (k) => {
      key = k;
      tickets.clear();
    },
    setAuthMode: (m) => void (mode = m),
  };
}
