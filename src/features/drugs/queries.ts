import { queryOptions, skipToken } from '@tanstack/react-query';
import { getServiceTicket } from '../../api/auth/tickets.ts';
import type { DrugVocabClient, RxConcept, RxTermInfo } from '../../api/rxnorm/types.ts';
import { buildDisplayTermIndex } from './displayTermIndex.ts';
import { idScopeFlag, type IdScope } from './urlParams.ts';

/**
 * One queryOptions factory per drug-service call. Keys: ['rxnorm', operation, ...inputs].
 * The drug service has no release (its version is getDrugVocabVersion), so keys carry none.
 * Each factory takes the client from useDrugClient(); until it exists the query waits.
 */
type Client = DrugVocabClient | undefined;

/** Lists that change only with a new vocabulary release: fetched once per session. */
const ONCE = { staleTime: Infinity, gcTime: Infinity } as const;

export const displayTermsQuery = (client: Client) =>
  queryOptions({
    queryKey: ['rxnorm', 'getDisplayTerms'],
    queryFn: client
      ? async ({ signal }) => buildDisplayTermIndex(await client.getDisplayTerms(signal))
      : skipToken,
    ...ONCE,
  });

export const drugVocabVersionQuery = (client: Client) =>
  queryOptions({
    queryKey: ['rxnorm', 'getDrugVocabVersion'],
    queryFn: client ? ({ signal }) => client.getDrugVocabVersion(signal) : skipToken,
    ...ONCE,
  });

export const metaVersionQuery = (client: Client) =>
  queryOptions({
    queryKey: ['rxnorm', 'getMetaVersion'],
    queryFn: client ? ({ signal }) => client.getMetaVersion(signal) : skipToken,
    ...ONCE,
  });

export const idTypesQuery = (client: Client) =>
  queryOptions({
    queryKey: ['rxnorm', 'getIdTypes'],
    queryFn: client ? ({ signal }) => client.getIdTypes(signal) : skipToken,
    ...ONCE,
  });

export const relaTypesQuery = (client: Client) =>
  queryOptions({
    queryKey: ['rxnorm', 'getRelaTypes'],
    queryFn: client ? ({ signal }) => client.getRelaTypes(signal) : skipToken,
    ...ONCE,
  });

export const termTypesQuery = (client: Client) =>
  queryOptions({
    queryKey: ['rxnorm', 'getTermTypes'],
    queryFn: client ? ({ signal }) => client.getTermTypes(signal) : skipToken,
    ...ONCE,
  });

export interface NameSearch {
  name: string;
  /** The 3-part overload with `sources` and `allSourcesFlag`; otherwise the 1-part call. */
  advanced: boolean;
  sources: readonly string[];
  allSources: boolean;
}

export const findRxcuiByStringQuery = (client: Client, s: NameSearch) =>
  queryOptions({
    queryKey: s.advanced
      ? ['rxnorm', 'findRxcuiByString', s.name, [...s.sources], s.allSources ? 1 : 0]
      : ['rxnorm', 'findRxcuiByString', s.name],
    queryFn:
      client && s.name !== ''
        ? ({ signal }) =>
            s.advanced
              ? client.findRxcuiByString(s.name, s.sources, s.allSources ? 1 : 0, signal)
              : client.findRxcuiByString(s.name, signal)
        : skipToken,
  });

export const spellingSuggestionsQuery = (client: Client, term: string) =>
  queryOptions({
    queryKey: ['rxnorm', 'getSpellingSuggestions', term],
    queryFn: client && term !== '' ? ({ signal }) => client.getSpellingSuggestions(term, signal) : skipToken,
  });

export const drugsQuery = (client: Client, name: string) =>
  queryOptions({
    queryKey: ['rxnorm', 'getDrugs', name],
    queryFn: client && name !== '' ? ({ signal }) => client.getDrugs(name, signal) : skipToken,
  });

export const findRxcuiByIdQuery = (client: Client, idType: string, id: string, scope: IdScope) =>
  queryOptions({
    queryKey: ['rxnorm', 'findRxcuiById', idType, id, scope],
    queryFn:
      client && id.trim() !== ''
        ? ({ signal }) => {
            const flag = idScopeFlag(scope);
            return flag === undefined
              ? client.findRxcuiById(idType, id.trim(), signal)
              : client.findRxcuiById(idType, id.trim(), flag, signal);
          }
        : skipToken,
  });

