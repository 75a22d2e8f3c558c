import type { ReturnIdType, SearchHit } from '../../api/uts/index.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';

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
 * Search results as exported: the table's name, identifier and source. The identifier
 * column is named for what the search returned (CUI, AUI or code), never the hit's URI.
 */
export function searchColumns(returnIdType: ReturnIdType): ColumnSpec<SearchHit>[] {
  const id = ID_HEADER[returnIdType];
  return [
    { header: 'Name', key: 'name', value: (h) => h.name },
    { header: id.header, key: id.key, value: (h) => h.ui },
    { header: 'SAB', key: 'sab', value: (h) => h.rootSource },
  ];
}
