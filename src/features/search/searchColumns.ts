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
  /** The term type of the name shown (the concept's preferred atom, in `rootSource`); null until asked. */
  termType: string | null;
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

/** The key of the identifier column (cui, aui or code): the table's Identifier header sorts by it. */
export const idColumnKey = (returnIdType: ReturnIdType): string => ID_HEADER[returnIdType].key;

/**
 * Search results as exported: rank, the table's name, identifier and source, why each hit is
 * there, and the semantic types and the name's term type when shown. The identifier column is named for what the search
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
          { header: 'TTY', key: 'tty', value: (h: ResultRow) => h.termType },
        ]
      : []),
  ];
}
