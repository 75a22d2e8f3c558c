/**
 * Whether the first page has been on screen a moment: work that can wait (the header's and
 * footer's idle parts, the toast host) waits for it, so that their code and calls do not
 * compete with the page's own on a phone. Set once (markShownAfterPaint).
 */
let shown = false;

/**
 * The page's largest parts can land a commit or two after its first (a section whose answer was
 * a moment later), and the browser shows a painted frame a few frames after painting it: the
 * idle parts wait this much longer. They have stand-ins meanwhile, and load at once when reached for.
 */
export const SETTLE_MS = 300;

export const isFirstPageShown = (): boolean => shown;

/** Marks the first page shown SETTLE_MS after the browser has painted the frame that shows it. */
export function markShownAfterPaint(): void {
  if (shown) return;
  // The next animation frame paints it; the one after starts once that frame is done.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (shown = true), SETTLE_MS)));
}
