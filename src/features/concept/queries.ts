import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { emptyIfNotFound, getConceptAtoms, getConceptRelations, type Atom } from '../../api/uts/index.ts';
import { hierarchyRoots } from './hierarchyRoots.ts';
import type { AtomView, RelationView } from './conceptUrl.ts';

export const ATOM_PAGE_SIZE = 25;
export const RELATION_PAGE_SIZE = 25;

// The concept, its preferred atom and its definitions are also read by the compare and search
// pages: they live in lib.
export { conceptQuery, definitionsQuery, preferredAtomQuery } from '../../lib/queries/concept.ts';

/** One page of the concept's atoms as the tab filters them; also the "All pages" export's page. */
export const fetchConceptAtoms = (
  release: string,
  cui: string,
  v: AtomView,
  pageSize: number,
  signal?: AbortSignal,
) =>
  // No atoms left after the filters, or a page past the end, answers 404 (reference §3); the
  // concept itself is asked for by the page, so here 404 means "none".
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
        pageSize,
      },
      { release, signal },
    ),
    { pageNumber: v.page, pageSize },
  );

export const conceptAtomsQuery = (release: string, cui: string, v: AtomView, pageSize = ATOM_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'atoms', v, pageSize],
    queryFn: ({ signal }) => fetchConceptAtoms(release, cui, v, pageSize, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the concept's relations as the tab filters them; also the export's page. */
export const fetchConceptRelations = (
  release: string,
  cui: string,
  v: RelationView,
  pageSize: number,
  signal?: AbortSignal,
) =>
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
        pageSize,
      },
      { release, signal },
    ),
    { pageNumber: v.page, pageSize },
  );

export const relationsQuery = (
  release: string,
  cui: string,
  v: RelationView,
  pageSize = RELATION_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'relations', v, pageSize],
    queryFn: ({ signal }) => fetchConceptRelations(release, cui, v, pageSize, signal),
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
