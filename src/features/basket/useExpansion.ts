import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { countingDeps } from '../../lib/basket/countingDeps.ts';
import { diffExpansions, type ExpansionDiff } from '../../lib/basket/diff.ts';
import { expandBasket, rulesKey } from '../../lib/basket/expand.ts';
import { isComplete } from '../../lib/basket/settle.ts';
import { serviceDeps } from '../../lib/basket/expandDeps.ts';
import { basketStore, type Basket, type StoredExpansion } from '../../lib/basket/index.ts';
import { releaseAvailabilityQuery } from '../../lib/queries/releaseAvailability.ts';

export type ExpandState =
  { kind: 'idle' } | { kind: 'running'; calls: number; codes: number } | { kind: 'failed'; message: string };

export interface ReExpanded {
  before: StoredExpansion | null;
  after: StoredExpansion;
  diff: ExpansionDiff;
}

/**
 * A run that could not read every rule, and whether the expansion before it was kept (it is
 * whenever it had read every rule: see settleExpansion).
 */
export interface Unfinished {
  run: StoredExpansion;
  kept: boolean;
}

/**
 * The basket's expansion. A basket never expanded, or one whose rules changed since an
 * expansion made here, is expanded again at once (single codes need no call). An imported
 * expansion is kept as it was until the user asks to re-expand: it is what the diff is against.
 * A run the service could not answer in full never replaces a whole expansion (the store
 * settles it against what is stored, in the same write); the page says which rules it missed.
 */
export function useExpansion(basket: Basket) {
  const [state, setState] = useState<ExpandState>({ kind: 'idle' });
  const client = useQueryClient();
  const [reExpanded, setReExpanded] = useState<ReExpanded | null>(null);
  const [unfinished, setUnfinished] = useState<Unfinished | null>(null);
  const abort = useRef<AbortController | null>(null);
  const key = rulesKey(basket);
  const stored = basket.expansion ?? null;
  const stale = stored !== null && stored.rulesKey !== key;
  const automatic = basket.entries.length > 0 && (stored === null || (stale && stored.origin === 'computed'));

  /** Stores a finished run (or keeps what was there) and notes what it could not read. */
  const settle = (after: StoredExpansion) => {
    const kept = basketStore().settleExpansion(after);
    setUnfinished(isComplete(after) ? null : { run: after, kept });
  };

  const run = async (release: string, showDiff: boolean) => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    const deps = countingDeps(serviceDeps(release), (calls, codes) => {
      if (!ctrl.signal.aborted) setState({ kind: 'running', calls, codes });
    });
    const before = basketStore().getSnapshot().expansion ?? null;
    try {
      const after = await expandBasket(basketStore().getSnapshot(), deps, release, { signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      settle(after);
      if (showDiff) setReExpanded({ before, after, diff: diffExpansions(before, after) });
      setState({ kind: 'idle' });
    } catch (err) {
      if (ctrl.signal.aborted) return;
      setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  };

  // The automatic expansion is a query keyed by the rules: a change of rules starts a new one
  // and cancels the old; its result is settled into the basket like a re-expansion's.
  const release = stored?.release ?? 'current';
  const auto = useQuery({
    queryKey: ['basket-expansion', key, release],
    queryFn: async ({ signal }) => {
      const after = await expandBasket(basketStore().getSnapshot(), serviceDeps(release), release, {
        signal,
      });
      settle(after);
      return after;
    },
    enabled: automatic,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => () => abort.current?.abort(), []);

  return {
    state:
      state.kind === 'idle' && automatic && auto.error
        ? ({ kind: 'failed', message: auto.error.message } as const)
        : state.kind === 'idle' && automatic && !auto.data
          ? ({ kind: 'running', calls: 0, codes: 0 } as const)
          : state,
    stored,
    stale,
    reExpanded,
    unfinished,
    reExpand: async (release: string) => {
      setState({ kind: 'running', calls: 0, codes: 0 });
      // A release the service does not serve would expand to nothing and read as "all removed":
      // it is refused first, by name (one call per release and session, shared with the shell).
      const served = await client.fetchQuery(releaseAvailabilityQuery(release)).catch(() => null);
      if (served === false) {
        setState({ kind: 'failed', message: `${release}: no such release (the service does not serve it)` });
        return;
      }
      return run(release, true);
    },
    closeDiff: () => setReExpanded(null),
  };
}
