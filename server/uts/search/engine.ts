import type { SearchIndexData } from '../../dataset/model.ts';
import { buildSearchIndex, indexKeys } from './index-data.ts';
import { foldCase, normalizedString, normalizedWords, stems } from './normalize.ts';
import { reverse } from './sorted-keys.ts';

/** What the engine needs of an atom (the dataset's Atom satisfies it). */
export interface SearchableAtom {
  readonly aui: string;
  readonly cui: string;
  readonly sab: string;
  readonly code: string;
  readonly scui: string | null;
  readonly sdui: string | null;
  readonly tty: string;
  readonly name: string;
  readonly obsolete: boolean;
  readonly suppressible: boolean;
}

/** Atoms by number. */
export interface AtomAt {
  readonly length: number;
  at(index: number): SearchableAtom | undefined;
}

/** What the engine needs of the rest of the dataset. */
export interface SearchCorpus {
  /** By atom number (what `index` refers to), or any iterable (numbered in its order). */
  readonly atoms: AtomAt | Iterable<SearchableAtom>;
  /** The precomputed index over `atoms` (a format-5 dataset carries one); else built here. */
  readonly index?: SearchIndexData;
  /** Concept name and the source of its default preferred atom. */
  concept(cui: string): { name: string; preferredSab: string; tuis: readonly string[] } | undefined;
  /** Name of a source-asserted identifier (its preferred atom's name). */
  sourceName(sab: string, id: string): string | undefined;
  readonly semanticTypes: Iterable<{ tui: string; name: string; treeNumber: string; group: string }>;
  readonly semanticGroups: Iterable<{ abbreviation: string; expandedForm: string }>;
}

