import { Group } from '@mantine/core';
import type { PageSize } from '../../lib/pageSize.ts';
import { PageSizeSelect } from '../PageSizeSelect.tsx';
import { TableExport } from './TableExport.tsx';
import type { TableExportOptions } from './useTableExport.ts';

/** The toolbar above a paged table: rows per page (when the list takes a size) and its export. */
export function ListTools<Row>({
  pageSize,
  onPageSize,
  label,
  ...exportOptions
}: TableExportOptions<Row> & {
  pageSize?: PageSize;
  onPageSize?: (size: PageSize) => void;
  label: string;
}) {
  return (
    <Group justify="flex-end" gap="xs">
      {pageSize !== undefined && onPageSize && <PageSizeSelect value={pageSize} onChange={onPageSize} />}
      <TableExport {...exportOptions} label={label} />
    </Group>
  );
}
