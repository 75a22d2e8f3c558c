/**
 * The security headers of every response: one table read by the Vite plugin (bff/plugin.ts)
 * and by the nginx config generator (deploy/nginx/), so preview and production send the same.
 */

import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from './contract.ts';

/** The CSP source that allows exactly that inline script (its SHA-256). */
export const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Scripts only from this origin, and the one inline script of index.html by its hash (the
 * colour scheme set before the first paint, bff/contract.ts): no 'unsafe-inline'. Styles allow
 * 'unsafe-inline' because Mantine injects <style> tags and style attributes at run time;
 * an injected style cannot run code. Images allow data: for Mantine's inline SVG icons.
 * Every request the app makes goes to this origin (the BFF paths).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHashSource(COLOR_SCHEME_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers that change nothing the app does; safe in dev as well. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Page URLs hold search terms and identifiers: no other site learns them.
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Everything, for the built app (preview and nginx). Dev leaves the CSP out: Vite's dev
 * server injects an inline script (React Fast Refresh preamble) that the policy would block.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  ...BASE_SECURITY_HEADERS,
};
