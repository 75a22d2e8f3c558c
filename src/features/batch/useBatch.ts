import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { walkItems, type BulkProgress, type ItemOutcome, type WalkEnd } from '../../lib/bulk/index.ts';
import { detectLines, splitLines, tooManyLines, uniqueLookups } from './input.ts';
import {
  resolveCandidate,
  resolveLine,
  type BatchClients,
  type Candidate,
  type Resolution,
} from './resolve.ts';
import { memoClients } from './memo.ts';
import { buildRows } from './rows.ts';
import type { HandDecision } from './status.ts';
import {
  fromSavedOutcome,
  indexedDbStore,
  readSaved,
  SAVED_BATCH_KEY,
  toSavedOutcome,
  type KeyValueStore,
  type SavedBatch,
} from './persist.ts';
import { loadBatch, saveBatch, type BatchSettings } from './storage.ts';
import { readTable, tableLines, type InputTable } from './table.ts';

/** `interrupted`: the page went away (reload, closed tab) while the run was going. */
export type RunState = 'idle' | 'running' | 'cancelled' | 'stopped' | 'complete' | 'interrupted';

/** How long changes gather before the results are written to IndexedDB again. */
const SAVE_DELAY_MS = 400;

/**
 * The batch page's state: the input (kept in sessionStorage), the lookups it implies, and
 * one bulk walk over them. Results are keyed by lookup, so duplicates are asked once and a
 * resume asks only what is left. Changing the input or the options starts over.
 */
