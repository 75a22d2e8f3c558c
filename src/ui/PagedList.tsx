import { Button, Group, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { ErrorPanel } from './ErrorPanel.tsx';
import { QueryView } from './QueryView.tsx';
import { pagedState, shownText, type CountedPage } from '../lib/treePaging.ts';
import { useFocusFirstNew } from '../lib/useFocusFirstNew.ts';

type PagesQuery<T> = UseInfiniteQueryResult<InfiniteData<CountedPage<T>>>;

interface Props<T> {
  query: PagesQuery<T>;
  /** Plural noun of the items, for the button and the status ("children"). */
  what: string;
  empty: ReactNode;
  /** Renders the loaded items; must return one element whose direct children are the items. */
  children: (items: T[], listRef: Ref<HTMLUListElement>) => ReactNode;
}

/**
 * A hierarchy list loaded page by page: the first page, then "Show more" appends the next.
 * Never cut silently: while more exist the status says how many are shown of how many.
 * After loading more, focus moves to the first new item so keyboard users continue there.
 */
export function PagedList<T>({ query, what, empty, children }: Props<T>) {
  const { items, total, more } = pagedState(query.data, query.hasNextPage);
  const { listRef, expectFrom } = useFocusFirstNew<HTMLUListElement>(items.length);

  if (!query.data) {
    // Pending or failed first page; QueryView only reads the fields both results share.
    return (
      <QueryView query={query as unknown as UseQueryResult<unknown>} what={what}>
        {() => null}
      </QueryView>
    );
  }
  if (items.length === 0 && !more) return <>{empty}</>;

  const loadMore = () => {
    expectFrom(items.length);
    void query.fetchNextPage();
  };
  return (
    <>
      {children(items, listRef)}
      {query.isFetchNextPageError ? (
        <ErrorPanel error={query.error} onRetry={loadMore} what={`more ${what}`} />
      ) : (
        (more || query.data.pages.length > 1) && (
          <Group gap="sm" mt="xs">
            {/* Polite live region: the new count is read out after each load. */}
            <Text size="xs" c="dimmed" role="status">
              {more ? shownText(items.length, total) : `All ${items.length} shown`}
            </Text>
            {more && (
              <Button size="compact-xs" variant="light" onClick={loadMore} loading={query.isFetchingNextPage}>
                Show more {what}
              </Button>
            )}
          </Group>
        )
      )}
    </>
  );
}
