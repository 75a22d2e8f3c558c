import { queryOptions } from '@tanstack/react-query';
import { crosswalk, emptyIfNotFound } from '../../api/uts/index.ts';

export const CROSSWALK_PAGE_SIZE = 25;

/**
 * Codes sharing a CUI with `sab/id`. No match may come back as 404 (reference §5.9): that is
 * an empty list here; whether the code itself exists is asked by the page header.
 */
/** One page of the crosswalk: for the table and its "All pages" export. */
export const fetchCrosswalk = (
  release: string,
  sab: string,
  id: string,
  targetSources: readonly string[],
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  emptyIfNotFound(
    crosswalk(
      {
        source: sab,
        id,
        targetSource: targetSources.length ? targetSources : undefined,
        pageNumber,
        pageSize,
      },
      { release, signal },
    ),
    { pageNumber, pageSize },
  );

export const crosswalkQuery = (
  release: string,
  sab: string,
  id: string,
  targetSources: readonly string[],
  pageNumber: number,
  pageSize = CROSSWALK_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [
      'uts',
      release,
      'crosswalk',
      sab,
      id,
      { targetSource: [...targetSources], pageNumber, pageSize },
    ],
    queryFn: ({ signal }) => fetchCrosswalk(release, sab, id, targetSources, pageNumber, pageSize, signal),
  });
