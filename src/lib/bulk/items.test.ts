// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { walkItems, type ItemOutcome } from './items.ts';
import type { BulkProgress } from './progress.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A fake service: records every call and answers after `delayMs` (real timers, tiny). */
function fakeService(fail: (item: number, call: number) => unknown = () => null, delayMs = 1) {
  const calls: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const work = async (item: number, _i: number, signal: AbortSignal) => {
    calls.push(item);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, delayMs);
        signal.addEventListener('abort', () => {
          clearTimeout(t);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
      const err = fail(item, calls.filter((c) => c === item).length);
      if (err) throw err;
      return `r${item}`;
    } finally {
      inFlight--;
    }
  };
  return { work, calls, max: () => maxInFlight };
}

const values = (outcomes: ReadonlyArray<ItemOutcome<string> | undefined>) =>
  outcomes.map((o) => (o === undefined ? undefined : o.status === 'done' ? o.value : `failed:${o.kind}`));
const items = Array.from({ length: 40 }, (_, i) => i);

describe('walkItems', () => {
  it('does every item once, at most `concurrency` at a time, results at their own index', async () => {
    const s = fakeService();
    const seen: number[] = [];
    const r = await walkItems({ items, work: s.work, concurrency: 3, onOutcome: (i) => seen.push(i) });
    expect(r.end).toEqual({ status: 'complete' });
    expect(values(r.outcomes)).toEqual(items.map((i) => `r${i}`));
    expect([...s.calls].sort((a, b) => a - b)).toEqual(items);
    expect(s.max()).toBeLessThanOrEqual(3);
    expect(s.max()).toBeGreaterThan(1);
    expect(seen.sort((a, b) => a - b)).toEqual(items);
  });

  it('cancel keeps what is done; resume does the rest; nothing lost, nothing asked twice', async () => {
    const s = fakeService();
    const controller = new AbortController();
    const first = await walkItems({
      items,
      work: s.work,
      signal: controller.signal,
      onOutcome: (i) => i === 10 && controller.abort(),
    });
    expect(first.end).toEqual({ status: 'cancelled' });
    const doneFirst = first.outcomes.filter(Boolean).length;
    expect(doneFirst).toBeGreaterThan(0);
    expect(doneFirst).toBeLessThan(items.length);

    const second = await walkItems({ items, work: s.work, previous: first.outcomes });
    expect(second.end).toEqual({ status: 'complete' });
    expect(values(second.outcomes)).toEqual(items.map((i) => `r${i}`));
    // Items in flight when cancelled were started but never finished: only those are asked again.
    const finishedTwice = items.filter((i) => s.calls.filter((c) => c === i).length > 1);
    for (const i of finishedTwice) expect(first.outcomes[i]).toBeUndefined();
    expect(finishedTwice.length).toBeLessThanOrEqual(4);
  });

  it('an item that makes the service fail says so and the rest goes on; resume leaves it', async () => {
    const bad = new ApiError('bad-response', 'garbled');
    const s = fakeService((item) => (item === 7 ? bad : null));
    const r = await walkItems({ items, work: s.work });
    expect(r.end.status).toBe('complete');
    expect(r.outcomes[7]).toEqual({ status: 'failed', error: bad, kind: 'permanent' });
    expect(r.outcomes.filter((o) => o?.status === 'done')).toHaveLength(39);
    const again = await walkItems({ items, work: s.work, previous: r.outcomes });
    expect(s.calls.filter((c) => c === 7)).toHaveLength(1);
    expect(again.outcomes[7]?.status).toBe('failed');
  });

  it('a transient failure is marked, and a resume asks that item again (only it)', async () => {
    const s = fakeService((item, call) =>
      item === 3 && call === 1 ? new ApiError('network', 'down') : null,
    );
    const r = await walkItems({ items, work: s.work });
    expect(r.outcomes[3]).toMatchObject({ status: 'failed', kind: 'transient' });
    const progress: BulkProgress[] = [];
    const again = await walkItems({
      items,
      work: s.work,
      previous: r.outcomes,
      onProgress: (p) => progress.push(p),
    });
    expect(again.outcomes[3]).toEqual({ status: 'done', value: 'r3' });
    expect(s.calls).toHaveLength(41);
    expect(progress[0]).toMatchObject({ done: 39, total: 40 });
    expect(progress.at(-1)).toMatchObject({ done: 40, failed: 0, total: 40 });
  });

  it('a refused key stops the walk, keeps every result, and the resume finishes the list', async () => {
    let keyRevoked = false;
    const s = fakeService((item, call) => {
      if (item === 15 && call === 1) keyRevoked = true;
      return keyRevoked ? new ApiError('auth', 'The API key was refused', { status: 401 }) : null;
    });
    const r = await walkItems({ items, work: s.work, concurrency: 4 });
    expect(r.end).toMatchObject({ status: 'stopped', kind: 'fatal' });
    expect((r.end as { error: ApiError }).error.kind).toBe('auth');
    expect(r.outcomes[15]).toBeUndefined(); // not marked failed: it is still to do
    expect(r.outcomes.some((o) => o?.status === 'failed')).toBe(false);
    const kept = r.outcomes.filter(Boolean).length;
    expect(kept).toBeGreaterThanOrEqual(14);
    expect(kept).toBeLessThan(40);

    keyRevoked = false; // the user entered a new key
    const callsBefore = s.calls.length;
    const done = await walkItems({ items, work: s.work, previous: r.outcomes });
    expect(done.end.status).toBe('complete');
    expect(values(done.outcomes)).toEqual(items.map((i) => `r${i}`));
    expect(s.calls.length - callsBefore).toBe(40 - kept);
  });

  it('with an aborted signal does nothing', async () => {
    const s = fakeService();
    const c = new AbortController();
    c.abort();
    const r = await walkItems({ items, work: s.work, signal: c.signal });
    expect(r.end.status).toBe('cancelled');
    expect(s.calls).toHaveLength(0);
    await tick();
  });
});
