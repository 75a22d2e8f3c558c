import { queryOptions } from '@tanstack/react-query';
import {
  emptyIfNotFound,
  getSourceAtoms,
  getSourceAttributes,
  getSourcePreferredAtom,
  getSourceRelations,
} from '../../api/uts/index.ts';
import { sourceConceptKey } from '../../lib/queries/sourceConcept.ts';

/** Query options of the source-asserted page; keys: ['uts', release, 'source', sab, id, …]. */

export const SOURCE_PAGE_SIZE = 25;

const base = sourceConceptKey;

export const sourcePreferredAtomQuery = (release: string, sab: string, id: string) =>
  queryOptions({
    queryKey: [...base(release, sab, id), 'atoms', 'preferred'],
    queryFn: ({ signal }) => getSourcePreferredAtom({ source: sab, id }, { release, signal }),
  });

/** One page of a code's atoms, relations or attributes: for the panels and their "All pages" export. */
export const sourceListFetchers = {
  // Obsolete and suppressible atoms are part of what a code holds: show them, flagged.
  atoms: (
    release: string,
    sab: string,
    id: string,
    pageNumber: number,
    pageSize: number,
    signal?: AbortSignal,
  ) =>
    emptyIfNotFound(
      getSourceAtoms(
        { source: sab, id, pageNumber, pageSize, includeObsolete: true, includeSuppressible: true },
        { release, signal },
      ),
      { pageNumber, pageSize },
    ),
  relations: (
    release: string,
    sab: string,
    id: string,
    pageNumber: number,
    pageSize: number,
    signal?: AbortSignal,
  ) =>
    emptyIfNotFound(getSourceRelations({ source: sab, id, pageNumber, pageSize }, { release, signal }), {
      pageNumber,
      pageSize,
    }),
  attributes: (
    release: string,
    sab: string,
    id: string,
    pageNumber: number,
    pageSize: number,
    signal?: AbortSignal,
  ) =>
    emptyIfNotFound(getSourceAttributes({ source: sab, id, pageNumber, pageSize }, { release, signal }), {
      pageNumber,
      pageSize,
    }),
};

export const sourceAtomsQuery = (
  release: string,
  sab: string,
  id: string,
  pageNumber: number,
  pageSize = SOURCE_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...base(release, sab, id), 'atoms', { pageNumber, pageSize }],
    queryFn: ({ signal }) => sourceListFetchers.atoms(release, sab, id, pageNumber, pageSize, signal),
  });

export const sourceRelationsQuery = (
  release: string,
  sab: string,
  id: string,
  pageNumber: number,
  pageSize = SOURCE_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...base(release, sab, id), 'relations', { pageNumber, pageSize }],
    queryFn: ({ signal }) => sourceListFetchers.relations(release, sab, id, pageNumber, pageSize, signal),
  });

export const sourceAttributesQuery = (
  release: string,
  sab: string,
  id: string,
  pageNumber: number,
  pageSize = SOURCE_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...base(release, sab, id), 'attributes', { pageNumber, pageSize }],
    queryFn: ({ signal }) => sourceListFetchers.attributes(release, sab, id, pageNumber, pageSize, signal),
  });
