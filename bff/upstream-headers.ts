import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * Response headers of an upstream that are never passed on: they govern this origin's pages,
 * not the answer they come with. A content-security policy, a framing rule or a cookie from the
 * upstream would stand in for the app's own (on Vite it replaced them), CORS headers would let
 * other sites read this origin's proxied answers, and Clear-Site-Data could wipe a user's saved
 * work. The app's own security headers (bff/security-headers.ts) are set by the proxy itself.
 * Lower case, as Node keeps header names; nginx (deploy/nginx/) hides the same ones.
 */
export const DROPPED_RESPONSE_HEADERS: readonly string[] = [
  ...new Set([
    ...Object.keys(SECURITY_HEADERS).map((h) => h.toLowerCase()),
    'content-security-policy',
    'content-security-policy-report-only',
    'x-frame-options',
    'set-cookie',
    'access-control-allow-origin',
    'access-control-allow-credentials',
    'access-control-allow-methods',
    'access-control-allow-headers',
    'access-control-expose-headers',
    'access-control-max-age',
    'access-control-allow-private-network',
    'clear-site-data',
    'strict-transport-security',
    'cross-origin-embedder-policy',
    'cross-origin-resource-policy',
  ]),
];