export const SEARCH_TYPES = [
  'words',
  'exact',
  'leftTruncation',
  'rightTruncation',
  'normalizedString',
  'normalizedWords',
] as const;
export const INPUT_TYPES = ['atom', 'code', 'sourceConcept', 'sourceDescriptor', 'sourceUi', 'tty'] as const;
export const RETURN_ID_TYPES = [
  'concept',
  'aui',
  'code',
  'sourceConcept',
  'sourceDescriptor',
  'sourceUi',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export type InputType = (typeof INPUT_TYPES)[number];
export type ReturnIdType = (typeof RETURN_ID_TYPES)[number];

export interface SearchQuery {
  readonly string: string;
  readonly inputType: InputType;
  readonly searchType: SearchType;
  readonly returnIdType: ReturnIdType;
  /** null: every source; [] (an empty `sabs=`): nothing, as the real service does. */
  readonly sabs: readonly string[] | null;
  readonly includeObsolete: boolean;
  readonly includeSuppressible: boolean;
  readonly partialSearch: boolean;
  /** Raw `semanticTypes` value: TUIs, type names or one tree-number prefix, `|`-separated. */
  readonly semanticTypes: string | null;
  /** Raw `semanticGroups` value: group names or abbreviations, `|`-separated. */
  readonly semanticGroups: string | null;
}

/** One result row; `kind` tells the wire layer which content URL to build. */
export interface SearchHit {
  readonly ui: string;
  readonly rootSource: string;
  readonly name: string;
  readonly kind: 'CUI' | 'AUI' | 'source';
}

export interface SearchEngine {
  /** Every hit, best first; the endpoint pages over it. */
  search(query: SearchQuery): SearchHit[];
  /** Does now what a first search would otherwise pay for (the service calls it at start-up). */
  warm(): void;
}

/* Ranking: lower is better. The match tier dominates, then extra words, then name length. */
const TIER_EXACT = 0;
const TIER_SAME_WORDS = 1;
const TIER_PREFIX = 2;
const TIER_OTHER = 3;
const TIER_WEIGHT = 1_000_000;
/** Partial search: each missing query word outranks every tier. */
const MISSING_WORD_WEIGHT = 10 * TIER_WEIGHT;

const CUI_PATTERN = /^C\d{7}$/;

export function createSearchEngine(corpus: SearchCorpus): SearchEngine {
  const list: AtomAt =
    'at' in corpus.atoms && 'length' in corpus.atoms
      ? (corpus.atoms as AtomAt)
      : [...(corpus.atoms as Iterable<SearchableAtom>)];
  const atomAt = (i: number): SearchableAtom => list.at(i) as SearchableAtom;
  // A dataset built in format 5 carries the index; any other corpus gets it built here.
  const index = corpus.index ?? buildSearchIndex(Array.from({ length: list.length }, (_, i) => atomAt(i)));
  const uniqueStemCount = index.uniqueStemCount;
  const foldedCache: (string | undefined)[] = [];
  const foldedName = (i: number): string => (foldedCache[i] ??= foldCase(atomAt(i).name));

  /** Atoms whose key (as the index sorted them) equals `key`. */
  const equal = (perm: Int32Array, keyOf: (a: SearchableAtom) => string | null, key: string): Int32Array => {
    const from = lowerBound(perm, keyOf, key, false);
    return perm.subarray(from, lowerBound(perm, keyOf, key, true, from));
  };
  /** Atoms whose key starts with `prefix`. */
  const withPrefix = (
    perm: Int32Array,
    keyOf: (a: SearchableAtom) => string | null,
    prefix: string,
  ): Int32Array => {
    if (!prefix) return new Int32Array(0);
    const from = lowerBound(perm, keyOf, prefix, false);
    // Every key with the prefix sorts below prefix + the highest code unit.
    return perm.subarray(from, lowerBound(perm, keyOf, prefix + '\uffff', false, from));
  };
  /** First position whose key is >= key (or > key when `after`). */
  const lowerBound = (
    perm: Int32Array,
    keyOf: (a: SearchableAtom) => string | null,
    key: string,
    after: boolean,
    lo = 0,
  ): number => {
    let hi = perm.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = keyOf(atomAt(perm[mid] as number)) ?? '';
      if (k < key || (after && k === key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const postingsOf = (word: string): Int32Array => {
    let lo = 0;
    let hi = index.stems.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((index.stems[mid] as string) < word) lo = mid + 1;
      else hi = mid;
    }
    if (index.stems[lo] !== word) return new Int32Array(0);
    return index.stemAtoms.subarray(index.stemStart[lo], index.stemStart[lo + 1]);
  };

  const semanticTypes = [...corpus.semanticTypes];
  const semanticGroups = [...corpus.semanticGroups];

  /** Scores a name match of atom i against the folded query and its unique stems. */
  const nameScore = (i: number, fq: string, queryStemCount: number): number => {
    const f = foldedName(i);
    let tier = TIER_OTHER;
    if (f === fq) tier = TIER_EXACT;
    else if (uniqueStemCount[i] === queryStemCount) tier = TIER_SAME_WORDS;
    else if (f.startsWith(fq)) tier = TIER_PREFIX;
    const extra = Math.max(0, (uniqueStemCount[i] ?? 0) - queryStemCount);
    return tier * TIER_WEIGHT + Math.min(extra, 999) * 1000 + Math.min(f.length, 999);
  };

  /** Atoms holding every word of `wordList` (postings intersected, smallest first). */
  const allWords = (wordList: string[]): ArrayLike<number> => {
    const lists = wordList.map(postingsOf);
    lists.sort((a, b) => a.length - b.length);
    let acc: ArrayLike<number> = lists[0] ?? [];
    for (let k = 1; k < lists.length && acc.length; k++) acc = intersect(acc, lists[k] as Int32Array);
    return acc;
  };

  /** Candidates with scores for a name search. */
  const nameMatches = (q: SearchQuery): Map<number, number> => {
    const out = new Map<number, number>();
    const fq = foldCase(q.string);
    const add = (i: number, score: number) => {
      const prev = out.get(i);
      if (prev === undefined || score < prev) out.set(i, score);
    };
    switch (q.searchType) {
      case 'exact':
        for (const i of equal(index.byName, indexKeys.name, fq)) add(i, nameScore(i, fq, 0));
        break;
      case 'normalizedString': {
        for (const i of equal(index.byNormalized, indexKeys.normalized, normalizedString(q.string)))
          add(i, nameScore(i, fq, uniqueStemCount[i] ?? 0));
        break;
      }
      case 'rightTruncation':
        for (const i of withPrefix(index.byName, indexKeys.name, fq)) add(i, nameScore(i, fq, 0));
        break;
      case 'leftTruncation':
        for (const i of withPrefix(index.byReversedName, indexKeys.reversedName, reverse(fq)))
          add(i, nameScore(i, fq, 0));
        break;
      case 'words':
      case 'normalizedWords': {
        const wordList = q.searchType === 'words' ? [...new Set(stems(q.string))] : normalizedWords(q.string);
        if (!wordList.length) break;
        if (!q.partialSearch || wordList.length === 1) {
          const hits = allWords(wordList);
          for (let k = 0; k < hits.length; k++)
            add(hits[k] as number, nameScore(hits[k] as number, fq, wordList.length));
        } else {
          const counts = new Map<number, number>();
          for (const w of wordList) for (const i of postingsOf(w)) counts.set(i, (counts.get(i) ?? 0) + 1);
          for (const [i, c] of counts)
            add(i, (wordList.length - c) * MISSING_WORD_WEIGHT + nameScore(i, fq, c));
        }
        break;
      }
    }
    // A CUI as the search string finds its concept's atoms (how "CUI → codes" works).
    const cui = q.string.trim().toUpperCase();
    if (CUI_PATTERN.test(cui)) for (const i of equal(index.byCui, indexKeys.cui, cui)) add(i, 0);
    return out;
  };

  /** Candidates for an identifier search (inputType code/sourceConcept/sourceDescriptor/sourceUi). */
  const idMatches = (q: SearchQuery): Map<number, number> => {
    const out = new Map<number, number>();
    const fq = foldCase(q.string);
    const lists: Array<[Int32Array, (a: SearchableAtom) => string | null]> =
      q.inputType === 'sourceConcept'
        ? [[index.byScui, indexKeys.scui]]
        : q.inputType === 'sourceDescriptor'
          ? [[index.bySdui, indexKeys.sdui]]
          : q.inputType === 'sourceUi'
            ? [
                [index.byCode, indexKeys.code],
                [index.byScui, indexKeys.scui],
                [index.bySdui, indexKeys.sdui],
              ]
            : [[index.byCode, indexKeys.code]];
    if (q.searchType === 'rightTruncation' || q.searchType === 'leftTruncation') {
      // Truncated id search runs on codes, the id every atom has.
      const hits =
        q.searchType === 'rightTruncation'
          ? withPrefix(index.byCode, indexKeys.code, fq)
          : withPrefix(index.byReversedCode, indexKeys.reversedCode, reverse(fq));
      for (const i of hits) out.set(i, foldCase(atomAt(i).code).length);
      return out;
    }
    for (const [perm, keyOf] of lists) for (const i of equal(perm, keyOf, fq)) out.set(i, 0);
    return out;
  };

  const semanticFilter = (q: SearchQuery): ((tuis: readonly string[]) => boolean) | null => {
    const sets: Set<string>[] = [];
    if (q.semanticTypes !== null) sets.push(resolveSemanticTypes(q.semanticTypes, semanticTypes));
    if (q.semanticGroups !== null)
      sets.push(resolveSemanticGroups(q.semanticGroups, semanticTypes, semanticGroups));
    if (!sets.length) return null;
    return (tuis) => sets.every((s) => tuis.some((t) => s.has(t)));
  };

  return {
    warm() {
      // The index is complete once built (or read from the file); what a first search would
      // still pay is the corpus's first look-ups (names, concepts and source ids by key).
      if (list.length === 0) return;
      const a = atomAt(0);
      foldedName(0);
      corpus.concept(a.cui);
      corpus.sourceName(a.sab, a.code);
    },
    search(q) {
      if (q.sabs !== null && q.sabs.length === 0) return [];
      const candidates =
        q.inputType === 'atom'
          ? nameMatches(q)
          : q.inputType === 'tty'
            ? new Map(
                [...equal(index.byTty, indexKeys.tty, q.string.trim())].map((i): [number, number] => [i, 0]),
              )
            : idMatches(q);
      const sabs = q.sabs ? new Set(q.sabs) : null;
      const semantic = semanticFilter(q);
      const conceptOk = new Map<string, boolean>();
      const groups = new Map<
        string,
        { best: number; atom: SearchableAtom; hit: Omit<SearchHit, 'rootSource'> | null }
      >();

      for (const [i, score] of candidates) {
        const a = atomAt(i);
        if (sabs && !sabs.has(a.sab)) continue;
        if (!q.includeObsolete && a.obsolete) continue;
        if (!q.includeSuppressible && a.suppressible) continue;
        if (semantic) {
          let ok = conceptOk.get(a.cui);
          if (ok === undefined) conceptOk.set(a.cui, (ok = semantic(corpus.concept(a.cui)?.tuis ?? [])));
          if (!ok) continue;
        }
        const key = groupKey(q.returnIdType, a);
        if (key === null) continue;
        const g = groups.get(key);
        if (!g || score < g.best || (score === g.best && a.aui < g.atom.aui))
          groups.set(key, { best: score, atom: a, hit: null });
      }

      const ranked = [...groups.values()].sort(
        (x, y) => x.best - y.best || compareUi(x.atom, y.atom, q.returnIdType),
      );
      return ranked.map(({ atom }) => toHit(q, atom, sabs !== null, corpus));
    },
  };
}

function groupKey(returnIdType: ReturnIdType, a: SearchableAtom): string | null {
  switch (returnIdType) {
    case 'concept':
      return a.cui;
    case 'aui':
      return a.aui;
    case 'code':
    case 'sourceUi':
      return `${a.sab}|${a.code}`;
    case 'sourceConcept':
      return a.scui === null ? null : `${a.sab}|${a.scui}`;
    case 'sourceDescriptor':
      return a.sdui === null ? null : `${a.sab}|${a.sdui}`;
  }
}

function idOf(returnIdType: ReturnIdType, a: SearchableAtom): string {
  switch (returnIdType) {
    case 'concept':
      return a.cui;
    case 'aui':
      return a.aui;
    case 'code':
    case 'sourceUi':
      return a.code;
    case 'sourceConcept':
      return a.scui ?? a.code;
    case 'sourceDescriptor':
      return a.sdui ?? a.code;
  }
}

function compareUi(x: SearchableAtom, y: SearchableAtom, t: ReturnIdType): number {
  const a = idOf(t, x);
  const b = idOf(t, y);
  return a < b ? -1 : a > b ? 1 : x.sab < y.sab ? -1 : x.sab > y.sab ? 1 : 0;
}

function toHit(q: SearchQuery, a: SearchableAtom, restricted: boolean, corpus: SearchCorpus): SearchHit {
  if (q.returnIdType === 'concept') {
    const c = corpus.concept(a.cui);
    // Unrestricted, a concept row names the source of its preferred atom; with `sabs`, the
    // matching atom's source (the only one the caller asked about).
    return {
      ui: a.cui,
      name: c?.name ?? a.name,
      rootSource: restricted || !c ? a.sab : c.preferredSab,
      kind: 'CUI',
    };
  }
  if (q.returnIdType === 'aui') return { ui: a.aui, name: a.name, rootSource: a.sab, kind: 'AUI' };
  const id = idOf(q.returnIdType, a);
  return { ui: id, name: corpus.sourceName(a.sab, id) ?? a.name, rootSource: a.sab, kind: 'source' };
}

function intersect(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}

/** `semanticTypes`: TUIs (T047), type names, or tree-number prefixes (A2.2), `|`-separated. */
export function resolveSemanticTypes(
  value: string,
  types: readonly { tui: string; name: string; treeNumber: string }[],
): Set<string> {
  const out = new Set<string>();
  for (const raw of value.split('|')) {
    const token = raw.trim();
    if (!token) continue;
    if (/^T\d{3}$/i.test(token)) {
      out.add(token.toUpperCase());
    } else if (/^[AB]\d*(\.\d+)*$/i.test(token)) {
      const p = token.toUpperCase();
      for (const t of types) if (t.treeNumber === p || t.treeNumber.startsWith(`${p}.`)) out.add(t.tui);
    } else {
      const name = token.toLowerCase();
      for (const t of types) if (t.name.toLowerCase() === name) out.add(t.tui);
    }
  }
  return out;
}

/** `semanticGroups`: group names (Disorders) or abbreviations (DISO), `|`-separated. */
export function resolveSemanticGroups(
  value: string,
  types: readonly { tui: string; group: string }[],
  groups: readonly { abbreviation: string; expandedForm: string }[],
): Set<string> {
  const wanted = new Set<string>();
  for (const raw of value.split('|')) {
    const token = raw.trim().toLowerCase();
    for (const g of groups)
      if (g.abbreviation.toLowerCase() === token || g.expandedForm.toLowerCase() === token)
        wanted.add(g.abbreviation);
  }
  return new Set(types.filter((t) => wanted.has(t.group)).map((t) => t.tui));
}
