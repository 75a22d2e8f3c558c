import type { ItemOutcome } from '../../lib/bulk/index.ts';
import { joinList, type ColumnSpec } from '../../lib/export/index.ts';
import type { InputKind } from '../../lib/input-kind/index.ts';
import { isAwaiting, type BatchDecision } from './decision.ts';
import type { BatchLine } from './input.ts';
import type { Resolution } from './resolve.ts';
import {
  dominantGroup,
  isResolved,
  rowVerdict,
  STATUS_LABEL,
  type MatchStatus,
  type StatusInput,
} from './status.ts';
import { whyText } from './why.ts';

/** Where a row's lookup stands (what the service did), before the status rules read it. */
export type RowState = StatusInput['state'];

export interface BatchRow {
  line: number;
  /** The line as typed, without BOM and edge spaces. */
  input: string;
  kind: InputKind | 'empty';
  state: RowState;
  /** What the row means for a reviewer (status.ts). */
  status: MatchStatus;
  /** Why the line was not looked up, or why its lookup failed. */
  problem: string | null;
  /** The answer the row stands for: the service's, or the one chosen by hand. */
  resolution: Resolution | null;
  /** The service's own answer (kept when a hand decision overrides it). */
  found: Resolution | null;
  byHand: boolean;
  /** Why the row is in review, or what the hand decided. */
  note: string | null;
  comment: string;
  /** The reviewer who made the hand decision, when they gave their name. */
  reviewer?: string;
  /** The hand decision behind `byHand` (accept, pick, none); absent when none was made. */
  handAction?: 'accept' | 'pick' | 'none' | null;
  key: string | null;
  /** Hand decisions are kept under this: the lookup (duplicates share it), else the line. */
  decisionKey: string;
}

export const decisionKeyOf = (line: Pick<BatchLine, 'key' | 'line'>): string =>
  line.key ?? `line:${line.line}`;

/**
 * The table: one row per input line, in input order; duplicates share their lookup's result.
 * `targetSource` (the batch's, when given) tells which picks by hand still wait for their codes
 * there: such a row is pending until the run has read them.
 */
export function buildRows(
  lines: readonly BatchLine[],
  outcomes: ReadonlyMap<string, ItemOutcome<Resolution>>,
  decisions: ReadonlyMap<string, BatchDecision>,
  targetSource?: string | null,
): BatchRow[] {
  const facts = lines.map(({ line, detected, key, junk }) => {
    const input = detected.kind === 'empty' ? '' : detected.raw.trim().replace(/^\uFEFF/, '');
    let state: RowState;
    let problem: string | null = null;
    let found: Resolution | null = null;
    const o = key ? outcomes.get(key) : undefined;
    if (detected.kind === 'empty') state = 'empty';
    else if (junk) [state, problem] = ['junk', junk];
    else if (!key) [state, problem] = ['invalid', detected.problem];
    else if (!o) state = 'pending';
    else if (o.status === 'failed') [state, problem] = ['failed', failureText(o.error)];
    else [state, found] = ['done', o.value];
    return { line, input, kind: detected.kind, key, state, problem, found };
  });
  const dominant = dominantGroup(facts.filter((f) => f.kind === 'term').map((f) => f.found));
  return facts.map((f) => {
    const decisionKey = decisionKeyOf(f);
    let decision = decisions.get(decisionKey) ?? null;
    let problem = f.problem;
    // A confirmation carried from an earlier run holds only for the answer it confirmed.
    if (
      decision?.action === 'accept' &&
      decision.acceptedId &&
      f.state === 'done' &&
      f.found?.id !== decision.acceptedId
    ) {
      problem = `Confirmed by hand in an earlier run for ${decision.acceptedId}; this run found ${f.found?.id ?? 'nothing'}: review it again`;
      decision = { ...decision, action: null };
    }
    if (targetSource !== undefined && isAwaiting(decision, targetSource ?? null)) {
      const r = decision!.resolution!;
      return {
        ...f,
        status: 'pending' as const,
        problem: `Chosen by hand: ${r.name ?? ''} (${r.id}); its ${targetSource} codes are read with the run`,
        resolution: null,
        byHand: true,
        note: 'Chosen by hand',
        comment: decision?.comment ?? '',
        reviewer: decision?.reviewer ?? '',
        handAction: 'pick' as const,
        decisionKey,
      };
    }
    const v = rowVerdict(
      { kind: f.kind, input: f.input, state: f.state, resolution: f.found, decision },
      dominant,
    );
    return {
      ...f,
      problem,
      status: v.status,
      resolution: v.resolution,
      byHand: v.byHand,
      note: v.note,
      comment: decision?.comment ?? '',
      reviewer: decision?.reviewer ?? '',
      handAction: v.byHand ? (decision?.action ?? null) : null,
      decisionKey,
    };
  });
}

