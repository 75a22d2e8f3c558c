import type { SourceAtomCluster } from '../../api/uts/index.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';

/** Crosswalk matches as exported: the code crossed from, then each match's source, code and name. */
export const crosswalkColumns = (sab: string, id: string): ColumnSpec<SourceAtomCluster>[] => [
  { header: 'From SAB', key: 'fromSab', value: () => sab },
  { header: 'From code', key: 'fromCode', value: () => id },
  { header: 'SAB', key: 'sab', value: (c) => c.rootSource },
  { header: 'Code', key: 'code', value: (c) => c.ui },
  { header: 'Name', key: 'name', value: (c) => c.name },
  { header: 'Atoms', key: 'atomCount', value: (c) => c.atomCount },
  { header: 'Obsolete', key: 'obsolete', value: (c) => c.obsolete },
  { header: 'Suppressible', key: 'suppressible', value: (c) => c.suppressible },
];
