import type { ExpandDeps, SubtreeNode } from './expand.ts';
import { ruleId, type BasketEntry, type EntryRule } from './types.ts';

/** A basket entry for tests (fixed time, release 2025AB). */
export function testEntry(
  system: string,
  code: string,
  display = `Name ${code}`,
  rule?: EntryRule,
): BasketEntry {
  return {
    id: ruleId(system, code, rule),
    system,
    code,
    display,
    from: null,
    release: '2025AB',
    addedAt: '2026-11-23T10:00:00.000Z',
    ...(rule ? { rule } : {}),
  };
}

/**
 * Expansion against a small in-memory hierarchy: `tree` maps `system|code` to its children.
 * Counts calls, so a test can check descendants were read in one call, not walked.
 */
export function fakeDeps(
  tree: Record<string, string[]>,
  names: Record<string, string> = {},
  products: Record<string, SubtreeNode[]> = {},
) {
  const calls = { lookup: 0, descendants: 0, children: 0, products: 0 };
  const node = (system: string, code: string): SubtreeNode => ({
    code,
    name: names[code] ?? `Name ${code}`,
    leaf: !(tree[`${system}|${code}`]?.length ?? 0),
  });
  const known = (system: string, code: string) =>
    `${system}|${code}` in tree || Object.values(tree).some((c) => c.includes(code));
  const deps: ExpandDeps = {
    async lookup(system, code) {
      calls.lookup++;
      return known(system, code) ? node(system, code) : null;
    },
    async descendants(system, code) {
      calls.descendants++;
      const out: SubtreeNode[] = [];
      const seen = new Set([code]);
      const queue = [code];
      while (queue.length) {
        for (const c of tree[`${system}|${queue.shift()}`] ?? []) {
          if (seen.has(c)) continue;
          seen.add(c);
          out.push(node(system, c));
          queue.push(c);
        }
      }
      return out;
    },
    async children(system, code) {
      calls.children++;
      return (tree[`${system}|${code}`] ?? []).map((c) => node(system, c));
    },
    async products(rxcui) {
      calls.products++;
      return products[rxcui] ?? [];
    },
    rxnormVersion: async () => '2025-11-03',
  };
  return { deps, calls };
}
