import semanticNetwork from '../../lib/semanticNetwork.json';
import semanticNetworkRelations from '../../lib/semanticNetworkRelations.json';
import {
  ancestors,
  chain,
  holds,
  parseRules,
  type NetType,
  type NetworkRelations,
} from './semanticInheritance.ts';

export interface TypeOf {
  tui: string | null;
  name: string;
}

const TYPES: readonly NetType[] = semanticNetwork.types;
const byTui = new Map(TYPES.map((t) => [t.tui, t]));
const byTree = new Map(TYPES.map((t) => [t.treeNumber, t]));

const label = (t: { name: string; tui: string }) => `${t.name} (${t.tui})`;

/**
 * How two concepts' semantic types relate in the Semantic Network's isa hierarchy, as a
 * sentence per pair of types: the same type, one a kind of the other, or the nearest type both
 * are kinds of. The network's other relations ("treats") are typeStatements' below.
 */
export function typeRelations(a: readonly TypeOf[], b: readonly TypeOf[]): string[] {
  const out: string[] = [];
  for (const x of a)
    for (const y of b) {
      const tx = x.tui ? byTui.get(x.tui) : undefined;
      const ty = y.tui ? byTui.get(y.tui) : undefined;
      if (!tx || !ty) {
        out.push(`${x.name} and ${y.name}: not in the Semantic Network catalogue.`);
        continue;
      }
      if (tx.tui === ty.tui) {
        out.push(`Both are ${label(tx)}.`);
        continue;
      }
      const cx = chain(tx.treeNumber);
      const cy = chain(ty.treeNumber);
      if (cy.includes(tx.treeNumber)) out.push(`${label(ty)} is a kind of ${label(tx)}.`);
      else if (cx.includes(ty.treeNumber)) out.push(`${label(tx)} is a kind of ${label(ty)}.`);
      else {
        const shared = cx.filter((t) => cy.includes(t)).at(-1);
        const meet = shared ? byTree.get(shared) : undefined;
        out.push(
          meet
            ? `${label(tx)} and ${label(ty)} are both kinds of ${label(meet)}.`
            : `${label(tx)} and ${label(ty)} share no type above them (one is an entity, the other an event).`,
        );
      }
    }
  return [...new Set(out)];
}

/**
 * One Semantic Network relation between types of two concepts: `defined.from` *relation*
 * `defined.to` as the network defines it, and the concepts' own types it holds for (`fromTypes`
 * of one concept, `toTypes` of the other), which inherit it where they are not the defining
 * types themselves: "Pharmacologic Substance treats Pathologic Function, which Disease or
 * Syndrome inherits".
 */
export interface TypeStatement {
  /** Whose types come first: 0 for the first concept of the pair, 1 for the second. */
  first: 0 | 1;
  relation: string;
  defined: { from: NetType; to: NetType };
  fromTypes: NetType[];
  toTypes: NetType[];
  /** isa steps from the concepts' types up to the defining ones, the fewest: 0 when defined for them. */
  steps: number;
}

const NETWORK: NetworkRelations = semanticNetworkRelations;
const RULES = parseRules(NETWORK);
const UP = new Map<string, ReadonlyMap<string, number>>();
const upOf = (tui: string) => {
  let out = UP.get(tui);
  if (!out) UP.set(tui, (out = ancestors(tui, byTui, byTree)));
  return out;
};

/** What a user asking how a drug and a disease relate reads first; the rest by name. */
const FIRST_ASKED = ['treats', 'prevents', 'diagnoses', 'causes'];
const rank = (relation: string) => {
  const i = FIRST_ASKED.indexOf(relation);
  return i < 0 ? FIRST_ASKED.length : i;
};

/**
 * What the Semantic Network says of two concepts' types, both ways: every relation (but isa)
 * it defines between them or lets them inherit, one statement per defining row, the nearest
 * definitions first. A statement about kinds of concept, never that these two concepts are so
 * related.
 */
export function typeStatements(a: readonly TypeOf[], b: readonly TypeOf[]): TypeStatement[] {
  const byRule = new Map<string, TypeStatement>();
  const add = (list: NetType[], t: NetType) => {
    if (!list.includes(t)) list.push(t);
  };
  for (const x of a)
    for (const y of b) {
      const tx = x.tui ? byTui.get(x.tui) : undefined;
      const ty = y.tui ? byTui.get(y.tui) : undefined;
      if (!tx || !ty) continue;
      for (const [first, from, to] of [
        [0, tx, ty],
        [1, ty, tx],
      ] as const) {
        for (const { rule, steps } of holds(NETWORK, RULES, upOf, from.tui, to.tui)) {
          // A relation that holds both ways is said once, from the first concept's side.
          if (first === 1 && NETWORK.inverse[rule.relation] === rule.relation) continue;
          const key = `${first}|${rule.from}|${rule.relation}|${rule.to}`;
          const seen = byRule.get(key);
          const statement = seen ?? {
            first,
            relation: rule.relation,
            defined: { from: byTui.get(rule.from)!, to: byTui.get(rule.to)! },
            fromTypes: [],
            toTypes: [],
            steps,
          };
          add(statement.fromTypes, from);
          add(statement.toTypes, to);
          statement.steps = Math.min(statement.steps, steps);
          byRule.set(key, statement);
        }
      }
    }
  return [...byRule.values()].sort(
    (p, q) =>
      p.steps - q.steps || rank(p.relation) - rank(q.relation) || p.relation.localeCompare(q.relation),
  );
}

/** A relation's name as words: `co-occurs_with` → "co-occurs with". */
export const relationWords = (relation: string) => relation.replace(/_/g, ' ');
