import type { Definition } from '../../api/uts/index.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';

/**
 * Definitions as exported: the source and the text as the service sent it (the page shows it
 * sanitised as HTML; a file keeps the markup as plain text, which no spreadsheet runs).
 */
export const definitionColumns = (cui: string): ColumnSpec<Definition>[] => [
  { header: 'CUI', key: 'cui', value: () => cui },
  { header: 'SAB', key: 'sab', value: (d) => d.rootSource },
  { header: 'Definition', key: 'definition', value: (d) => d.value },
  { header: 'Source originated', key: 'sourceOriginated', value: (d) => d.sourceOriginated },
];
