import type { RateLimiter } from '../../api/limiter.ts';
import { classifyFailure, isAbort, type FailureKind, type WalkEnd } from './errors.ts';
import { runPool } from './pool.ts';
import { createRateMeter, type BulkProgress } from './progress.ts';

export type ItemOutcome<R> =
  { status: 'done'; value: R } | { status: 'failed'; error: unknown; kind: Exclude<FailureKind, 'fatal'> };

/** Index-aligned with the items: undefined = still to do. Pass it back to resume. */
export type ItemOutcomes<R> = ReadonlyArray<ItemOutcome<R> | undefined>;

export interface ItemWalkOptions<T, R> {
  items: readonly T[];
  work(item: T, index: number, signal: AbortSignal): Promise<R>;
  /** Outcomes of an earlier walk over the same items: done items are not asked again. */
  previous?: ItemOutcomes<R>;
  /** Default 4: enough to keep 20 requests/s busy at ~200 ms per answer, few enough to stop quickly. */
  concurrency?: number;
  signal?: AbortSignal;
  /** Called as each item finishes, in finishing order (the table fills as it goes). */
  onOutcome?(index: number, outcome: ItemOutcome<R>): void;
  onProgress?(progress: BulkProgress): void;
  classify?(err: unknown): FailureKind;
  limiter?: RateLimiter;
  now?: () => number;
}

export interface ItemWalkResult<R> {
  end: WalkEnd;
  outcomes: ItemOutcomes<R>;
}

/** Items a resume would still do: never started, interrupted, or failed for a passing reason. */
export function isToDo(outcome: ItemOutcome<unknown> | undefined): boolean {
  return outcome === undefined || (outcome.status === 'failed' && outcome.kind === 'transient');
}

/**
 * Walks a list of items (batch lookup): each one's result lands at its own index, so a
 * cancel or an auth stop keeps every finished row, and a resume does only what is left
 * (never a finished item twice). An item that fails for its own reasons is marked and the
 * walk goes on; an auth failure stops the walk (every later call would fail too).
 */
export async function walkItems<T, R>(options: ItemWalkOptions<T, R>): Promise<ItemWalkResult<R>> {
  const { items, work, concurrency = 4, classify = classifyFailure } = options;
  const outcomes: (ItemOutcome<R> | undefined)[] = items.map((_, i) => options.previous?.[i]);
  const todo = outcomes.flatMap((o, i) => (isToDo(o) ? [i] : []));
  const alreadyDone = items.length - todo.length;
  const controller = new AbortController();
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });

  const meter = createRateMeter(options.now ?? (() => Date.now()));
  let done = alreadyDone;
  let failed = outcomes.filter((o) => o?.status === 'failed' && !isToDo(o)).length;
  let stop: WalkEnd | null = null;
  const report = () =>
    options.onProgress?.({
      done,
      failed,
      total: items.length,
      rows: done,
      ratePerSecond: meter.rate(),
      elapsedMs: meter.elapsed(),
    });
  report();

  let cursor = 0;
  await runPool(
    concurrency,
    () => (stop || cursor >= todo.length ? null : todo[cursor++]!),
    async (index) => {
      let outcome: ItemOutcome<R>;
      try {
        outcome = { status: 'done', value: await work(items[index]!, index, controller.signal) };
      } catch (err) {
        if (isAbort(err, controller.signal)) return; // stays to do
        const kind = classify(err);
        if (kind === 'fatal') {
          // First fatal error wins; the others in flight are aborted and stay to do.
          stop ??= { status: 'stopped', error: err, kind };
          controller.abort(err);
          return;
        }
        outcome = { status: 'failed', error: err, kind };
      }
      // An answer that arrives after a stop or cancel is kept: it is a real result, and
      // dropping it would only make the resume ask again.
      outcomes[index] = outcome;
      done++;
      if (outcome.status === 'failed') failed++;
      meter.mark();
      options.onOutcome?.(index, outcome);
      report();
    },
    controller.signal,
    options.limiter,
  );
  outer?.removeEventListener('abort', onOuterAbort);
  const end: WalkEnd = stop ?? (outer?.aborted ? { status: 'cancelled' } : { status: 'complete' });
  return { end, outcomes };
}
