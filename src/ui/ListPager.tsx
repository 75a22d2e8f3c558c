import { Button, Group, Text } from '@mantine/core';
import { hasNextPage, type Page } from '../api/uts/index.ts';

/** Previous / next over a content list; the page count when the service gives one. */
export function ListPager({ page, onPage, label, busy }: { page: Page<unknown>; onPage: (n: number) => void; label: string; busy?: boolean }) {
  if (page.pageNumber === 1 && !hasNextPage(page)) return null;
  return (
    <Group gap="xs" component="nav" aria-label={label}>
      <Button size="compact-sm" variant="default" disabled={page.pageNumber <= 1 || busy} onClick={() => onPage(page.pageNumber - 1)}>
        Previous page
      </Button>
      <Text size="sm">
        Page {page.pageNumber}
        {page.pageCount !== null ? ` of ${page.pageCount}` : ''}
      </Text>
      <Button size="compact-sm" variant="default" disabled={!hasNextPage(page) || busy} onClick={() => onPage(page.pageNumber + 1)}>
        Next page
      </Button>
    </Group>
  );
}
