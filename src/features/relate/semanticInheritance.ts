/**
 * The Semantic Network's inheritance of relations between semantic types, from its structure
 * rows: what relate's type-level statements stand on (typeRelation.ts), and what the generator
 * (scripts/gen-semantic-network.ts) checks against NLM's own fully inherited set.
 */

/** A semantic type as the catalogue (lib/semanticNetwork.json) holds it. */
export interface NetType {
  tui: string;
  name: string;
  treeNumber: string;
}

/** 'A1.4.1' → ['A', 'A1', 'A1.4', 'A1.4.1']: the type and every isa ancestor, top first. */
export function chain(treeNumber: string): string[] {
  const out: string[] = [treeNumber.slice(0, 1)];
  const parts = treeNumber.slice(1).split('.').filter(Boolean);
  let acc = treeNumber.slice(0, 1);
  parts.forEach((p, i) => {
    acc = i === 0 ? `${acc}${p}` : `${acc}.${p}`;
    out.push(acc);
  });
  return out;
}

/**
 * The Semantic Network's relations between types other than isa (scripts/gen-semantic-network.ts
 * writes them from NLM's files): each relation's inverse, and the structure rows between two
 * types as `TUI|relation|TUI|flag`, flag D (defined), B (blocked) or DNI (defined, not inherited).
 */
export interface NetworkRelations {
  inverse: Record<string, string>;
  rules: string[];
}

export interface Rule {
  from: string;
  relation: string;
  to: string;
  flag: string;
}

/** The isa ancestors of a type and the type itself, with how many isa steps up each is. */
export function ancestors(
  tui: string,
  types: ReadonlyMap<string, NetType>,
  trees: ReadonlyMap<string, NetType>,
) {
  const type = types.get(tui);
  if (!type) return new Map<string, number>();
  const up = chain(type.treeNumber).reverse();
  return new Map(
    up.flatMap((tree, steps) => (trees.has(tree) ? [[trees.get(tree)!.tui, steps] as const] : [])),
  );
}

/**
 * The rules of the network's inheritance, which reproduce NLM's fully inherited set (SRSTRE1;
 * the generator checks it): a defined relation between two types holds between every pair of
 * their descendants too, unless a blocked row says otherwise for a pair or its descendants; a
 * "defined, not inherited" row holds for its own pair only; a relation that is its own inverse
 * (co-occurs_with, interacts_with, associated_with…) holds both ways. The defining row of a
 * pair is the nearest one: the fewest isa steps up from the two types.
 */
export function holds(
  net: NetworkRelations,
  rules: readonly Rule[],
  up: (tui: string) => ReadonlyMap<string, number>,
  from: string,
  to: string,
): { rule: Rule; steps: number }[] {
  const fromUp = up(from);
  const toUp = up(to);
  const found = new Map<string, { rule: Rule; steps: number }>();
  const blocked = new Set<string>();
  for (const rule of rules) {
    const both = net.inverse[rule.relation] === rule.relation;
    const ways: [string, string][] =
      both && rule.from !== rule.to
        ? [
            [rule.from, rule.to],
            [rule.to, rule.from],
          ]
        : [[rule.from, rule.to]];
    for (const [a, b] of ways) {
      const sa = fromUp.get(a);
      const sb = toUp.get(b);
      if (sa === undefined || sb === undefined) continue;
      if (rule.flag === 'B') blocked.add(rule.relation);
      else if (rule.flag === 'DNI' ? sa === 0 && sb === 0 : rule.flag === 'D') {
        const seen = found.get(rule.relation);
        if (!seen || sa + sb < seen.steps)
          found.set(rule.relation, { rule: { ...rule, from: a, to: b }, steps: sa + sb });
      }
    }
  }
  return [...found.values()].filter((f) => !blocked.has(f.rule.relation));
}

export const parseRules = (net: NetworkRelations): Rule[] =>
  net.rules.map((line) => {
    const [from = '', relation = '', to = '', flag = ''] = line.split('|');
    return { from, relation, to, flag };
  });

/** Every relation the network lets hold between two types, inherited ones included. */
export function inheritedRelations(
  net: NetworkRelations,
  types: readonly NetType[],
): { from: string; relation: string; to: string }[] {
  const tuis = new Map(types.map((t) => [t.tui, t]));
  const trees = new Map(types.map((t) => [t.treeNumber, t]));
  const rules = parseRules(net);
  const upOf = new Map(types.map((t) => [t.tui, ancestors(t.tui, tuis, trees)]));
  const up = (tui: string) => upOf.get(tui) ?? new Map<string, number>();
  return types.flatMap((x) =>
    types.flatMap((y) =>
      holds(net, rules, up, x.tui, y.tui).map((h) => ({ from: x.tui, relation: h.rule.relation, to: y.tui })),
    ),
  );
}
