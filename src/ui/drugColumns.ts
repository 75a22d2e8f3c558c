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

/** What each concept row shows (name, term type, RXCUI) plus the synonym, language and UMLS CUI RxNorm sends. */
export const GROUPED_CONCEPT_COLUMNS: ColumnSpec<GroupedConceptRow>[] = [
  { header: 'Group', key: 'group', value: (r) => ttyLabel(r.group) },
  { header: 'RXCUI', key: 'rxcui', value: (r) => r.concept.RXCUI },
  { header: 'Name', key: 'name', value: (r) => r.concept.STR },
  { header: 'TTY', key: 'tty', value: (r) => r.concept.TTY },
  { header: 'Synonym', key: 'synonym', value: (r) => r.concept.SY },
  { header: 'Language', key: 'language', value: (r) => r.concept.LAT },
  { header: 'Suppress', key: 'suppress', value: (r) => r.concept.SUPPRESS },
  { header: 'CUI', key: 'cui', value: (r) => r.concept.CUI },
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
