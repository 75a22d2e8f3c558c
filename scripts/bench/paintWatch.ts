import type { Page } from '@playwright/test';

/**
 * When a view has painted, read in the page: a MutationObserver notes the first moment a
 * condition holds (an element is in the document, a heading says its title) and takes the
 * time of the frame after it (`performance.now()`, as `window.__paintedAt`).
 *
 * Waiting for the element from Playwright and timing the frame after that moment counts
 * Playwright's own polling too: a locator not found is looked for again 100 ms, then 500 ms
 * later, so a relate tree in the document at 430-866 ms was read as painted at 1,039-1,077 ms
 * (5 cold loads, machine idle), and a figure moved by 500 ms with when in a poll's gap the
 * view happened to land.
 *
 * The conditions are JavaScript expressions run in the page, kept as text: tsx wraps named
 * functions in a helper the page does not have.
 */
export type PaintCondition = string;

/** The `nth` match of `selector` (0 = the first) is in the document. */
export const present = (selector: string, nth = 0): PaintCondition =>
  `document.querySelectorAll(${JSON.stringify(selector)}).length > ${nth}`;

/** The page's first-level heading reads `text`. */
export const headingIs = (text: string): PaintCondition =>
  `document.querySelector('h1')?.textContent?.trim() === ${JSON.stringify(text)}`;

const watcher = (conditions: readonly PaintCondition[]) => `(() => {
  const holds = () => { try { return ${conditions.map((c) => `(${c})`).join(' && ')}; } catch { return false; } };
  const mark = () => requestAnimationFrame(() => setTimeout(() => { window.__paintedAt = performance.now(); }));
  delete window.__paintedAt;
  if (holds()) { mark(); return; }
  const observer = new MutationObserver(() => {
    if (!holds()) return;
    observer.disconnect();
    mark();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})()`;

/** Watches every document the page loads from now on (a navigation, a reload). */
export const watchEveryLoad = (page: Page, ...conditions: PaintCondition[]) =>
  page.addInitScript(watcher(conditions));

/** Watches the page's current document from now on (for a click in it). */
export const watchThisDocument = (page: Page, ...conditions: PaintCondition[]) =>
  page.evaluate(watcher(conditions));

/**
 * The time of the frame after the conditions first held, in the document's own clock (its
 * `performance.now()`), once they have. Read with plain evaluations: none of Playwright's helper
 * script is compiled into the page while it is still at work.
 */
export async function paintedAt(page: Page, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const at = await page.evaluate('window.__paintedAt');
    if (typeof at === 'number') return at;
    if (Date.now() > deadline) throw new Error(`the view did not paint within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
