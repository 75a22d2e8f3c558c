// The search form's catalogue of the Semantic Network (scripts/gen-semantic-network.ts): the
// UTS API gives a type its tree number and child count but no link to its parent or children.
import semanticNetwork from '../../lib/semanticNetwork.json';

export interface TypeRef {
  tui: string;
  treeNumber: string;
  name: string;
}

/**
 * Tree number of the isa parent: 'A1.4.1' → 'A1.4', 'A1' → 'A' (Entity); the roots 'A'
 * (Entity) and 'B' (Event) have none.
 */
export function parentTreeNumber(treeNumber: string): string | null {
  const dot = treeNumber.lastIndexOf('.');
  if (dot > 0) return treeNumber.slice(0, dot);
  return treeNumber.length > 1 ? treeNumber.slice(0, 1) : null;
}

export function createIsaTree(rows: ReadonlyArray<TypeRef>) {
  const types: TypeRef[] = rows.map(({ tui, treeNumber, name }) => ({ tui, treeNumber, name }));
  const byTree = new Map(types.map((t) => [t.treeNumber, t]));
  const byTui = new Map(types.map((t) => [t.tui, t]));

  /** Tree-number order, which is the Semantic Network's own reading order (A1.2 before A1.10). */
  const compare = (a: TypeRef, b: TypeRef) =>
    a.treeNumber.localeCompare(b.treeNumber, 'en', { numeric: true });

  return {
    byTui: (tui: string) => byTui.get(tui) ?? null,
    parent(treeNumber: string): TypeRef | null {
      const p = parentTreeNumber(treeNumber);
      return p === null ? null : (byTree.get(p) ?? null);
    },
    children(treeNumber: string): TypeRef[] {
      return types.filter((t) => parentTreeNumber(t.treeNumber) === treeNumber).sort(compare);
    },
    /** From the root down to the parent. */
    ancestors(treeNumber: string): TypeRef[] {
      const out: TypeRef[] = [];
      for (let p = parentTreeNumber(treeNumber); p !== null; p = parentTreeNumber(p)) {
        const t = byTree.get(p);
        if (t) out.unshift(t);
      }
      return out;
    },
  };
}

/** Tree numbers encode the isa tree: A1.4 is a child of A1, A1 of A. */
export const isaTree = createIsaTree(semanticNetwork.types);
