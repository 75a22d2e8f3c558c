import type { BasketEntry } from './types.ts';

export interface Proposal {
  system: string;
  /** The entry that becomes "this code and all its descendants". */
  root: BasketEntry;
  /** Single-code entries the rule replaces (the root and every descendant). */
  replaces: BasketEntry[];
}

/** Systems whose codes have a hierarchy to fold (a CUI or an RxNorm drug has none here). */
const FLAT = new Set(['UMLS', 'RXNORM', 'NDC']);

/** Single codes that could be the root of a subtree: at most this many are asked about. */
export const MAX_ROOTS = 50;

/** The single-code entries worth asking the service about (codes of hierarchical systems). */
export function rootCandidates(entries: readonly BasketEntry[]): BasketEntry[] {
  return entries.filter((e) => !e.rule && !FLAT.has(e.system)).slice(0, MAX_ROOTS);
}

/**
 * Subtrees the basket holds whole: a single code whose every descendant is also a single code
 * of the basket becomes one "with all descendants" rule. Only the largest are proposed (a
 * subtree inside another proposed one is not); a leaf is no subtree.
 */
export function proposeRules(
  entries: readonly BasketEntry[],
  descendantsOf: ReadonlyMap<string, readonly string[]>,
): Proposal[] {
  const singles = new Map(entries.filter((e) => !e.rule).map((e) => [e.id, e]));
  const whole: Proposal[] = [];
  for (const root of singles.values()) {
    const below = descendantsOf.get(root.id);
    if (!below?.length) continue;
    const covered = below.map((code) => singles.get(`${root.system}|${code}`));
    if (covered.some((e) => !e)) continue;
    whole.push({ system: root.system, root, replaces: [root, ...(covered as BasketEntry[])] });
  }
  // Largest first; drop one whose root another proposal already replaces.
  whole.sort((a, b) => b.replaces.length - a.replaces.length);
  const taken = new Set<string>();
  return whole.filter((p) => {
    if (taken.has(p.root.id)) return false;
    for (const e of p.replaces) taken.add(e.id);
    return true;
  });
}
