import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getAtom, getAtomTree, type AtomTreeDirection } from '../../api/uts/index.ts';
import { nextTreePage, treePage } from '../../lib/treePaging.ts';
import { PREFETCHED } from '../../lib/queries/prefetched.ts';

export const TREE_PAGE_SIZE = 50;

export const atomQuery = (release: string, aui: string) =>
  queryOptions({
    ...PREFETCHED,
    queryKey: ['uts', release, 'atom', aui],
    queryFn: ({ signal }) => getAtom({ aui }, { release, signal }),
  });

/**
 * Parents, children, ancestors or descendants, page by page ("Show more"); the first page
 * carries the list's total. "None" arrives as a 404 and becomes an empty page.
 */
export const atomTreePagesQuery = (release: string, aui: string, direction: AtomTreeDirection) =>
  infiniteQueryOptions({
    queryKey: ['uts', release, 'atom', aui, direction, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      treePage(
        (pageNumber) =>
          getAtomTree({ aui, direction, pageNumber, pageSize: TREE_PAGE_SIZE }, { release, signal }),
        pageParam,
        TREE_PAGE_SIZE,
        signal,
      ),
    getNextPageParam: nextTreePage,
  });
