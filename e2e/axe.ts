import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for one page of the app, run inside that page (axe's "legacy mode", axe.run): by default
 * @axe-core/playwright opens a blank page for every scan, injects axe into it as well and
 * finishes the run there, a new renderer and a second evaluation of axe's 0.5 MB per scan. That
 * route exists for cross-origin frames; the app has no frames, so both give the same results.
 *
 * `injected`: axe is already in this document (an earlier scan of it, and no navigation since,
 * such as a scheme switch), so it is not evaluated again.
 */
export function axeOn(page: Page, { injected = false } = {}): AxeBuilder {
  // An empty source would fall back to the bundled one: a statement that does nothing keeps
  // the axe the earlier scan put in the page.
  return new AxeBuilder({ page, ...(injected ? { axeSource: ';' } : {}) }).setLegacyMode();
}
