// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceWatch, STALL_MS, type ServiceNotice } from './serviceWatch.ts';

describe('serviceWatch', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  /** Every notice the watch publishes, in order. */
  const watched = () => {
    const watch = createServiceWatch();
    const seen: ServiceNotice[] = [];
    watch.subscribe(() => seen.push(watch.get()));
    return { watch, seen };
  };

  it('names a request still unanswered after STALL_MS, and stops once it is over', () => {
    const { watch, seen } = watched();
    const done = watch.sent();
    vi.advanceTimersByTime(STALL_MS - 1);
    expect(watch.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(watch.get()).toEqual({ kind: 'stalled' });
    done();
    expect(seen).toEqual([{ kind: 'stalled' }, null]);
  });

  it('says nothing of requests answered in time, however many', () => {
    const { watch, seen } = watched();
    for (let i = 0; i < 50; i++) {
      const done = watch.sent();
      vi.advanceTimersByTime(STALL_MS / 2);
      done();
    }
    vi.advanceTimersByTime(STALL_MS * 2);
    expect(seen).toEqual([]);
  });

  it('one 429 is not a storm; two within 10 s are, named with the time requests resume', () => {
    const { watch } = watched();
    watch.refused(500);
    expect(watch.get()).toBeNull();
    vi.advanceTimersByTime(3000);
    watch.refused(1000);
    expect(watch.get()).toEqual({ kind: 'limited', resumeAt: 1_004_000 });
    // Past the pause (and a short hold while held requests go again), the notice goes.
    vi.advanceTimersByTime(1000 + 2000);
    expect(watch.get()).toBeNull();
  });

  it('a long pause is named at once', () => {
    const { watch } = watched();
    watch.refused(5000);
    expect(watch.get()).toEqual({ kind: 'limited', resumeAt: 1_005_000 });
  });

  it('a storm outranks a stalled request, which shows again when the storm is over', () => {
    const { watch } = watched();
    watch.sent();
    vi.advanceTimersByTime(STALL_MS);
    watch.refused(3000);
    expect(watch.get()?.kind).toBe('limited');
    vi.advanceTimersByTime(5000);
    expect(watch.get()).toEqual({ kind: 'stalled' });
  });
});
