import { idbStore } from '../idb.ts';
import { EMPTY_BASKET, type Basket } from './types.ts';
import { parseStoredBasket } from './validate.ts';

/** Where the basket was kept before IndexedDB; read once to move it over, and where there is no IndexedDB. */
export const BASKET_STORAGE = 'basket.v1';

/** Where a basket is stored, and how the store hears of another tab's changes. */
export interface BasketBackend {
  /** What is stored now (EMPTY_BASKET when nothing usable is). */
  load(): Promise<Basket>;
  /**
   * Applies `change` to what is stored at that moment and stores the result, atomically and
   * after every write made before it in any tab; resolves with what was stored.
   */
  update(change: (stored: Basket) => Basket): Promise<Basket>;
  /** Calls back when another tab has stored a change. */
  watch(onChange: () => void): void;
  /** What is stored, read at once where the backend can (localStorage); the store then starts loaded. */
  loadNow?(): Basket;
}

/** Checked as every stored basket is: a damaged record reads as empty, never as half a basket. */
const checked = (raw: unknown): Basket => {
  if (raw === undefined || raw === null) return EMPTY_BASKET;
  return parseStoredBasket(typeof raw === 'string' ? raw : JSON.stringify(raw)) ?? EMPTY_BASKET;
};

/**
 * The basket in localStorage, read-modify-write on every change with a `storage` event for the
 * other tabs. Only where IndexedDB is missing: its writes reach the disk late and other tabs
 * late (see lib/idb.ts), which is what the IndexedDB backend is for.
 */
export function localStorageBackend(
  storage: Storage,
  target: Pick<Window, 'addEventListener'> | null,
): BasketBackend {
  const read = (): Basket => {
    try {
      return checked(storage.getItem(BASKET_STORAGE));
    } catch {
      return EMPTY_BASKET;
    }
  };
  return {
    loadNow: read,
    load: async () => read(),
    async update(change) {
      const next = change(read());
      storage.setItem(BASKET_STORAGE, JSON.stringify(next));
      return next;
    },
    watch(onChange) {
      target?.addEventListener('storage', (e: StorageEvent) => {
        if (e.key === null || e.key === BASKET_STORAGE) onChange();
      });
    },
  };
}

const KEY = 'basket';
/** The database the basket is kept in (its one store and its one record are both `basket`). */
export const BASKET_DB = 'terminology-browser.basket';

/**
 * The basket in IndexedDB: every change one readwrite transaction that reads what is stored
 * and writes the result, so the browser orders the changes of all tabs and none is lost;
 * `strict` durability, so a change the page has shown is on disk before a crash can take it. A
 * BroadcastChannel message after each commit tells the other tabs to read the basket again
 * (they read it from the database, so messages arriving out of order do no harm). The basket
 * localStorage held before moves over on first use, in a transaction of its own.
 */
export function indexedDbBackend(legacy: Storage, fallback: () => BasketBackend): BasketBackend {
  const db = idbStore(BASKET_DB, 'basket');
  if (!db) return fallback();
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('terminology-browser.basket');
  let onOtherTab: (() => void) | null = null;
  // IndexedDB refused (a private mode without it, a full disk): the old way, rather than no basket.
  let refused: BasketBackend | null = null;
  const orFallback = <T>(p: Promise<T>, then: (b: BasketBackend) => Promise<T>): Promise<T> =>
    p.catch((err: unknown) => {
      if (refused) return then(refused);
      if (!(err instanceof DOMException) || err.name === 'AbortError') throw err;
      refused = fallback();
      if (onOtherTab) refused.watch(onOtherTab);
      return then(refused);
    });

  const legacyText = (): string | null => {
    try {
      return legacy.getItem(BASKET_STORAGE);
    } catch {
      return null;
    }
  };

  /** One transaction: read what is stored (or what localStorage held, never moved yet), change it, store it. */
  const transact = (change: ((stored: Basket) => Basket) | null): Promise<Basket> =>
    db.transact(
      change ? 'readwrite' : 'readonly',
      (store) => {
        let out: Basket = EMPTY_BASKET;
        const req = store.get(KEY);
        req.onsuccess = () => {
          const raw: unknown = req.result;
          const current = checked(raw === undefined ? legacyText() : raw);
          out = change ? change(current) : current;
          if (change) store.put(out, KEY);
        };
        return () => out;
      },
      change ? { durability: 'strict' } : {},
    );

  return {
    load() {
      const moving = legacyText() !== null;
      return orFallback(transact(moving ? (b) => b : null), (b) => b.load()).then((b) => {
        // In the database now: localStorage forgets it, so it is never read over a newer one.
        if (moving && !refused) legacy.removeItem(BASKET_STORAGE);
        return b;
      });
    },
    update: (change) =>
      orFallback(transact(change), (b) => b.update(change)).then((stored) => {
        if (!refused) channel?.postMessage('changed');
        return stored;
      }),
    watch(onChange) {
      onOtherTab = onChange;
      if (channel) channel.onmessage = () => onChange();
    },
  };
}
