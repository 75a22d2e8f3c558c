import type { SearchHit } from '../../api/uts/index.ts';
import type { HitDetails, Loaded } from './hitDetails.ts';
import { matchedAtom, type AtomMatch } from './matchedAtom.ts';
import type { ResultRow } from './searchColumns.ts';
import type { SearchForm } from './searchUrl.ts';
import { whyHit } from './whyHit.ts';

/**
 * Hits as the table shows and exports them: their rank from `from` on, why each is there, and
 * with `details` (null: not asked for) the atom each matched and its semantic types, as far as
 * they are known. `form` is the search as sent (effectiveForm).
 */
export function resultRows(
  hits: readonly SearchHit[],
  from: number,
  form: SearchForm,
  details: ReadonlyArray<HitDetails> | null,
): ResultRow[] {
  return hits.map((h, i) => {
    const d = details?.[i];
    const matched = d ? matchOf(form, h, d.atoms) : null;
    return {
      ...h,
      rank: from + i,
      why: whyHit(form, h, matched),
      semanticTypes: d ? d.semanticTypes : null,
      matched,
    };
  });
}

function matchOf(form: SearchForm, hit: SearchHit, atoms: HitDetails['atoms']): Loaded<AtomMatch | null> {
  if (atoms.state !== 'ok') return atoms;
  // With sources named, the hit's source is the matched atom's own (without, the preferred atom's).
  const source = form.sabs.length ? hit.rootSource : null;
  return { state: 'ok', value: matchedAtom(form, atoms.value, source) };
}