export function useBatch(clients: BatchClients, store: KeyValueStore = defaultStore()) {
  const [stored] = useState(loadBatch);
  const [text, setText] = useState(stored.text);
  const [settings, setSettings] = useState<BatchSettings>(stored.settings);
  /** The CSV/TSV file the lines come from: its other columns go back into the export. */
  const [table, setTableState] = useState<InputTable | null>(null);
  const setTable = useCallback((t: InputTable | null) => {
    setTableState(t);
    if (t) setText(tableLines(t).join('\n'));
  }, []);
  useEffect(() => saveBatch({ text, settings }), [text, settings]);

  const lines = useMemo(() => splitLines(text), [text]);
  const limitError = tooManyLines(lines.length);
  const detectOptions = useMemo(
    () => ({ force: settings.kind ?? undefined, source: settings.source || null }),
    [settings.kind, settings.source],
  );
  const detected = useMemo(
    () => (limitError ? [] : detectLines(lines, detectOptions)),
    [lines, limitError, detectOptions],
  );
  const resolveOptions = useMemo(
    () => ({
      searchType: settings.searchType,
      targetSource: settings.targetSource.trim().toUpperCase() || null,
      includeObsolete: settings.includeObsolete,
    }),
    [settings.searchType, settings.targetSource, settings.includeObsolete],
  );
  const lookups = useMemo(() => uniqueLookups(detected), [detected]);

  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, ItemOutcome<Resolution>>>(new Map());
  const [decisions, setDecisions] = useState<ReadonlyMap<string, HandDecision>>(new Map());
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [run, setRun] = useState<RunState>('idle');
  const [stop, setStop] = useState<WalkEnd | null>(null);
  const controller = useRef<AbortController | null>(null);
  /** The input and options the results belong to: anything else starts over. */
  const [resultsFor, setResultsFor] = useState<string | null>(null);
  const signature = JSON.stringify([text, settings]);
  const stale = resultsFor !== null && resultsFor !== signature;

  // Results and hand decisions come back from IndexedDB after a reload or a closed tab: the
  // saved input too, when this tab's sessionStorage has none.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    store
      .get(SAVED_BATCH_KEY)
      .catch(() => undefined)
      .then((raw) => {
        if (!live) return;
        const saved = readSaved(raw);
        setRestored(true);
        // A run started meanwhile is the user's newer work.
        if (!saved || controller.current) return;
        if (stored.text && JSON.stringify([stored.text, stored.settings]) !== saved.signature) return;
        setText(saved.text);
        setSettings(saved.settings);
        const t = readTable(saved.table);
        if (t && tableLines(t).join('\n') === saved.text) setTableState(t);
        setOutcomes(new Map(saved.outcomes.map(([k, o]) => [k, fromSavedOutcome(o)])));
        setDecisions(new Map(saved.decisions));
        setResultsFor(saved.signature);
        setRun(saved.run);
      });
    return () => {
      live = false;
    };
    // Once, on mount: later changes are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A hand decision is written at once (a reload right after it must keep it); answers of a
  // running walk are gathered for SAVE_DELAY_MS.
  const savedDecisions = useRef(decisions);
  useEffect(() => {
    if (!restored || (resultsFor === null && !table)) return;
    const delay = savedDecisions.current === decisions ? SAVE_DELAY_MS : 0;
    const t = setTimeout(() => {
      savedDecisions.current = decisions;
      // Before a run, the file alone is kept (its columns are not in sessionStorage).
      const sig = resultsFor ?? signature;
      const [savedText, savedSettings] = JSON.parse(sig) as [string, BatchSettings];
      const saved: SavedBatch = {
        version: 1,
        signature: sig,
        text: savedText,
        settings: savedSettings,
        table: table && tableLines(table).join('\n') === savedText ? table : null,
        outcomes: [...outcomes].map(([k, o]) => [k, toSavedOutcome(o)]),
        decisions: [...decisions],
        run: run === 'running' ? 'interrupted' : run,
      };
      store.set(SAVED_BATCH_KEY, saved).catch(() => undefined);
    }, delay);
    return () => clearTimeout(t);
  }, [restored, resultsFor, signature, table, outcomes, decisions, run, store]);

  const walk = useCallback(
    async (previous: ReadonlyMap<string, ItemOutcome<Resolution>>) => {
      controller.current?.abort();
      const c = (controller.current = new AbortController());
      const found = new Map(previous);
      setOutcomes(found);
      setResultsFor(signature);
      setRun('running');
      setStop(null);
      const options = {
        searchType: settings.searchType,
        targetSource: settings.targetSource.trim().toUpperCase() || null,
        includeObsolete: settings.includeObsolete,
      };
      // One answer per question for the run: lines that reach the same concept share it.
      const asked = memoClients(clients);
      const result = await walkItems({
        items: lookups,
        work: (u, _i, signal) => resolveLine(u.detected, options, asked, signal),
        previous: lookups.map((u) => previous.get(u.key)),
        signal: c.signal,
        onOutcome: (i, o) => {
          found.set(lookups[i]!.key, o);
          setOutcomes(new Map(found));
        },
        onProgress: setProgress,
      });
      if (controller.current !== c) return;
      setRun(result.end.status === 'complete' ? 'complete' : result.end.status);
      setStop(result.end.status === 'stopped' ? result.end : null);
    },
    [clients, lookups, settings, signature],
  );

  const resolveAll = useCallback(() => {
    setDecisions(new Map());
    setProgress(null);
    void walk(new Map());
  }, [walk]);
  const resume = useCallback(() => void walk(outcomes), [walk, outcomes]);
  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = useCallback(
    async (key: string, previous: Resolution, candidate: Candidate) => {
      const options = {
        searchType: settings.searchType,
        targetSource: settings.targetSource.trim().toUpperCase() || null,
        includeObsolete: settings.includeObsolete,
      };
      const r = await resolveCandidate(previous, candidate, options, clients, new AbortController().signal);
      setDecisions((m) =>
        new Map(m).set(key, { action: 'pick', resolution: r, comment: m.get(key)?.comment ?? '' }),
      );
    },
    [clients, settings],
  );

  /** A hand decision on some rows (by decision key); `comment` undefined keeps the old one. */
  const decide = useCallback(
    (keys: readonly string[], change: Partial<HandDecision>) =>
      setDecisions((m) => {
        const next = new Map(m);
        for (const key of keys) {
          const old = m.get(key) ?? { action: null, resolution: null, comment: '' };
          next.set(key, { ...old, ...change });
        }
        return next;
      }),
    [],
  );

  const rows = useMemo(
    () => (stale ? buildRows(detected, new Map(), new Map()) : buildRows(detected, outcomes, decisions)),
    [detected, outcomes, decisions, stale],
  );
  const authStop = stop?.status === 'stopped' && isApiError(stop.error) && stop.error.kind === 'auth';
  const canResume = !stale && (run === 'cancelled' || run === 'stopped' || run === 'interrupted');
  /** Lookups not answered yet: what an incomplete run still owes (the exports say so). */
  const pendingLookups = stale ? lookups.length : lookups.filter((u) => !outcomes.has(u.key)).length;

  /** Forgets the results and hand decisions (the input stays). */
  const clearResults = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setOutcomes(new Map());
    setDecisions(new Map());
    setProgress(null);
    setRun('idle');
    setStop(null);
    setResultsFor(null);
    store.delete(SAVED_BATCH_KEY).catch(() => undefined);
  }, [store]);

  return {
    text,
    setText,
    settings,
    setSettings,
    lineCount: lines.length,
    limitError,
    lookupCount: lookups.length,
    rows,
    progress: stale ? null : progress,
    run: stale ? 'idle' : run,
    stopError: stale ? null : stop?.status === 'stopped' ? stop.error : null,
    authStop: !stale && authStop,
    canResume,
    resolveAll,
    resume,
    cancel,
    choose,
    decide,
    pendingLookups,
    clearResults,
    resolveOptions,
    detectOptions,
    /** The saved results have been read back (Resolve waits for it, so they never race). */
    restored,
    table,
    setTable,
  };
}

let shared: KeyValueStore | null = null;
/** One IndexedDB store for the page (a new object each render would save on every render). */
function defaultStore(): KeyValueStore {
  shared ??= indexedDbStore();
  return shared;
}
