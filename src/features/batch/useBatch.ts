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
import { buildRows } from './rows.ts';
import type { HandDecision } from './status.ts';
import { loadBatch, saveBatch, type BatchSettings } from './storage.ts';

export type RunState = 'idle' | 'running' | 'cancelled' | 'stopped' | 'complete';

/**
 * The batch page's state: the input (kept in sessionStorage), the lookups it implies, and
 * one bulk walk over them. Results are keyed by lookup, so duplicates are asked once and a
 * resume asks only what is left. Changing the input or the options starts over.
 */
export function useBatch(clients: BatchClients) {
  const [stored] = useState(loadBatch);
  const [text, setText] = useState(stored.text);
  const [settings, setSettings] = useState<BatchSettings>(stored.settings);
  useEffect(() => saveBatch({ text, settings }), [text, settings]);

  const lines = useMemo(() => splitLines(text), [text]);
  const limitError = tooManyLines(lines.length);
  const detected = useMemo(
    () =>
      limitError
        ? []
        : detectLines(lines, { force: settings.kind ?? undefined, source: settings.source || null }),
    [lines, limitError, settings.kind, settings.source],
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
      const result = await walkItems({
        items: lookups,
        work: (u, _i, signal) => resolveLine(u.detected, options, clients, signal),
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
  const canResume = !stale && (run === 'cancelled' || run === 'stopped');

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
  };
}
