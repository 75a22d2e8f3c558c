import type { Page } from '@playwright/test';

/**
 * Holds the page's code chunks whose path matches `chunk` until the returned function is
 * called: whatever the page asks meanwhile comes from the link itself, not from the code held
 * back. The function lets the held requests go on, waits until they have, then stops holding
 * (unrouting first would leave them to Playwright, which then refuses their `continue`).
 */
export async function holdCode(page: Page, chunk: RegExp): Promise<() => Promise<void>> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const going: Promise<void>[] = [];
  await page.route(chunk, (route) => {
    const goes = held.then(() => route.continue());
    going.push(goes);
    return goes;
  });
  return async () => {
    letGo();
    await Promise.all(going);
    await page.unroute(chunk);
  };
}
