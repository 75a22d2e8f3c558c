import { queryOptions } from '@tanstack/react-query';
import { emptyIfNotFound, getConceptAtoms } from '../../api/uts/index.ts';

// A file beside concept.ts, not in it: concept.ts comes with every first load (the concept
// page's early requests start from it), this only with the pages that ask for it.

/**
 * The largest atoms page asked for in one request: the service is known to serve pages of
 * 1,000 (NLM's own tests ask /search and /descendants for that many, reference §4.2), and a
 * concept has fewer atoms than that in nearly every case, so one request holds them all.
 */
export const ATOMS_LARGEST_PAGE = 1000;

/** The atom filters of the wire (reference §5.4) that decide which atoms a list holds. */
export interface AtomListFilters {
  sabs: readonly string[];
  includeObsolete: boolean;
  includeSuppressible: boolean;
}

/**
 * The concept's atoms under the given filters, first page at the largest size (search details:
 * the atoms a search looked at, to tell which one it matched). 404 means none are left after the
 * filters (reference §3); the concept itself is asked for beside it.
 */
export const conceptAtomListQuery = (release: string, cui: string, f: AtomListFilters) => {
  const filters = {
    sabs: [...f.sabs],
    includeObsolete: f.includeObsolete,
    includeSuppressible: f.includeSuppressible,
  };
  const paging = { pageNumber: 1, pageSize: ATOMS_LARGEST_PAGE };
  return queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'atoms', filters, ATOMS_LARGEST_PAGE],
    queryFn: ({ signal }) =>
      emptyIfNotFound(
        getConceptAtoms(
          {
            cui,
            sabs: filters.sabs.length ? filters.sabs : undefined,
            // The wire's defaults (false) are left out, as the search leaves them out.
            includeObsolete: filters.includeObsolete || undefined,
            includeSuppressible: filters.includeSuppressible || undefined,
            ...paging,
          },
          { release, signal },
        ),
        paging,
      ),
  });
};
