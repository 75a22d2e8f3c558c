import type { ItemOutcome } from '../../lib/bulk/index.ts';
import type { Resolution } from './resolve.ts';
import type { CarryNote } from './carry.ts';
import type { BatchDecision } from './decision.ts';
import type { BatchSettings } from './storage.ts';

/**
 * A batch's results and hand decisions, kept in IndexedDB (never the URL: the lines may be
 * private, and 5,000 rows of answers do not fit a link or sessionStorage's few megabytes). A
 * 12-minute run survives a reload or a closed tab; Clear forgets it.
 */

/** The run as it was left: `interrupted` is a run that was still going when the page went away. */
export type SavedRunState = 'idle' | 'cancelled' | 'stopped' | 'complete' | 'interrupted';

export type SavedOutcome =
  | { status: 'done'; value: Resolution }
  | { status: 'failed'; kind: 'transient' | 'permanent'; message: string };

export interface SavedBatch {
  version: 1;
  /** The input and options the results belong to (useBatch's signature). */
  signature: string;
  text: string;
  settings: BatchSettings;
  /** The file the lines came from (CSV columns), when there was one. */
  table: unknown;
  outcomes: Array<[string, SavedOutcome]>;
  /** Hand decisions, with what a carry-over to a new run left to check (carry.ts). */
  decisions: Array<[string, BatchDecision]>;
  run: SavedRunState;
  /** What the last Resolve kept of the decisions before it, and what it could not keep. */
  carried?: CarryNote | null;
}

/** The little a store must do; tests pass a Map-backed one. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export const SAVED_BATCH_KEY = 'batch.session';

export function toSavedOutcome(o: ItemOutcome<Resolution>): SavedOutcome {
  if (o.status === 'done') return o;
  return {
    status: 'failed',
    kind: o.kind,
    message: o.error instanceof Error ? o.error.message : String(o.error),
  };
}

export function fromSavedOutcome(o: SavedOutcome): ItemOutcome<Resolution> {
  if (o.status === 'done') return o;
  return { status: 'failed', kind: o.kind, error: new Error(o.message) };
}

/** A saved batch as read back: null for anything this version did not write. */
export function readSaved(raw: unknown): SavedBatch | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Partial<SavedBatch>;
  if (s.version !== 1 || typeof s.signature !== 'string' || typeof s.text !== 'string') return null;
  if (!Array.isArray(s.outcomes) || !Array.isArray(s.decisions) || !s.settings) return null;
  return s as SavedBatch;
}

const DB = 'terminology-browser.batch';
const STORE = 'kv';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB refused'));
  });
}

function request<T>(mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = run(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(req.result);
        };
        tx.onerror = tx.onabort = () => {
          db.close();
          reject(tx.error ?? new Error('IndexedDB transaction failed'));
        };
      }),
  );
}

/** The browser's IndexedDB; a store that does nothing where there is none (private modes, tests). */
export function indexedDbStore(): KeyValueStore {
  if (typeof indexedDB === 'undefined')
    return { get: async () => undefined, set: async () => undefined, delete: async () => undefined };
  return {
    get: (key) => request('readonly', (s) => s.get(key)),
    set: (key, value) => request('readwrite', (s) => s.put(value, key)).then(() => undefined),
    delete: (key) => request('readwrite', (s) => s.delete(key)).then(() => undefined),
  };
}
