import type { AuthMode } from '../../auth/credentials.ts';
import { createHttp } from '../../http.ts';
import type { RateLimiter } from '../../limiter.ts';
import { createUtsClient, type UtsClient } from '../client.ts';

/**
 * Test double for the BFF: a fake `fetch` that records every request exactly as the client
 * sent it, wired into the real http() (createHttp) and the real UTS client. Test-only.
 */

export interface Recorded {
  /** The URL string handed to fetch (browser-side path + query). */
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface FakeReply {
  status?: number;
  body?: string | object;
  headers?: Record<string, string>;
}

export type Handler = (req: Recorded, n: number) => FakeReply | Promise<FakeReply>;

export function json(body: unknown, status = 200): FakeReply {
  return { status, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

export function fakeFetch(handler: Handler) {
  const calls: Recorded[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    const req: Recorded = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    calls.push(req);
    const reply = await handler(req, calls.length);
    const body = typeof reply.body === 'object' ? JSON.stringify(reply.body) : (reply.body ?? '');
    return new Response(body, { status: reply.status ?? 200, headers: reply.headers });
  }) as typeof globalThis.fetch;
  return { fetch: fetchFn, calls };
}

export const noLimit: RateLimiter = { acquire: async () => () => {}, pause: () => {} };

export function testHttp(fetch: typeof globalThis.fetch) {
  return createHttp({ fetch, limiter: noLimit, sleep: async () => {}, random: () => 0, now: () => 0 });
}

export interface TestClientOptions {
  authMode?: AuthMode;
  apiKey?: string;
  getServiceTicket?: (signal?: AbortSignal) => Promise<string>;
}

export function testClient(
  handler: Handler,
  opts: TestClientOptions = {},
): { client: UtsClient; calls: Recorded[] } {
  const { fetch, calls } = fakeFetch(handler);
  let n = 0;
  const client = createUtsClient({
    http: testHttp(fetch),
    getApiKey: () => opts.apiKey ?? 'secret-key-123',
    getAuthMode: () => opts.authMode ?? 'apiKey',
    getServiceTicket: opts.getServiceTicket ?? (async () => `ST-${++n}-test-cas`),
    fetch,
    limiter: noLimit,
    sleep: async () => {},
  });
  return { client, calls };
}

/** Path and query of a recorded URL, for exact assertions. */
export function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const u = new URL(url, 'http://bff.test');
  return { path: u.pathname, query: Object.fromEntries(u.searchParams) };
}
