/**
 * Lists format 5 does not store because the reader makes them from columns it reads anyway,
 * in a few tens of milliseconds at full scope (1.5 MB of the file there): atoms in AUI order
 * (aui-numbers.ts), and three of the search index's lists (by CUI, by TTY, each atom's count
 * of distinct stems). encode.ts checks at build time that each derivation gives exactly the
 * list the builder made, so the reader's lists are the stored ones were they stored.
 */

/** 0, 1, … n-1: atoms are stored sorted by CUI, so the search index's by-CUI list is the identity. */
export function identity(n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

/** Row numbers sorted by a dictionary-coded column's value (UTF-16 order), ties by row: a counting sort. */
export function sortedByDict(table: readonly string[], codes: Int32Array): Int32Array {
  const order = table.map((_, code) => code).sort((a, b) => cmp(table[a] as string, table[b] as string));
  const rankOf = new Int32Array(table.length);
  order.forEach((code, rank) => (rankOf[code] = rank));
  // next[rank]: where the next row of that value goes (counts, then their running sums).
  const next = new Int32Array(table.length + 1);
  for (const code of codes) (next[(rankOf[code] as number) + 1] as number)++;
  for (let r = 0; r < table.length; r++) next[r + 1] = (next[r + 1] as number) + (next[r] as number);
  const out = new Int32Array(codes.length);
  for (let i = 0; i < codes.length; i++) out[(next[rankOf[codes[i] as number] as number] as number)++] = i;
  return out;
}

/** How many distinct stems each atom has (capped as the index stores it): its count of postings lists. */
export function stemCounts(atoms: number, stemAtoms: Int32Array): Uint16Array {
  const counts = new Uint32Array(atoms);
  for (let j = 0; j < stemAtoms.length; j++) (counts[stemAtoms[j] as number] as number)++;
  const out = new Uint16Array(atoms);
  for (let i = 0; i < atoms; i++) out[i] = Math.min(counts[i] as number, 65535);
  return out;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
