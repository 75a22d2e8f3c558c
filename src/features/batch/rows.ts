import type { ItemOutcome } from '../../lib/bulk/index.ts';
import { joinList, type ColumnSpec } from '../../lib/export/index.ts';
import type { InputKind } from '../../lib/input-kind/index.ts';
import type { BatchLine } from './input.ts';
import type { Resolution } from './resolve.ts';

export type RowStatus = 'empty' | 'invalid' | 'pending' | 'done' | 'failed';

export interface BatchRow {
  line: number;
  /** The line as typed, without BOM and edge spaces. */
  input: string;
  kind: InputKind | 'empty';
  status: RowStatus;
  /** Why the line was not looked up, or why its lookup failed. */
  problem: string | null;
  resolution: Resolution | null;
  key: string | null;
}

/** The table: one row per input line, in input order; duplicates share their lookup's result. */
export function buildRows(
  lines: readonly BatchLine[],
  outcomes: ReadonlyMap<string, ItemOutcome<Resolution>>,
  manual: ReadonlyMap<string, Resolution>,
): BatchRow[] {
  return lines.map(({ line, detected, key }) => {
    const base = {
      line,
      input: detected.kind === 'empty' ? '' : detected.raw.trim().replace(/^\uFEFF/, ''),
      kind: detected.kind,
      key,
    };
    if (detected.kind === 'empty') return { ...base, status: 'empty', problem: null, resolution: null };
    if (!key) return { ...base, status: 'invalid', problem: detected.problem, resolution: null };
    const byHand = manual.get(key);
    if (byHand) return { ...base, status: 'done', problem: null, resolution: byHand };
    const o = outcomes.get(key);
    if (!o) return { ...base, status: 'pending', problem: null, resolution: null };
    if (o.status === 'failed')
      return { ...base, status: 'failed', problem: failureText(o.error), resolution: null };
    return { ...base, status: 'done', problem: null, resolution: o.value };
  });
}

function failureText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return `The service failed on this line: ${message}`;
}

export type RowFilter = 'all' | 'resolved' | 'none' | 'several' | 'problems';

export const ROW_FILTERS: ReadonlyArray<{ value: RowFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'none', label: 'Not found' },
  { value: 'several', label: 'Ambiguous' },
  { value: 'problems', label: 'Errors' },
];

export function rowMatches(row: BatchRow, filter: RowFilter): boolean {
  const r = row.resolution;
  switch (filter) {
    case 'all':
      return true;
    case 'resolved':
      return !!r?.id;
    case 'none':
      return row.status === 'done' && !r?.id && r?.match === 'none';
    case 'several':
      return row.status === 'done' && !r?.id && r?.match === 'several';
    case 'problems':
      return row.status === 'failed' || row.status === 'invalid';
  }
}

export function countByFilter(rows: readonly BatchRow[]): Record<RowFilter, number> {
  const counts = { all: 0, resolved: 0, none: 0, several: 0, problems: 0 };
  for (const row of rows) for (const f of ROW_FILTERS) if (rowMatches(row, f.value)) counts[f.value]++;
  return counts;
}

const res = (row: BatchRow) => row.resolution;

/** The exported table: what the page shows plus the identifiers a spreadsheet needs. */
export const BATCH_COLUMNS: ColumnSpec<BatchRow>[] = [
  { header: 'Line', key: 'line', value: (r) => r.line },
  { header: 'Input', key: 'input', value: (r) => r.input },
  { header: 'Kind', key: 'kind', value: (r) => r.kind },
  { header: 'Match', key: 'match', value: (r) => (r.status === 'done' ? (res(r)?.match ?? '') : r.status) },
  { header: 'Resolved by hand', key: 'manual', value: (r) => !!res(r)?.manual },
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
    value: (r) => (res(r)?.id ? '' : joinList(res(r)?.candidates.map((c) => `${c.id} ${c.name}`))),
  },
  { header: 'Problem', key: 'problem', value: (r) => r.problem },
];
