import { queryOptions } from '@tanstack/react-query';
import { search } from '../../api/uts/index.ts';

/** The conventional id of a source's top node in the Metathesaurus: `V-MSH`, `V-ICD10CM`. */
export const fallbackTopNode = (sab: string) => `V-${sab}`;

/**
 * A source's top node (the root its ancestors end at). The metadata names it
 * (`hierarchicalName`, e.g. "Medical Subject Headings"); an exact search for that name in the
 * source, returning codes, finds its id on the real service and the emulator alike. When the
 * search finds nothing (or fails) the conventional `V-{SAB}` is used.
 */
export const topNodeQuery = (release: string, sab: string, hierarchicalName: string) =>
  queryOptions({
    queryKey: ['uts', release, 'source-top-node', sab, hierarchicalName],
    queryFn: async ({ signal }): Promise<string> => {
      try {
        const page = await search(
          {
            string: hierarchicalName,
            searchType: 'exact',
            sabs: sab,
            returnIdType: 'code',
            pageNumber: 1,
            pageSize: 25,
          },
          { release, signal },
        );
        // A source may also hold a term named like itself (MeSH's descriptor D046650 "Medical
        // Subject Headings"): the conventional id wins when it is among the hits.
        const hit =
          page.hits.find((h) => h.ui === fallbackTopNode(sab)) ??
          page.hits.find((h) => h.rootSource === sab) ??
          page.hits[0];
        return hit?.ui ?? fallbackTopNode(sab);
      } catch (err) {
        if (signal.aborted) throw err;
        return fallbackTopNode(sab);
      }
    },
    staleTime: 60 * 60_000,
  });

/** True when the metadata says the source has a hierarchy ("NONE" arrives as null). */
export const isHierarchical = (hierarchicalName: string | null | undefined): hierarchicalName is string =>
  !!hierarchicalName && hierarchicalName.toUpperCase() !== 'NONE';
