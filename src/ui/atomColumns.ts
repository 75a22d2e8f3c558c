import type { Atom } from '../api/uts/index.ts';
import type { ColumnSpec } from '../lib/export/index.ts';

/**
 * AtomsTable as exported (concept atoms, source atoms): what the table shows, with the code,
 * CUI and AUI as plain identifiers (the table links them; a spreadsheet needs the text).
 */
export const ATOM_COLUMNS: ColumnSpec<Atom>[] = [
  { header: 'Name', key: 'name', value: (a) => a.name },
  { header: 'TTY', key: 'tty', value: (a) => a.termType },
  { header: 'SAB', key: 'sab', value: (a) => a.rootSource },
  { header: 'Code', key: 'code', value: (a) => a.code?.id },
  { header: 'Language', key: 'language', value: (a) => a.language },
  { header: 'CUI', key: 'cui', value: (a) => a.concept?.id },
  { header: 'AUI', key: 'aui', value: (a) => a.ui },
  { header: 'Obsolete', key: 'obsolete', value: (a) => a.obsolete },
  { header: 'Suppressible', key: 'suppressible', value: (a) => a.suppressible },
];
