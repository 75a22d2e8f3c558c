/**
 * The UTS REST client (browser side). Every function takes its own parameters, then
 * `{ release?, signal?, client? }` (release defaults to `current`), adds the user's auth
 * (API key header, or a service ticket in ticket mode), calls the BFF and returns decoded
 * domain objects. Every failure is an ApiError (src/api/errors.ts).
 *
 * search            search(params) → SearchPage; searchAll(params, {maxPages}) → all hits
 * concepts          getConcept, getConceptAtoms, getConceptPreferredAtom,
 *                   getConceptDefinitions, getConceptRelations
 * atoms             getAtom, getAtomTree / getAtomParents|Children|Ancestors|Descendants,
 *                   getAtomRelations, getAtomAttributes
 * source content    getSourceConcept, getSourceAtoms, getSourcePreferredAtom,
 *                   getSourceTree / getSourceParents|Children|Ancestors|Descendants,
 *                   getSourceRelations, getSourceAttributes
 * crosswalk         crosswalk
 * semantic network  getSemanticType
 * metadata          getSources (no auth)
 * releases          listReleaseTypes, listReleases (no auth), downloadRelease → Blob,
 *                   validateUser → boolean; releaseSeen (what `current` stands for, read
 *                   from the answers already had)
 * paging            contentPages / searchPages (async iterators), collectContent,
 *                   hasNextPage, isLastSearchPage, isPastEndError, emptyIfNotFound (a sub-list's
 *                   404 = none, once the parent is known to exist)
 * ids in URLs       parseUtsRef, releaseFromUrl, isNoCode
 * client            createUtsClient (tests, contract tests), defaultUtsClient
 */
export * from './search.ts';
export * from './concept.ts';
export * from './atom.ts';
export * from './source.ts';
export * from './descendants.ts';
export * from './crosswalk.ts';
export * from './semanticNetwork.ts';
export * from './metadata.ts';
export * from './releases.ts';
export {
  contentPages,
  searchPages,
  collectContent,
  collectSearch,
  emptyIfNotFound,
  hasNextPage,
  isLastSearchPage,
  isPastEndError,
} from './pager.ts';
export type { Collected, WalkOptions } from './pager.ts';
export { parseUtsRef, releaseFromUrl, isNoCode } from './urls.ts';
export {
  createUtsClient,
  defaultUtsClient,
  BROWSER_UTS_PATHS,
  API_KEY_HEADER,
  VALIDATOR_KEY_HEADER,
} from './client.ts';
export type { CallOptions, Paging, UtsClient, UtsClientDeps, UtsPaths } from './client.ts';
export type { AtomFilters, AttributeFilters, RelationFilters, StringList } from './filters.ts';
export type * from './types.ts';
