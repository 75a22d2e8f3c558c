import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { getApiKey, subscribeCredentials } from '../../api/auth/credentials.ts';
import { isApiError } from '../../api/errors.ts';
import { walkItems, type BulkProgress, type ItemOutcome, type WalkEnd } from '../../lib/bulk/index.ts';
import { detectInput, type DetectedInput, type DetectOptions } from '../../lib/input-kind/index.ts';
import { awaitingCodes, carryDecisions, lineInput, type CarryNote } from './carry.ts';
import type { BatchDecision } from './decision.ts';
import {
  detectLines,
  splitLines,
  tooManyLines,
  uniqueLookups,
  withoutSecret,
  type BatchLine,
} from './input.ts';
import {
  resolveCandidate,
  resolveLine,
  type BatchClients,
  type Candidate,
  type Resolution,
  type ResolveOptions,
} from './resolve.ts';
import { memoClients } from './memo.ts';
import { buildRows, decisionKeyOf } from './rows.ts';
import type { HandDecision } from './status.ts';
import {
  deleteRun,
  fromSavedOutcome,
  indexedDbStore,
  listRuns,
  loadRun,
  saveRun,
  toSavedOutcome,
  type KeyValueStore,
  type RunSummary,
  type SavedBatch,
} from './persist.ts';
import { loadBatch, saveBatch, type BatchSettings } from './storage.ts';
import { readTable, tableLines, type InputTable } from './table.ts';
import { newRunId, thisTabRun, type TabRun } from './tabRun.ts';
import { throttledSave, type ThrottledSave } from './throttledSave.ts';

/** `interrupted`: the page went away (reload, closed tab) while the run was going. */
export type RunState = 'idle' | 'running' | 'cancelled' | 'stopped' | 'complete' | 'interrupted';

/**
 * At most one write of a running batch to IndexedDB per this many milliseconds: a reload or a
 * crash loses at most the answers of the last half second (the page going away writes at once).
 */
export const SAVE_INTERVAL_MS = 500;

/** A saved run a new tab is offered, and whether another tab has it open. */
export interface SavedRunOffer extends RunSummary {
  elsewhere: boolean;
}

const detectOptionsOf = (s: BatchSettings): DetectOptions => ({
  force: s.kind ?? undefined,
  source: s.source || null,
});
const resolveOptionsOf = (s: BatchSettings): ResolveOptions => ({
  searchType: s.searchType,
  targetSource: s.targetSource.trim().toUpperCase() || null,
  includeObsolete: s.includeObsolete,
});

/** What one walk does: a line's lookup, or reading a hand-picked concept's codes in a new target. */
type WalkItem =
  { type: 'line'; key: string; detected: DetectedInput } | { type: 'codes'; key: string; cui: string };

/** The input and options a signature (useBatch's: the JSON of both) stood for. */
function readSignature(signature: string | null): { text: string; settings: BatchSettings } | null {
  if (signature === null) return null;
  try {
    const [text, settings] = JSON.parse(signature) as [string, BatchSettings];
    return { text, settings };
  } catch {
    return null;
  }
}

/** The lines a signature stood for, with the target source of its results. */
function linesOfSignature(signature: string): { lines: BatchLine[]; target: string | null } | null {
  const read = readSignature(signature);
  if (!read) return null;
  const lines = splitLines(read.text);
  if (tooManyLines(lines.length)) return null;
  return {
    lines: detectLines(lines, detectOptionsOf(read.settings)),
    target: resolveOptionsOf(read.settings).targetSource,
  };
}

/**
 * The batch page's state: the input (kept in sessionStorage), the lookups it implies, and
 * one bulk walk over them. Results are keyed by lookup, so duplicates are asked once and a
 * resume asks only what is left. Changing the input or the options needs a new Resolve, which
 * carries the hand decisions over to the lines with the same lookup (carry.ts) and says so.
 */
