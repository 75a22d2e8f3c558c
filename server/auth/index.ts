import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorConfig } from '../config.ts';
import { readBody, send, sendJson, type RouteHandler } from '../http-util.ts';
import { utsError, type UtsErrorBody } from '../uts/error-body.ts';
import { AUTHENTICATION_EXCEPTIONS_BODY, tgtCreatedHtml } from './cas-replies.ts';
import { createRateLimiter } from './rate-limit.ts';
import { CONTENT_SERVICE, createTicketStore } from './tickets.ts';

export type Access =
  { allowed: true } | { allowed: false; status: number; body: UtsErrorBody; headers: Record<string, string> };

export interface Auth {
  /** Serves the login host, mounted under `/auth` (CAS tickets and validateUser). */
  route: RouteHandler;
  /**
   * Decides whether a uts-ws content request may proceed: rate limit first, then the
   * `apiKey` query parameter, else a `ticket` (a service ticket, spent by this call).
   */
  checkContent(url: URL, clientId: string): Access;
  /** Rate limit only, for the open endpoints (sources metadata, releases). */
  checkRate(clientId: string): Access;
  /** Spends a service ticket issued for any service; false when unknown, used or expired. */
  consumeServiceTicket(ticket: string): boolean;
}

const ALLOWED: Access = { allowed: true };

function refuse(status: number, message: string, headers: Record<string, string> = {}): Access {
  return { allowed: false, status, body: utsError(status, message), headers };
}

/** Sends a refusal produced by checkContent/checkRate. */
export function sendRefusal(res: ServerResponse, access: Exclude<Access, { allowed: true }>): void {
  sendJson(res, access.status, access.body, access.headers);
}

/** The client a rate limit applies to: the remote address, as the terms of use say (per IP). */
export function clientIdOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

export function createAuth(config: EmulatorConfig): Auth {
  const tickets = createTicketStore(config.now);
  const limiter = createRateLimiter(config.rateLimitPerSecond, config.now);
  const tgtUrl = (tgt: string) => `${config.authOrigin}/cas/v1/${config.casTgtForm}/${tgt}`;

  const checkRate = (clientId: string): Access =>
    limiter.hit(clientId)
      ? ALLOWED
      : refuse(429, `More than ${config.rateLimitPerSecond} requests per second from this client`, {
          'Retry-After': '1',
        });

  const checkContent = (url: URL, clientId: string): Access => {
    const rate = checkRate(clientId);
    if (!rate.allowed) return rate;
    const apiKey = url.searchParams.get('apiKey');
    if (apiKey) return apiKey === config.apiKey ? ALLOWED : refuse(403, 'Invalid API key');
    const ticket = url.searchParams.get('ticket');
    if (ticket) {
      // Expired, reused and unknown tickets all answer 404 (HHS/uts-rest-api#1).
      return tickets.consumeSt(ticket) === CONTENT_SERVICE
        ? ALLOWED
        : refuse(404, 'Invalid, expired or already used ticket');
    }
    return refuse(401, 'An API key is required: add apiKey=YOUR_KEY to the request');
  };

  const route: RouteHandler = async (req, res, url) => {
    const path = url.pathname.replace(/\/+$/, '');
    if (!path.startsWith('/auth/')) return false;
    const method = req.method ?? 'GET';

    if (path === '/auth/validateUser') {
      if (method !== 'GET') return methodNotAllowed(res, 'GET');
      if (url.searchParams.get('validatorApiKey') !== config.validatorKey) {
        send(res, 401, 'Invalid validator API key', 'text/plain');
        return true;
      }
      send(res, 200, String(url.searchParams.get('apiKey') === config.apiKey), 'text/plain');
      return true;
    }

    if (path === '/auth/cas/v1/api-key') {
      if (method !== 'POST') return methodNotAllowed(res, 'POST');
      const form = await readParams(req, url);
      if (!form) return unsupportedMedia(res);
      const key = form.get('apikey');
      if (!key) {
        send(res, 400, 'Missing apikey', 'text/plain');
        return true;
      }
      if (key !== config.apiKey) {
        send(res, 401, AUTHENTICATION_EXCEPTIONS_BODY, 'application/json');
        return true;
      }
      const location = tgtUrl(tickets.issueTgt());
      send(res, 201, tgtCreatedHtml(location), 'text/html', { Location: location });
      return true;
    }

    // Both TGT address forms are seen in the wild: /cas/v1/tickets/TGT-… and /cas/v1/api-key/TGT-….
    const m = /^\/auth\/cas\/v1\/(?:tickets|api-key)\/([^/]+)$/.exec(path);
    if (m?.[1]) {
      const tgt = decodeURIComponent(m[1]);
      if (method === 'GET') {
        send(
          res,
          tickets.tgtValid(tgt) ? 200 : 404,
          tickets.tgtValid(tgt) ? tgt : 'TGT not found',
          'text/plain',
        );
        return true;
      }
      if (method === 'DELETE') {
        send(res, tickets.destroyTgt(tgt) ? 200 : 404, '', 'text/plain');
        return true;
      }
      if (method !== 'POST') return methodNotAllowed(res, 'GET, POST, DELETE');
      const form = await readParams(req, url);
      if (!form) return unsupportedMedia(res);
      const service = form.get('service');
      if (!service) {
        send(res, 400, 'Missing service', 'text/plain');
        return true;
      }
      const st = tickets.issueSt(tgt, service);
      if (st === null) send(res, 404, 'TGT not found or expired', 'text/plain');
      else send(res, 200, st, 'text/plain');
      return true;
    }
    return false;
  };

  return {
    route,
    checkContent,
    checkRate,
    consumeServiceTicket: (ticket) => tickets.consumeSt(ticket) !== null,
  };
}

/**
 * The parameters of a CAS form post, read as the Java servlet behind CAS reads them: the query
 * string and the form body together (public clients send `?apikey=` / `?service=` with an
 * empty body). A name given in both places takes the body's value. Null when the body is not
 * form-encoded (CAS answers 415).
 */
async function readParams(req: IncomingMessage, url: URL): Promise<URLSearchParams | null> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const body = new URLSearchParams(await readBody(req, 64 * 1024));
  const params = new URLSearchParams(url.search);
  for (const name of new Set(body.keys())) params.delete(name);
  for (const [name, value] of body) params.append(name, value);
  return params;
}

function methodNotAllowed(res: ServerResponse, allow: string): true {
  send(res, 405, 'Method not allowed', 'text/plain', { Allow: allow });
  return true;
}

function unsupportedMedia(res: ServerResponse): true {
  send(res, 415, 'Content-Type must be application/x-www-form-urlencoded', 'text/plain');
  return true;
}
