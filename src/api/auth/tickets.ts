import { BROWSER_PATHS } from '../../../bff/contract.ts';
import { ApiError, isApiError } from '../errors.ts';
import { http as sharedHttp, type HttpRequest, type HttpResponse } from '../http.ts';
import { getApiKey } from './credentials.ts';

/**
 * The deprecated CAS ticket scheme (spec §3–5, reference §2.4), for users in ticket mode and
 * for the SOAP drug service's `proxyTicket`:
 *   API key → POST /cas/v1/api-key → 201 + HTML form whose action is the TGT URL;
 *   TGT (valid 8 h, reusable) → POST /cas/v1/tickets/{TGT} service=… → one service ticket.
 * A service ticket is good for one request within 5 minutes, so every call asks for a new
 * one. The TGT lives in memory only: it is as good as the key for 8 hours.
 */

/** The fixed service name of the content service: http, no trailing slash. */
export const UTS_SERVICE = 'http://umlsks.nlm.nih.gov';
export const TGT_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Renew early so a TGT never expires between our check and the upstream's. */
export const TGT_RENEW_MARGIN_MS = 10 * 60 * 1000;
export const AUTH_BASE = BROWSER_PATHS.auth;

export interface TicketDeps {
  http: (req: HttpRequest) => Promise<HttpResponse>;
  getApiKey: () => string;
  now: () => number;
  /** Browser-side prefix of the login host (the BFF's /uts-auth). */
  authBase?: string;
}

export interface TicketSource {
  /** A fresh single-use service ticket (ST-…) for one request. */
  getServiceTicket(signal?: AbortSignal): Promise<string>;
  /** Drops the cached TGT (e.g. when the user signs out or changes the key). */
  clear(): void;
}

/**
 * The TGT id from the 201 reply: the form action (or the Location header), which ends in
 * /cas/v1/tickets/TGT-… or, on some deployments, /cas/v1/api-key/TGT-….
 */
export function extractTgtId(html: string, location?: string | null): string | null {
  const action = /<form\b[^>]*\baction\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(html);
  for (const candidate of [action?.[1] ?? action?.[2], location]) {
    const m = candidate ? /\/cas\/v1\/(?:tickets|api-key)\/(TGT-[^/?#"'\s]+)/.exec(candidate) : null;
    if (m) return decodeURIComponent(m[1]!);
  }
  return null;
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

interface CachedTgt {
  key: string;
  id: string;
  expiresAt: number;
}

export function createTicketSource(deps: TicketDeps): TicketSource {
  const base = deps.authBase ?? AUTH_BASE;
  let cached: CachedTgt | null = null;
  // Concurrent first calls share one TGT request instead of each minting their own.
  let pending: { key: string; promise: Promise<CachedTgt> } | null = null;
  // clear() while a TGT request is in flight must not let that TGT back into the cache.
  let generation = 0;

  async function requestTgt(key: string): Promise<CachedTgt> {
    const path = `${base}/cas/v1/api-key`;
    const res = await deps.http({
      method: 'POST',
      path,
      headers: FORM,
      body: new URLSearchParams({ apikey: key }).toString(),
    });
    const id = extractTgtId(res.text, res.headers.get('Location'));
    if (!id)
      throw new ApiError('bad-response', 'The login service did not return a ticket-granting ticket', {
        path,
      });
    return { key, id, expiresAt: deps.now() + TGT_LIFETIME_MS - TGT_RENEW_MARGIN_MS };
  }

  function tgtFor(key: string): Promise<CachedTgt> {
    if (cached && cached.key === key && deps.now() < cached.expiresAt) return Promise.resolve(cached);
    if (pending && pending.key === key) return pending.promise;
    const startedIn = generation;
    const promise = requestTgt(key).then(
      (tgt) => {
        if (pending?.promise === promise) pending = null;
        if (startedIn === generation) cached = tgt;
        return tgt;
      },
      (err: unknown) => {
        if (pending?.promise === promise) pending = null;
        throw err;
      },
    );
    pending = { key, promise };
    return promise;
  }

  async function requestServiceTicket(tgt: CachedTgt, signal?: AbortSignal): Promise<string> {
    const res = await deps.http({
      method: 'POST',
      path: `${base}/cas/v1/tickets/${encodeURIComponent(tgt.id)}`,
      headers: FORM,
      body: new URLSearchParams({ service: UTS_SERVICE }).toString(),
      signal,
    });
    const ticket = res.text.trim();
    if (!/^ST-\S+$/.test(ticket)) {
      throw new ApiError('bad-response', 'The login service did not return a service ticket', {
        path: `${base}/cas/v1/tickets`,
      });
    }
    return ticket;
  }

  return {
    async getServiceTicket(signal) {
      const key = deps.getApiKey();
      if (!key) throw new ApiError('auth', 'No API key is set: enter one in Settings');
      const tgt = await abortable(tgtFor(key), signal);
      try {
        return await requestServiceTicket(tgt, signal);
      } catch (err) {
        // The TGT expired or was revoked upstream before our clock said so: renew once.
        if (!(isApiError(err) && err.kind === 'not-found')) throw err;
        if (cached === tgt) cached = null;
        const fresh = await abortable(tgtFor(key), signal);
        return requestServiceTicket(fresh, signal);
      }
    },
    clear() {
      generation++;
      cached = null;
      pending = null;
    },
  };
}

/** Lets one caller give up on a shared promise without cancelling it for the others. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

const defaultSource = createTicketSource({ http: sharedHttp, getApiKey, now: () => Date.now() });

/** A fresh service ticket for one UTS request, or the SOAP service's `proxyTicket`. */
export const getServiceTicket = (signal?: AbortSignal): Promise<string> =>
  defaultSource.getServiceTicket(signal);

/** Forget the cached TGT (sign-out, key change). */
export const clearTickets = (): void => defaultSource.clear();
