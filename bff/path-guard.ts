/**
 * Refusals the BFF makes before anything reaches an upstream. The rules are plain regular
 * expressions in a syntax JavaScript and nginx's PCRE read alike, so the nginx recipe
 * (deploy/nginx/) applies exactly the same ones.
 */

import { isRoutePath, type RouteRule } from './routes.ts';

/**
 * A path segment that is `.` or `..`, written raw or percent-encoded, with `/`, `\` (some
 * servers treat it as a separator), their encodings, or `;` (Java servers read `/..;/` as
 * `/../`) around it. The browser path is rewritten onto an upstream prefix, so such a
 * segment would climb out of that prefix on the upstream host, and take the user's key along.
 */
const DOT = String.raw`(?:\.|%2e)`;
const SEP = String.raw`(?:/|\\|%2f|%5c)`;
const END = String.raw`(?:/|\\|%2f|%5c|;|%3b|$)`;
export const DOT_SEGMENT_SOURCE = `(?:^|${SEP})${DOT}${DOT}?${END}`;

/**
 * Any double encoding (`%25` is an encoded `%`). Its meaning depends on how many times each
 * hop decodes, which no check here can know; no client of ours sends one in a path.
 */
export const DOUBLE_ENCODING_SOURCE = '%25';

/** The whole rule, case-insensitive (`%2E` = `%2e`). nginx: `~*` with this source. */
export const ESCAPING_PATH_SOURCE = `${DOT_SEGMENT_SOURCE}|${DOUBLE_ENCODING_SOURCE}`;
const ESCAPING_PATH = new RegExp(ESCAPING_PATH_SOURCE, 'i');

/** True when the path (query excluded) could reach outside the prefix it was sent to. */
export function escapesPrefix(url: string): boolean {
  const q = url.indexOf('?');
  return ESCAPING_PATH.test(q === -1 ? url : url.slice(0, q));
}

/**
 * Longest a request body may take to arrive, all of it (not between two reads): a body sent a
 * byte at a time held a connection to the upstream open 130 s. The app's bodies (a SOAP
 * envelope, a login form) are a few kB, sent at once.
 */
export const BODY_TIMEOUT_MS = 15_000;

/**
 * Largest request body forwarded (SOAP envelopes and login forms are a few kB). Same
 * number as nginx's `client_max_body_size 1m`.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

type RequestLike = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** The status to refuse a request to `rule`'s browser path with, or null to forward it. */
export function refusal(req: RequestLike, rule: RouteRule): Refusal | null {
  const url = req.url ?? '';
  if (escapesPrefix(url)) return { status: 400, message: 'Path escapes its prefix' };
  // `/uts/restX` starts with `/uts/rest` but is not below it.
  if (!isRoutePath(rule, url)) return { status: 404, message: 'Not found' };
  const method = req.method ?? 'GET';
  if (!(rule.methods as readonly string[]).includes(method)) {
    return {
      status: 405,
      message: `${method} is not forwarded`,
      headers: { Allow: rule.methods.join(', ') },
    };
  }
  const length = req.headers['content-length'];
  if (typeof length === 'string' && Number(length) > MAX_BODY_BYTES) {
    return { status: 413, message: 'Request body too large' };
  }
  // The body streams to the upstream as it arrives, so its size has to be known before the
  // first byte is sent. Browsers always send a Content-Length with a fetch body.
  if (req.headers['transfer-encoding'] !== undefined && length === undefined) {
    return { status: 411, message: 'Content-Length required' };
  }
  return null;
}
