/**
 * MeSH tree numbers (issue 36): where a descriptor sits in each MeSH tree, the numbers MeSH
 * users know it by. The service carries them as the `MN` attributes of an MSH descriptor; the
 * source page shows them, and the hierarchy tree shows and orders MeSH nodes by them.
 */

/** A descriptor's tree numbers, sorted: C14.280.647.500 before C14.907.585.500. */
export function meshTreeNumbers(attributes: readonly { name: string; value: string }[]): string[] {
  return [...new Set(attributes.filter((a) => a.name === 'MN').map((a) => a.value.trim()))]
    .filter(Boolean)
    .sort(compareTreeNumbers);
}

/** Tree order: letters, then each dotted part as a number (C14.1000 after C14.907). */
export function compareTreeNumbers(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The tree number one level up (C14.280 for C14.280.647); null at a tree's first level (C14). */
export function parentNumber(n: string): string | null {
  const dot = n.lastIndexOf('.');
  return dot < 0 ? null : n.slice(0, dot);
}

/** `n` itself and every tree number above it, the first level first: C14, C14.280, C14.280.647. */
export function numberChain(n: string): string[] {
  const parts = n.split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}

/** True when `n` lies under `above` (C14.280.647.500 under C14.280), not when equal. */
export const isBelow = (n: string, above: string): boolean => n.startsWith(`${above}.`);

/** A MeSH descriptor id (D009203): only descriptors have tree numbers. */
export const isMeshDescriptorId = (id: string): boolean => /^D\d{6,9}$/.test(id);

/**
 * The child's tree numbers that sit directly under one of the parent's: where the child is, seen
 * from that parent (D009203 under D017202: C14.280.647.500 and C14.907.585.500, not its other
 * trees). With no parent numbers, or none of the child's under them (data out of step), all.
 */
export function numbersUnder(child: readonly string[], parent: readonly string[] | undefined): string[] {
  if (!parent?.length) return [...child];
  const parents = new Set(parent);
  const under = child.filter((n) => parents.has(n.slice(0, n.lastIndexOf('.'))));
  return under.length ? under : [...child];
}

/**
 * Children in MeSH order under their parent: by the first tree number each has under it.
 * Children without tree numbers keep their order, after the others.
 */
export function inTreeOrder<T extends { treeNumbers?: readonly string[] }>(
  items: readonly T[],
  parent: readonly string[] | undefined,
): T[] {
  const keyOf = (n: T) => (n.treeNumbers?.length ? numbersUnder(n.treeNumbers, parent)[0]! : null);
  return items
    .map((item, i) => ({ item, i, key: keyOf(item) }))
    .sort((a, b) =>
      a.key !== null && b.key !== null
        ? compareTreeNumbers(a.key, b.key) || a.i - b.i
        : a.key !== null
          ? -1
          : b.key !== null
            ? 1
            : a.i - b.i,
    )
    .map((x) => x.item);
}
