/**
 * Transitive walks over a polyhierarchy (MeSH, GO and ICD-10-CM nodes can have several
 * parents), each node listed once.
 */
export type Neighbours = (id: string) => readonly string[] | undefined;

/**
 * Ancestors, farthest first: the nearest parent comes last, as in the real service's MSH
 * sample (Cats → … ending with "Felis", reference §5.8).
 */
export function ancestorsOf(id: string, parentsOf: Neighbours): string[] {
  return breadthFirst(id, parentsOf).reverse();
}

/** Descendants, nearest first (children, then grandchildren, …). */
export function descendantsOf(id: string, childrenOf: Neighbours): string[] {
  return breadthFirst(id, childrenOf);
}

function breadthFirst(start: string, next: Neighbours): string[] {
  const seen = new Set<string>([start]);
  const out: string[] = [];
  for (let i = -1; i < out.length; i++) {
    const from = i < 0 ? start : (out[i] as string);
    for (const n of next(from) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      out.push(n);
    }
  }
  return out;
}

/**
 * Descendant lists near the top of a big hierarchy run to tens of thousands of nodes and
 * clients page through them 25 at a time, so the last few walks are kept.
 */
export function memoizeWalk(walk: (id: string) => string[], capacity = 64): (id: string) => string[] {
  const cache = new Map<string, string[]>();
  return (id) => {
    const hit = cache.get(id);
    if (hit) {
      cache.delete(id);
      cache.set(id, hit);
      return hit;
    }
    const value = walk(id);
    cache.set(id, value);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    return value;
  };
}
