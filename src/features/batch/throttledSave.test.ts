// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { throttledSave, type Timers } from './throttledSave.ts';

/** A clock the test moves by hand, with the timers it holds. */
function clock() {
  let now = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let ids = 0;
  const t: Timers = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = ++ids;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((x) => x.id !== id);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = timers.filter((x) => x.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((x) => x !== next);
      now = next.at;
      next.run();
    }
    now = until;
  };
  return { t, advance, now: () => now };
}

describe('saving a running batch', () => {
  it('saves while answers keep arriving: one write per interval, never later than one interval after an answer', () => {
    const c = clock();
    const writes: number[] = [];
    const save = throttledSave(() => writes.push(c.now()), 500, c.t);
    // 198 answers, one every 60 ms (a run at its pace): a debounce of 400 ms would never write.
    const answeredAt: number[] = [];
    for (let i = 0; i < 198; i++) {
      answeredAt.push(c.now());
      save.schedule();
      c.advance(60);
    }
    c.advance(1000);
    expect(writes[0]).toBe(0);
    expect(writes.length).toBeGreaterThanOrEqual(23);
    for (let i = 1; i < writes.length; i++) expect(writes[i]! - writes[i - 1]!).toBeGreaterThanOrEqual(500);
    // Every answer is in a write at most 500 ms after it arrived.
    for (const at of answeredAt) expect(writes.find((w) => w >= at)! - at).toBeLessThanOrEqual(500);
  });

  it('writes nothing when nothing changed, and the last change once after a quiet spell', () => {
    const c = clock();
    let writes = 0;
    const save = throttledSave(() => writes++, 500, c.t);
    c.advance(5000);
    expect(writes).toBe(0);
    save.schedule();
    save.schedule();
    c.advance(100);
    save.schedule();
    c.advance(2000);
    expect(writes).toBe(2);
  });

  it('flush writes what is pending at once (the page goes away), and only that', () => {
    const c = clock();
    let writes = 0;
    const save = throttledSave(() => writes++, 500, c.t);
    save.schedule();
    save.schedule();
    expect(writes).toBe(1);
    save.flush();
    expect(writes).toBe(2);
    save.flush();
    c.advance(1000);
    expect(writes).toBe(2);
  });

  it('cancel forgets what is pending (results cleared)', () => {
    const c = clock();
    let writes = 0;
    const save = throttledSave(() => writes++, 500, c.t);
    save.schedule();
    save.schedule();
    save.cancel();
    c.advance(1000);
    save.flush();
    expect(writes).toBe(1);
  });
});
