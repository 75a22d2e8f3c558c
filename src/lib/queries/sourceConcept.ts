import { queryOptions } from '@tanstack/react-query';
import { getSourceConcept } from '../../api/uts/index.ts';
import { PREFETCHED } from './prefetched.ts';

/** Keys of a source-asserted concept and its parts: ['uts', release, 'source', sab, id, …]. */
export const sourceConceptKey = (release: string, sab: string, id: string) =>
  ['uts', release, 'source', sab, id] as const;

/** A source-asserted concept, descriptor or code (the source page's header, the crosswalk's subject). */
export const sourceConceptQuery = (release: string, sab: string, id: string) =>
  queryOptions({
    ...PREFETCHED,
    queryKey: sourceConceptKey(release, sab, id),
    queryFn: ({ signal }) => getSourceConcept({ source: sab, id }, { release, signal }),
  });
