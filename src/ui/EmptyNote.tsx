import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PagedEmpty } from './PagedEmpty.tsx';
import { usePageParam } from '../lib/usePageParam.ts';

/**
 * The quiet line a section shows when its list is empty. The source-code tabs page their
 * lists with `?page=`, so on a page past the end this says so and links back to page 1
 * instead of claiming the list is empty.
 */
export function EmptyNote({ children }: { children: ReactNode }) {
  const [page] = usePageParam();
  return (
    <PagedEmpty pageNumber={page} param="page">
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </PagedEmpty>
  );
}
