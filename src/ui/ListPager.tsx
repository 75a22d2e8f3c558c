import { Group, Pagination, Text } from '@mantine/core';
import type { Page } from '../api/uts/index.ts';
import { pagesToOffer } from './pagesToOffer.ts';

/** Pages of a UTS content list; nothing when there is only one. */
export function ListPager({
  page,
  onChange,
  label,
}: {
  page: Page<unknown>;
  onChange: (n: number) => void;
  label: string;
}) {
  const total = pagesToOffer(page);
  if (total <= 1) return null;
  return (
    <Group justify="space-between" mt="xs">
      <Text size="xs" c="dimmed">
        Page {page.pageNumber} of {page.pageCount ?? `${total}+`}
      </Text>
      <Pagination
        size="sm"
        total={total}
        value={page.pageNumber}
        onChange={onChange}
        aria-label={`Pages of ${label}`}
        getControlProps={(control) => ({ 'aria-label': `${control} page of ${label}` })}
        getItemProps={(n) => ({ 'aria-label': `Page ${n} of ${label}` })}
      />
    </Group>
  );
}
