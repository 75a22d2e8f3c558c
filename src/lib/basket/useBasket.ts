import { useMemo, useSyncExternalStore } from 'react';
import { basketStore } from './store.ts';
import { EMPTY_BASKET, type Basket } from './types.ts';

/**
 * The basket, re-rendered on every change in this tab or another. Empty where there is no
 * browser storage: the build's prerender of the frame (app/firstLoad/StaticFrame.tsx).
 */
export function useBasket(): Basket {
  const store = typeof window === 'undefined' ? null : basketStore();
  return useSyncExternalStore(store?.subscribe ?? noChange, store?.getSnapshot ?? empty, empty);
}

const noChange = () => () => {};
const empty = () => EMPTY_BASKET;

/**
 * Whether the basket has been read from storage yet (IndexedDB answers a few milliseconds after
 * the page starts): a page that acts on the basket's content at once (a share link that
 * replaces an empty basket) waits for it.
 */
export function useBasketLoaded(): boolean {
  const store = typeof window === 'undefined' ? null : basketStore();
  return useSyncExternalStore(store?.subscribe ?? noChange, store?.isLoaded ?? no, no);
}
const no = () => false;

/** The ids (`system|code`) in the basket: one subscription for a table that marks many rows. */
export function useBasketIds(): ReadonlySet<string> {
  const { entries } = useBasket();
  return useMemo(() => new Set(entries.map((e) => e.id)), [entries]);
}
