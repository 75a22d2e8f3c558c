import type { ReturnIdType, SearchHit } from '../../api/uts/index.ts';
import { joinList, type ColumnSpec } from '../../lib/export/index.ts';

/** A hit as the table shows and exports it: its place in the relevance order, and why it is there. */
export interface ResultRow extends SearchHit {
  /** 1-based position among all the search's results, in the service's order. */
  rank: number;
  /** whyHit: "all words in the name", "exact: a synonym is the term", … */
  why: string;
  /** The concept's semantic type names, once asked for ("Semantic types"); null until then. */
  semanticTypes: string[] | null;
}

/** What the hit's identifier is, named the way a spreadsheet column would be. */
const ID_HEADER: Record<ReturnIdType, { header: string; key: string }> = {
  concept: { header: 'CUI', key: 'cui' },
  aui: { header: 'AUI', key: 'aui' },
  code: { header: 'Code', key: 'code' },
  sourceConcept: { header: 'Code', key: 'code' },
  sourceDescriptor: { header: 'Code', key: 'code' },
  sourceUi: { header: 'Code', key: 'code' },
};

/**
 * Search results as exported: rank, the table's name, identifier and source, why each hit is
 * there, and the semantic types when shown. The identifier column is named for what the search
 * returned (CUI, AUI or code), never the hit's URI.
 */
export function searchColumns(returnIdType: ReturnIdType, withTypes = false): ColumnSpec<ResultRow>[] {
  const id = ID_HEADER[returnIdType];
  return [
    { header: 'Rank', key: 'rank', value: (h) => h.rank },
    { header: 'Name', key: 'name', value: (h) => h.name },
    { header: id.header, key: id.key, value: (h) => h.ui },
    { header: 'SAB', key: 'sab', value: (h) => h.rootSource },
    { header: 'Why', key: 'why', value: (h) => h.why },
    ...(withTypes
      ? [
          {
            header: 'Semantic types',
            key: 'semanticTypes',
            value: (h: ResultRow) => joinList(h.semanticTypes ?? []),
          },
        ]
      : []),
  ];
}
