import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';
import { KEY_HEADERS, moveKeysToQuery } from './credentials.ts';
import { createFairShare, userOf, type FairShare } from './fair-share.ts';
import { BODY_TIMEOUT_MS, refusal, type Refusal } from './path-guard.ts';
import { ROUTE_RULES, type RouteName, type UpstreamName } from './routes.ts';
import { DROPPED_RESPONSE_HEADERS } from './upstream-headers.ts';
import type { Upstreams } from './upstreams.ts';

/** How long an upstream may stay silent before the proxy gives up on it (nginx: proxy_read_timeout). */
export const UPSTREAM_IDLE_MS = 60_000;

function answer(res: ServerResponse, r: Refusal): void {
  res.writeHead(r.status, { 'Content-Type': 'text/plain; charset=utf-8', ...r.headers });
  res.end(r.message);
}

/** What the upstream allows one client, shared out among this deployment's users. */
const TOO_MANY: Refusal = {
  status: 429,
  message: 'Too many requests from you at once: your share of the service is in use. Try again in a second.',
  headers: { 'Retry-After': '1' },
};

/**
 * A body still arriving `ms` after the request came is cut off: 408, and the connection closed (the
 * request to the upstream goes with it). Counted from the request's arrival, not between reads,
 * so a body trickled a byte at a time cannot hold it open.
 */
function limitBodyTime(req: IncomingMessage, res: ServerResponse, ms: number): void {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > 0) || req.complete) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    // Its part of the body went upstream as it came: the upstream's request is cut off too.
    forwarded.get(req)?.destroy();
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.writeHead(408, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end('The request body did not arrive in time', () => req.socket.destroy());
  }, ms);
  timer.unref();
  const clear = () => clearTimeout(timer);
  req.once('end', clear);
  res.once('close', clear);
}

/** The upstream request each browser request became, while it lasts. */
const forwarded = new WeakMap<IncomingMessage, ClientRequest>();
/** Tells the fair share a forwarded request's answer came back (bff/fair-share.ts). */
const settle = new WeakMap<IncomingMessage, () => void>();

/** Gives up the request's place in the fair-share queue when the browser goes away. */
function closedSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  return controller.signal;
}

/** Limits tests shorten. */
export interface ProxyTuning {
  bodyTimeoutMs?: number;
}

/** What every route of one proxy table shares: each upstream's fair share, the limits. */
interface Shared {
  shares: Readonly<Record<UpstreamName, FairShare>>;
  tuning: ProxyTuning;
}

function route(
  name: RouteName,
  target: string,
  to: string,
  moveKeys: boolean,
  { shares, tuning }: Shared,
): ProxyOptions {
  const url = new URL(target);
  const rule = ROUTE_RULES[name];
  const share = shares[rule.upstream];
  const from = rule.path;
  return {
    target: url.origin,
    changeOrigin: true,
    secure: true,
    // An upstream that accepts the connection and then says nothing: 502 after this long.
    proxyTimeout: UPSTREAM_IDLE_MS,
    // Answered here, before the rewrite: nothing refused ever reaches the upstream.
    async bypass(req, res) {
      if (!res) return;
      const refused = refusal(req, rule);
      if (refused) {
        answer(res, refused);
        return req.url; // Vite stops when the response has ended
      }
      limitBodyTime(req, res, tuning.bodyTimeoutMs ?? BODY_TIMEOUT_MS);
      const answered = await share.admit(userOf(req), closedSignal(res));
      if (!answered) {
        // Gone while it waited: nothing to answer (Vite ends the response).
        if (res.destroyed) return false;
        answer(res, TOO_MANY);
        return req.url;
      }
      // Forwarded: its slot is held until the upstream's answer begins, or the request ends.
      settle.set(req, answered);
      res.once('close', answered);
      return undefined;
    },
    rewrite: (p) => url.pathname.replace(/\/$/, '') + to + p.slice(from.length),
    configure(proxy) {
      proxy.on('proxyReq', (proxyReq, req) => {
        forwarded.set(req, proxyReq);
        if (moveKeys) proxyReq.path = moveKeysToQuery(proxyReq.path, req.headers);
        for (const h of KEY_HEADERS) proxyReq.removeHeader(h);
        // Cookies of this origin mean nothing upstream.
        proxyReq.removeHeader('cookie');
      });
      proxy.on('proxyRes', (proxyRes, req, res) => {
        settle.get(req)?.();
        for (const h of DROPPED_RESPONSE_HEADERS) delete proxyRes.headers[h];
        // An upstream that drops the connection mid-answer: the browser's answer ends too, as
        // nginx ends it. Left open, the browser waited 150 s and more for the rest (0 bytes when
        // the answer was being compressed, nothing flushed yet).
        const cut = () => {
          if (!proxyRes.complete) res.destroy();
        };
        proxyRes.once('close', cut);
        proxyRes.once('error', cut);
      });
    },
  };
}

/** The one proxy table, used as both `server.proxy` and `preview.proxy`. */
export function buildProxy(up: Upstreams, tuning: ProxyTuning = {}): Record<string, ProxyOptions> {
  const soap = new URL(up.soapUrl);
  const shared: Shared = {
    shares: {
      uts: createFairShare({ ratePerSecond: up.ratePerSecond }),
      auth: createFairShare({ ratePerSecond: up.ratePerSecond }),
      soap: createFairShare({ ratePerSecond: up.ratePerSecond }),
    },
    tuning,
  };
  return {
    [ROUTE_RULES.rest.path]: route('rest', up.utsBaseUrl, '', true, shared),
    [ROUTE_RULES.releases.path]: route('releases', up.utsHostRoot, '/releases', true, shared),
    [ROUTE_RULES.download.path]: route('download', up.utsHostRoot, '/download', true, shared),
    [ROUTE_RULES.auth.path]: route('auth', up.utsAuthUrl, '', true, shared),
    [ROUTE_RULES.soap.path]: {
      ...route('soap', soap.origin, soap.pathname + soap.search, false, shared),
      // The endpoint is one fixed address: nothing after the browser path is forwarded.
      rewrite: () => soap.pathname + soap.search,
    },
  };
}
