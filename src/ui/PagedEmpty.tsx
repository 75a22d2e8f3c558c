import { Anchor, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pastEndNotice, searchWithPage } from '../lib/paging.ts';

interface Props {
  /** The page asked for (1-based). */
  pageNumber: number;
  /** URL search parameter holding the page number (`page`, `atomPage`, `pageNumber`, …). */
  param: string;
  /** Last page of the list when known; null when not; 0 when the whole list is empty. */
  lastPage?: number | null;
  /** The last page is being found out (page 1 is loading): say nothing yet rather than guess. */
  checking?: boolean;
  /** The list's own empty message, shown on page 1 or when the list has no items at all. */
  children: ReactNode;
}

/**
 * What an empty page of a paged list shows. On page 1 it is the list's own "nothing here"
 * message; past the end it says the page does not exist and links back to a page that does,
 * so a stale or hand-edited page number never reads as "this list is empty".
 */
export function PagedEmpty({ pageNumber, param, lastPage = null, checking = false, children }: Props) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (pageNumber <= 1 || lastPage === 0) return <>{children}</>;
  if (checking) return <Loader size="xs" aria-label="Finding the last page" />;
  const { text, goTo } = pastEndNotice(pageNumber, lastPage);
  return (
    <Text size="sm" data-testid="past-end" role="status">
      {text}{' '}
      <Anchor component={Link} to={`${pathname}${searchWithPage(params, param, goTo)}`}>
        {goTo === 1 ? 'Go to page 1' : `Go to the last page (${goTo})`}
      </Anchor>
    </Text>
  );
}
