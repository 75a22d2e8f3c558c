import { useSyncExternalStore } from 'react';
import { basketStore } from './store.ts';
import type { Basket } from './types.ts';

/** The basket, re-rendered on every change in this tab or another. */
export function useBasket(): Basket {
  const store = basketStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
