import { runPool } from '../../lib/bulk/pool.ts';
import { crosswalkMappingRows } from '../../lib/crosswalk/mappingRows.ts';
import {
  fetchRelatedCodes,
  fetchRelatedCodesOfConcept,
  type RelatedCodes,
} from '../../lib/crosswalk/relatedCodes.ts';
import type { MappedCode, MappingLine, MappingRow } from '../../lib/export/mapping/index.ts';
import type { Resolution, TargetCode } from './resolve.ts';
import type { BatchRow } from './rows.ts';
import { STATUS_LABEL } from './status.ts';

/** What a related-concepts look-up starts from: a concept, or a code whose concept it reads. */
export interface FallbackLookup {
  key: string;
  cui: string | null;
  source: string;
  code: string;
}

/** One input line as the mapping file writes it. */
export interface PlannedLine {
  line: MappingLine;
  /** What the line names or resolved to; null when it names nothing and resolved to nothing. */
  subject: MappedCode | null;
  /** The concept the line reached (what an exact mapping shares). */
  cui: string | null;
  /** The target source's codes of that concept (exact); a hand pick of a target code: that code. */
  targets: readonly TargetCode[];
  /** A line that maps to nothing (no match, by the service or by hand): why. */
  unmatched: string | null;
  /** The related fallback it takes when it has no exact code; null when none can be asked. */
  fallback: FallbackLookup | null;
}

export interface MappingPlan {
  lines: PlannedLine[];
  /** Lines that are in no mapping, and why (not looked up yet, not decided: review, several, error). */
  leftOut: Array<{ line: number; input: string; why: string }>;
}

/** How the row was decided, in SEMAPV's terms: a reviewer, the words of the line, or its identifier. */
function mappingLine(row: BatchRow): MappingLine {
  const res = row.resolution;
  const hand = row.byHand;
  const decision =
    !hand || !row.handAction
      ? null
      : row.handAction === 'pick' && res
        ? `chosen by hand: ${res.source && res.code ? `${res.source} ${res.code}` : (res.id ?? '')}${res.name ? ` ${res.name}` : ''}`
        : row.handAction === 'accept'
          ? `confirmed by hand${res?.id ? `: ${res.id}` : ''}`
          : 'marked no match by hand';
  return {
    line: row.line,
    input: row.input,
    match: row.found?.match ?? null,
    status: STATUS_LABEL[row.status] || row.status,
    decidedBy: hand ? 'hand' : 'automatic',
    justification: hand ? 'manual' : row.kind === 'term' ? 'lexical' : 'chaining',
    comment: row.comment,
    reviewer: row.reviewer?.trim() || null,
    decision,
  };
}

/**
 * What a line names itself: its code (SAB:code, an AUI's code), its RXCUI or NDC, its CUI. A
 * term names nothing of its own: it is mapped from the concept it resolved to.
 */
function ownIdentifier(row: BatchRow): MappedCode | null {
  const f = row.found;
  if (!f) return null;
  switch (row.kind) {
    case 'code':
    case 'aui':
      return f.source && f.code ? { source: f.source, code: f.code, label: f.codeName ?? f.name } : null;
    case 'ndc':
      return f.code ? { source: 'NDC', code: f.code, label: f.name } : null;
    case 'rxcui':
      return f.idType === 'RXCUI' && f.id ? { source: 'RXNORM', code: f.id, label: f.name } : null;
    case 'cui':
      return f.id ? { source: 'UMLS', code: f.id, label: f.name } : null;
    default:
      return null;
  }
}

/** The concept an answer stands for: its CUI, or an RxNorm answer's UMLS concept. */
const conceptOf = (res: Resolution): string | null => (res.idType === 'CUI' ? res.id : (res.cui ?? null));

/** A term line's subject: the concept (or drug) its answer is. */
const answerIdentifier = (res: Resolution): MappedCode | null =>
  res.id ? { source: res.idType === 'RXCUI' ? 'RXNORM' : 'UMLS', code: res.id, label: res.name } : null;

function fallbackOf(subject: MappedCode | null, cui: string | null): FallbackLookup | null {
  if (cui) return { key: `cui:${cui}`, cui, source: 'UMLS', code: cui };
  // An NDC is no UMLS source code: without its drug's concept there is nothing to follow.
  if (!subject || subject.source === 'NDC' || subject.source === 'UMLS') return null;
  return { key: `${subject.source}|${subject.code}`, cui: null, source: subject.source, code: subject.code };
}

/**
 * The batch as a crosswalk to `targetSource`: every line a row of the file, so the file alone
 * rebuilds the reviewed table. A matched line maps from what it names (its code, RXCUI, NDC or
 * CUI; a term from the concept it resolved to) to the target's codes of its concept; a hand pick
 * of a target code maps to that code alone. A line with no match, by the service or by hand, is
 * an unmatched row saying why. Lines not decided yet (pending, review, several, error) are named
 * as left out.
 */