export const conceptPropertiesQuery = (client: Client, rxcui: string) =>
  queryOptions({
    queryKey: ['rxnorm', 'getRxConceptProperties', rxcui],
    queryFn: client ? ({ signal }) => client.getRxConceptProperties(rxcui, signal) : skipToken,
  });

export const allRelatedInfoQuery = (client: Client, rxcui: string) =>
  queryOptions({
    queryKey: ['rxnorm', 'getAllRelatedInfo', rxcui],
    queryFn: client ? ({ signal }) => client.getAllRelatedInfo(rxcui, signal) : skipToken,
  });

export const relatedByRelationshipQuery = (client: Client, rxcui: string, relas: readonly string[]) =>
  queryOptions({
    queryKey: ['rxnorm', 'getRelatedByRelationship', rxcui, [...relas]],
    queryFn:
      client && relas.length > 0
        ? ({ signal }) => client.getRelatedByRelationship(rxcui, relas, signal)
        : skipToken,
  });

export const relatedByTypeQuery = (client: Client, rxcui: string, ttys: readonly string[]) =>
  queryOptions({
    queryKey: ['rxnorm', 'getRelatedByType', rxcui, [...ttys]],
    queryFn:
      client && ttys.length > 0 ? ({ signal }) => client.getRelatedByType(rxcui, ttys, signal) : skipToken,
  });

export const ndcsQuery = (client: Client, rxcui: string) =>
  queryOptions({
    queryKey: ['rxnorm', 'getNDCs', rxcui],
    queryFn: client ? ({ signal }) => client.getNDCs(rxcui, signal) : skipToken,
  });

export interface ProprietaryInfo {
  rows: RxTermInfo[];
  /** Why no service ticket went with the call (restricted sources are then left out), or null when one did. */
  noTicketReason: string | null;
}

/**
 * Restricted sources need proof of a UMLS licence: a fresh single-use CAS service ticket as
 * `proxyTicket`. Without one the service still answers, with unrestricted sources only, so
 * a failed ticket request is reported beside the rows instead of failing the section.
 */
export const proprietaryInfoQuery = (client: Client, rxcui: string, hasApiKey: boolean) =>
  queryOptions({
    // Whether a key is set (never the key): setting one later asks again, with a ticket.
    queryKey: ['rxnorm', 'getProprietaryInformation', rxcui, hasApiKey ? 'key' : 'no-key'],
    queryFn: client
      ? async ({ signal }): Promise<ProprietaryInfo> => {
          let ticket = '';
          let noTicketReason: string | null = null;
          try {
            ticket = await getServiceTicket(signal);
          } catch (err) {
            if (signal.aborted) throw err;
            noTicketReason = err instanceof Error ? err.message : String(err);
          }
          // All sources: the service narrows them to what the ticket licenses.
          const rows = await client.getProprietaryInformation(rxcui, [], ticket, signal);
          return { rows, noTicketReason };
        }
      : skipToken,
    // A ticket is spent by every call: refetch only when the user asks.
    staleTime: Infinity,
  });

export interface ResolvedIngredient {
  name: string;
  /** The ingredient concept the name stands for, or null when the name finds none. */
  concept: RxConcept | null;
}

const INGREDIENT_TTYS = ['IN', 'MIN', 'PIN'];

/**
 * A picked ingredient name → its ingredient concept: the name's RXCUIs (exact search), then
 * the first that is an ingredient (a name can also be a brand or a synonym of something else).
 */
export const ingredientQuery = (client: Client, name: string) =>
  queryOptions({
    queryKey: ['rxnorm', 'ingredient', name],
    queryFn: client
      ? async ({ signal }): Promise<ResolvedIngredient> => {
          const rxcuis = await client.findRxcuiByString(name, signal);
          const concepts = await Promise.all(
            rxcuis.slice(0, 10).map((r) => client.getRxConceptProperties(r, signal)),
          );
          const found = concepts.filter((c): c is RxConcept => c !== null);
          const ingredient = INGREDIENT_TTYS.map((tty) => found.find((c) => c.TTY === tty)).find(
            (c) => c !== undefined,
          );
          return { name, concept: ingredient ?? null };
        }
      : skipToken,
  });

export const multiIngredBrandQuery = (client: Client, rxcuis: readonly string[]) =>
  queryOptions({
    queryKey: ['rxnorm', 'getMultiIngredBrand', [...rxcuis]],
    queryFn:
      client && rxcuis.length > 0 ? ({ signal }) => client.getMultiIngredBrand(rxcuis, signal) : skipToken,
  });
