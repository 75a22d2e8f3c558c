/**
 * Auto-completion over the service's display terms (getDisplayTerms: every ingredient, brand
 * and synonym name RxNav completes on). The list is loaded once; each keystroke is a binary
 * search for the first term with the typed prefix, then a walk while the prefix still holds,
 * so a keystroke costs O(log n + limit) however long the list is.
 */
export interface DisplayTermIndex {
  /** Lower-cased, de-duplicated, in code-unit order (the order the binary search needs). */
  readonly keys: readonly string[];
  /** The term as the service spelled it, by position in `keys`. */
  readonly terms: readonly string[];
}

/** Case-insensitive key of a term or of typed text; whitespace runs count as one space. */
export function termKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trimStart();
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the index; the service's own order is not relied on (it is sorted, but not promised). */
export function buildDisplayTermIndex(terms: readonly string[]): DisplayTermIndex {
  const byKey = new Map<string, string>();
  for (const term of terms) {
    const key = termKey(term).trimEnd();
    if (key !== '' && !byKey.has(key)) byKey.set(key, term);
  }
  const keys = [...byKey.keys()].sort(byCodeUnit);
  return { keys, terms: keys.map((k) => byKey.get(k)!) };
}

/** Position of the first key that is not below `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Up to `limit` terms starting with `typed` (case-insensitive), in alphabetical order. */
export function prefixMatches(index: DisplayTermIndex, typed: string, limit = 10): string[] {
  const prefix = termKey(typed);
  if (prefix.trim() === '' || limit <= 0) return [];
  const out: string[] = [];
  for (let i = lowerBound(index.keys, prefix); i < index.keys.length && out.length < limit; i++) {
    if (!index.keys[i]!.startsWith(prefix)) break;
    out.push(index.terms[i]!);
  }
  return out;
}

/** How many terms start with `typed`: the "n more" hint under the suggestions. */
export function countPrefixMatches(index: DisplayTermIndex, typed: string): number {
  const prefix = termKey(typed);
  if (prefix.trim() === '') return 0;
  const start = lowerBound(index.keys, prefix);
  // Every key with the prefix sorts before prefix + the highest code unit.
  return lowerBound(index.keys, prefix + '\uffff') - start;
}
