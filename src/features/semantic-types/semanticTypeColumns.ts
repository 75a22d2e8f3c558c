import type { SemanticType } from '../../api/uts/index.ts';
import type { ColumnSpec } from '../../lib/export/index.ts';

/** A semantic type as one exported row: the identifiers shown above the table, then its fields. */
export const SEMANTIC_TYPE_COLUMNS: ColumnSpec<SemanticType>[] = [
  { header: 'TUI', key: 'tui', value: (t) => t.ui },
  { header: 'Name', key: 'name', value: (t) => t.name },
  { header: 'Abbreviation', key: 'abbreviation', value: (t) => t.abbreviation },
  { header: 'Tree number', key: 'treeNumber', value: (t) => t.treeNumber },
  { header: 'Group', key: 'group', value: (t) => t.group?.abbreviation },
  { header: 'Group name', key: 'groupName', value: (t) => t.group?.expandedForm },
  { header: 'Definition', key: 'definition', value: (t) => t.definition },
  { header: 'Example', key: 'example', value: (t) => t.example },
  { header: 'Usage note', key: 'usageNote', value: (t) => t.usageNote },
  { header: 'Non-human', key: 'nonHuman', value: (t) => t.nonHuman },
  { header: 'Children', key: 'childCount', value: (t) => t.childCount },
];
