import type { RxConcept, RxConceptGroup } from '../api/rxnorm/types.ts';
import type { ColumnSpec } from '../lib/export/index.ts';
import { orderedGroups, ttyLabel } from '../lib/rxnavLayout.ts';

/** One concept of a term-type grouped list, with the group it was shown under. */
export interface GroupedConceptRow {
  group: string;
  concept: RxConcept;
}

/** Grouped concepts (drug products, related info, related by) as rows, in the order shown. */
export function groupedConceptRows(groups: readonly RxConceptGroup[]): GroupedConceptRow[] {
  return orderedGroups(groups).flatMap((g) => g.concepts.map((concept) => ({ group: g.tty, concept })));
}

/** What a concept row shows (RXCUI, name, term type) plus the synonym, language and UMLS CUI RxNorm sends. */
export const CONCEPT_COLUMNS: ColumnSpec<RxConcept>[] = [
  { header: 'RXCUI', key: 'rxcui', value: (c) => c.RXCUI },
  { header: 'Name', key: 'name', value: (c) => c.STR },
  { header: 'TTY', key: 'tty', value: (c) => c.TTY },
  { header: 'Synonym', key: 'synonym', value: (c) => c.SY },
  { header: 'Language', key: 'language', value: (c) => c.LAT },
  { header: 'Suppress', key: 'suppress', value: (c) => c.SUPPRESS },
  { header: 'CUI', key: 'cui', value: (c) => c.CUI },
];

/** The concept columns after the group each concept was shown under. */
export const GROUPED_CONCEPT_COLUMNS: ColumnSpec<GroupedConceptRow>[] = [
  { header: 'Group', key: 'group', value: (r) => ttyLabel(r.group) },
  ...CONCEPT_COLUMNS.map((c) => ({ ...c, value: (r: GroupedConceptRow) => c.value(r.concept) })),
];

/** An RXCUI list row: the id, and the name and term type once its properties have loaded. */
export interface RxcuiRow {
  rxcui: string;
  concept: RxConcept | null | undefined;
}

export const RXCUI_COLUMNS: ColumnSpec<RxcuiRow>[] = [
  { header: 'RXCUI', key: 'rxcui', value: (r) => r.rxcui },
  { header: 'Name', key: 'name', value: (r) => r.concept?.STR },
  { header: 'TTY', key: 'tty', value: (r) => r.concept?.TTY },
];
