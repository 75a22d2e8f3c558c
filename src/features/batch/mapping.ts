import { runPool } from '../../lib/bulk/pool.ts';
import { crosswalkMappingRows } from '../../lib/crosswalk/mappingRows.ts';
import {
  fetchRelatedCodes,
  fetchRelatedCodesOfConcept,
  type RelatedCodes,
} from '../../lib/crosswalk/relatedCodes.ts';
import type { MappedCode, MappingRow } from '../../lib/export/mapping/index.ts';
import type { TargetCode } from './resolve.ts';
import type { BatchRow } from './rows.ts';
import { STATUS_LABEL } from './status.ts';

/** One code (or concept) crossed from, with what the lookup found for it in the target source. */
export interface MappingSubject {
  key: string;
  subject: MappedCode;
  /** The concept the lookup matched; what an exact mapping shares. */
  cui: string | null;
  /** The target source's codes of that concept (exact). */
  targets: readonly TargetCode[];
  /** The input lines it stands for (duplicates are one subject). */
  lines: number[];
}

export interface MappingPlan {
  subjects: MappingSubject[];
  /** Lines that are in no mapping, and why (not resolved yet, nothing found, several). */
  leftOut: Array<{ line: number; input: string; why: string }>;
}

/**
 * The batch as a crosswalk: each matched line's code, or its concept where the line
 * was a term or a CUI, with the target source's codes of that concept. A line that did not
 * resolve maps nothing, and is said to be left out with its status, never dropped silently.
 */
export function planBatchMapping(rows: readonly BatchRow[]): MappingPlan {
  const subjects = new Map<string, MappingSubject>();
  const leftOut: MappingPlan['leftOut'] = [];
  for (const row of rows) {
    if (row.kind === 'empty') continue;
    const res = row.resolution;
    if (row.status !== 'matched' || !res?.id) {
      leftOut.push({
        line: row.line,
        input: row.input,
        why: row.problem ?? `not resolved (${STATUS_LABEL[row.status] || row.status})`,
      });
      continue;
    }
    const subject: MappedCode =
      res.source && res.code
        ? { source: res.source, code: res.code, label: res.codeName ?? res.name }
        : { source: res.idType === 'RXCUI' ? 'RXNORM' : 'UMLS', code: res.id, label: res.name };
    const key = `${subject.source}|${subject.code}`;
    const known = subjects.get(key);
    if (known) known.lines.push(row.line);
    else
      subjects.set(key, {
        key,
        subject,
        cui: res.idType === 'CUI' ? res.id : null,
        targets: res.target,
        lines: [row.line],
      });
  }
  return { subjects: [...subjects.values()], leftOut };
}

/** The subjects with no code of the target source in their own concept: the related fallback's. */
export const needingFallback = (plan: MappingPlan): MappingSubject[] =>
  plan.subjects.filter((s) => s.targets.length === 0);

/**
 * Mapping rows: a subject's target codes are exact (same CUI); a subject without any gets the
 * crosswalk page's fallback, the target codes of directly related concepts (broader, narrower,
 * related: never equivalent), or one unmatched row saying why.
 */
export function batchMappingRows(
  plan: MappingPlan,
  targetSource: string,
  related: ReadonlyMap<string, RelatedCodes | Error>,
): MappingRow[] {
  return plan.subjects.flatMap((s): MappingRow[] => {
    if (s.targets.length)
      return s.targets.map((t) => ({
        subject: s.subject,
        object: { source: targetSource, code: t.code, label: t.name || null },
        kind: 'exact',
        cui: s.cui,
      }));
    const fallback = related.get(s.key);
    // A failed look-up is not "nothing related": the row says it was not read.
    if (fallback instanceof Error)
      return [
        {
          subject: s.subject,
          object: null,
          kind: 'unmatched',
          targetSource,
          cui: s.cui,
          reason: `no ${targetSource} code shares this concept; its related concepts could not be read (${fallback.message})`,
        },
      ];
    return crosswalkMappingRows({
      subject: s.subject,
      cuis: s.cui ? [s.cui] : [],
      targets: [targetSource],
      matches: [],
      related: fallback ?? null,
    });
  });
}

/** A few at a time: every request still passes the app's one rate limiter (api/http). */
const CONCURRENCY = 4;

/**
 * The related fallback for each subject that needs it, with progress; a subject whose look-up
 * failed gets its error (its row says so). Stops when `signal` aborts.
 */
export async function fetchBatchFallback(
  subjects: readonly MappingSubject[],
  targetSource: string,
  release: string,
  signal: AbortSignal,
  onProgress: (done: number) => void,
): Promise<Map<string, RelatedCodes | Error>> {
  const found = new Map<string, RelatedCodes | Error>();
  let next = 0;
  await runPool(
    CONCURRENCY,
    () => (next < subjects.length ? next++ : null),
    async (i) => {
      const s = subjects[i]!;
      const o = { release, signal };
      try {
        found.set(
          s.key,
          s.subject.source === 'UMLS'
            ? await fetchRelatedCodesOfConcept(s.subject.code, [targetSource], o)
            : await fetchRelatedCodes(s.subject.source, s.subject.code, [targetSource], o),
        );
      } catch (error) {
        if (signal.aborted) return;
        found.set(s.key, error instanceof Error ? error : new Error(String(error)));
      }
      onProgress(found.size);
    },
    signal,
  );
  signal.throwIfAborted();
  return found;
}
