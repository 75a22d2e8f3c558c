/** What a progress bar shows while a bulk walk runs. */
export interface BulkProgress {
  /** Items or pages finished, failed ones included. */
  done: number;
  /** Of which failed (batch rows that say so). */
  failed: number;
  /** Items or pages in all; null while an unpaged list has not shown its end. */
  total: number | null;
  /** Rows gathered so far (pages: items on them; items: finished items). */
  rows: number;
  /** Finished per second over the last few seconds (0 until there is something to measure). */
  ratePerSecond: number;
  elapsedMs: number;
}

/**
 * Completions per second over a sliding window: the rate right now, not the average since
 * the start, so it drops to 0 while a walk waits on a slow answer and recovers after.
 */
export function createRateMeter(now: () => number, windowMs = 5000) {
  const start = now();
  const marks: number[] = [];
  return {
    mark() {
      marks.push(now());
    },
    rate(): number {
      const t = now();
      while (marks.length && marks[0]! <= t - windowMs) marks.shift();
      const span = Math.min(windowMs, t - start);
      return span > 0 ? (marks.length * 1000) / span : 0;
    },
    elapsed: () => now() - start,
  };
}
