import { assertNoApiKey } from '../export/secretGuard.ts';
import {
  EMPTY_BASKET,
  ruleId,
  type Basket,
  type BasketEntry,
  type BasketOptions,
  type NewEntry,
  type StoredExpansion,
} from './types.ts';
import { parseStoredBasket } from './validate.ts';

export const BASKET_STORAGE = 'basket.v1';

type Listener = () => void;

export interface BasketStore {
  getSnapshot(): Basket;
  subscribe(listener: Listener): () => void;
  /** Adds entries not in the basket yet; returns how many were new. */
  add(entries: readonly NewEntry[]): number;
  /** Removes by id; returns the removed entries (for Undo). */
  remove(ids: readonly string[]): BasketEntry[];
  /** Puts removed entries back as they were (same addedAt, same release). */
  restore(entries: readonly BasketEntry[]): void;
  clear(): BasketEntry[];
  rename(name: string): void;
  describe(description: string): void;
  replace(basket: Basket): void;
  setOptions(options: BasketOptions): void;
  /** Stores what the rules gave (or drops it with null). */
  setExpansion(expansion: StoredExpansion | null): void;
  /** The ValueSet's canonical url and business version. */
  setIdentity(identity: { url?: string; version?: string }): void;
}

/**
 * The basket in localStorage. Every change reads what is stored first and writes the result
 * back (read-modify-write), so a change made in another tab is merged by entry id instead of
 * being overwritten by this tab's older copy; a `storage` event refreshes this tab's view.
 */
export function createBasketStore(storage: Storage, target: Pick<Window, 'addEventListener'> | null) {
  const listeners = new Set<Listener>();
  let snapshot: Basket = read();

  function read(): Basket {
    try {
      return parseStoredBasket(storage.getItem(BASKET_STORAGE)) ?? EMPTY_BASKET;
    } catch {
      return EMPTY_BASKET;
    }
  }
  function emit() {
    for (const l of listeners) l();
  }
  function commit(change: (current: Basket) => Basket) {
    const next = change(read());
    // The key could only get here through a pasted display or description; refuse it.
    const text = assertNoApiKey(JSON.stringify(next));
    storage.setItem(BASKET_STORAGE, text);
    snapshot = next;
    emit();
  }

  target?.addEventListener('storage', (e: StorageEvent) => {
    if (e.key !== null && e.key !== BASKET_STORAGE) return;
    snapshot = read();
    emit();
  });

  const store: BasketStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(entries) {
      let added = 0;
      commit((b) => {
        const seen = new Set(b.entries.map((e) => e.id));
        const now = new Date().toISOString();
        const fresh: BasketEntry[] = [];
        for (const e of entries) {
          const id = ruleId(e.system, e.code, e.rule);
          if (seen.has(id)) continue;
          seen.add(id);
          fresh.push({ ...e, id, addedAt: e.addedAt ?? now });
        }
        added = fresh.length;
        return added ? { ...b, entries: [...b.entries, ...fresh] } : b;
      });
      return added;
    },
    remove(ids) {
      const drop = new Set(ids);
      let removed: BasketEntry[] = [];
      commit((b) => {
        removed = b.entries.filter((e) => drop.has(e.id));
        return { ...b, entries: b.entries.filter((e) => !drop.has(e.id)) };
      });
      return removed;
    },
    restore(entries) {
      commit((b) => {
        const seen = new Set(b.entries.map((e) => e.id));
        return { ...b, entries: [...b.entries, ...entries.filter((e) => !seen.has(e.id))] };
      });
    },
    clear() {
      let removed: BasketEntry[] = [];
      // A cleared basket starts again: its name and the release of its expansion go with the codes,
      // so a later ValueSet does not carry the old ones inside.
      commit((b) => {
        removed = b.entries;
        return { ...EMPTY_BASKET, options: b.options };
      });
      return removed;
    },
    rename: (name) => commit((b) => ({ ...b, name })),
    describe: (description) => commit((b) => ({ ...b, description })),
    replace: (basket) => commit(() => basket),
    setOptions: (options) => commit((b) => ({ ...b, options })),
    setExpansion: (expansion) => commit((b) => ({ ...b, expansion })),
    setIdentity: (identity) => commit((b) => ({ ...b, ...identity })),
  };
  return store;
}

let shared: BasketStore | null = null;

/** The app's one basket (created on first use, so tests and SSR-less tools can make their own). */
export function basketStore(): BasketStore {
  shared ??= createBasketStore(window.localStorage, window);
  return shared;
}
