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
