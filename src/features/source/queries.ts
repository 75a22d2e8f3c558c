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

export const sourceAtomsQuery = (release: string, sab: string, id: string, pageNumber: number) =>
  queryOptions({
    queryKey: [...base(release, sab, id), 'atoms', { pageNumber }],
    // Obsolete and suppressible atoms are part of what a code holds: show them, flagged.
    queryFn: ({ signal }) =>
      emptyIfNotFound(
        getSourceAtoms(
          {
            source: sab,
            id,
            pageNumber,
            pageSize: SOURCE_PAGE_SIZE,
            includeObsolete: true,
            includeSuppressible: true,
          },
          { release, signal },
        ),
        { pageNumber },
      ),
  });

export const sourceRelationsQuery = (release: string, sab: string, id: string, pageNumber: number) =>
  queryOptions({
    queryKey: [...base(release, sab, id), 'relations', { pageNumber }],
    queryFn: ({ signal }) =>
      emptyIfNotFound(
        getSourceRelations({ source: sab, id, pageNumber, pageSize: SOURCE_PAGE_SIZE }, { release, signal }),
        { pageNumber },
      ),
  });

export const sourceAttributesQuery = (release: string, sab: string, id: string, pageNumber: number) =>
  queryOptions({
    queryKey: [...base(release, sab, id), 'attributes', { pageNumber }],
    queryFn: ({ signal }) =>
      emptyIfNotFound(
        getSourceAttributes({ source: sab, id, pageNumber, pageSize: SOURCE_PAGE_SIZE }, { release, signal }),
        { pageNumber },
      ),
  });
