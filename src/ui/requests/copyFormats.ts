import { KEY_PLACEHOLDER, type LoggedCall } from '../../api/callLog.ts';
import { API_KEY_HEADER, BROWSER_PATHS } from '../../../bff/contract.ts';

/**
 * One logged call written as a script would send it: curl, Python `requests`, R `httr2`, and for
 * SOAP the envelope with a curl that posts it. Upstream URLs come from the runtime config
 * (`restBaseUrl`, `soapUrl`), with the key as the `apiKey` query parameter the service expects,
 * written YOUR_API_KEY; without them, the call goes to this app's proxy with the key header.
 */
export interface Upstream {
  /** This app's origin (the proxy). */
  origin: string;
  restBaseUrl?: string;
  soapUrl?: string;
}

export interface CopyTarget {
  method: 'GET' | 'POST';
  /** Without the query. */
  url: string;
  /** Query parameters in order, the key placeholder included when the call needs a key. */
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  body: string | null;
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

/** Where the call goes when repeated, and with which key parameter or header. */
export function copyTarget(
  call: Pick<LoggedCall, 'method' | 'path' | 'headers' | 'body' | 'keyed'>,
  up: Upstream,
): CopyTarget {
  const parsed = new URL(call.path, 'http://x');
  const query = [...parsed.searchParams.entries()];
  const headers = Object.entries(call.headers);
  const base = { method: call.method, query, headers, body: call.body };
  const path = parsed.pathname;
  const rest = up.restBaseUrl ? trimSlash(up.restBaseUrl) : null;
  const withKey = (url: string): CopyTarget => ({
    ...base,
    url,
    query:
      call.keyed && !query.some(([k]) => k === 'apiKey') ? [...query, ['apiKey', KEY_PLACEHOLDER]] : query,
  });
  if (rest && path.startsWith(`${BROWSER_PATHS.rest}/`))
    return withKey(rest + path.slice(BROWSER_PATHS.rest.length));
  const hostRoot = rest?.replace(/\/rest$/, '');
  if (hostRoot && (path === BROWSER_PATHS.releases || path === BROWSER_PATHS.download))
    return withKey(hostRoot + path.slice('/uts'.length));
  if (up.soapUrl && path === BROWSER_PATHS.soap) return { ...base, url: up.soapUrl };
  // The app's own proxy: it takes the key in a header, never in the URL.
  return {
    ...base,
    url: trimSlash(up.origin) + path,
    headers: call.keyed ? [...headers, [API_KEY_HEADER, KEY_PLACEHOLDER]] : headers,
  };
}

/** The full URL, query included, as shown in the drawer. */
export function targetUrl(t: CopyTarget): string {
  if (t.query.length === 0) return t.url;
  const qs = new URLSearchParams(t.query).toString();
  return `${t.url}${t.url.includes('?') ? '&' : '?'}${qs}`;
}

/** POSIX shell single quotes: nothing inside is expanded. */
export const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function toCurl(t: CopyTarget): string {
  const lines = [`curl -sS${t.method === 'POST' ? ' -X POST' : ''} ${shellQuote(targetUrl(t))}`];
  for (const [k, v] of t.headers) lines.push(`  -H ${shellQuote(`${k}: ${v}`)}`);
  if (t.body !== null) lines.push(`  --data-binary ${shellQuote(t.body)}`);
  return lines.join(' \\\n');
}

/** A Python string literal (JSON's escapes are Python's). */
const py = (s: string) => JSON.stringify(s);

export function toPython(t: CopyTarget): string {
  const args = [`    ${py(t.url)},`];
  if (t.query.length) {
    args.push('    params={');
    for (const [k, v] of t.query) args.push(`        ${py(k)}: ${py(v)},`);
    args.push('    },');
  }
  if (t.headers.length) {
    args.push('    headers={');
    for (const [k, v] of t.headers) args.push(`        ${py(k)}: ${py(v)},`);
    args.push('    },');
  }
  if (t.body !== null) args.push(`    data=${py(t.body)}.encode("utf-8"),`);
  const json = t.body === null;
  return [
    'import requests',
    '',
    `response = requests.${t.method === 'POST' ? 'post' : 'get'}(`,
    ...args,
    '    timeout=30,',
    ')',
    'response.raise_for_status()',
    json ? 'print(response.json())' : 'print(response.text)',
  ].join('\n');
}

/** An R string literal: JSON's escapes are R's too. */
const r = (s: string) => JSON.stringify(s);
const rName = (s: string) => (/^[A-Za-z.][A-Za-z0-9._]*$/.test(s) ? s : `\`${s.replace(/`/g, '\\`')}\``);

export function toR(t: CopyTarget): string {
  const steps = [`request(${r(t.url)})`];
  if (t.query.length)
    steps.push(`req_url_query(${t.query.map(([k, v]) => `${rName(k)} = ${r(v)}`).join(', ')})`);
  const headers = t.headers.filter(([k]) => k.toLowerCase() !== 'content-type');
  if (headers.length)
    steps.push(`req_headers(${headers.map(([k, v]) => `${rName(k)} = ${r(v)}`).join(', ')})`);
  if (t.body !== null) {
    const type =
      t.headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'text/xml; charset=utf-8';
    steps.push(`req_body_raw(${r(t.body)}, type = ${r(type)})`);
  }
  steps.push('req_perform()');
  return [
    'library(httr2)',
    '',
    `resp <- ${steps.join(' |>\n  ')}`,
    t.body === null ? 'resp_body_json(resp)' : 'resp_body_string(resp)',
  ].join('\n');
}

export type CopyFormat = 'curl' | 'python' | 'r' | 'envelope';

export const COPY_FORMATS: ReadonlyArray<{ value: CopyFormat; label: string }> = [
  { value: 'curl', label: 'curl' },
  { value: 'python', label: 'Python requests' },
  { value: 'r', label: 'R httr2' },
  { value: 'envelope', label: 'SOAP envelope' },
];

export function formatCall(call: LoggedCall, format: CopyFormat, up: Upstream): string {
  const t = copyTarget(call, up);
  switch (format) {
    case 'curl':
      return toCurl(t);
    case 'python':
      return toPython(t);
    case 'r':
      return toR(t);
    case 'envelope':
      return call.body ?? '';
  }
}

/** What a call went to, by its browser path; for SOAP, with the operation its envelope names. */
export function callLabel(c: Pick<LoggedCall, 'path' | 'body'>): string {
  if (c.path.startsWith(BROWSER_PATHS.soap)) {
    const op = c.body && /<soapenv:Body>\s*<(?:[\w-]+:)?([\w-]+)/.exec(c.body)?.[1];
    return op ? `SOAP ${op}` : 'SOAP';
  }
  if (c.path.startsWith(BROWSER_PATHS.auth)) return 'UTS login';
  return c.path.startsWith('/uts/') ? 'UTS REST' : 'other';
}