function failureText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return `The service failed on this line: ${message}`;
}

export type RowFilter = 'all' | 'matched' | 'review' | 'several' | 'none' | 'error';

/** The tabs. Pending and empty rows are only under All. */
export const ROW_FILTERS: ReadonlyArray<{ value: RowFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'matched', label: 'Matched' },
  { value: 'review', label: 'Review' },
  { value: 'several', label: 'Several' },
  { value: 'none', label: 'No match' },
  { value: 'error', label: 'Errors' },
];

export const rowMatches = (row: BatchRow, filter: RowFilter): boolean =>
  filter === 'all' || row.status === filter;

export function countByFilter(rows: readonly BatchRow[]): Record<RowFilter, number> {
  const counts = { all: 0, matched: 0, review: 0, several: 0, none: 0, error: 0 };
  for (const row of rows) {
    counts.all++;
    if (row.status in counts) counts[row.status as RowFilter]++;
  }
  return counts;
}

/** Resolved in totals and in "add all": matched rows with an answer (by the service or by hand). */
export const rowResolved = (row: BatchRow): boolean =>
  isResolved({ status: row.status, resolution: row.resolution, byHand: row.byHand, note: row.note });

/** A review row's answer is a candidate, not a match: its identifiers go under Candidates. */
const res = (row: BatchRow) => (row.status === 'matched' ? row.resolution : null);

function candidatesOf(r: BatchRow): readonly string[] {
  if (r.status === 'matched' || !r.found) return [];
  if (r.found.id) return [`${r.found.id} ${r.found.name ?? ''}`.trim()];
  return joinList(r.found.candidates.map((c) => `${c.id} ${c.name}`));
}

/** The exported table: what the page shows plus the identifiers a spreadsheet needs. */
export const BATCH_COLUMNS: ColumnSpec<BatchRow>[] = [
  { header: 'Line', key: 'line', value: (r) => r.line },
  { header: 'Input', key: 'input', value: (r) => r.input },
  { header: 'Kind', key: 'kind', value: (r) => r.kind },
  { header: 'Status', key: 'status', value: (r) => STATUS_LABEL[r.status] },
  {
    header: 'Decided by',
    key: 'decidedBy',
    value: (r) => (r.byHand ? 'by hand' : r.state === 'done' || r.state === 'junk' ? 'automatic' : ''),
  },
  {
    header: 'Match',
    key: 'match',
    value: (r) => (r.state === 'done' ? (r.found?.match ?? '') : r.state === 'junk' ? 'none' : r.state),
  },
  { header: 'Why', key: 'why', value: (r) => whyText(r.resolution) },
  { header: 'CUI', key: 'cui', value: (r) => (res(r)?.idType === 'CUI' ? res(r)?.id : null) },
  { header: 'RXCUI', key: 'rxcui', value: (r) => (res(r)?.idType === 'RXCUI' ? res(r)?.id : null) },
  { header: 'Preferred name', key: 'name', value: (r) => res(r)?.name },
  { header: 'Semantic types', key: 'semanticTypes', value: (r) => joinList(res(r)?.semanticTypes) },
  { header: 'TTY', key: 'tty', value: (r) => res(r)?.tty },
  { header: 'SAB', key: 'sab', value: (r) => res(r)?.source },
  { header: 'Code', key: 'code', value: (r) => res(r)?.code },
  { header: 'Code name', key: 'codeName', value: (r) => res(r)?.codeName },
  { header: 'Target codes', key: 'targetCodes', value: (r) => joinList(res(r)?.target.map((t) => t.code)) },
  { header: 'Target names', key: 'targetNames', value: (r) => joinList(res(r)?.target.map((t) => t.name)) },
  {
    header: 'Candidates',
    key: 'candidates',
    value: candidatesOf,
  },
  { header: 'Note', key: 'note', value: (r) => r.note },
  { header: 'Comment', key: 'comment', value: (r) => r.comment },
  { header: 'Problem', key: 'problem', value: (r) => r.problem },
];
