import { assertNoApiKey } from '../export/secretGuard.ts';
import { indexedDbBackend, localStorageBackend, type BasketBackend } from './backend.ts';
import { storageJournal, type BasketJournal } from './journal.ts';
import { applyOp, withEntries, type BasketOp } from './ops.ts';
import { settleExpansion } from './settle.ts';
import {
  EMPTY_BASKET,
  type Basket,
  type BasketEntry,
  type BasketOptions,
  type NewEntry,
  type StoredExpansion,
} from './types.ts';
import { parseStoredBasket } from './validate.ts';

export { BASKET_STORAGE } from './backend.ts';

type Listener = () => void;
/** A change and its mark in the tab's journal. */
interface Change {
  op: BasketOp;
  mark: number;
}
const applyAll = (b: Basket, changes: readonly Change[]) => changes.reduce((x, c) => applyOp(x, c.op), b);

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

/**
 * The basket as the page sees it: what the backend last stored, with this tab's changes that
 * are still being written applied on top, in order. A change shows at once (a typed character,
 * a press of "+ Basket"), is written as a function of what is stored when its write runs (so
 * another tab's change in between is kept, never overwritten by this tab's older copy), and a
 * newer stored basket from another tab shows with this tab's pending changes still on it (a
 * name being typed does not jump back a character). Every change is a pure function of the
 * basket, so applying it again to a newer basket gives the same intent. Until its write has
 * landed a change is also in the tab's journal, which the next page of the tab makes again if
 * this one went away first (journal.ts).
 */
export function createBasketStore(
  backend: BasketBackend,
  journal: BasketJournal = storageJournal(null),
): BasketStore {
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
    snapshot = applyAll(stored, pending);
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
      .update((b) => applyAll(b, batch))
      .then(
        (b) => take(n, b),
        () => undefined, // not stored (the disk refused): the changes go, the page shows what is stored
      )
      .then(() => {
        journal.landed(batch.map((c) => c.mark));
        for (const c of batch) pending.splice(pending.indexOf(c), 1);
        inFlight = null;
        recompute();
        send();
      });
  }

  function commit(op: BasketOp) {
    const next = applyOp(snapshot, op);
    // The key could only get here through a pasted display or description; refuse it.
    assertNoApiKey(JSON.stringify(next));
    const change = { op, mark: journal.note(op) };
    pending.push(change);
    unsent.push(change);
    snapshot = next;
    emit();
    send();
  }

  backend.watch(reload);
  if (!loaded) reload();
  // What the page before this one showed but could not store: made again, on top of what is
  // stored once it has been read, like any change made this early. Each is checked as a stored
  // basket is (the journal is storage another script could have written).
  for (const op of journal.takeLeftOver()) {
    try {
      if (parseStoredBasket(JSON.stringify(applyOp(snapshot, op)))) commit(op);
    } catch {
      // Not a change this page can make (malformed, or refused above): dropped.
    }
  }

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
      const at = new Date().toISOString();
      const { added } = withEntries(snapshot, entries, at);
      if (added) commit({ kind: 'add', entries, at });
      return added;
    },
    remove(ids) {
      const drop = new Set(ids);
      const removed = snapshot.entries.filter((e) => drop.has(e.id));
      if (removed.length) commit({ kind: 'remove', ids });
      return removed;
    },
    restore: (entries) => commit({ kind: 'restore', entries }),
    clear() {
      // Only what this tab showed: an entry another tab added meanwhile stays.
      const removed = snapshot.entries;
      commit({ kind: 'clear', ids: removed.map((e) => e.id) });
      return removed;
    },
    rename: (name) => commit({ kind: 'rename', name }),
    describe: (description) => commit({ kind: 'describe', description }),
    replace: (basket) => commit({ kind: 'replace', basket }),
    setOptions: (options) => commit({ kind: 'options', options }),
    setExpansion: (expansion) => commit({ kind: 'expansion', expansion }),
    settleExpansion(run) {
      const { kept } = settleExpansion(snapshot.expansion ?? null, run);
      commit({ kind: 'settle', run });
      return kept;
    },
    setIdentity: (identity) => commit({ kind: 'identity', ...identity }),
  };
}

let shared: BasketStore | null = null;

/** The app's one basket (created on first use, so tests and SSR-less tools can make their own). */
export function basketStore(): BasketStore {
  shared ??= createBasketStore(
    indexedDbBackend(window.localStorage, () => localStorageBackend(window.localStorage, window)),
    storageJournal(window.sessionStorage),
  );
  return shared;
}
