import { dehydrate, hydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/query-core';
import { isApiError } from '../../api/errors.ts';
import { isGatewayStatus } from '../../api/reachability.ts';
import { resolvedReleaseQuery } from '../queries/resolvedRelease.ts';
import type { CopyRecord, CopyStore } from './copyStore.ts';

/**
 * The offline copy: the service's answers of the last day, kept per release in the browser
 * (copyStore.ts), so that the views seen then open when the service cannot be reached (a lecture
 * hall's network). Built on the app's query cache: each answer is written as it arrives (not
 * the API key, which is never in an answer or a query key, and an answer that holds it anyway
 * is not kept); when the service cannot be reached, the copy is put back into the cache
 * (TanStack Query's hydrate), and a view that already shows an answer keeps it rather than
 * turning into an error. Only for a service that cannot be reached: a refused key (401), a
 * not-found (404) or a bad answer shows as before.
 */

/** How long an answer is kept: views seen in the last day. */
export const COPY_MAX_AGE_MS = 24 * 60 * 60_000;

/** An answer shown from the copy: when it was taken, of which release. */
export interface FromCopy {
  at: number;
  release: string;
}

/** Where a query's answer goes: its release, and whether it was asked as `current`. */
type Place = { release: string; current: true } | { release: string; current: false };

const CURRENT_KEY = resolvedReleaseQuery('current').queryKey;

/**
 * The answers kept: the UTS content and the trees (keys ['uts' | 'tree', release, …]) and the
 * drug service's (['rxnorm', …]), but not the release listings, nor the header's suggestions
 * (one per letter typed), nor anything else (the runtime config holds the demo key).
 */
function placeOf(key: QueryKey, current: string | null): Place | null {
  const [service, release, what] = key;
  if (service === 'rxnorm') return current ? { release: current, current: true } : null;
  if ((service !== 'uts' && service !== 'tree') || typeof release !== 'string') return null;
  if (release === 'releases' || what === 'suggest') return null;
  if (release !== 'current') return { release, current: false };
  return current ? { release: current, current: true } : null;
}

/** The frame's own answers, asked on every page (Footer, DrugVocabVersions). */
const isFrame = (key: QueryKey) =>
  key[2] === 'resolved-release' || key.includes('getDrugVocabVersion') || key.includes('getMetaVersion');

/** An answer is unusable when the service could not be reached, not when it answered "no". */
export const isUnreachable = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'upstream' && error.status !== undefined && isGatewayStatus(error.status)));

/** Whether the answer holds the key anywhere (Maps and Sets included). */
function holds(data: unknown, key: string): boolean {
  if (key.length < 4) return false;
  const text = JSON.stringify(data, (_, v: unknown) =>
    v instanceof Map ? [...v] : v instanceof Set ? [...v] : v,
  );
  return text?.includes(key) ?? false;
}

export interface CopyDeps {
  store: CopyStore;
  /** The key in use, to make sure no kept answer holds it. */
  apiKey: () => string;
  now: () => number;
  /** Runs `fn` when the page is idle; returns a cancel. */
  idle: (fn: () => void) => () => void;
}

export type OfflineCopy = ReturnType<typeof createOfflineCopy>;

