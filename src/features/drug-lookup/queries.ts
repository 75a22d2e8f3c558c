import { queryOptions, skipToken } from '@tanstack/react-query';
import { defaultDrugClient } from '../../api/rxnorm/defaultClient.ts';
import type { RxConcept } from '../../api/rxnorm/types.ts';
import { drugKey, ONCE } from '../../lib/queries/drugs.ts';
import { buildDisplayTermIndex } from './displayTermIndex.ts';
import { idScopeFlag, type IdScope } from '../../lib/drugUrls.ts';

/** Query options of the drug lookup page (keys: lib/queries/drugs.ts). */
const client = defaultDrugClient;

export const displayTermsQuery = () =>
  queryOptions({
    queryKey: drugKey('getDisplayTerms'),
    queryFn: async ({ signal }) => buildDisplayTermIndex(await client().getDisplayTerms(signal)),
    ...ONCE,
  });

export const idTypesQuery = () =>
  queryOptions({
    queryKey: drugKey('getIdTypes'),
    queryFn: ({ signal }) => client().getIdTypes(signal),
    ...ONCE,
  });

export interface NameSearch {
  name: string;
  /** The 3-part overload with `sources` and `allSourcesFlag`; otherwise the 1-part call. */
  advanced: boolean;
  sources: readonly string[];
  allSources: boolean;
}

export const findRxcuiByStringQuery = (s: NameSearch) =>
  queryOptions({
    queryKey: s.advanced
      ? drugKey('findRxcuiByString', s.name, [...s.sources], s.allSources ? 1 : 0)
      : drugKey('findRxcuiByString', s.name),
    queryFn:
      s.name !== ''
        ? ({ signal }) =>
            s.advanced
              ? client().findRxcuiByString(s.name, s.sources, s.allSources ? 1 : 0, signal)
              : client().findRxcuiByString(s.name, signal)
        : skipToken,
  });

export const spellingSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: drugKey('getSpellingSuggestions', term),
    queryFn: term !== '' ? ({ signal }) => client().getSpellingSuggestions(term, signal) : skipToken,
  });

export const drugsQuery = (name: string) =>
  queryOptions({
    queryKey: drugKey('getDrugs', name),
    queryFn: name !== '' ? ({ signal }) => client().getDrugs(name, signal) : skipToken,
  });

export const findRxcuiByIdQuery = (idType: string, id: string, scope: IdScope) =>
  queryOptions({
    queryKey: drugKey('findRxcuiById', idType, id, scope),
    queryFn:
      id.trim() !== ''
        ? ({ signal }) => {
            const flag = idScopeFlag(scope);
            return flag === undefined
              ? client().findRxcuiById(idType, id.trim(), signal)
              : client().findRxcuiById(idType, id.trim(), flag, signal);
          }
        : skipToken,
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
export const ingredientQuery = (name: string) =>
  queryOptions({
    queryKey: drugKey('ingredient', name),
    queryFn: async ({ signal }): Promise<ResolvedIngredient> => {
      const rxcuis = await client().findRxcuiByString(name, signal);
      const concepts = await Promise.all(
        rxcuis.slice(0, 10).map((r) => client().getRxConceptProperties(r, signal)),
      );
      const found = concepts.filter((c): c is RxConcept => c !== null);
      const ingredient = INGREDIENT_TTYS.map((tty) => found.find((c) => c.TTY === tty)).find(
        (c) => c !== undefined,
      );
      return { name, concept: ingredient ?? null };
    },
  });

export const multiIngredBrandQuery = (rxcuis: readonly string[]) =>
  queryOptions({
    queryKey: drugKey('getMultiIngredBrand', [...rxcuis]),
    queryFn: rxcuis.length > 0 ? ({ signal }) => client().getMultiIngredBrand(rxcuis, signal) : skipToken,
  });
