import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  emptyIfNotFound,
  getConcept,
  getConceptAtoms,
  getConceptDefinitions,
  getConceptPreferredAtom,
  getConceptRelations,
  type Atom,
} from '../../api/uts/index.ts';
import { hierarchyRoots } from './hierarchyRoots.ts';
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

/** Atom pages read to find the concept's hierarchical sources (100 atoms each). */
const HIERARCHY_ATOM_PAGES = 5;

/**
 * The sources that place the concept in a hierarchy (hierarchyRoots over its atoms). Up to
 * five pages of 100 atoms: a concept with more atoms than that is rare, and a source beyond
 * them is still one click away on the Atoms tab.
 */
export const hierarchyRootsQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'atoms', 'hierarchy-roots'],
    queryFn: async ({ signal }) => {
      const atoms: Atom[] = [];
      for (let pageNumber = 1; pageNumber <= HIERARCHY_ATOM_PAGES; pageNumber++) {
        const page = await emptyIfNotFound(
          getConceptAtoms({ cui, pageNumber, pageSize: 100 }, { release, signal }),
          { pageNumber },
        );
        atoms.push(...page.items);
        if (page.items.length < 100 || (page.pageCount !== null && pageNumber >= page.pageCount)) break;
      }
      return hierarchyRoots(atoms);
    },
    staleTime: 5 * 60_000,
  });
