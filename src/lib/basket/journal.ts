import { OP_KINDS, type BasketOp } from './ops.ts';

/** Where a tab keeps the basket changes whose writes have not landed yet. */
export const JOURNAL_STORAGE = 'basket.unsaved.v1';

/**
 * A change older than this is not made again: the next page of the same tab comes within
 * seconds of the one that went away; a change found much later (the tab came back to the app
 * after an hour elsewhere) may no longer be what the user wants over what other tabs did since.
 */
export const JOURNAL_MAX_AGE_MS = 10 * 60_000;

/**
 * The changes a page has shown but not yet stored, kept where a page load in the same tab
 * finds them. A basket write is an IndexedDB transaction: a page load that follows a press
 * within milliseconds (a link clicked right after "+ Basket", a reload) tears the document
 * down and the transaction with it, and the press would be lost. sessionStorage is written at
 * once and belongs to this tab alone, so the next page makes those changes again; they are
 * idempotent (ops.ts), so one whose write did land but whose answer the page never heard does
 * no harm.
 */
export interface BasketJournal {
  /** Keeps `op` until `landed` is called with the mark returned. */
  note(op: BasketOp): number;
  /** The writes holding these changes have ended (stored, or refused for good). */
  landed(marks: readonly number[]): void;
  /** The changes an earlier page of this tab left unstored, oldest first; forgets them. */
  takeLeftOver(): BasketOp[];
}

interface Noted {
  mark: number;
  /** When it was made (ms since the epoch). */
  at: number;
  op: BasketOp;
}

const isNoted = (v: unknown): v is Noted => {
  if (typeof v !== 'object' || v === null) return false;
  const n = v as Partial<Noted>;
  return (
    typeof n.mark === 'number' &&
    typeof n.at === 'number' &&
    typeof n.op === 'object' &&
    n.op !== null &&
    OP_KINDS.has((n.op as { kind?: unknown }).kind as string)
  );
};

/** A journal in `storage` (the tab's sessionStorage); `null` keeps nothing (no storage at all). */
export function storageJournal(storage: Storage | null, now: () => number = Date.now): BasketJournal {
  let next = 0;
  // What this page noted, in memory too: a failed write to storage (full, refused) loses only
  // the journal's copy, never the page's own bookkeeping.
  let mine: Noted[] = [];
  const save = () => {
    try {
      if (mine.length) storage?.setItem(JOURNAL_STORAGE, JSON.stringify(mine));
      else storage?.removeItem(JOURNAL_STORAGE);
    } catch {
      // Full or refused: the write itself still goes on, only the safety net is missing.
    }
  };
  return {
    note(op) {
      const mark = ++next;
      mine.push({ mark, at: now(), op });
      save();
      return mark;
    },
    landed(marks) {
      const done = new Set(marks);
      mine = mine.filter((n) => !done.has(n.mark));
      save();
    },
    takeLeftOver() {
      let found: unknown = null;
      try {
        found = JSON.parse(storage?.getItem(JOURNAL_STORAGE) ?? 'null');
        storage?.removeItem(JOURNAL_STORAGE);
      } catch {
        return [];
      }
      if (!Array.isArray(found)) return [];
      const since = now() - JOURNAL_MAX_AGE_MS;
      return found
        .filter(isNoted)
        .filter((n) => n.at >= since && n.at <= now())
        .map((n) => n.op);
    },
  };
}
