/**
 * "Did you mean": the names closest in spelling to what was typed, among names the services
 * returned (a partial search's hits, the drug service's spelling suggestions). Offered as
 * links, never searched in the user's place.
 */

/** Edit distance (insertions, deletions, substitutions), in code points, both lower-cased. */
export function editDistance(a: string, b: string): number {
  const s = [...a.toLowerCase()];
  const t = [...b.toLowerCase()];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[t.length]!;
}

/**
 * Up to `max` distinct names within a third of the typed length (at least 1, at most 8 edits),
 * closest first; the typed string itself (in any case) is no suggestion.
 */
export function closestNames(typed: string, names: readonly string[], max = 3): string[] {
  const want = typed.trim().replace(/\s+/g, ' ');
  if (!want) return [];
  const limit = Math.min(8, Math.max(1, Math.floor([...want].length / 3)));
  const seen = new Set([want.toLowerCase()]);
  const scored: Array<[string, number]> = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const d = editDistance(want, name.trim());
    if (d <= limit) scored.push([name.trim(), d]);
  }
  return scored
    .sort((x, y) => x[1] - y[1])
    .slice(0, max)
    .map(([n]) => n);
}
