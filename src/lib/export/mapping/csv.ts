import type { ColumnSpec } from '../columns.ts';
import { toCsv } from '../csv.ts';
import { withDemoIdNotes } from '../demoIds.ts';
import { DEMO_CUI_NOTE } from '../../demoIds.ts';
import { releaseOnlyFacts, versionsStatement } from '../systemVersion.ts';
import { hasSubjectId, mappedSystems, justificationOf, rowComment } from './lineFields.ts';
import type { MappingKind, MappingRow, MappingSetMeta } from './types.ts';

/** The kind of each row in the words the crosswalk page uses. */
export const MAPPING_KIND_WORDS: Readonly<Record<MappingKind, string>> = {
  exact: 'exact (same concept)',
  broader: 'broader (related, not equivalent)',
  narrower: 'narrower (related, not equivalent)',
  related: 'related (not equivalent)',
  unmatched: 'unmatched',
};

/** A batch's columns before the mapping: the input line, as typed. */
const LINE_COLUMNS: ColumnSpec<MappingRow>[] = [
  { header: 'Line', value: (r) => r.line?.line ?? null },
  { header: 'Input', value: (r) => r.line?.input ?? null },
];
/** A batch's columns after it: how the line was matched and decided, by whom, and why. */
const DECISION_COLUMNS: ColumnSpec<MappingRow>[] = [
  { header: 'Match', value: (r) => r.line?.match ?? null, own: true },
  { header: 'Status', value: (r) => r.line?.status ?? null, own: true },
  { header: 'Decided by', value: (r) => r.line?.decidedBy ?? null, own: true },
  { header: 'Justification', value: (r) => justificationOf(r), own: true },
  { header: 'Reviewer', value: (r) => r.line?.reviewer ?? null },
  { header: 'Review comment', value: (r) => r.line?.comment || null },
];
const columns = (meta: MappingSetMeta, batch: boolean): ColumnSpec<MappingRow>[] => [
  ...(batch ? LINE_COLUMNS : []),
  { header: 'From source', value: (r) => (hasSubjectId(r) ? r.subject.source : null) },
  { header: 'From code', value: (r) => (hasSubjectId(r) ? r.subject.code : null) },
  { header: 'From name', value: (r) => r.subject.label },
  { header: 'Mapping', value: (r) => MAPPING_KIND_WORDS[r.kind], own: true },
  { header: 'To source', value: (r) => r.object?.source ?? r.targetSource ?? null },
  { header: 'To code', value: (r) => (r.kind === 'unmatched' ? null : (r.object?.code ?? null)) },
  { header: 'To name', value: (r) => (r.kind === 'unmatched' ? null : (r.object?.label ?? null)) },
  { header: 'Shared CUI', key: 'cui', value: (r) => (r.kind === 'exact' ? (r.cui ?? null) : null) },
  {
    header: 'Relation',
    value: (r) => (r.relation ? [r.relation.label, r.relation.additional].filter(Boolean).join(' / ') : null),
  },
  ...(batch ? DECISION_COLUMNS : []),
  { header: 'Comment', value: (r) => rowComment(r, meta.release, meta.demoIds) },
];

/**
 * Mapping rows as CSV, exact rows first, then related ones, then unmatched (kept apart, never
 * mixed), with the `#` line of provenance every mapping file carries: title, release, page, time;
 * under it, for a run that did not finish, a `#` line with `complete: false` and the counts.
 */
export function toMappingCsv(rows: readonly MappingRow[], meta: MappingSetMeta): string {
  const order: MappingKind[] = ['exact', 'broader', 'narrower', 'related', 'unmatched'];
  const sorted = [...rows].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const comment = `${meta.title}; release ${meta.release}; from ${meta.page}; generated ${meta.generatedAt}; app ${meta.appVersion}`;
  const systems = mappedSystems(rows);
  const versions = `versions: ${versionsStatement(systems, meta.versions ?? releaseOnlyFacts(meta.release))}`;
  const inc = meta.incomplete;
  const incomplete = inc
    ? `complete: false; run: ${inc.run}; pending rows: ${inc.pendingRows} of ${inc.rows} (${inc.words})`
    : 'complete: true';
  const missing = meta.notInFile?.length
    ? `lines not in this file: ${meta.notInFile.map((l) => `${l.line} (${l.why})`).join(', ')}`
    : null;
  const batch = rows.some((r) => r.line);
  return toCsv(sorted, withDemoIdNotes(columns(meta, batch), sorted, meta.demoIds, DEMO_CUI_NOTE), {
    comment: [comment, incomplete, versions, missing ?? ''],
  });
}
