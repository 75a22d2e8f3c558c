/**
 * Ancestors and descendants by position, as MRHIER holds them for a source that places its
 * nodes by number (MeSH: each descriptor's tree numbers, its `MN` attributes). A descriptor at
 * two places has the parents and children of both, so chaining parents or children in the
 * descriptor graph reaches nodes no position of the start leads to (Body Regions, A01: 261
 * descendants by the graph, 90 by number). Here a node's ancestors hold a number that one of
 * its numbers extends; its descendants hold a number that extends one of its.
 *
 * Numbers: a category is its letter (C), a tree's first level hangs from it (C14), deeper
 * levels from the number one dot up (C14.280 under C14).
 */
import type { Neighbours } from './hierarchy.ts';
import { ancestorsOf } from './hierarchy.ts';

/** The number one level up: C14.280 → C14, C14 → C, C → null (a category is a tree's top). */
export function upNumber(n: string): string | null {
  const dot = n.lastIndexOf('.');
  if (dot >= 0) return n.slice(0, dot);
  return n.length > 1 ? n.charAt(0) : null;
}

/** True when `n` lies under `above` (C14.280.647 under C14.280, C14 and C14.280 under C). */
export function extendsNumber(n: string, above: string): boolean {
  if (n.length <= above.length || !n.startsWith(above)) return false;
  return above.length === 1 || n.charAt(above.length) === '.';
}

/** How many levels `n` is below its category: C → 0, C14 → 1, C14.280 → 2. */
const levelOf = (n: string): number => (n.length === 1 ? 0 : n.split('.').length);

export interface NumberedNode {
  id: string;
  numbers: readonly string[];
}

/** The nodes of one numbered source, by number, with the walks over positions. */
export class TreePositions {
  /** Every (number, node) pair, sorted by number (code-point order). */
  private readonly numbers: string[] = [];
  private readonly holders: string[] = [];
  private readonly numbersOfNode = new Map<string, readonly string[]>();

  /** `plainParents` serves the nodes without numbers (the source's top node above the categories). */
  constructor(
    nodes: Iterable<NumberedNode>,
    private readonly plainParents: Neighbours,
  ) {
    const pairs: [string, string][] = [];
    for (const { id, numbers } of nodes) {
      if (numbers.length === 0) continue;
      this.numbersOfNode.set(id, numbers);
      for (const n of numbers) pairs.push([n, id]);
    }
    pairs.sort((a, b) => cmp(a[0], b[0]) || cmp(a[1], b[1]));
    for (const [n, id] of pairs) {
      this.numbers.push(n);
      this.holders.push(id);
    }
  }

  /** The node's numbers, or undefined for a node without a position. */
  numbersOf(id: string): readonly string[] | undefined {
    return this.numbersOfNode.get(id);
  }

  /** The nodes holding exactly number `n`. */
  holdersAt(n: string): string[] {
    const out: string[] = [];
    for (let i = this.lowerBound(n); i < this.numbers.length && this.numbers[i] === n; i++)
      out.push(this.holders[i] as string);
    return out;
  }

  /**
   * Ancestors farthest first (the source's top node, the category, …, the nearest parent
   * last), each once, as the service lists them; undefined for a node without numbers.
   */
  ancestors(id: string): string[] | undefined {
    const own = this.numbersOf(id);
    if (!own) return undefined;
    const seen = new Set<string>([id]);
    const nearestFirst: string[] = [];
    const tops: string[] = [];
    let level = [...own];
    const walked = new Set(level);
    while (level.length) {
      const next: string[] = [];
      for (const n of level) {
        const up = upNumber(n);
        if (up === null) {
          tops.push(...this.holdersAt(n));
          continue;
        }
        for (const h of this.holdersAt(up))
          if (!seen.has(h)) {
            seen.add(h);
            nearestFirst.push(h);
          }
        if (!walked.has(up)) {
          walked.add(up);
          next.push(up);
        }
      }
      level = next;
    }
    // Above the categories the source's top node, as served.
    for (const top of tops)
      for (const a of ancestorsOf(top, this.plainParents).reverse())
        if (!seen.has(a)) {
          seen.add(a);
          nearestFirst.push(a);
        }
    return nearestFirst.reverse();
  }

  /**
   * Descendants nearest first (children, then grandchildren, …; in tree-number order within a
   * level), each once at its nearest place; undefined for a node without numbers.
   */
  descendants(id: string): string[] | undefined {
    const own = this.numbersOf(id);
    if (!own) return undefined;
    const best = new Map<string, { depth: number; number: string }>();
    for (const above of own) {
      const base = levelOf(above);
      for (let i = this.lowerBound(above); i < this.numbers.length; i++) {
        const n = this.numbers[i] as string;
        if (!n.startsWith(above)) break;
        const h = this.holders[i] as string;
        if (h === id || !extendsNumber(n, above)) continue;
        const depth = levelOf(n) - base;
        const known = best.get(h);
        if (!known || depth < known.depth || (depth === known.depth && cmp(n, known.number) < 0))
          best.set(h, { depth, number: n });
      }
    }
    return [...best].sort(([, a], [, b]) => a.depth - b.depth || cmp(a.number, b.number)).map(([h]) => h);
  }

  private lowerBound(n: string): number {
    let lo = 0;
    let hi = this.numbers.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(this.numbers[mid] as string, n) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
