import { expect, test } from '@playwright/test';
import { EVERY_ROUTE, expectSecurityHeaders, watchPolicyErrors } from './csp.ts';

test('every route: security headers on the page, no CSP violation in the console', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchPolicyErrors(page);
  const sub: string[] = [];
  page.on('response', (r) => {
    // Scripts, styles and the BFF's answers carry the headers as well as the page.
    if (!r.headers()['content-security-policy']) sub.push(`${r.status()} ${r.url()}`);
  });
  for (const route of EVERY_ROUTE) {
    const response = await page.goto(route);
    expectSecurityHeaders(response!.headers());
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), route).toEqual([]);
  }
  expect(sub).toEqual([]);
});
