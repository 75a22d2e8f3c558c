import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  emptyIfNotFound,
  getConcept,
  getConceptAtoms,
  getConceptDefinitions,
  getConceptPreferredAtom,
  getConceptRelations,
} from '../../api/uts/index.ts';
import type { AtomView, RelationView } from './conceptUrl.ts';
import { PREFETCHED } from '../../lib/queries/prefetched.ts';

export const ATOM_PAGE_SIZE = 25;
export const RELATION_PAGE_SIZE = 25;

export const conceptQuery = (release: string, cui: string) =>
  queryOptions({
    ...PREFETCHED,
    queryKey: ['uts', release, 'concept', cui],
    queryFn: ({ signal }) => getConcept({ cui }, { release, signal }),
  });

export const preferredAtomQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'atoms', 'preferred'],
    queryFn: ({ signal }) => getConceptPreferredAtom({ cui }, { release, signal }),
  });

export const conceptAtomsQuery = (release: string, cui: string, v: AtomView) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'atoms', v],
    // No atoms left after the filters, or a page past the end, answers 404 (reference §3); the
    // concept itself is asked for by the page, so here 404 means "none".
    queryFn: ({ signal }) =>
      emptyIfNotFound(
        getConceptAtoms(
          {
            cui,
            sabs: v.sabs.length ? v.sabs : undefined,
            ttys: v.ttys.length ? v.ttys : undefined,
            language: v.language || undefined,
            includeObsolete: v.includeObsolete || undefined,
            includeSuppressible: v.includeSuppressible || undefined,
            pageNumber: v.page,
            pageSize: ATOM_PAGE_SIZE,
          },
          { release, signal },
        ),
        { pageNumber: v.page, pageSize: ATOM_PAGE_SIZE },
      ),
    placeholderData: keepPreviousData,
  });

export const definitionsQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'definitions'],
    queryFn: ({ signal }) => getConceptDefinitions({ cui, pageSize: 100 }, { release, signal }),
  });

export const relationsQuery = (release: string, cui: string, v: RelationView) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'relations', v],
    queryFn: ({ signal }) =>
      emptyIfNotFound(
        getConceptRelations(
          {
            cui,
            sabs: v.sabs.length ? v.sabs : undefined,
            includeRelationLabels: v.labels.length ? v.labels : undefined,
            includeAdditionalRelationLabels: v.additionalLabels.length ? v.additionalLabels : undefined,
            includeObsolete: v.includeObsolete || undefined,
            includeSuppressible: v.includeSuppressible || undefined,
            pageNumber: v.page,
            pageSize: RELATION_PAGE_SIZE,
          },
          { release, signal },
        ),
        { pageNumber: v.page, pageSize: RELATION_PAGE_SIZE },
      ),
    placeholderData: keepPreviousData,
  });
