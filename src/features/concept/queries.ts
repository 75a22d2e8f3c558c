import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getConcept,
  getConceptAtoms,
  getConceptDefinitions,
  getConceptPreferredAtom,
  getConceptRelations,
} from '../../api/uts/index.ts';
import type { AtomView, RelationView } from './conceptUrl.ts';

export const ATOM_PAGE_SIZE = 25;
export const RELATION_PAGE_SIZE = 25;

export const conceptQuery = (release: string, cui: string) =>
  queryOptions({
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
    queryFn: ({ signal }) =>
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
    placeholderData: keepPreviousData,
  });
