import { useQueries, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import type { Definition } from '../../api/uts/index.ts';
import type { CompareId } from '../../lib/compareIds.ts';
import { conceptPath, drugPath } from '../../lib/paths.ts';
import { conceptQuery, definitionsQuery } from '../../lib/queries/concept.ts';
import { allRelatedInfoQuery, conceptPropertiesQuery } from '../../lib/queries/drugs.ts';
import { conceptFacts, drugFacts, type Facts } from './facts.ts';
import { compareAtomsQuery, compareRelationsQuery } from './queries.ts';

export type ColumnState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; facts: Facts };

/** The columns mix query types; each column reads its own results back with their types. */
type AnyQuery = UseQueryOptions<unknown, Error, unknown, readonly unknown[]>;

const isNotFound = (e: unknown) => isApiError(e) && e.kind === 'not-found';

function settle(results: UseQueryResult[], build: () => Facts | null): ColumnState {
  const failed = results.filter((r) => r.isError);
  if (failed.length) {
    const retry = () => failed.forEach((r) => void r.refetch());
    return { status: 'error', error: failed[0]!.error, retry };
  }
  if (results.some((r) => r.isPending)) return { status: 'loading' };
  const facts = build();
  return facts ? { status: 'ready', facts } : { status: 'not-found' };
}

/**
 * Every column's data, each column settling on its own (one unknown CUI or failed call leaves
 * the others working). A CUI reads four UMLS lists, an RXCUI two drug-service calls; the
 * concept and definition queries are the concept page's, so a visit there fills the cache here.
 */
export function useCompareColumns(ids: readonly CompareId[], release: string): ColumnState[] {
  const queries = ids.flatMap(
    (c) =>
      (c.kind === 'CUI'
        ? [
            conceptQuery(release, c.id),
            compareAtomsQuery(release, c.id),
            compareRelationsQuery(release, c.id),
            definitionsQuery(release, c.id),
          ]
        : [conceptPropertiesQuery(c.id), allRelatedInfoQuery(c.id)]) as AnyQuery[],
  );
  const results = useQueries({ queries });
  // Where each column's results start: a CUI has four, an RXCUI two.
  const starts = ids.map((_, i) => ids.slice(0, i).reduce((n, c) => n + (c.kind === 'CUI' ? 4 : 2), 0));
  return ids.map((c, i) => {
    const at = starts[i]!;
    if (c.kind === 'CUI') {
      const [concept, atoms, relations, defs] = results.slice(at, at + 4);
      // A concept that does not exist answers 404 to every call: one "not found" says it.
      if (isNotFound(concept!.error)) return { status: 'not-found' } as const;
      // A concept without definitions answers 404 to the definitions call: none, not a failure.
      const definitions = isNotFound(defs!.error) ? { ...defs!, isError: false, isPending: false } : defs!;
      return settle([concept!, atoms!, relations!, definitions] as UseQueryResult[], () =>
        conceptFacts(
          concept!.data as never,
          atoms!.data as never,
          relations!.data as never,
          ((definitions.data as { items: Definition[] } | undefined)?.items ?? []) as Definition[],
          conceptPath(c.id),
        ),
      );
    }
    const [props, related] = results.slice(at, at + 2);
    return settle([props!, related!] as UseQueryResult[], () =>
      props!.data ? drugFacts(props!.data as never, related!.data as never, c.id, drugPath(c.id)) : null,
    );
  });
}
