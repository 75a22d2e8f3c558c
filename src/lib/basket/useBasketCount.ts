import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BasketStore } from './store.ts';

const noChange = () => () => {};
const unknown = () => null;

/**
 * How many entries the basket holds, or null until its store has loaded and read what is
 * stored (a count of 0 that becomes 3 would be a wrong answer shown). The header shows it
 * on every page, but the store (reading and checking what localStorage holds) loads after the
 * first paint, not with it: it is 2 kB gzip of the first load's budget. Null too where there is
 * no browser storage (the build's prerender of the frame) or the store's code failed to load.
 */
export function useBasketCount(): number | null {
  const [store, setStore] = useState<BasketStore | null>(null);
  useEffect(() => {
    let live = true;
    import('./store.ts').then(
      (m) => live && setStore(m.basketStore()),
      () => {}, // no count shown; the link to the basket still works
    );
    return () => {
      live = false;
    };
  }, []);
  return useSyncExternalStore(
    store?.subscribe ?? noChange,
    store ? () => (store.isLoaded() ? store.getSnapshot().entries.length : null) : unknown,
    unknown,
  );
}
