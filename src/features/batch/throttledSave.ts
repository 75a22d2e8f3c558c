/**
 * Saving a running batch as its answers arrive: at most one write per interval, the first at
 * once, then one at the end of each interval in which something changed. A reload or a crash
 * then loses at most the answers of the last interval; `flush` writes what is pending at once
 * (a hand decision, the page going away).
 *
 * A debounce (wait until changes stop for a while) never saves during a run: its timer starts
 * again with every answer, and a run answers several times a second until it ends.
 */
export interface ThrottledSave {
  /** Something changed: written now if the last write is an interval old, else when it is. */
  schedule(): void;
  /** Writes what changed now. */
  flush(): void;
  /** Forgets what is pending (the results were cleared). */
  cancel(): void;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const browserTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * `write` reads the state when it is called (so a write always holds the latest answers) and
 * starts its own transaction at once; writes may overlap, the database applies them in order.
 */
export function throttledSave(
  write: () => void,
  intervalMs: number,
  timers: Timers = browserTimers,
): ThrottledSave {
  let dirty = false;
  let timer: unknown = null;
  let last = -Infinity;
  const run = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (!dirty) return;
    dirty = false;
    last = timers.now();
    write();
  };
  return {
    schedule() {
      dirty = true;
      if (timer !== null) return;
      const wait = last + intervalMs - timers.now();
      if (wait <= 0) run();
      else timer = timers.setTimeout(run, wait);
    },
    flush: run,
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      dirty = false;
    },
  };
}
