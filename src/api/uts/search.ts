import { buildUrl } from '../http.ts';
import {
  BROWSER_UTS_PATHS,
  callContext,
  restPath,
  type CallOptions,
  type Paging,
  type Query,
  type RestResponse,
} from './client.ts';
import { decodeSearchPage } from './decode.ts';
import type { StringList } from './filters.ts';
import { collectSearch, type Collected, type WalkOptions } from './pager.ts';
import type { SearchHit, SearchPage } from './types.ts';

/** GET /search/{version} (reference §5.1). */

export type InputType = 'atom' | 'code' | 'sourceConcept' | 'sourceDescriptor' | 'sourceUi' | 'tty';
/** `approximate` was deprecated in 2022; still accepted here for old shared links. */
export type SearchType =
  | 'words'
  | 'exact'
  | 'leftTruncation'
  | 'rightTruncation'
  | 'normalizedString'
  | 'normalizedWords'
  | 'approximate';
export type ReturnIdType = 'aui' | 'concept' | 'code' | 'sourceConcept' | 'sourceDescriptor' | 'sourceUi';

export interface SearchParams extends Paging {
  /** Term, code or CUI. Required by the service (missing → 400). */
  string: string;
  inputType?: InputType;
  searchType?: SearchType;
  /** Root source abbreviations (comma-separated on the wire). */
  sabs?: StringList;
  returnIdType?: ReturnIdType;
  partialSearch?: boolean;
  /** TUIs, type names or one tree-number prefix; `|`-separated on the wire. */
  semanticTypes?: StringList;
  /** Semantic group names, e.g. Disorders; `|`-separated on the wire like semanticTypes. */
  semanticGroups?: StringList;
  includeObsolete?: boolean;
  includeSuppressible?: boolean;
}

const pipeList = (v: StringList | undefined): string | undefined =>
  v === undefined || typeof v === 'string' ? v : v.join('|');

/** One page of search results. */
/** The query a search sends, in the service's parameter names and order. */
export function searchWireQuery(params: SearchParams): Query {
  return {
    string: params.string,
    inputType: params.inputType,
    searchType: params.searchType,
    sabs: params.sabs,
    returnIdType: params.returnIdType,
    partialSearch: params.partialSearch,
    semanticTypes: pipeList(params.semanticTypes),
    semanticGroups: pipeList(params.semanticGroups),
    includeObsolete: params.includeObsolete,
    includeSuppressible: params.includeSuppressible,
    pageNumber: params.pageNumber,
    pageSize: params.pageSize,
  };
}

/** The browser-side path, query included, a search is sent to (as the Requests drawer logs it). */
export function searchRequestPath(params: SearchParams, release: string): string {
  return buildUrl(`${BROWSER_UTS_PATHS.rest}${restPath('search', release)}`, searchWireQuery(params));
}

/** The search's answer as the service sent it, undecoded ("try this request" shows it raw). */
export async function searchRaw(params: SearchParams, options?: CallOptions): Promise<RestResponse> {
  const { client, release, signal, first } = callContext(options);
  return client.getRest(restPath('search', release), searchWireQuery(params), { signal, first });
}

export async function search(params: SearchParams, options?: CallOptions): Promise<SearchPage> {
  const res = await searchRaw(params, options);
  return decodeSearchPage(res.text, res.path);
}

/** Every hit (batch lookup, exports), page by page up to `maxPages`. */
export function searchAll(
  params: Omit<SearchParams, 'pageNumber'>,
  options: CallOptions & Pick<WalkOptions, 'maxPages'> = {},
): Promise<Collected<SearchHit>> {
  return collectSearch((pageNumber) => search({ ...params, pageNumber }, options), {
    maxPages: options.maxPages,
    signal: options.signal,
  });
}
