import { queryOptions } from '@tanstack/react-query';
import { getConcept, getConceptDefinitions, getConceptPreferredAtom } from '../../api/uts/index.ts';
import { PREFETCHED } from './prefetched.ts';

/** A UMLS concept (the concept page's header, a compare column). */
export const conceptQuery = (release: string, cui: string) =>
  queryOptions({
    ...PREFETCHED,
    queryKey: ['uts', release, 'concept', cui],
    queryFn: ({ signal }) => getConcept({ cui }, { release, signal }),
  });

export const definitionsQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'definitions'],
    queryFn: ({ signal }) => getConceptDefinitions({ cui, pageSize: 100 }, { release, signal }),
  });

/** The concept's preferred atom: its name, source and term type (concept page, search details). */
export const preferredAtomQuery = (release: string, cui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'concept', cui, 'atoms', 'preferred'],
    queryFn: ({ signal }) => getConceptPreferredAtom({ cui }, { release, signal }),
  });
