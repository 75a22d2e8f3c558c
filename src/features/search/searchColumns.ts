import type { ReturnIdType, SearchHit } from '../../api/uts/index.ts';
import { joinList, type ColumnSpec } from '../../lib/export/index.ts';
import type { Loaded } from './hitDetails.ts';
import type { AtomMatch } from './matchedAtom.ts';

/** A hit as the table shows and exports it: its place in the relevance order, and why it is there. */
export interface ResultRow extends SearchHit {
  /** 1-based position among all the search's results, in the service's order. */
  rank: number;
  /** whyHit: "all words in the name", `exact: “heart attack” (DOID/SY)`, … */
  why: string;
  /** The concept's semantic type names ("Matched atom and semantic types"); null: not asked. */
  semanticTypes: Loaded<string[]> | null;
  /** The atom the search matched (null inside: none clearly); null: not asked. */
  matched: Loaded<AtomMatch | null> | null;
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

const matchedAtomOf = (h: ResultRow) =>
  h.matched?.state === 'ok' && h.matched.value ? h.matched.value.atom : null;

/**
 * Search results as exported: rank, the table's name, identifier and source, why each hit is
 * there, and when asked for, the atom the search matched (name, source, term type, AUI) and the
 * concept's semantic types. The identifier column is named for what the search returned (CUI,
 * AUI or code), never the hit's URI.
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
          { header: 'Matched name', key: 'matchedName', value: (h: ResultRow) => matchedAtomOf(h)?.name },
          {
            header: 'Matched SAB',
            key: 'matchedSab',
            value: (h: ResultRow) => matchedAtomOf(h)?.rootSource,
          },
          {
            header: 'Matched TTY',
            key: 'matchedTty',
            value: (h: ResultRow) => matchedAtomOf(h)?.termType,
          },
          { header: 'Matched AUI', key: 'matchedAui', value: (h: ResultRow) => matchedAtomOf(h)?.ui },
          {
            header: 'Semantic types',
            key: 'semanticTypes',
            value: (h: ResultRow) => joinList(h.semanticTypes?.state === 'ok' ? h.semanticTypes.value : []),
          },
        ]
      : []),
  ];
}
