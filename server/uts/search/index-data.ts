/**
 * Builds the search engine's index (SearchIndexData) over a list of atoms. The dataset
 * builder runs it once and stores the result in the committed file; the engine runs it only
 * for a corpus that comes without one (tests' small corpora, a format-2 file).
 */
import type { SearchIndexData } from '../../dataset/model.ts';
import { foldCase, normalizedStringOfWords, splitWords, stem } from './normalize.ts';
import { reverse } from './sorted-keys.ts';

/** What the index needs of an atom. */
export interface IndexableAtom {
  readonly cui: string;
  readonly code: string;
  readonly scui: string | null;
  readonly sdui: string | null;
  readonly tty: string;
  readonly name: string;
}

/** Keys the engine compares when it binary-searches the sorted lists (same functions both sides). */
export const indexKeys = {
  name: (a: IndexableAtom): string => foldCase(a.name),
  reversedName: (a: IndexableAtom): string => reverse(foldCase(a.name)),
  normalized: (a: IndexableAtom): string => normalizedStringOfWords(splitWords(foldCase(a.name))),
  code: (a: IndexableAtom): string => foldCase(a.code),
  reversedCode: (a: IndexableAtom): string => reverse(foldCase(a.code)),
  tty: (a: IndexableAtom): string => a.tty,
  cui: (a: IndexableAtom): string => a.cui,
  scui: (a: IndexableAtom): string | null => (a.scui === null ? null : foldCase(a.scui)),
  sdui: (a: IndexableAtom): string | null => (a.sdui === null ? null : foldCase(a.sdui)),
};

/**
 * Atom numbers sorted by key (UTF-16 order), ties by number. Keys never hold NUL, so sorting
 * "key\0number" strings with the built-in comparison gives that order, several times faster
 * than a comparator over pairs.
 */
function sortedBy(keys: readonly (string | null)[]): Int32Array {
  const packed: string[] = [];
  keys.forEach((k, i) => {
    if (k !== null) packed.push(`${k}\u0000${String(i).padStart(10, '0')}`);
  });
  packed.sort();
  const out = new Int32Array(packed.length);
  packed.forEach((p, j) => (out[j] = Number(p.slice(p.lastIndexOf('\u0000') + 1))));
  return out;
}

export function buildSearchIndex(atoms: readonly IndexableAtom[]): SearchIndexData {
  const n = atoms.length;
  const uniqueStemCount = new Uint16Array(n);
  const postings = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const st = new Set(splitWords(foldCase((atoms[i] as IndexableAtom).name)).map(stem));
    uniqueStemCount[i] = Math.min(st.size, 65535);
    for (const s of st) {
      const list = postings.get(s);
      if (list) list.push(i);
      else postings.set(s, [i]);
    }
  }
  const stems = [...postings.keys()].sort();
  const stemStart = new Int32Array(stems.length + 1);
  let total = 0;
  stems.forEach((s, k) => {
    stemStart[k] = total;
    total += postings.get(s)?.length ?? 0;
  });
  stemStart[stems.length] = total;
  const stemAtoms = new Int32Array(total);
  stems.forEach((s, k) => stemAtoms.set(postings.get(s) ?? [], stemStart[k]));
  const by = (key: (a: IndexableAtom) => string | null) => sortedBy(atoms.map(key));
  return {
    uniqueStemCount,
    stems,
    stemStart,
    stemAtoms,
    byName: by(indexKeys.name),
    byReversedName: by(indexKeys.reversedName),
    byNormalized: by(indexKeys.normalized),
    byCode: by(indexKeys.code),
    byReversedCode: by(indexKeys.reversedCode),
    byTty: by(indexKeys.tty),
    byCui: by(indexKeys.cui),
    byScui: by(indexKeys.scui),
    bySdui: by(indexKeys.sdui),
  };
}
