import { Group } from '@mantine/core';
import type { RxConceptGroup } from '../api/rxnorm/types.ts';
import { GROUPED_CONCEPT_COLUMNS, groupedConceptRows } from './drugColumns.ts';
import { TableExport, usePageMeta } from './export/index.ts';

/** The export of a term-type grouped concept list: every group's concepts, one row each. */
export function GroupedExport({
  groups,
  what,
  title,
}: {
  groups: readonly RxConceptGroup[];
  what: string;
  title: string;
}) {
  const meta = usePageMeta(title);
  return (
    <Group justify="flex-end">
      <TableExport
        label="Export concepts"
        columns={GROUPED_CONCEPT_COLUMNS}
        what={what}
        meta={meta}
        pageRows={groupedConceptRows(groups)}
      />
    </Group>
  );
}
