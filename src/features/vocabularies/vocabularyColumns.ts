import type { RootSource } from '../../api/uts/index.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';
import { restrictionLabel } from './filterSources.ts';
import { parseSourceVersion, sourceVersionValue } from '../../lib/sourceVersion.ts';

/** The vocabularies table as exported: the columns shown plus the raw restriction level (0–4, 9). */
export const VOCABULARY_COLUMNS: ColumnSpec<RootSource>[] = [
  { header: 'SAB', key: 'sab', value: (s) => s.abbreviation },
  { header: 'Name', key: 'name', value: (s) => s.expandedForm },
  { header: 'Short name', key: 'shortName', value: (s) => s.shortName },
  // The source's own version as its metadata states it (MeSH 2017 in UMLS 2025AB).
  { header: 'Version', key: 'version', value: (s) => sourceVersionValue(parseSourceVersion(s)) },
  { header: 'Family', key: 'family', value: (s) => s.family },
  { header: 'Language', key: 'language', value: (s) => s.language?.abbreviation },
  { header: 'Restriction level', key: 'restrictionLevel', value: (s) => s.restrictionLevel },
  { header: 'Restriction', key: 'restriction', value: (s) => restrictionLabel(s.restrictionLevel) },
];
