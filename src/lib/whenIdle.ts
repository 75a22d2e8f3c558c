/**
 * Runs `fn` once the browser is idle (within `timeout` ms at most), or after 300 ms where there
 * is no requestIdleCallback (Safari, jsdom). Returns a cancel function.
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  const w = window as Window & typeof globalThis;
  if (typeof w.requestIdleCallback === 'function') {
    const id = w.requestIdleCallback(fn, { timeout });
    return () => w.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 300);
  return () => clearTimeout(id);
}
