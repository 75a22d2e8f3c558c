import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
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
  /**
   * What to show while loading instead of the generic lines: the section's own layout with
   * placeholders, of the final size, so nothing below moves when the data lands.
   */
  loading?: ReactNode;
  /** Still loading while this is true: a second answer the rows depend on (e.g. which atom is preferred). */
  waitFor?: boolean;
}

/** Loading, error, empty and data states of one section, so one failed call never blanks a page. */
export function QueryView<T>({
  query: latest,
  children,
  isEmpty,
  empty,
  notFound,
  what,
  loadingLines = 3,
  loading,
  waitFor = false,
}: Props<T>) {
  // A query's answer comes in a synchronous store update, so rendering a large table from it
  // would be one long task (up to a second at phone speed). Deferred, the answer renders at
  // transition priority, in slices that let the page answer input in between (total
  // blocking time). An answer already cached when the section mounts shows at once.
  const query = useDeferredValue(latest);
  if (query.isPending || (waitFor && query.isSuccess)) {
    return (
      <Stack gap="xs" role="status" aria-label={`Loading${what ? ` ${what}` : ''}`} aria-busy="true">
        {loading ??
          Array.from({ length: loadingLines }, (_, i) => (
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
