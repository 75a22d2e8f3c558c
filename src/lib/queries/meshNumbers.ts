import { queryOptions } from '@tanstack/react-query';
import { emptyIfNotFound, getSourceAttributes, type CallOptions } from '../../api/uts/index.ts';
import { meshTreeNumbers } from '../meshTreeNumbers.ts';
import { sourceConceptKey } from './sourceConcept.ts';

/**
 * A MeSH descriptor's tree numbers, from its `MN` attributes alone (a descriptor has a few; all
 * its attributes can be hundreds). No MN attribute is a 404 (the filter matched nothing): a
 * descriptor without numbers.
 */
export async function askMeshNumbers(id: string, options: CallOptions): Promise<string[]> {
  const page = await emptyIfNotFound(
    getSourceAttributes({ source: 'MSH', id, includeAttributeNames: ['MN'], pageSize: 100 }, options),
    { pageSize: 100 },
  );
  return meshTreeNumbers(page.items);
}

/**
 * A descriptor's tree numbers as a page shows them: the source page's header and the tree's
 * walk up read this one answer. `first` goes with the call when this caller starts it (the
 * tree's walk: RateLimiter.acquire).
 */
export const meshNumbersQuery = (release: string, id: string, first = false) =>
  queryOptions({
    queryKey: [...sourceConceptKey(release, 'MSH', id), 'tree-numbers'],
    queryFn: ({ signal }) => askMeshNumbers(id, { release, signal, first }),
    staleTime: 5 * 60_000,
  });
