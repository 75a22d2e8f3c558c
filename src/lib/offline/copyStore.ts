import type { DehydratedState } from '@tanstack/query-core';

/**
 * Where the offline copy lives: IndexedDB, whose structured clone keeps what the answers hold
 * (Maps, Sets, Dates) as they are, where JSON would not. One record per answer, so an answer is
 * written when it arrives, never the whole copy again.
 */

/** One answer of the service as the query cache held it. */
export interface CopyRecord {
  /** The query's hash: the record's key. */
  hash: string;
  /** The release the answer belongs to (2025AB), `current` resolved. */
  release: string;
  /** Asked as `current` (or of the drug service): it stands for whatever `current` is. */
  current: boolean;
  /** When the answer arrived (ms since the epoch). */
  at: number;
  query: DehydratedState['queries'][number];
}

/** What `current` stood for when the copy was last written. */
export interface CurrentRelease {
  hash: typeof CURRENT_KEY;
  release: string;
}

const CURRENT_KEY = '#current';

/** The little the copy needs of a store; tests pass memoryCopyStore(). */
export interface CopyStore {
  write(records: readonly CopyRecord[], current: string | null): Promise<void>;
  read(): Promise<{ records: CopyRecord[]; current: string | null }>;
  /** Forgets the records taken before `time`. */
  dropBefore(time: number): Promise<void>;
  clear(): Promise<void>;
}

const split = (values: readonly unknown[]) => {
  const records: CopyRecord[] = [];
  let current: string | null = null;
  for (const v of values) {
    const r = v as CopyRecord | CurrentRelease;
    if (r.hash === CURRENT_KEY) current = (r as CurrentRelease).release;
    else records.push(r as CopyRecord);
  }
  return { records, current };
};

export function memoryCopyStore(): CopyStore & { size: () => number } {
  const map = new Map<string, CopyRecord | CurrentRelease>();
  return {
    size: () => map.size,
    write: async (records, current) => {
      for (const r of records) map.set(r.hash, structuredClone(r));
      if (current) map.set(CURRENT_KEY, { hash: CURRENT_KEY, release: current });
    },
    read: async () => split([...map.values()].map((v) => structuredClone(v))),
    dropBefore: async (time) => {
      for (const [k, v] of map) if (k !== CURRENT_KEY && (v as CopyRecord).at < time) map.delete(k);
    },
    clear: async () => map.clear(),
  };
}

export const COPY_DB = 'terminology-browser.copy';
const STORE = 'answers';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(COPY_DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'hash' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB refused'));
  });
}

/** Runs `work` in one transaction and resolves with what it returns once the transaction is done. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => () => T): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const result = work(tx.objectStore(STORE));
    tx.oncomplete = () => {
      db.close();
      resolve(result());
    };
    tx.onerror = tx.onabort = () => {
      db.close();
      reject(tx.error ?? new Error('IndexedDB transaction failed'));
    };
  });
}

/** The browser's IndexedDB; a store that keeps nothing where there is none (some private modes). */
export function indexedDbCopyStore(): CopyStore {
  if (typeof indexedDB === 'undefined') {
    const none = async () => {};
    return { write: none, read: async () => ({ records: [], current: null }), dropBefore: none, clear: none };
  }
  return {
    write: (records, current) =>
      inTransaction('readwrite', (s) => {
        for (const r of records) s.put(r);
        if (current) s.put({ hash: CURRENT_KEY, release: current } satisfies CurrentRelease);
        return () => undefined;
      }),
    read: () =>
      inTransaction('readonly', (s) => {
        const req = s.getAll();
        return () => split(req.result);
      }),
    dropBefore: (time) =>
      inTransaction('readwrite', (s) => {
        const req = s.openCursor();
        req.onsuccess = () => {
          const cursor = req.result;
          if (!cursor) return;
          const v = cursor.value as CopyRecord | CurrentRelease;
          if (v.hash !== CURRENT_KEY && (v as CopyRecord).at < time) cursor.delete();
          cursor.continue();
        };
        return () => undefined;
      }),
    clear: () =>
      inTransaction('readwrite', (s) => {
        s.clear();
        return () => undefined;
      }),
  };
}
