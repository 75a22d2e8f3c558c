import { Group } from '@mantine/core';
import { useMemo } from 'react';
import { compareToken, type CompareId } from '../../lib/compareIds.ts';
import { TableExport, usePageMeta } from '../../ui/export/index.ts';
import { compareMatrix, matrixColumns } from './compareMatrix.ts';
import type { ColumnState } from './useCompareColumns.ts';

/** The comparison as CSV or JSON: the matrix of what each concept has (compareMatrix). */
export function CompareExport({
  ids,
  columns,
}: {
  ids: readonly CompareId[];
  columns: readonly ColumnState[];
}) {
  const tokens = ids.map(compareToken);
  const pageMeta = usePageMeta(`comparison of ${tokens.join(', ')}`);
  const rows = useMemo(() => compareMatrix(ids, columns), [ids, columns]);
  const specs = useMemo(() => matrixColumns(ids), [ids]);
  // A drug concept's facts are RxNorm content: the file names the RxNorm version too.
  const drugContent = ids.some((c) => c.kind === 'RXCUI');
  return (
    <Group justify="flex-end">
      <TableExport
        label="Export comparison"
        columns={specs}
        what={`compare ${tokens.join(' ')}`}
        meta={() => ({ ...pageMeta(), drugContent })}
        pageRows={rows}
      />
    </Group>
  );
}
