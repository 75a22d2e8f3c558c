import { callContext, restPath, type CallOptions, type Paging } from './client.ts';
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
export async function search(params: SearchParams, options?: CallOptions): Promise<SearchPage> {
  const { client, release, signal } = callContext(options);
  const res = await client.getRest(
    restPath('search', release),
    {
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
    },
    { signal },
  );
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
