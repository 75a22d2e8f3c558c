import type { ColumnSpec } from '../columns.ts';
import { toCsv } from '../csv.ts';
import { mappingComment } from './relation.ts';
import type { MappingKind, MappingRow, MappingSetMeta } from './types.ts';

/** The kind of each row in the words the crosswalk page uses. */
export const MAPPING_KIND_WORDS: Readonly<Record<MappingKind, string>> = {
  exact: 'exact (same concept)',
  broader: 'broader (related, not equivalent)',
  narrower: 'narrower (related, not equivalent)',
  related: 'related (not equivalent)',
  unmatched: 'unmatched',
};

const columns = (release: string): ColumnSpec<MappingRow>[] => [
  { header: 'From source', value: (r) => r.subject.source },
  { header: 'From code', value: (r) => r.subject.code },
  { header: 'From name', value: (r) => r.subject.label },
  { header: 'Mapping', value: (r) => MAPPING_KIND_WORDS[r.kind] },
  { header: 'To source', value: (r) => r.object?.source ?? r.targetSource ?? null },
  { header: 'To code', value: (r) => (r.kind === 'unmatched' ? null : (r.object?.code ?? null)) },
  { header: 'To name', value: (r) => (r.kind === 'unmatched' ? null : (r.object?.label ?? null)) },
  { header: 'Shared CUI', value: (r) => (r.kind === 'exact' ? (r.cui ?? null) : null) },
  {
    header: 'Relation',
    value: (r) => (r.relation ? [r.relation.label, r.relation.additional].filter(Boolean).join(' / ') : null),
  },
  { header: 'Comment', value: (r) => mappingComment(r, release) },
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
  const inc = meta.incomplete;
  const incomplete = inc
    ? `complete: false; run: ${inc.run}; pending rows: ${inc.pendingRows} of ${inc.rows} (${inc.words})`
    : null;
  return toCsv(sorted, columns(meta.release), { comment: [comment, incomplete ?? ''] });
}
