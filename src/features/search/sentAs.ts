import { searchRequestPath } from '../../api/uts/search.ts';

/** The list filters of the search form, by the parameter each is sent as. */
export type ListParam = 'sabs' | 'semanticTypes' | 'semanticGroups';

/**
 * "Sent as sabs=MSH,ICD10CM" under a list filter, for readers of the UTS documentation:
 * the value as the client writes it (sources comma-separated, semantic types and groups
 * `|`-separated: api/uts/search.ts), or that the parameter is left out while none is chosen.
 */
export function sentAs(param: ListParam, values: readonly string[]): string {
  const path = searchRequestPath({ string: '', [param]: values }, 'current');
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  const sent = new URLSearchParams(query).get(param);
  return sent ? `Sent as ${param}=${sent}` : `Sent as ${param}= (left out while none is chosen)`;
}
