import { queryOptions } from '@tanstack/react-query';
import { emptyIfNotFound, getConceptAtoms, getConceptRelations } from '../../api/uts/index.ts';

/** Items read per list: a compare column shows the first page of each, and says when there is more. */
export const COMPARE_PAGE_SIZE = 100;
const first = { pageNumber: 1, pageSize: COMPARE_PAGE_SIZE };

/** The concept's first atoms (names, sources, codes). 404 means none: the concept is asked for beside it. */
export const compareAtomsQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'atoms', 'compare'],
    queryFn: ({ signal }) => emptyIfNotFound(getConceptAtoms({ cui, ...first }, { release, signal }), first),
  });

export const compareRelationsQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'relations', 'compare'],
    queryFn: ({ signal }) =>
      emptyIfNotFound(getConceptRelations({ cui, ...first }, { release, signal }), first),
  });
