import type { Attribute } from '../../api/uts/index.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';

/** Attributes of a code as exported: the code they belong to, then name, value and source. */
export const attributeColumns = (sab: string, id: string): ColumnSpec<Attribute>[] => [
  { header: 'SAB', key: 'sab', value: () => sab },
  { header: 'Code', key: 'code', value: () => id },
  { header: 'Attribute', key: 'name', value: (a) => a.name },
  { header: 'Value', key: 'value', value: (a) => a.value },
  { header: 'Attribute SAB', key: 'attributeSab', value: (a) => a.rootSource },
  { header: 'Attribute id', key: 'atui', value: (a) => a.ui },
];
