import { assertNoApiKey } from '../export/secretGuard.ts';
import { indexedDbBackend, localStorageBackend, type BasketBackend } from './backend.ts';
import { settleExpansion } from './settle.ts';
import {
  EMPTY_BASKET,
  ruleId,
  type Basket,
  type BasketEntry,
  type BasketOptions,
  type NewEntry,
  type StoredExpansion,
} from './types.ts';

export { BASKET_STORAGE } from './backend.ts';

type Listener = () => void;
type Change = (b: Basket) => Basket;

export interface BasketStore {
  getSnapshot(): Basket;
  subscribe(listener: Listener): () => void;
  /** False until what is stored has been read (the first few milliseconds of a page). */
  isLoaded(): boolean;
  /** Resolves once every change made so far is stored. */
  settled(): Promise<void>;
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
  /**
   * Stores an expansion run, unless it could not read every rule and the stored expansion
   * did (settle.ts): decided against what is stored when the write lands. Returns whether the
   * expansion before it was kept, as the page sees it now.
   */
  settleExpansion(run: StoredExpansion): boolean;
  /** The ValueSet's canonical url and business version. */
  setIdentity(identity: { url?: string; version?: string }): void;
}

function withEntries(
  b: Basket,
  entries: readonly NewEntry[],
  now: string,
): { basket: Basket; added: number } {
  const seen = new Set(b.entries.map((e) => e.id));
  const fresh: BasketEntry[] = [];
  for (const e of entries) {
    const id = ruleId(e.system, e.code, e.rule);
    if (seen.has(id)) continue;
    seen.add(id);
    fresh.push({ ...e, id, addedAt: e.addedAt ?? now });
  }
  return { basket: fresh.length ? { ...b, entries: [...b.entries, ...fresh] } : b, added: fresh.length };
}

/**
 * The basket as the page sees it: what the backend last stored, with this tab's changes that
 * are still being written applied on top, in order. A change shows at once (a typed character,
 * a press of "+ Basket"), is written as a function of what is stored when its write runs (so
 * another tab's change in between is kept, never overwritten by this tab's older copy), and a
 * newer stored basket from another tab shows with this tab's pending changes still on it (a
 * name being typed does not jump back a character). Every change is a pure function of the
 * basket, so applying it again to a newer basket gives the same intent.
 */
export function createBasketStore(backend: BasketBackend): BasketStore {
  const listeners = new Set<Listener>();
  const pending: Change[] = [];
  let stored: Basket = backend.loadNow?.() ?? EMPTY_BASKET;
  let loaded = backend.loadNow !== undefined;
  let snapshot = stored;
  /** Writes and reads are numbered as made: an answer older than one already applied is dropped. */
  let made = 0;
  let applied = 0;
  /** Changes not sent yet, and the write on its way (one at a time: see `send`). */
  let unsent: Change[] = [];
  let inFlight: Promise<void> | null = null;

  const emit = () => {
    for (const l of listeners) l();
  };
  const recompute = () => {
    snapshot = pending.reduce((b, f) => f(b), stored);
    emit();
  };
  const take = (n: number, b: Basket) => {
    if (n < applied) return;
    applied = n;
    stored = b;
  };
  const reload = () => {
    const n = ++made;
    backend.load().then(
      (b) => {
        take(n, b);
        loaded = true;
        recompute();
      },
      () => {
        loaded = true;
        recompute();
      },
    );
  };

  /**
   * Sends what changed since the last write, as one write, once the one before has landed: a
   * name typed a character at a time is a few writes, not one per key queued behind each other
   * (a queue the page could leave behind unwritten when it is reloaded).
   */
  function send() {
    if (inFlight || unsent.length === 0) return;
    const batch = unsent;
    unsent = [];
    const n = ++made;
    inFlight = backend
      .update((b) => batch.reduce((x, f) => f(x), b))
      .then(
        (b) => take(n, b),
        () => undefined, // not stored (the disk refused): the changes go, the page shows what is stored
      )
      .then(() => {
        for (const f of batch) pending.splice(pending.indexOf(f), 1);
        inFlight = null;
        recompute();
        send();
      });
  }

  function commit(change: Change) {
    const next = change(snapshot);
    // The key could only get here through a pasted display or description; refuse it.
    assertNoApiKey(JSON.stringify(next));
    pending.push(change);
    unsent.push(change);
    snapshot = next;
    emit();
    send();
  }

  backend.watch(reload);
  if (!loaded) reload();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLoaded: () => loaded,
    async settled() {
      while (inFlight) await inFlight;
    },
    add(entries) {
      const now = new Date().toISOString();
      const { added } = withEntries(snapshot, entries, now);
      if (added) commit((b) => withEntries(b, entries, now).basket);
      return added;
    },
    remove(ids) {
      const drop = new Set(ids);
      const removed = snapshot.entries.filter((e) => drop.has(e.id));
      if (removed.length) commit((b) => ({ ...b, entries: b.entries.filter((e) => !drop.has(e.id)) }));
      return removed;
    },
    restore(entries) {
      commit((b) => {
        const seen = new Set(b.entries.map((e) => e.id));
        return { ...b, entries: [...b.entries, ...entries.filter((e) => !seen.has(e.id))] };
      });
    },
    clear() {
      const removed = snapshot.entries;
      const drop = new Set(removed.map((e) => e.id));
      // Only what this tab showed: an entry another tab added meanwhile stays. A cleared basket
      // starts again: its name and the release of its expansion go with the codes, so a later
      // ValueSet does not carry the old ones inside.
      commit((b) => ({
        ...EMPTY_BASKET,
        options: b.options,
        entries: b.entries.filter((e) => !drop.has(e.id)),
      }));
      return removed;
    },
    rename: (name) => commit((b) => ({ ...b, name })),
    describe: (description) => commit((b) => ({ ...b, description })),
    replace: (basket) => commit(() => basket),
    setOptions: (options) => commit((b) => ({ ...b, options })),
    setExpansion: (expansion) => commit((b) => ({ ...b, expansion })),
    settleExpansion(run) {
      const { kept } = settleExpansion(snapshot.expansion ?? null, run);
      commit((b) => ({ ...b, expansion: settleExpansion(b.expansion ?? null, run).stored }));
      return kept;
    },
    setIdentity: (identity) => commit((b) => ({ ...b, ...identity })),
  };
}

let shared: BasketStore | null = null;

/** The app's one basket (created on first use, so tests and SSR-less tools can make their own). */
export function basketStore(): BasketStore {
  shared ??= createBasketStore(
    indexedDbBackend(window.localStorage, () => localStorageBackend(window.localStorage, window)),
  );
  return shared;
}
