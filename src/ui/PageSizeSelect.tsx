import { NativeSelect } from '@mantine/core';
import { PAGE_SIZES, type PageSize } from '../lib/pageSize.ts';

/** "Rows per page" for search and paged lists: a native select, so phones get their own picker. */
export function PageSizeSelect({
  value,
  onChange,
  label = 'Rows per page',
}: {
  value: PageSize;
  onChange: (size: PageSize) => void;
  label?: string;
}) {
  return (
    <NativeSelect
      size="xs"
      w={90}
      aria-label={label}
      title={label}
      value={String(value)}
      data={PAGE_SIZES.map(String)}
      onChange={(e) => onChange(Number(e.currentTarget.value) as PageSize)}
    />
  );
}
