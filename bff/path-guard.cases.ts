/*
 * What the BFF (bff/*.test.ts) and the nginx recipe (deploy/nginx/nginx.test.ts, e2e-nginx/)
 * must both refuse, or drop, the same way.
 */

/** Forms of climbing out of a browser prefix: 400. */
export const ESCAPES: ReadonlyArray<readonly [string, string]> = [
  ['raw ..', '/uts/rest/../../auth/validateUser'],
  ['%2e%2e', '/uts/rest/%2e%2e/%2e%2e/auth/validateUser'],
  ['%2E%2E upper case', '/uts/rest/%2E%2E/%2e%2E/auth/validateUser'],
  ['mixed .%2e', '/uts/rest/.%2e/auth/validateUser'],
  ['%2f separator', '/uts/rest/..%2f..%2fauth/validateUser'],
  ['%5c separator', '/uts/rest/..%5c..%5cauth/validateUser'],
  ['raw backslash', '/uts/rest/..\\..\\auth/validateUser'],
  ['double-encoded dots', '/uts/rest/%252e%252e/%252e%252e/auth/validateUser'],
  ['double-encoded separator', '/uts/rest/..%252f..%252fauth/validateUser'],
  ['Java path parameter', '/uts/rest/..;/..;/auth/validateUser'],
  ['trailing ..', '/uts/rest/content/..'],
  ['single dot', '/uts/rest/./content/current/CUI/C0027051'],
  ['auth prefix into content', '/uts-auth/../rest/content/current/CUI/C0027051'],
  ['releases prefix', '/uts/releases/../rest/content/current/CUI/C0027051'],
  ['download prefix', '/uts/download/%2e%2e/auth/validateUser'],
  ['soap prefix', '/rxnorm/soap/../../auth/validateUser'],
];

/** Paths in the API's namespaces that no route forwards: 404, never `{base}X` with the key. */
export const OUTSIDE_ROUTES: readonly string[] = [
  '/uts/restX/content/current/CUI/C0027051',
  '/uts/rest',
  '/uts/releasesX',
  '/uts/releases/x',
  '/uts/downloadX?url=x',
  '/uts-authX/validateUser',
  '/rxnorm/soapX',
  '/rxnorm/soap/anything',
];

/** Methods the app never sends where they are sent: 405, with the route's own in `Allow`. */
export const REFUSED_METHODS: ReadonlyArray<readonly [method: string, path: string, allow: string]> = [
  ['PUT', '/uts/rest/content/current/CUI/C0027051', 'GET'],
  ['DELETE', '/uts/rest/content/current/CUI/C0027051', 'GET'],
  ['PATCH', '/uts/rest/content/current/CUI/C0027051', 'GET'],
  ['PROPFIND', '/uts/rest/content/current/CUI/C0027051', 'GET'],
  ['TRACE', '/uts/rest/content/current/CUI/C0027051', 'GET'],
  ['HEAD', '/uts/rest/content/current/CUI/C0027051', 'GET'],
  ['POST', '/uts/rest/content/current/CUI/C0027051', 'GET'],
  ['PUT', '/uts/releases', 'GET'],
  ['DELETE', '/uts-auth/cas/v1/tickets/TGT-1', 'GET, POST'],
  ['GET', '/rxnorm/soap', 'POST'],
  ['PUT', '/rxnorm/soap', 'POST'],
];

/**
 * Headers of an upstream's answer that govern this origin's pages, as an upstream might send
 * them; every one but the ETag (which describes the answer) is dropped.
 */
export const UPSTREAM_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src *; script-src 'unsafe-inline'",
  'Content-Security-Policy-Report-Only': 'default-src *',
  'X-Frame-Options': 'ALLOWALL',
  'Set-Cookie': 'session=upstream; Path=/',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Credentials': 'true',
  'Clear-Site-Data': '"storage"',
  'Referrer-Policy': 'unsafe-url',
  ETag: '"kept"',
};
