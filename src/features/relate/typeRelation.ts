import semanticNetwork from '../../lib/semanticNetwork.json';

export interface TypeOf {
  tui: string | null;
  name: string;
}

interface NetType {
  tui: string;
  name: string;
  treeNumber: string;
}

const TYPES: readonly NetType[] = semanticNetwork.types;
const byTui = new Map(TYPES.map((t) => [t.tui, t]));
const byTree = new Map(TYPES.map((t) => [t.treeNumber, t]));

/** 'A1.4.1' → ['A', 'A1', 'A1.4', 'A1.4.1']: the type and every isa ancestor, top first. */
function chain(treeNumber: string): string[] {
  const out: string[] = [treeNumber.slice(0, 1)];
  const parts = treeNumber.slice(1).split('.').filter(Boolean);
  let acc = treeNumber.slice(0, 1);
  parts.forEach((p, i) => {
    acc = i === 0 ? `${acc}${p}` : `${acc}.${p}`;
    out.push(acc);
  });
  return out;
}

const label = (t: { name: string; tui: string }) => `${t.name} (${t.tui})`;

/**
 * How two concepts' semantic types relate in the Semantic Network's isa hierarchy, as a
 * sentence per pair of types: the same type, one a kind of the other, or the nearest type both
 * are kinds of. The network's other relations (e.g. "treats") are not in the app's catalogue,
 * so they are not claimed here.
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
