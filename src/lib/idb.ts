/**
 * A thin wrapper over one IndexedDB object store: one connection per database, kept open and
 * reopened when the browser closes it, and every operation one transaction that resolves only
 * once it has committed. The basket and the batch runs both keep their state here.
 *
 * Why IndexedDB for saved work: a readwrite transaction is atomic, and the browser runs the
 * readwrite transactions of every tab on a store one after the other in the order they were
 * made, so a read-modify-write in one transaction can never lose another tab's write. And a
 * committed transaction is on disk: Chromium's localStorage writes reach the disk seconds later
 * (a crash lost basket adds made up to ~3 s before it), and another tab's copy of localStorage
 * learns of a write later still (two tabs editing lost one write in 2 of 3 trials).
 */
export interface IdbStore {
  /**
   * Runs `body` in one transaction on the store. `body` starts the requests and returns a getter
   * for the result, read once the transaction has committed; the promise rejects if it aborts.
   */
  transact<T>(
    mode: IDBTransactionMode,
    body: (store: IDBObjectStore) => () => T,
    options?: TransactOptions,
  ): Promise<T>;
}

export interface TransactOptions {
  /** `strict`: complete only once the disk has it (IndexedDB's own option). */
  durability?: IDBTransactionDurability;
  /**
   * `body` makes every request at once (none in a callback): ask for the commit right away
   * instead of when the requests are done. A write started as the page goes away (pagehide)
   * then reaches the database before the document is torn down.
   */
  commitNow?: boolean;
}

/** An IndexedDB store, or null where the browser has no IndexedDB (tests in jsdom, old private modes). */
export function idbStore(database: string, store: string): IdbStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let connection: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> =>
    (connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(database, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(store);
      req.onsuccess = () => {
        const db = req.result;
        // Another document deletes or upgrades the database (a test clearing the profile, a
        // newer build): let it, and open again on the next use.
        db.onversionchange = () => {
          db.close();
          connection = null;
        };
        db.onclose = () => {
          connection = null;
        };
        resolve(db);
      };
      req.onerror = () => {
        connection = null;
        reject(req.error ?? new Error('IndexedDB refused to open'));
      };
      req.onblocked = () => undefined;
    }));

  return {
    async transact(mode, body, options) {
      const txOptions = options?.durability ? { durability: options.durability } : undefined;
      let db = await open();
      let tx: IDBTransaction;
      try {
        tx = db.transaction(store, mode, txOptions);
      } catch {
        // Closed between the open and now (a version change): once more on a new connection.
        connection = null;
        db = await open();
        tx = db.transaction(store, mode, txOptions);
      }
      const result = body(tx.objectStore(store));
      if (options?.commitNow) tx.commit?.();
      return new Promise((resolve, reject) => {
        tx.oncomplete = () => resolve(result());
        tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      });
    },
  };
}
