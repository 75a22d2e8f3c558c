import {
  foldCase,
  normalizedString,
  normalizedStringOfWords,
  normalizedWords,
  splitWords,
  stem,
  stems,
} from './normalize.ts';
import { reverse, SortedKeys } from './sorted-keys.ts';

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

/** What the engine needs of the rest of the dataset. */
export interface SearchCorpus {
  readonly atoms: Iterable<SearchableAtom>;
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
  /** Builds the lazily built indexes now (the service calls it just after start-up). */
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
  const atoms = [...corpus.atoms];
  const n = atoms.length;
  const folded: string[] = new Array<string>(n);
  const uniqueStemCount = new Uint16Array(n);
  const wordPostings = new Map<string, number[]>();
  const exact = new Map<string, number[]>();
  const normalized = new Map<string, number[]>();
  const byTty = new Map<string, number[]>();
  const byCui = new Map<string, number[]>();
  const ids = {
    code: new Map<string, number[]>(),
    sourceConcept: new Map<string, number[]>(),
    sourceDescriptor: new Map<string, number[]>(),
  };
  const push = (m: Map<string, number[]>, k: string, i: number) => {
    const list = m.get(k);
    if (list) {
      if (list[list.length - 1] !== i) list.push(i);
    } else m.set(k, [i]);
  };

  for (let i = 0; i < n; i++) {
    const a = atoms[i] as SearchableAtom;
    const f = foldCase(a.name);
    folded[i] = f;
    push(exact, f, i);
    const w = splitWords(f);
    push(normalized, normalizedStringOfWords(w), i);
    const st = new Set(w.map(stem));
    uniqueStemCount[i] = Math.min(st.size, 65535);
    for (const s of st) push(wordPostings, s, i);
    push(byTty, a.tty, i);
    push(byCui, a.cui, i);
    push(ids.code, foldCase(a.code), i);
    if (a.scui) push(ids.sourceConcept, foldCase(a.scui), i);
    if (a.sdui) push(ids.sourceDescriptor, foldCase(a.sdui), i);
  }
  // Truncation searches are rarer: their sorted keys are built on first use (or by warm()).
  const prefixes = lazy(() => new SortedKeys(folded.map((f, i): [string, number] => [f, i])));
  const suffixes = lazy(() => new SortedKeys(folded.map((f, i): [string, number] => [reverse(f), i])));
  const codePrefixes = lazy(
    () => new SortedKeys(atoms.map((a, i): [string, number] => [foldCase(a.code), i])),
  );
  const codeSuffixes = lazy(
    () => new SortedKeys(atoms.map((a, i): [string, number] => [reverse(foldCase(a.code)), i])),
  );

  const semanticTypes = [...corpus.semanticTypes];
  const semanticGroups = [...corpus.semanticGroups];

  /** Scores a name match of atom i against the folded query and its unique stems. */
  const nameScore = (i: number, fq: string, queryStemCount: number): number => {
    const f = folded[i] as string;
    let tier = TIER_OTHER;
    if (f === fq) tier = TIER_EXACT;
    else if (uniqueStemCount[i] === queryStemCount) tier = TIER_SAME_WORDS;
    else if (f.startsWith(fq)) tier = TIER_PREFIX;
    const extra = Math.max(0, (uniqueStemCount[i] ?? 0) - queryStemCount);
    return tier * TIER_WEIGHT + Math.min(extra, 999) * 1000 + Math.min(f.length, 999);
  };

  /** Atoms holding every word of `wordList` (postings intersected, smallest first). */
  const allWords = (wordList: string[]): number[] => {
    const lists = wordList.map((w) => wordPostings.get(w) ?? []);
    lists.sort((a, b) => a.length - b.length);
    let acc = lists[0] ?? [];
    for (let k = 1; k < lists.length && acc.length; k++) acc = intersect(acc, lists[k] as number[]);
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
        for (const i of exact.get(fq) ?? []) add(i, nameScore(i, fq, 0));
        break;
      case 'normalizedString': {
        for (const i of normalized.get(normalizedString(q.string)) ?? [])
          add(i, nameScore(i, fq, uniqueStemCount[i] ?? 0));
        break;
      }
      case 'rightTruncation':
        for (const i of prefixes().withPrefix(fq)) add(i, nameScore(i, fq, 0));
        break;
      case 'leftTruncation':
        for (const i of suffixes().withPrefix(reverse(fq))) add(i, nameScore(i, fq, 0));
        break;
      case 'words':
      case 'normalizedWords': {
        const wordList = q.searchType === 'words' ? [...new Set(stems(q.string))] : normalizedWords(q.string);
        if (!wordList.length) break;
        if (!q.partialSearch || wordList.length === 1) {
          for (const i of allWords(wordList)) add(i, nameScore(i, fq, wordList.length));
        } else {
          const counts = new Map<number, number>();
          for (const w of wordList)
            for (const i of wordPostings.get(w) ?? []) counts.set(i, (counts.get(i) ?? 0) + 1);
          for (const [i, c] of counts)
            add(i, (wordList.length - c) * MISSING_WORD_WEIGHT + nameScore(i, fq, c));
        }
        break;
      }
    }
    // A CUI as the search string finds its concept's atoms (how "CUI → codes" works).
    const cui = q.string.trim().toUpperCase();
    if (CUI_PATTERN.test(cui)) for (const i of byCui.get(cui) ?? []) add(i, 0);
    return out;
  };

  /** Candidates for an identifier search (inputType code/sourceConcept/sourceDescriptor/sourceUi). */
  const idMatches = (q: SearchQuery): Map<number, number> => {
    const out = new Map<number, number>();
    const fq = foldCase(q.string);
    const maps =
      q.inputType === 'sourceUi'
        ? [ids.code, ids.sourceConcept, ids.sourceDescriptor]
        : [ids[q.inputType as keyof typeof ids]];
    if (q.searchType === 'rightTruncation' || q.searchType === 'leftTruncation') {
      // Truncated id search runs on codes, the id every atom has.
      const hits =
        q.searchType === 'rightTruncation'
          ? codePrefixes().withPrefix(fq)
          : codeSuffixes().withPrefix(reverse(fq));
      for (const i of hits) out.set(i, foldCase(atoms[i]?.code ?? '').length);
      return out;
    }
    for (const m of maps) for (const i of m.get(fq) ?? []) out.set(i, 0);
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
      prefixes();
      suffixes();
      codePrefixes();
      codeSuffixes();
    },
    search(q) {
      if (q.sabs !== null && q.sabs.length === 0) return [];
      const candidates =
        q.inputType === 'atom'
          ? nameMatches(q)
          : q.inputType === 'tty'
            ? new Map((byTty.get(q.string.trim()) ?? []).map((i): [number, number] => [i, 0]))
            : idMatches(q);
      const sabs = q.sabs ? new Set(q.sabs) : null;
      const semantic = semanticFilter(q);
      const conceptOk = new Map<string, boolean>();
      const groups = new Map<
        string,
        { best: number; atom: SearchableAtom; hit: Omit<SearchHit, 'rootSource'> | null }
      >();

      for (const [i, score] of candidates) {
        const a = atoms[i] as SearchableAtom;
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

function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
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

function intersect(a: number[], b: number[]): number[] {
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
