import { queryOptions, skipToken } from '@tanstack/react-query';
import { defaultDrugClient } from '../../api/rxnorm/defaultClient.ts';
import { getProprietaryInfoWithTicket } from '../../api/rxnorm/proprietaryInfo.ts';
import { search } from '../../api/uts/index.ts';
import { drugKey, ONCE } from '../../lib/queries/drugs.ts';

/** Query options of the drug concept page (keys: lib/queries/drugs.ts). */
const client = defaultDrugClient;

export const relaTypesQuery = () =>
  queryOptions({
    queryKey: drugKey('getRelaTypes'),
    queryFn: ({ signal }) => client().getRelaTypes(signal),
    ...ONCE,
  });

export const termTypesQuery = () =>
  queryOptions({
    queryKey: drugKey('getTermTypes'),
    queryFn: ({ signal }) => client().getTermTypes(signal),
    ...ONCE,
  });

// Also read by the compare page: it lives in lib.
export { allRelatedInfoQuery } from '../../lib/queries/drugs.ts';

export const relatedByRelationshipQuery = (rxcui: string, relas: readonly string[]) =>
  queryOptions({
    queryKey: drugKey('getRelatedByRelationship', rxcui, [...relas]),
    queryFn:
      relas.length > 0 ? ({ signal }) => client().getRelatedByRelationship(rxcui, relas, signal) : skipToken,
  });

export const relatedByTypeQuery = (rxcui: string, ttys: readonly string[]) =>
  queryOptions({
    queryKey: drugKey('getRelatedByType', rxcui, [...ttys]),
    queryFn: ttys.length > 0 ? ({ signal }) => client().getRelatedByType(rxcui, ttys, signal) : skipToken,
  });

export const ndcsQuery = (rxcui: string) =>
  queryOptions({
    queryKey: drugKey('getNDCs', rxcui),
    queryFn: ({ signal }) => client().getNDCs(rxcui, signal),
  });

export const proprietaryInfoQuery = (rxcui: string, hasApiKey: boolean) =>
  queryOptions({
    // Whether a key is set (never the key): setting one later asks again, with a ticket.
    queryKey: drugKey('getProprietaryInformation', rxcui, hasApiKey ? 'key' : 'no-key'),
    queryFn: ({ signal }) => getProprietaryInfoWithTicket(client(), rxcui, signal),
    // A ticket is spent by every call: refetch only when the user asks.
    staleTime: Infinity,
  });

/** UTS search for the RxNorm code itself (an RXCUI is RxNorm's source code), answering CUIs. */
export const umlsConceptsQuery = (release: string, rxcui: string) =>
  queryOptions({
    queryKey: ['uts', release, 'search', 'rxnorm-bridge', rxcui],
    queryFn: ({ signal }) =>
      search(
        {
          string: rxcui,
          inputType: 'sourceUi',
          sabs: 'RXNORM',
          searchType: 'exact',
          returnIdType: 'concept',
          pageSize: 10,
        },
        { release, signal },
      ),
  });