export function planBatchMapping(rows: readonly BatchRow[], targetSource: string | null = null): MappingPlan {
  const out: PlannedLine[] = [];
  const leftOut: MappingPlan['leftOut'] = [];
  for (const row of rows) {
    if (row.kind === 'empty' || row.status === 'empty') continue;
    const line = mappingLine(row);
    if (row.status === 'none') {
      const reason = row.byHand
        ? `marked no match by hand${targetSource ? ` (no ${targetSource} code)` : ''}`
        : (row.problem ?? `nothing found for "${row.input}"`);
      out.push({
        line,
        subject: ownIdentifier(row),
        cui: null,
        targets: [],
        unmatched: reason,
        fallback: null,
      });
      continue;
    }
    const res = row.resolution;
    if (row.status !== 'matched' || !res?.id) {
      leftOut.push({
        line: row.line,
        input: row.input,
        why: row.problem ?? `not decided (${STATUS_LABEL[row.status] || row.status})`,
      });
      continue;
    }
    const picked = row.handAction === 'pick';
    // A line that names an identifier keeps it as the subject even when a reviewer picked another
    // answer for it; a term maps from the concept it resolved to (or the one picked).
    const subject = ownIdentifier(row) ?? answerIdentifier(res);
    const cui = conceptOf(res);
    // The reviewer named a code of the target source itself: that code is the mapping.
    const named = picked && res.source === targetSource && res.code;
    const targets = named ? [{ code: res.code!, name: res.codeName ?? res.name ?? '' }] : res.target;
    out.push({
      line,
      subject,
      cui,
      targets,
      unmatched: null,
      fallback: targets.length ? null : fallbackOf(subject, cui),
    });
  }
  return { lines: out, leftOut };
}

/** The related look-ups the plan needs, each once (lines reaching one concept share it). */
export function needingFallback(plan: MappingPlan): FallbackLookup[] {
  const seen = new Map<string, FallbackLookup>();
  for (const l of plan.lines)
    if (l.fallback && !seen.has(l.fallback.key)) seen.set(l.fallback.key, l.fallback);
  return [...seen.values()];
}

/** A line with no identifier of its own: the file shows its words as the subject's name. */
const subjectOrInput = (l: PlannedLine): MappedCode =>
  l.subject ?? { source: '', code: '', label: l.line.input };

/**
 * Mapping rows, one or more per line: the target codes of its concept are exact (same CUI); a
 * line without any gets the crosswalk page's fallback, the codes of directly related concepts
 * (broader, narrower, related: never equivalent), or one unmatched row saying why.
 */
export function batchMappingRows(
  plan: MappingPlan,
  targetSource: string,
  related: ReadonlyMap<string, RelatedCodes | Error>,
): MappingRow[] {
  return plan.lines.flatMap((l): MappingRow[] => {
    const subject = subjectOrInput(l);
    const base = { subject, cui: l.cui, line: l.line };
    if (l.unmatched !== null)
      return [{ ...base, object: null, kind: 'unmatched', targetSource, reason: l.unmatched }];
    if (l.targets.length)
      return l.targets.map((t) => ({
        ...base,
        object: { source: targetSource, code: t.code, label: t.name || null },
        kind: 'exact',
      }));
    const fallback = l.fallback ? related.get(l.fallback.key) : undefined;
    if (!l.fallback)
      return [
        {
          ...base,
          object: null,
          kind: 'unmatched',
          targetSource,
          reason: `no ${targetSource} code shares this concept, and it has no UMLS concept whose relations could be followed`,
        },
      ];
    // A failed look-up is not "nothing related": the row says it was not read.
    if (fallback instanceof Error)
      return [
        {
          ...base,
          object: null,
          kind: 'unmatched',
          targetSource,
          reason: `no ${targetSource} code shares this concept; its related concepts could not be read (${fallback.message})`,
        },
      ];
    return crosswalkMappingRows({
      subject,
      cuis: l.cui ? [l.cui] : [],
      targets: [targetSource],
      matches: [],
      related: fallback ?? null,
    }).map((r) => ({ ...r, line: l.line }));
  });
}

/** A few at a time: every request still passes the app's one rate limiter (api/http). */
const CONCURRENCY = 4;

/**
 * The related fallback for each look-up not in `known`, with progress; a look-up that failed
 * gets its error (its rows say so). Stops when `signal` aborts.
 */
export async function fetchBatchFallback(
  lookups: readonly FallbackLookup[],
  targetSource: string,
  release: string,
  signal: AbortSignal,
  onProgress: (done: number) => void,
): Promise<Map<string, RelatedCodes | Error>> {
  const found = new Map<string, RelatedCodes | Error>();
  let next = 0;
  await runPool(
    CONCURRENCY,
    () => (next < lookups.length ? next++ : null),
    async (i) => {
      const s = lookups[i]!;
      const o = { release, signal };
      try {
        found.set(
          s.key,
          s.cui
            ? await fetchRelatedCodesOfConcept(s.cui, [targetSource], o)
            : await fetchRelatedCodes(s.source, s.code, [targetSource], o),
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
