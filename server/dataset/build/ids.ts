/**
 * Synthetic identifiers. Each key is hashed into a fixed-width number in a prefix range
 * no real UMLS identifier uses (C9…, A9…); collisions probe to the next free number, in
 * sorted key order, so the same keys always give the same ids and adding a key moves at
 * most the keys it collides with.
 */
import { createHash } from 'node:crypto';

function hashNumber(key: string, modulus: number): number {
  const digest = createHash('sha256').update(key).digest();
  // 48 bits are plenty for moduli up to 10^7 and stay exact in a double.
  return digest.readUIntBE(0, 6) % modulus;
}

/**
 * Allocates `${prefix}${digits-wide number}` for every key.
 * @param taken ids that must not be handed out (e.g. already allocated elsewhere)
 */
export function allocateSyntheticIds(
  keys: Iterable<string>,
  prefix: string,
  digits: number,
  taken: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const modulus = 10 ** digits;
  const sorted = [...new Set(keys)].sort();
  if (sorted.length + taken.size > modulus / 2) throw new Error(`synthetic range ${prefix} too small`);
  const used = new Set(taken);
  const result = new Map<string, string>();
  for (const key of sorted) {
    let n = hashNumber(key, modulus);
    let id = prefix + String(n).padStart(digits, '0');
    while (used.has(id)) {
      n = (n + 1) % modulus;
      id = prefix + String(n).padStart(digits, '0');
    }
    used.add(id);
    result.set(key, id);
  }
  return result;
}

/**
 * Allocates ids generation by generation: each generation's keys are numbered with every id of
 * the earlier generations taken, so content added in a later generation (MeSH's entry terms,
 * descriptors added after the 2017 tree) never moves an id the earlier content had.
 * @param generationOf key → generation (0 first); keys in the same generation as in
 * allocateSyntheticIds
 */
export function allocateInGenerations(
  generationOf: ReadonlyMap<string, number>,
  prefix: string,
  digits: number,
  taken: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const byGeneration = new Map<number, string[]>();
  for (const [key, g] of generationOf) {
    const list = byGeneration.get(g);
    if (list) list.push(key);
    else byGeneration.set(g, [key]);
  }
  const used = new Set(taken);
  const result = new Map<string, string>();
  for (const g of [...byGeneration.keys()].sort((a, b) => a - b)) {
    for (const [key, id] of allocateSyntheticIds(byGeneration.get(g) ?? [], prefix, digits, used)) {
      result.set(key, id);
      used.add(id);
    }
  }
  return result;
}
