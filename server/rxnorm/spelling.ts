/**
 * Spelling suggestions "in decreasing order of closeness" (reference §5): candidates within
 * a small edit distance (insertions, deletions, substitutions, adjacent transpositions),
 * closest first; ties go to the candidate whose length is nearer the input's, then
 * alphabetically. Comparison ignores case; suggestions keep the vocabulary's spelling.
 */
const MAX_SUGGESTIONS = 20;

/** Longer words tolerate more typos; a 3-letter word with 2 edits would match half the dictionary. */
export function maxDistanceFor(length: number): number {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/** Optimal-string-alignment distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[b.length] ?? limit + 1;
}

export function suggestSpellings(term: string, dictionary: readonly string[]): string[] {
  const input = term.trim().toLowerCase();
  if (input === '') return [];
  const limit = maxDistanceFor(input.length);
  const scored: { word: string; distance: number }[] = [];
  const seen = new Set<string>();
  for (const word of dictionary) {
    const lower = word.toLowerCase();
    if (seen.has(lower)) continue;
    const distance = editDistance(input, lower, limit);
    if (distance <= limit) {
      seen.add(lower);
      scored.push({ word, distance });
    }
  }
  scored.sort(
    (a, b) =>
      a.distance - b.distance ||
      Math.abs(a.word.length - input.length) - Math.abs(b.word.length - input.length) ||
      a.word.toLowerCase().localeCompare(b.word.toLowerCase()),
  );
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.word);
}
