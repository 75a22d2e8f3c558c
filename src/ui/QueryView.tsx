import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel.tsx';

interface Props<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** True when the data holds nothing to show; `empty` is shown instead. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  notFound?: ReactNode;
  what?: string;
  loadingLines?: number;
}

/** Loading, error, empty and data states of one section, so one failed call never blanks a page. */
export function QueryView<T>({
  query,
  children,
  isEmpty,
  empty,
  notFound,
  what,
  loadingLines = 3,
}: Props<T>) {
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={`Loading${what ? ` ${what}` : ''}`} aria-busy="true">
        {Array.from({ length: loadingLines }, (_, i) => (
          <Skeleton key={i} height={18} width={`${90 - i * 12}%`} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <ErrorPanel error={query.error} onRetry={() => void query.refetch()} notFound={notFound} what={what} />
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <div data-testid="empty-state">
        {empty ?? (
          <Text c="dimmed" size="sm">
            Nothing to show.
          </Text>
        )}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
