import { useMemo, useSyncExternalStore } from 'react';
import { basketStore } from './store.ts';
import type { Basket } from './types.ts';

/** The basket, re-rendered on every change in this tab or another. */
export function useBasket(): Basket {
  const store = basketStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** The ids (`system|code`) in the basket: one subscription for a table that marks many rows. */
export function useBasketIds(): ReadonlySet<string> {
  const { entries } = useBasket();
  return useMemo(() => new Set(entries.map((e) => e.id)), [entries]);
}
