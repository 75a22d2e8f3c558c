import type { Atom, InputType, SearchType } from '../../api/uts/index.ts';

/**
 * Which of a concept's atoms a search matched. The service sends the concept's preferred name
 * per hit, never the atom that matched (uts-rest-wire.md §5.1), so the client asks for the
 * concept's atoms under the search's own filters and runs the search type over them again: a
 * small approximation of the service's matching (case and accents folded, words split on
 * anything that is not a letter or digit, plurals folded onto singulars, English stop words
 * dropped when normalised). The service's own lexical normalisation does more; when no atom
 * matches under these rules the answer is null, never a guess.
 */

export interface MatchQuery {
  string: string;
  searchType: SearchType;
  inputType: InputType;
  partialSearch: boolean;
}

export interface AtomMatch {
  atom: Atom;
  /** How many other atoms match as well (the service may have picked one of them). */
  others: number;
  /** Words searches: how many of the query's words the atom holds, of how many. */
  words: { found: number; of: number } | null;
}

/**
 * The atom the search most likely matched among `atoms`, or null when none clearly does. Among
 * several, the best fit comes first as the service ranks: the whole name, then the same number
 * of words, then a name starting with the term; fewer extra words, a shorter name, the lower
 * AUI. `hitSource`: with sources named in the search the hit's source is the matched atom's own
 * (without, it is the preferred atom's), so an atom of that source is taken first.
 */
export function matchedAtom(
  q: MatchQuery,
  atoms: readonly Atom[],
  hitSource: string | null = null,
): AtomMatch | null {
  const fits = atoms.flatMap((atom) => {
    const f = fit(q, atom);
    return f ? [{ atom, ...f }] : [];
  });
  if (!fits.length) return null;
  const inSource = hitSource ? fits.filter((f) => f.atom.rootSource === hitSource) : [];
  const pool = inSource.length ? inSource : fits;
  pool.sort(
    (a, b) =>
      a.missing - b.missing ||
      a.tier - b.tier ||
      a.extra - b.extra ||
      a.length - b.length ||
      (a.atom.ui < b.atom.ui ? -1 : a.atom.ui > b.atom.ui ? 1 : 0),
  );
  const best = pool[0] as (typeof pool)[number];
  return { atom: best.atom, others: fits.length - 1, words: best.words };
}

interface Fit {
  /** Query words the atom lacks (partial words searches only). */
  missing: number;
  /** 0 the whole name, 1 as many words as the query, 2 starts with the term, 3 other. */
  tier: number;
  /** Words the atom has beyond the query's. */
  extra: number;
  length: number;
  words: AtomMatch['words'];
}

/** How atom fits the query, or null when it does not match it. */
function fit(q: MatchQuery, atom: Atom): Fit | null {
  const term = fold(q.string);
  if (!term) return null;
  // Identifier matches are all alike (truncated ones: the shorter code first); the AUI decides.
  if (q.inputType === 'tty') return atom.termType === q.string.trim() ? plain(0) : null;
  if (q.inputType !== 'atom') {
    const code = idMatches(q, term, atom);
    return code === null ? null : plain(q.searchType.endsWith('Truncation') ? code.length : 0);
  }
  const name = fold(atom.name);
  const nameStems = new Set(wordsOf(name).map(singular));
  const rank = (queryWords: number, missing = 0, words: AtomMatch['words'] = null): Fit => ({
    missing,
    tier: name === term ? 0 : nameStems.size === queryWords ? 1 : name.startsWith(term) ? 2 : 3,
    extra: Math.max(0, nameStems.size - queryWords),
    length: name.length,
    words,
  });
  switch (q.searchType) {
    case 'exact':
      return name === term ? rank(0) : null;
    case 'normalizedString':
      return normalKey(name) === normalKey(term) ? rank(nameStems.size) : null;
    case 'rightTruncation':
      return name.startsWith(term) ? rank(0) : null;
    case 'leftTruncation':
      return name.endsWith(term) ? rank(0) : null;
    case 'words':
    case 'normalizedWords': {
      const wanted = q.searchType === 'words' ? [...new Set(wordsOf(term).map(singular))] : normalWords(term);
      if (!wanted.length) return null;
      const found = wanted.filter((w) => nameStems.has(w)).length;
      const words = { found, of: wanted.length };
      if (found === wanted.length) return rank(wanted.length, 0, words);
      // Partial search also returns names holding only some of the words, fewer ranked lower.
      return q.partialSearch && found > 0 ? rank(found, wanted.length - found, words) : null;
    }
    default:
      // `approximate` (deprecated): its spelling tolerance is the service's own.
      return null;
  }
}

const plain = (length: number): Fit => ({ missing: 0, tier: 0, extra: 0, length, words: null });

/**
 * Code searches: the identifier the input type names (sourceUi: any of them) is the term. The
 * atom's code when it matches, else null.
 */
function idMatches(q: MatchQuery, term: string, atom: Atom): string | null {
  const ids =
    q.inputType === 'code'
      ? [atom.code]
      : q.inputType === 'sourceConcept'
        ? [atom.sourceConcept]
        : q.inputType === 'sourceDescriptor'
          ? [atom.sourceDescriptor]
          : [atom.code, atom.sourceConcept, atom.sourceDescriptor];
  const folded = ids.flatMap((r) => (r ? [fold(r.id)] : []));
  // Truncated identifier searches run on codes, the id every atom has.
  const code = atom.code ? fold(atom.code.id) : '';
  if (q.searchType === 'rightTruncation') return code && code.startsWith(term) ? code : null;
  if (q.searchType === 'leftTruncation') return code && code.endsWith(term) ? code : null;
  return folded.includes(term) ? code : null;
}

/** Lower case without accents, spaces collapsed: "Ménière’s  Disease" → "meniere’s disease". */
export const fold = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const wordsOf = (folded: string): string[] => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A plural on its singular's key: attacks/attack, diseases/disease, arteries/artery meet. */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (/[^su]s$/.test(w) && !w.endsWith('is')) w = w.slice(0, -1);
  // disease/diseases and artery/arteries end on the same key whichever form came in.
  if (w.length > 3 && /[ey]$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Words English lexical normalisation leaves out. */
const STOP_WORDS = new Set('a an and as at by for from in into of on or the to with without nos'.split(' '));

const normalWords = (folded: string): string[] => [
  ...new Set(
    wordsOf(folded)
      .filter((w) => !STOP_WORDS.has(w))
      .map(singular),
  ),
];

/** The normalised string: normalised words in one order, so word order does not count. */
const normalKey = (folded: string): string => normalWords(folded).sort().join(' ');
