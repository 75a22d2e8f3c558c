import type { ColumnSpec } from '../export/columns.ts';
import { isComplete, notReadOf } from './settle.ts';
import type { ExpandedCode, StoredExpansion } from './types.ts';

/** What changed between a stored expansion and a new one. */
export interface ExpansionDiff {
  added: ExpandedCode[];
  removed: ExpandedCode[];
  /**
   * Codes of the expansion before that a run which could not read every rule did not give:
   * an unread rule may still give them, so they are not known to be gone (never "removed").
   */
  notRead: ExpandedCode[];
  /** Same code, another name. */
  renamed: { system: string; code: string; before: string; after: string }[];
  unchanged: number;
  /** Rules flagged in the new expansion (a root gone from this release, no products). */
  flags: Record<string, string>;
  /** Rules the new run could not read (the service did not answer), with what it said. */
  notReadRules: Record<string, string>;
}

const key = (c: Pick<ExpandedCode, 'system' | 'code'>) => `${c.system}|${c.code}`;

export function diffExpansions(before: StoredExpansion | null, after: StoredExpansion): ExpansionDiff {
  const old = new Map((before?.codes ?? []).map((c) => [key(c), c]));
  const now = new Map(after.codes.map((c) => [key(c), c]));
  const added: ExpandedCode[] = [];
  const renamed: ExpansionDiff['renamed'] = [];
  let unchanged = 0;
  for (const [k, c] of now) {
    const o = old.get(k);
    if (!o) added.push(c);
    // An empty name (a code imported without one) is not a rename.
    else if (o.display && c.display && o.display !== c.display)
      renamed.push({ system: c.system, code: c.code, before: o.display, after: c.display });
    else unchanged++;
  }
  const gone = [...old].filter(([k]) => !now.has(k)).map(([, c]) => c);
  const whole = isComplete(after);
  return {
    added,
    removed: whole ? gone : [],
    notRead: whole ? [] : gone,
    renamed,
    unchanged,
    flags: after.flags,
    notReadRules: notReadOf(after),
  };
}

export interface DiffRow {
  change: 'added' | 'removed' | 'renamed' | 'not read';
  system: string;
  code: string;
  display: string;
  previous_display: string;
}

/** The diff's CSV columns (formula guard and quoting come from lib/export's toCsv). */
export const DIFF_COLUMNS: ColumnSpec<DiffRow>[] = [
  { header: 'Change', value: (r) => r.change },
  { header: 'System', value: (r) => r.system },
  { header: 'Code', value: (r) => r.code },
  { header: 'Display', value: (r) => r.display },
  { header: 'Previous display', value: (r) => r.previous_display },
];

/** The diff as rows for the CSV export (one per changed code). */
export function diffRows(d: ExpansionDiff): DiffRow[] {
  return [
    ...d.added.map((c) => ({
      change: 'added' as const,
      system: c.system,
      code: c.code,
      display: c.display,
      previous_display: '',
    })),
    ...d.removed.map((c) => ({
      change: 'removed' as const,
      system: c.system,
      code: c.code,
      display: '',
      previous_display: c.display,
    })),
    ...d.renamed.map((r) => ({
      change: 'renamed' as const,
      system: r.system,
      code: r.code,
      display: r.after,
      previous_display: r.before,
    })),
    ...d.notRead.map((c) => ({
      change: 'not read' as const,
      system: c.system,
      code: c.code,
      display: '',
      previous_display: c.display,
    })),
  ];
}

/**
 * One sentence for a screen reader and the page: "3 added, 1 removed, 2 renamed, 40 unchanged."
 * A run that could not read every rule adds what it could not tell: "…; 680 not read."
 */
export function diffSummary(d: ExpansionDiff): string {
  const n = (k: number, w: string) => `${k.toLocaleString('en-US')} ${w}`;
  const base = `${n(d.added.length, 'added')}, ${n(d.removed.length, 'removed')}, ${n(d.renamed.length, 'renamed')}, ${n(d.unchanged, 'unchanged')}`;
  return Object.keys(d.notReadRules).length ? `${base}; ${n(d.notRead.length, 'not read')}.` : `${base}.`;
}
