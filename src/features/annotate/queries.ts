import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import { search } from '../../api/uts/index.ts';
import type { AnnotateService, SearchKind } from '../../lib/annotate/types.ts';
import { conceptQuery } from '../../lib/queries/concept.ts';
import { conceptAtomListQuery } from '../../lib/queries/conceptAtoms.ts';

/** The hits a phrase's search keeps: the first as the mention's concept, the rest to pick from. */
const HITS = 6;

/** What the user picked: the sources and semantic groups searched, and the target source. */
export interface AnnotateFilters {
  sabs: readonly string[];
  /** Semantic group abbreviations (DISO, CHEM, …). */
  groups: readonly string[];
  target: string | null;
}

/** One phrase's search, cached like any other search: an answer is never asked for twice. */
export const phraseSearchQuery = (
  release: string,
  string: string,
  searchType: SearchKind,
  f: AnnotateFilters,
) =>
  queryOptions({
    queryKey: [
      'uts',
      release,
      'search',
      'annotate',
      { string, searchType, sabs: [...f.sabs], semanticGroups: [...f.groups], pageSize: HITS },
    ],
    queryFn: ({ signal }) =>
      search(
        {
          string,
          searchType,
          sabs: f.sabs.length ? [...f.sabs] : undefined,
          semanticGroups: f.groups.length ? [...f.groups] : undefined,
          pageSize: HITS,
          pageNumber: 1,
        },
        { release, signal },
      ),
    staleTime: Infinity,
  });

/**
 * The pipeline's service through the app's query cache: the shared client, its limiter and
 * the Requests drawer's log. The concept reads are the concept page's own queries.
 */
export function appAnnotateService(
  client: QueryClient,
  release: string,
  f: AnnotateFilters,
): AnnotateService {
  return {
    async search(string, searchType) {
      const page = await client.fetchQuery(phraseSearchQuery(release, string, searchType, f));
      return page.hits.map((h) => ({ cui: h.ui, name: h.name, rootSource: h.rootSource }));
    },
    async concept(cui) {
      const c = await client
        .fetchQuery({ ...conceptQuery(release, cui), staleTime: Infinity })
        .catch((err: unknown) => {
          if (isApiError(err) && err.kind === 'not-found') return null;
          throw err;
        });
      if (!c) return null;
      return {
        cui: c.ui,
        name: c.name,
        semanticTypes: c.semanticTypes.map((t) => ({ tui: t.tui, name: t.name })),
      };
    },
    async targetCodes(cui) {
      if (!f.target) return [];
      const atoms = await client.fetchQuery({
        ...conceptAtomListQuery(release, cui, {
          sabs: [f.target],
          includeObsolete: false,
          includeSuppressible: false,
        }),
        staleTime: Infinity,
      });
      const seen = new Set<string>();
      const out: Array<{ code: string; name: string }> = [];
      for (const a of atoms.items) {
        const code = a.code?.id;
        if (!code || seen.has(code)) continue;
        seen.add(code);
        out.push({ code, name: a.name });
      }
      return out;
    },
  };
}