export function useBatch(
  clients: BatchClients,
  store: KeyValueStore = defaultStore(),
  tab: TabRun = thisTabRun(),
) {
  const [stored] = useState(loadBatch);
  /** The user's key: a line that holds it is never looked up or stored (withoutSecret). */
  const apiKey = useSyncExternalStore(subscribeCredentials, getApiKey, () => '');
  const [text, setText] = useState(stored.text);
  const [settings, setSettings] = useState<BatchSettings>(stored.settings);
  /** The CSV/TSV file the lines come from: its other columns go back into the export. */
  const [table, setTableState] = useState<InputTable | null>(null);
  const setTable = useCallback((t: InputTable | null) => {
    setTableState(t);
    if (t) setText(tableLines(t).join('\n'));
  }, []);
  const lines = useMemo(() => splitLines(text), [text]);
  /** Lines (1-based) that hold the user's API key: Resolve waits until they are gone. */
  const secretLines = useMemo(
    () => (apiKey.length >= 8 ? lines.flatMap((l, i) => (l.includes(apiKey) ? [i + 1] : [])) : []),
    [lines, apiKey],
  );
  const holdsKey = secretLines.length > 0;
  useEffect(() => {
    // Never kept with the key in it; the tab's last input without it stays.
    if (!holdsKey) saveBatch({ text, settings });
  }, [text, settings, holdsKey]);

  const limitError = tooManyLines(lines.length);
  const detectOptions = useMemo(
    () => detectOptionsOf(settings),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings.kind, settings.source],
  );
  const detected = useMemo(
    () => (limitError ? [] : withoutSecret(detectLines(lines, detectOptions), apiKey)),
    [lines, limitError, detectOptions, apiKey],
  );
  const resolveOptions = useMemo(
    () => resolveOptionsOf(settings),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings.searchType, settings.targetSource, settings.includeObsolete],
  );
  const lookups = useMemo(() => uniqueLookups(detected), [detected]);

  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, ItemOutcome<Resolution>>>(new Map());
  const [decisions, setDecisions] = useState<ReadonlyMap<string, BatchDecision>>(new Map());
  /** What the last Resolve did with the decisions before it (kept, and each one it could not keep). */
  const [carried, setCarried] = useState<CarryNote | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [run, setRun] = useState<RunState>('idle');
  const [stop, setStop] = useState<WalkEnd | null>(null);
  const controller = useRef<AbortController | null>(null);
  /** The input and options the results belong to: anything else starts over. */
  const [resultsFor, setResultsFor] = useState<string | null>(null);
  const signature = JSON.stringify([text, settings]);
  const stale = resultsFor !== null && resultsFor !== signature;
  // Read once per run: the signature holds the whole input.
  const resultsSettings = useMemo(() => readSignature(resultsFor)?.settings ?? null, [resultsFor]);

  /** Puts a saved run on the page: its results, decisions and (unless the tab's input moved on) its input. */
  const apply = useCallback((saved: SavedBatch, keepInput: boolean) => {
    if (!keepInput) {
      setText(saved.text);
      setSettings(saved.settings);
      const t = readTable(saved.table);
      setTableState(t && tableLines(t).join('\n') === saved.text ? t : null);
    }
    setOutcomes(new Map(saved.outcomes.map(([k, o]) => [k, fromSavedOutcome(o)])));
    setDecisions(new Map(saved.decisions));
    setCarried(saved.carried ?? null);
    setResultsFor(saved.signature);
    setRun(saved.run);
    setStop(null);
    setProgress(null);
  }, []);

  /** This tab's run id (tabRun.ts), once known; nothing is saved before. */
  const runId = useRef<string | null>(null);
  /** Saved runs of other tabs, closed or open, that this tab can open. */
  const [offers, setOffers] = useState<SavedRunOffer[]>([]);
  const refreshOffers = useCallback(async () => {
    const open = await tab.open();
    const runs = await listRuns(store, { open, newId: newRunId }).catch(() => []);
    setOffers(runs.filter((r) => r.id !== runId.current).map((r) => ({ ...r, elsewhere: open.has(r.id) })));
  }, [store, tab]);

  // This tab's results and hand decisions come back from IndexedDB after a reload or a crash.
  // A new tab has none of its own: it is offered the saved runs instead.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      const id = await tab.ready();
      const saved = await loadRun(store, id).catch(() => null);
      if (!live) return;
      runId.current = id;
      setRestored(true);
      // A run started meanwhile is the user's newer work.
      if (saved && !controller.current) {
        // This tab's input changed after the results were saved: the input stays as the tab has
        // it, and the results come back as out of date (a Resolve carries their decisions over).
        const sameInput = !stored.text || JSON.stringify([stored.text, stored.settings]) === saved.signature;
        apply(saved, !sameInput);
      }
      void refreshOffers();
    })();
    return () => {
      live = false;
    };
    // Once, on mount: later changes are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Answers are saved as they arrive, at most once per SAVE_INTERVAL_MS (throttledSave.ts); a
  // hand decision and the page going away are written at once.
  const latest = useRef({
    restored,
    resultsFor,
    signature,
    table,
    outcomes,
    decisions,
    carried,
    run,
    apiKey,
  });
  // The state each write reads, kept current after every render (a write may come from a timer
  // or from the page going away, between renders).
  useLayoutEffect(() => {
    latest.current = { restored, resultsFor, signature, table, outcomes, decisions, carried, run, apiKey };
  });
  // The throttle itself lives outside render (it keeps timers); `saver` is a stable handle on it
  // that the effects and callbacks below call.
  const throttle = useRef<ThrottledSave | null>(null);
  useEffect(() => {
    const current = throttledSave(() => {
      const now = latest.current;
      const id = runId.current;
      if (!id || !now.restored || (now.resultsFor === null && !now.table)) return;
      // Before a run, the file alone is kept (its columns are not in sessionStorage).
      const sig = now.resultsFor ?? now.signature;
      const [savedText, savedSettings] = JSON.parse(sig) as [string, BatchSettings];
      const table = now.table && tableLines(now.table).join('\n') === savedText ? now.table : null;
      // The user's key is never stored: not while a line or a cell of the file holds it.
      if (now.apiKey.length >= 8 && (sig.includes(now.apiKey) || JSON.stringify(table).includes(now.apiKey)))
        return;
      const saved: SavedBatch = {
        version: 1,
        signature: sig,
        text: savedText,
        settings: savedSettings,
        table,
        outcomes: [...now.outcomes].map(([k, o]) => [k, toSavedOutcome(o)]),
        decisions: [...now.decisions],
        run: now.run === 'running' ? 'interrupted' : now.run,
        carried: now.carried,
      };
      saveRun(store, id, saved).catch(() => undefined);
    }, SAVE_INTERVAL_MS);
    throttle.current = current;
    return () => {
      current.flush();
      throttle.current = null;
    };
  }, [store]);
  const saver = useMemo<ThrottledSave>(
    () => ({
      schedule: () => throttle.current?.schedule(),
      flush: () => throttle.current?.flush(),
      cancel: () => throttle.current?.cancel(),
    }),
    [],
  );
  useEffect(() => {
    saver.schedule();
  }, [saver, restored, resultsFor, signature, table, outcomes, carried, run]);
  const savedDecisions = useRef(decisions);
  useEffect(() => {
    if (savedDecisions.current === decisions) return;
    savedDecisions.current = decisions;
    saver.schedule();
    saver.flush();
  }, [saver, decisions]);
  useEffect(() => {
    // pagehide: a reload, a closed tab, a navigation away; hidden: a phone's browser may be
    // killed in the background without a pagehide. Unmount: another page of the app.
    const flush = () => saver.flush();
    const hidden = () => document.visibilityState === 'hidden' && saver.flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      saver.flush();
    };
  }, [saver]);

  /** Opens a saved run (of a closed tab) in this tab; false when another tab has it open. */
  const openRun = useCallback(
    async (id: string): Promise<boolean> => {
      if (controller.current) return false;
      saver.flush();
      const saved = await loadRun(store, id).catch(() => null);
      if (!saved || !(await tab.claim(id))) {
        void refreshOffers();
        return false;
      }
      runId.current = id;
      apply(saved, false);
      void refreshOffers();
      return true;
    },
    [store, tab, saver, apply, refreshOffers],
  );
  /** Forgets a saved run that no tab has open. */
  const forgetRun = useCallback(
    async (id: string) => {
      if (id !== runId.current) await deleteRun(store, id).catch(() => undefined);
      void refreshOffers();
    },
    [store, refreshOffers],
  );

  const walk = useCallback(
    async (
      previous: ReadonlyMap<string, ItemOutcome<Resolution>>,
      decided: ReadonlyMap<string, BatchDecision>,
      /** Only these lookups (Retry failed rows): lines never asked stay as they are. */
      only?: ReadonlySet<string>,
    ) => {
      controller.current?.abort();
      const c = (controller.current = new AbortController());
      const found = new Map(previous);
      setOutcomes(found);
      setResultsFor(signature);
      const before = run;
      setRun('running');
      setStop(null);
      const options = resolveOptions;
      const target = options.targetSource;
      // Hand picks whose codes in the target source are not read yet go first: they were reviewed.
      const items: WalkItem[] = [
        ...(only ? [] : awaitingCodes(decided, target).map((a): WalkItem => ({ type: 'codes', ...a }))),
        ...lookups.filter((u) => !only || only.has(u.key)).map((u): WalkItem => ({ type: 'line', ...u })),
      ];
      /** The picked concept's codes in the new target source, onto the pick (if it is still that pick). */
      const readCodes = (it: { key: string; cui: string }, r: Resolution) => {
        const same = (d: BatchDecision | undefined) => d?.action === 'pick' && d.resolution?.id === it.cui;
        if (r.id) {
          setDecisions((m) => {
            const d = m.get(it.key);
            if (!same(d)) return m;
            return new Map(m).set(it.key, {
              ...d!,
              resolution: { ...d!.resolution!, target: r.target },
              codesFor: target,
            });
          });
          return;
        }
        // The concept is not in this release: the pick cannot stand, and the page says so.
        setDecisions((m) => {
          if (!same(m.get(it.key))) return m;
          const next = new Map(m);
          next.delete(it.key);
          return next;
        });
        const line = detected.find((l) => decisionKeyOf(l) === it.key);
        setCarried((n) => ({
          kept: Math.max(0, (n?.kept ?? 1) - 1),
          dropped: [
            ...(n?.dropped ?? []),
            {
              line: line?.line ?? 0,
              input: line ? lineInput(line) : '',
              why: `the concept picked by hand, ${it.cui}, is not in this release`,
            },
          ],
        }));
      };
      // One answer per question for the run: lines that reach the same concept share it.
      const asked = memoClients(clients);
      const result = await walkItems({
        items,
        work: (it, _i, signal) =>
          resolveLine(
            it.type === 'line' ? it.detected : detectInput(it.cui, { force: 'cui' }),
            options,
            asked,
            signal,
          ),
        previous: items.map((it) => (it.type === 'line' ? previous.get(it.key) : undefined)),
        signal: c.signal,
        onOutcome: (i, o) => {
          const it = items[i]!;
          if (it.type === 'line') {
            found.set(it.key, o);
            setOutcomes(new Map(found));
          } else if (o.status === 'done') readCodes(it, o.value);
          // A failed read leaves the pick waiting: Resume reads it again.
        },
        onProgress: setProgress,
      });
      if (controller.current !== c) return;
      // A retry of some rows that finished leaves the run as it was when lines are still unasked.
      const unasked = only && lookups.some((u) => !found.has(u.key));
      setRun(result.end.status === 'complete' ? (unasked ? before : 'complete') : result.end.status);
      setStop(result.end.status === 'stopped' ? result.end : null);
    },
    [clients, lookups, detected, resolveOptions, signature, run],
  );

  const resolveAll = useCallback(() => {
    setProgress(null);
    let next = new Map<string, BatchDecision>();
    let note: CarryNote | null = null;
    if (decisions.size > 0) {
      // The decisions were made on the rows of the results' own input and options.
      const before = resultsFor ? linesOfSignature(resultsFor) : null;
      const carry = carryDecisions({
        oldRows: before ? buildRows(before.lines, outcomes, decisions) : [],
        decisions,
        newLines: detected,
        oldTarget: before?.target ?? resolveOptions.targetSource,
        newTarget: resolveOptions.targetSource,
      });
      next = carry.decisions;
      note = { kept: carry.kept, dropped: carry.dropped };
    }
    setDecisions(next);
    setCarried(note);
    void walk(new Map(), next);
  }, [walk, decisions, resultsFor, outcomes, detected, resolveOptions.targetSource]);
  const resume = useCallback(() => void walk(outcomes, decisions), [walk, outcomes, decisions]);
  /** Lookups whose last answer was a failure (any kind): what "Retry failed rows" asks again. */
  const failedKeys = useMemo(
    () => lookups.filter((u) => outcomes.get(u.key)?.status === 'failed').map((u) => u.key),
    [lookups, outcomes],
  );
  const retryFailed = useCallback(() => {
    const only = new Set(failedKeys);
    const rest = new Map([...outcomes].filter(([k]) => !only.has(k)));
    void walk(rest, decisions, only);
  }, [walk, outcomes, decisions, failedKeys]);
  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = useCallback(
    async (key: string, previous: Resolution, candidate: Candidate) => {
      const options = resolveOptions;
      const r = await resolveCandidate(previous, candidate, options, clients, new AbortController().signal);
      setDecisions((m) =>
        new Map(m).set(key, {
          action: 'pick',
          resolution: r,
          comment: m.get(key)?.comment ?? '',
          codesFor: options.targetSource,
        }),
      );
    },
    [clients, resolveOptions],
  );

  /**
   * A hand decision on some rows (by decision key); `comment` undefined keeps the old one. A new
   * action replaces what a carried one was checked against; a pick's codes were read for the
   * target source the page has now (HandEditor and `choose` read them with resolveOptions).
   */
  const decide = useCallback(
    (keys: readonly string[], change: Partial<HandDecision>) =>
      setDecisions((m) => {
        const next = new Map(m);
        for (const key of keys) {
          const old: BatchDecision = m.get(key) ?? { action: null, resolution: null, comment: '' };
          if (change.action === undefined) next.set(key, { ...old, ...change });
          else {
            const { acceptedId: _a, codesFor: _c, ...rest } = old;
            next.set(key, {
              ...rest,
              ...change,
              ...(change.action === 'pick' ? { codesFor: resolveOptions.targetSource } : {}),
            });
          }
        }
        return next;
      }),
    [resolveOptions.targetSource],
  );

  const rows = useMemo(
    () =>
      stale
        ? buildRows(detected, new Map(), new Map())
        : buildRows(detected, outcomes, decisions, resolveOptions.targetSource),
    [detected, outcomes, decisions, stale, resolveOptions.targetSource],
  );
  /** Picks by hand whose codes in the target source the run has not read yet. */
  const awaiting = stale ? 0 : awaitingCodes(decisions, resolveOptions.targetSource).length;
  const authStop = stop?.status === 'stopped' && isApiError(stop.error) && stop.error.kind === 'auth';
  const canResume =
    !stale &&
    (run === 'cancelled' ||
      run === 'stopped' ||
      run === 'interrupted' ||
      (run === 'complete' && awaiting > 0));
  /** Lookups not answered yet: what an incomplete run still owes (the exports say so). */
  const pendingLookups = stale ? lookups.length : lookups.filter((u) => !outcomes.has(u.key)).length;

  /** Forgets the results and hand decisions (the input stays). */
  const clearResults = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setOutcomes(new Map());
    setDecisions(new Map());
    setCarried(null);
    setProgress(null);
    setRun('idle');
    setStop(null);
    setResultsFor(null);
    saver.cancel();
    if (runId.current) deleteRun(store, runId.current).catch(() => undefined);
  }, [store, saver]);

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
    /** Picks by hand still waiting for their codes in the target source (pending rows). */
    awaitingCodes: awaiting,
    /** What the last Resolve kept of the decisions before it; null when there were none. */
    carried: stale ? null : carried,
    /** Hand decisions a Resolve of the changed input would carry over (shown while out of date). */
    decisionsToCarry: stale ? decisions.size : 0,
    clearResults,
    /** Lookups that failed in this run: "Retry failed rows" asks these and nothing else. */
    failedLookups: stale ? 0 : failedKeys.length,
    retryFailed,
    /** Lines (1-based) holding the user's API key: never looked up or stored; Resolve waits. */
    secretLines,
    /** The options the results shown were resolved with (they may since have changed); null before any. */
    resultsSettings,
    /** Saved runs of other tabs this tab can open (by name and date). */
    offers,
    openRun,
    forgetRun,
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
