import { queryOptions } from '@tanstack/react-query';
import { emptyIfNotFound, getAtom, getAtomTree, type AtomTreeDirection } from '../../api/uts/index.ts';

export const TREE_PAGE_SIZE = 50;

export const atomQuery = (release: string, aui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'atom', aui],
    queryFn: ({ signal }) => getAtom({ aui }, { release, signal }),
  });

/** Parents, children, ancestors or descendants; "none" arrives as a 404 and becomes an empty page. */
export const atomTreeQuery = (release: string, aui: string, direction: AtomTreeDirection, pageNumber = 1) =>
  queryOptions({
    queryKey: ['uts', release, 'atom', aui, direction, pageNumber],
    queryFn: ({ signal }) =>
      emptyIfNotFound(
        getAtomTree({ aui, direction, pageNumber, pageSize: TREE_PAGE_SIZE }, { release, signal }),
        {
          pageNumber,
          pageSize: TREE_PAGE_SIZE,
        },
      ),
  });
