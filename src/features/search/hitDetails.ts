import type { Atom, Concept, Page } from '../../api/uts/index.ts';
import { conceptQuery } from '../../lib/queries/concept.ts';
import { conceptAtomListQuery } from '../../lib/queries/conceptAtoms.ts';
import type { SearchForm } from './searchUrl.ts';

/** A detail of a hit asked for on its own: still coming, failed, or here. */
export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ok'; value: T };

/** What "Matched atom and semantic types" reads per concept hit: its concept and its atoms. */
export interface HitDetails {
  semanticTypes: Loaded<string[]>;
  atoms: Loaded<readonly Atom[]>;
}

/** What a query's answer is at a moment (TanStack's result, or a settled fetch). */
export interface QueryState<T> {
  data?: T;
  isError: boolean;
}

/**
 * A concept hit's two detail requests: its concept (semantic types), and its atoms under the
 * search's own sources and obsolete/suppressible switches, so the candidates are the atoms the
 * search looked at.
 */
export const hitDetailQueries = (
  release: string,
  cui: string,
  form: Pick<SearchForm, 'sabs' | 'includeObsolete' | 'includeSuppressible'>,
) =>
  [
    conceptQuery(release, cui),
    conceptAtomListQuery(release, cui, {
      sabs: form.sabs,
      includeObsolete: form.includeObsolete,
      includeSuppressible: form.includeSuppressible,
    }),
  ] as const;

/** The two answers as HitDetails; data kept through a failed refetch is still shown. */
export function hitDetails(concept: QueryState<Concept>, atoms: QueryState<Page<Atom>>): HitDetails {
  return {
    semanticTypes: loaded(concept, (c) => c.semanticTypes.map((t) => t.name)),
    atoms: loaded(atoms, (p) => p.items),
  };
}

function loaded<T, U>(q: QueryState<T>, pick: (data: T) => U): Loaded<U> {
  if (q.data !== undefined) return { state: 'ok', value: pick(q.data) };
  return q.isError ? { state: 'failed' } : { state: 'loading' };
}
