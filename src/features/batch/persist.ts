import { idbStore } from '../../lib/idb.ts';
import type { ItemOutcome } from '../../lib/bulk/index.ts';
import type { Resolution } from './resolve.ts';
import type { CarryNote } from './carry.ts';
import type { BatchDecision } from './decision.ts';
import type { BatchSettings } from './storage.ts';

/**
 * A batch's results and hand decisions, kept in IndexedDB (never the URL: the lines may be
 * private, and 5,000 rows of answers do not fit a link or sessionStorage's few megabytes). Each
 * tab's run has a record of its own (tabRun.ts names it), so a second tab never overwrites the
 * first; a small summary beside each record lets a new tab offer the saved runs by name and
 * date without reading every run. A 12-minute run survives a reload, a crash or a closed tab;
 * Clear forgets it.
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

/** What a new tab lists of a saved run. */
export interface RunSummary {
  id: string;
  /** The file's name, or the first line and how many follow. */
  name: string;
  /** ISO 8601: when it was last saved. */
  savedAt: string;
  lines: number;
  /** Lookups answered (an error is an answer too). */
  answered: number;
  run: SavedRunState;
}

/** The little a store must do; tests pass a Map-backed one. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  /** Writes every pair in one transaction: all of them land, or none. */
  put(pairs: ReadonlyArray<readonly [string, unknown]>): Promise<void>;
  /** Deletes the keys in one transaction. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every value whose key starts with `prefix`. */
  values(prefix: string): Promise<unknown[]>;
}

const RUN = 'batch.run:';
const SUMMARY = 'batch.summary:';
/** The one slot every tab shared before runs had records of their own. */
export const LEGACY_KEY = 'batch.session';
/** Saved runs kept; the oldest beyond it (not open in a tab) are forgotten. */
export const MAX_SAVED_RUNS = 20;

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

function readSummary(raw: unknown): RunSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Partial<RunSummary>;
  if (typeof s.id !== 'string' || typeof s.name !== 'string' || typeof s.savedAt !== 'string') return null;
  return s as RunSummary;
}

/** The name a run is offered by: its file's, or its first line and how many lines follow. */
export function runName(saved: Pick<SavedBatch, 'text' | 'table'>): string {
  const file = (saved.table as { fileName?: unknown } | null)?.fileName;
  if (typeof file === 'string' && file) return file;
  const lines = saved.text.split(/\r\n|\r|\n/).filter((l) => l.trim());
  const first = (lines[0] ?? '').trim();
  const short = first.length > 40 ? `${first.slice(0, 39)}…` : first;
  const more = lines.length - 1;
  return more > 0 ? `“${short}” and ${more.toLocaleString('en-US')} more` : `“${short}”`;
}

export function summaryOf(id: string, saved: SavedBatch, now: Date): RunSummary {
  return {
    id,
    name: runName(saved),
    savedAt: now.toISOString(),
    lines: saved.text.split(/\r\n|\r|\n/).filter((l) => l.trim()).length,
    answered: saved.outcomes.length,
    run: saved.run,
  };
}

/** Saves a run and its summary together. */
export function saveRun(
  store: KeyValueStore,
  id: string,
  saved: SavedBatch,
  now = new Date(),
): Promise<void> {
  return store.put([
    [RUN + id, saved],
    [SUMMARY + id, summaryOf(id, saved, now)],
  ]);
}

export async function loadRun(store: KeyValueStore, id: string): Promise<SavedBatch | null> {
  return readSaved(await store.get(RUN + id));
}

export function deleteRun(store: KeyValueStore, id: string): Promise<void> {
  return store.delete([RUN + id, SUMMARY + id]);
}

/**
 * The saved runs, newest first. The one slot of older versions becomes a run of its own the
 * first time (`newId` names it); beyond MAX_SAVED_RUNS the oldest not in `open` are forgotten.
 */
export async function listRuns(
  store: KeyValueStore,
  { open = new Set<string>(), newId }: { open?: ReadonlySet<string>; newId: () => string },
): Promise<RunSummary[]> {
  const legacy = readSaved(await store.get(LEGACY_KEY).catch(() => undefined));
  if (legacy) {
    const id = newId();
    await store.put([
      [RUN + id, legacy],
      [SUMMARY + id, summaryOf(id, legacy, new Date())],
    ]);
    await store.delete([LEGACY_KEY]);
  }
  const all = (await store.values(SUMMARY))
    .map(readSummary)
    .filter((s): s is RunSummary => s !== null)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const old = all.slice(MAX_SAVED_RUNS).filter((s) => !open.has(s.id));
  for (const s of old) await deleteRun(store, s.id);
  const gone = new Set(old.map((s) => s.id));
  return all.filter((s) => !gone.has(s.id));
}

/** The browser's IndexedDB; a store that keeps nothing where there is none (private modes, tests). */
export function indexedDbStore(): KeyValueStore {
  const db = idbStore('terminology-browser.batch', 'kv');
  if (!db)
    return {
      get: async () => undefined,
      put: async () => undefined,
      delete: async () => undefined,
      values: async () => [],
    };
  return {
    get: (key) =>
      db.transact('readonly', (s) => {
        const req = s.get(key);
        return () => req.result as unknown;
      }),
    // Default durability: a crash of the browser keeps what the disk was handed; only a crash of
    // the machine could lose the last second, and twice a second a forced flush would cost more.
    put: (pairs) =>
      db.transact(
        'readwrite',
        (s) => {
          for (const [k, v] of pairs) s.put(v, k);
          return () => undefined;
        },
        { commitNow: true },
      ),
    delete: (keys) =>
      db.transact(
        'readwrite',
        (s) => {
          for (const k of keys) s.delete(k);
          return () => undefined;
        },
        { commitNow: true },
      ),
    values: (prefix) =>
      db.transact('readonly', (s) => {
        const req = s.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
        return () => req.result as unknown[];
      }),
  };
}