export function createOfflineCopy(client: QueryClient, deps: CopyDeps) {
  const cache = client.getQueryCache();
  const fromCopy = new Map<string, FromCopy>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  const pending = new Set<string>();
  let cancelFlush: (() => void) | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const current = (): string | null => {
    const resolved = client.getQueryData<string | null>(CURRENT_KEY);
    return typeof resolved === 'string' ? resolved : null;
  };

  /** Writes the answers that arrived since the last time, in one transaction. */
  const flush = (): Promise<void> => {
    cancelFlush?.();
    cancelFlush = null;
    const hashes = new Set(pending);
    pending.clear();
    if (hashes.size === 0) return flushing;
    flushing = flushing.then(async () => {
      // What `current` stands for, asked once if nothing has asked yet (the footer does).
      const now = current() ?? (await client.fetchQuery(resolvedReleaseQuery('current')).catch(() => null));
      const key = deps.apiKey();
      const state = dehydrate(client, {
        shouldDehydrateQuery: (q) =>
          hashes.has(q.queryHash) && q.state.status === 'success' && q.state.data !== undefined,
      });
      const records: CopyRecord[] = [];
      for (const query of state.queries) {
        const place = placeOf(query.queryKey, typeof now === 'string' ? now : null);
        if (!place || holds(query.state.data, key)) continue;
        records.push({ hash: query.queryHash, ...place, at: query.state.dataUpdatedAt, query });
      }
      if (records.length) await deps.store.write(records, typeof now === 'string' ? now : null);
    });
    flushing = flushing.catch(() => {});
    return flushing;
  };

  const save = (query: Query) => {
    if (!placeOf(query.queryKey, 'any')) return;
    pending.add(query.queryHash);
    cancelFlush ??= deps.idle(() => void flush());
  };

  /**
   * Keeps the copy from now on: every answer that arrives (and those already in the cache),
   * an answer the service could not refresh kept on screen (marked as shown from a copy), and
   * answers older than a day forgotten. Returns a stop.
   */
  const start = () => {
    void deps.store.dropBefore(deps.now() - COPY_MAX_AGE_MS).catch(() => {});
    for (const q of cache.getAll()) if (q.state.status === 'success') save(q);
    const unsubscribe = cache.subscribe((event) => {
      if (event.type !== 'updated') return;
      const { query, action } = event;
      if (action.type === 'success') {
        save(query);
        if (fromCopy.delete(query.queryHash)) changed();
      } else if (action.type === 'error' && query.state.data !== undefined && isUnreachable(action.error)) {
        // The service could not refresh what the view already shows: it stays, from its copy.
        query.setState({ status: 'success', error: null });
        const place = placeOf(query.queryKey, current());
        fromCopy.set(query.queryHash, { at: query.state.dataUpdatedAt, release: place?.release ?? '' });
        changed();
      }
    });
    return () => {
      unsubscribe();
      cancelFlush?.();
    };
  };

  /**
   * Puts the copy back into the cache, for when the service cannot be reached: the answers of
   * the last day, those asked as `current` only when they were taken of the release `current`
   * last stood for. An answer the cache holds newer is left alone. Resolves with how many
   * answers came back.
   */
  const restore = async (): Promise<number> => {
    const { records, current: last } = await deps.store.read();
    const since = deps.now() - COPY_MAX_AGE_MS;
    const usable = records.filter((r) => r.at >= since && (!r.current || r.release === last));
    hydrate(client, { mutations: [], queries: usable.map((r) => r.query) });
    let restored = 0;
    for (const r of usable) {
      if (cache.get(r.hash)?.state.dataUpdatedAt !== r.at || fromCopy.has(r.hash)) continue;
      fromCopy.set(r.hash, { at: r.at, release: r.release });
      restored++;
    }
    if (restored) changed();
    return restored;
  };

  /**
   * The answers the views on screen show from the copy; not those the frame shows on every page
   * (the release `current` stands for, the drug service's versions), which alone would say a
   * view came from the copy when its own answers could not be had at all.
   */
  const shown = (): FromCopy[] =>
    [...fromCopy].flatMap(([hash, from]) => {
      const query = cache.get(hash);
      return query?.isActive() && !isFrame(query.queryKey) ? [from] : [];
    });

  return {
    start,
    restore,
    shown,
    flush,
    /** Keeps what the views on screen show, answers already in memory included (a lesson's walk). */
    keepShown: () => {
      for (const q of cache.findAll({ type: 'active' })) if (q.state.status === 'success') save(q);
      return flush();
    },
    /** Asks the service again for what the views on screen show from the copy. */
    retry: () => client.refetchQueries({ type: 'active', predicate: (q) => fromCopy.has(q.queryHash) }),
    /** The service answers again: whatever came from the copy is asked for again when used. */
    reachable: () =>
      client.invalidateQueries({ predicate: (q) => fromCopy.has(q.queryHash) }).catch(() => {}),
    /** Re-render on: an answer shown from the copy, or refreshed, or a view opened or closed. */
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      const unsubscribe = cache.subscribe((e) => {
        if (e.type === 'observerAdded' || e.type === 'observerRemoved') listener();
      });
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    /** What the copy holds: how many answers, of which releases, taken between when and when. */
    summary: async () => {
      const { records } = await deps.store.read();
      const ats = records.map((r) => r.at);
      return {
        answers: records.length,
        releases: [...new Set(records.map((r) => r.release))].sort(),
        oldest: ats.length ? Math.min(...ats) : null,
        newest: ats.length ? Math.max(...ats) : null,
      };
    },
    /** Forgets the whole copy (Settings). */
    clear: async () => {
      pending.clear();
      await flushing;
      await deps.store.clear();
      fromCopy.clear();
      changed();
    },
  };
}
