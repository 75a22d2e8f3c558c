import {
  INPUT_TYPES,
  RETURN_ID_TYPES,
  SEARCH_TYPES,
  type SearchEngine,
  type SearchHit,
  type SearchQuery,
} from '../search/engine.ts';
import type { Links } from '../wire/links.ts';
import { MAX_SEARCH_PAGE_SIZE, pagingOf } from '../wire/envelope.ts';
import { booleanParam, enumParam, listParam } from '../wire/params.ts';
import { ok, ValidationError, type Reply } from '../wire/reply.ts';

/** Reads and validates the `/search` parameters (reference §5.1); throws ValidationError. */
export function searchQueryOf(url: URL): SearchQuery {
  const string = url.searchParams.get('string');
  // The one error body recorded from the real service, verbatim.
  if (string === null || string.trim() === '') throw new ValidationError("Missing 'string'");
  const semanticTypes = url.searchParams.get('semanticTypes');
  const semanticGroups = url.searchParams.get('semanticGroups');
  return {
    string,
    inputType: enumParam(url, 'inputType', INPUT_TYPES, 'atom'),
    searchType: enumParam(url, 'searchType', SEARCH_TYPES, 'words'),
    returnIdType: enumParam(url, 'returnIdType', RETURN_ID_TYPES, 'concept'),
    sabs: listParam(url, 'sabs'),
    includeObsolete: booleanParam(url, 'includeObsolete', false),
    includeSuppressible: booleanParam(url, 'includeSuppressible', false),
    partialSearch: booleanParam(url, 'partialSearch', false),
    semanticTypes: semanticTypes === null || semanticTypes.trim() === '' ? null : semanticTypes,
    semanticGroups: semanticGroups === null || semanticGroups.trim() === '' ? null : semanticGroups,
  };
}

/**
 * `/search/{version}`: envelope without `pageCount` (removed from search in 2015). Past the
 * last hit the modern service answers an empty `results` list; `legacyEnd` instead sends
 * the documented sentinel row `{"ui":"NONE","name":"NO RESULTS"}` (no rootSource, no uri).
 */
export function searchReply(engine: SearchEngine, links: Links, url: URL, legacyEnd: boolean): Reply {
  const query = searchQueryOf(url);
  const { pageNumber, pageSize } = pagingOf(url, MAX_SEARCH_PAGE_SIZE);
  const hits = engine.search(query);
  const start = (pageNumber - 1) * pageSize;
  const slice = hits.slice(start, start + pageSize);
  const result = legacyEnd
    ? {
        classType: 'searchResults',
        results: slice.length ? slice.map((h) => hitJson(links, h)) : [{ ui: 'NONE', name: 'NO RESULTS' }],
      }
    : { classType: 'searchResults', results: slice.map((h) => hitJson(links, h)), recCount: hits.length };
  return ok({ pageSize, pageNumber, result });
}

function hitJson(links: Links, h: SearchHit): unknown {
  const uri =
    h.kind === 'CUI'
      ? links.cui(h.ui)
      : h.kind === 'AUI'
        ? links.aui(h.ui)
        : links.source(h.rootSource, h.ui);
  return { ui: h.ui, rootSource: h.rootSource, uri, name: h.name };
}
