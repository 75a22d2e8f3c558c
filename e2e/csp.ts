import { expect, type Page } from '@playwright/test';
import { SECURITY_HEADERS } from '../bff/security-headers.ts';

/**
 * Every route of the app with real ids from the demo data (and each tab that loads other
 * code), for checks that must hold on all of them. Shared by the preview and nginx suites.
 */
export const EVERY_ROUTE = [
  '/',
  '/search?string=heart',
  '/concepts/C0027051',
  '/concepts/C0027051?tab=atoms',
  '/concepts/C0027051?tab=definitions',
  '/concepts/C0027051?tab=relations',
  '/atoms/A93104618',
  '/sources/MSH/D009203',
  '/sources/MSH/D009203?tab=relations',
  '/crosswalk/MSH/D009203',
  '/semantic-types/T047',
  '/vocabularies',
  '/drugs?name=lisinopril',
  '/drugs/29046',
  '/drugs/29046?tab=ndcs',
  '/batch',
  '/releases',
  '/about',
  '/settings',
];

/** The table of bff/security-headers.ts, each header exactly. */
export function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

/**
 * Collects, from the first script of every page on, what the browser refused under the
 * CSP (securitypolicyviolation events) and console messages about the CSP or the
 * Permissions-Policy header (a feature name the browser does not know is logged there).
 */
export async function watchPolicyErrors(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(m.text())) messages.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__violations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}
