import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { annotateText, MAX_TEXT_LENGTH, prepare } from '../../lib/annotate/annotate.ts';
import { applyDecisions, type Decision } from '../../lib/annotate/decisions.ts';
import { lookUpSpan } from '../../lib/annotate/lookUp.ts';
import type { Span } from '../../lib/annotate/candidates.ts';
import type { AnnotationResult } from '../../lib/annotate/types.ts';
import { appAnnotateService, type AnnotateFilters } from './queries.ts';
import { readSession, writeSession, type AnnotateSession } from './session.ts';

const sameFilters = (a: AnnotateFilters, b: AnnotateFilters) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The page's state (session.ts keeps it for the tab) and the run: annotate, cancel, retry
 * (a retry asks only what the cache does not hold yet), and the hands on mentions.
 */
export function useAnnotation(release: string) {
  const client = useQueryClient();
  const [s, setS] = useState<AnnotateSession>(readSession);
  const update = useCallback((change: Partial<AnnotateSession>) => {
    writeSession(change);
    setS(readSession());
  }, []);
  const controller = useRef<AbortController | null>(null);
  const [lookUpError, setLookUpError] = useState<string | null>(null);

  const tooLong = s.text.length > MAX_TEXT_LENGTH;
  const current =
    s.resultFor !== null && s.resultFor.text === s.text && sameFilters(s.resultFor.filters, s.filters);
  const running = s.result?.state === 'running';

  const cancelQueries = useCallback(
    () => client.cancelQueries({ queryKey: ['uts', release, 'search', 'annotate'] }),
    [client, release],
  );

  const run = useCallback(async () => {
    const { text, filters, decisions, resultFor } = readSession();
    if (!text.trim() || text.length > MAX_TEXT_LENGTH) return;
    controller.current?.abort();
    const c = (controller.current = new AbortController());
    // Hand decisions belong to the text's spans: kept while the text is the same.
    const keep = resultFor?.text === text ? decisions : new Map<string, Decision>();
    update({
      result: { state: 'running', mentions: [], sent: [], unchecked: [], error: null },
      resultFor: { text, filters },
      decisions: keep,
    });
    // Answers arrive many a second on a long text: the page shows them at most every 100 ms.
    let latest: AnnotationResult | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const show = () => {
      timer = null;
      if (latest && controller.current === c) update({ result: latest });
    };
    const final = await annotateText(prepare(text), appAnnotateService(client, release, filters), {
      target: filters.target,
      signal: c.signal,
      onUpdate: (result) => {
        latest = result;
        timer ??= setTimeout(show, 100);
      },
    });
    if (timer) clearTimeout(timer);
    if (controller.current === c) update({ result: final });
  }, [client, release, update]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    void cancelQueries();
  }, [cancelQueries]);

  // Leaving the page stops the run, so the next page's calls do not queue behind it.
  useEffect(
    () => () => {
      controller.current?.abort();
      void cancelQueries();
    },
    [cancelQueries],
  );

  const decide = useCallback(
    (id: string, d: Decision | null) => {
      const decisions = new Map(readSession().decisions);
      if (d) decisions.set(id, d);
      else decisions.delete(id);
      update({ decisions });
    },
    [update],
  );

  const lookUp = useCallback(
    async (span: Span) => {
      setLookUpError(null);
      const { text, filters } = readSession();
      const service = appAnnotateService(client, release, filters);
      try {
        const found = await lookUpSpan(prepare(text), span, service, filters.target);
        if (typeof found === 'string') setLookUpError(found);
        else decide(found.id, { action: 'add', mention: found });
      } catch (err) {
        setLookUpError(err instanceof Error ? err.message : String(err));
      }
    },
    [client, release, decide],
  );

  const mentions = useMemo(
    () => (current && s.result ? applyDecisions(s.result.mentions, s.decisions) : []),
    [current, s.result, s.decisions],
  );

  return {
    session: s,
    update,
    tooLong,
    current,
    running,
    mentions,
    run,
    cancel,
    decide,
    lookUp,
    lookUpError,
  };
}
