import { act } from '@testing-library/react';

/**
 * A whenIdle the test drives: `vi.mock('../../lib/whenIdle.ts', () => import('./testIdle.ts'))`,
 * then `turnIdle()` where the page would turn idle. The real one fires after a wall-clock wait
 * (300 ms in jsdom); on a loaded machine that wait ran out between a test finding the stand-in
 * button and clicking it, so the click hit a button no longer in the page.
 */
let pending: Array<() => void> = [];

export function whenIdle(fn: () => void): () => void {
  pending.push(fn);
  return () => {
    pending = pending.filter((f) => f !== fn);
  };
}

/** Runs every callback waiting for idle (those they schedule wait for the next call). */
export function turnIdle(): void {
  const due = pending;
  pending = [];
  act(() => due.forEach((fn) => fn()));
}
