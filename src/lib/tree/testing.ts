import type { ChildPage } from './children.ts';
import { nodeKey, type NodeRef, type TreeNodeData } from './node.ts';
import type { TreeSource } from './source.ts';

/** Test and bench helpers: nodes and an in-memory TreeSource over a parent → children table. */

export function testNode(id: string, name = `Node ${id}`, hasChildren = true, sab = 'TST'): TreeNodeData {
  const ref: NodeRef = { kind: 'code', sab, id };
  return { key: nodeKey(ref), ref, name, code: id, hasChildren, obsolete: false };
}

export interface MemorySource extends TreeSource {
  /** Every call made, e.g. `children TST/A 1`. */
  calls: string[];
}

/** `edges` maps a parent id to its child ids; names default to `Node {id}`. */
export function memorySource(
  edges: Record<string, string[]>,
  names: Record<string, string> = {},
  sab = 'TST',
): MemorySource {
  const nodeOf = (id: string) => testNode(id, names[id] ?? `Node ${id}`, (edges[id]?.length ?? 0) > 0, sab);
  const calls: string[] = [];
  return {
    calls,
    async node(ref) {
      calls.push(`node ${ref.sab}/${ref.id}`);
      return nodeOf(ref.id);
    },
    async parents(ref) {
      calls.push(`parents ${ref.sab}/${ref.id}`);
      return Object.keys(edges)
        .filter((p) => edges[p]!.includes(ref.id))
        .map(nodeOf);
    },
    async children(ref, { pageNumber, pageSize }, o): Promise<ChildPage> {
      o?.signal?.throwIfAborted();
      calls.push(`children ${ref.sab}/${ref.id} ${pageNumber}`);
      const all = edges[ref.id] ?? [];
      const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
      return {
        items: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(nodeOf),
        pageNumber,
        pageSize,
        pageCount,
        total: all.length,
      };
    },
  };
}

export interface MeshMemorySource extends MemorySource {
  /** Each descriptor's tree numbers, as the `MN` attributes give them. */
  numbers: ReadonlyMap<string, string[]>;
}

/**
 * An in-memory MeSH as the service serves it: lines of `tree number <tab> descriptor id <tab>
 * name` (MeSH's tree file), each descriptor's parents and children at the descriptor level (the
 * union over its tree numbers), first-level descriptors under their category (`C`), categories
 * under the source's top node `V-MSH`; `positions` answers from the numbers. Calls are logged.
 */
export function meshMemorySource(lines: string): MeshMemorySource {
  const numbers = new Map<string, string[]>();
  const names = new Map<string, string>();
  const at = new Map<string, string>();
  for (const line of lines.split(/\r?\n/)) {
    const [tree, id, name] = line.split('\t').map((s) => s.trim());
    if (!tree || !id || !/^[A-Z]\d/.test(tree)) continue;
    const list = numbers.get(id);
    if (list) list.push(tree);
    else numbers.set(id, [tree]);
    names.set(id, name ?? id);
    at.set(tree, id);
  }
  const parentsOf = new Map<string, string[]>();
  const childrenOf = new Map<string, string[]>();
  const add = (m: Map<string, string[]>, k: string, v: string) => {
    const list = m.get(k);
    if (!list) m.set(k, [v]);
    else if (!list.includes(v)) list.push(v);
  };
  const link = (child: string, parent: string) => {
    add(parentsOf, child, parent);
    add(childrenOf, parent, child);
  };
  for (const [id, trees] of numbers) {
    trees.sort();
    for (const t of trees) {
      const dot = t.lastIndexOf('.');
      const up = dot < 0 ? t.charAt(0) : at.get(t.slice(0, dot));
      if (!up) continue;
      link(id, up);
      if (dot < 0) link(up, 'V-MSH');
    }
  }
  names.set('V-MSH', 'Medical Subject Headings');
  const nodeOf = (id: string): TreeNodeData => ({
    ...testNode(id, names.get(id) ?? `${id} (MeSH Category)`, (childrenOf.get(id)?.length ?? 0) > 0, 'MSH'),
    hasParents: id !== 'V-MSH',
  });
  const calls: string[] = [];
  return {
    calls,
    numbers,
    async node(ref) {
      calls.push(`node ${ref.id}`);
      return nodeOf(ref.id);
    },
    async parents(ref) {
      calls.push(`parents ${ref.id}`);
      return (parentsOf.get(ref.id) ?? []).map(nodeOf);
    },
    async positions(ref) {
      if (!/^D\d+$/.test(ref.id)) return null;
      calls.push(`positions ${ref.id}`);
      return numbers.get(ref.id) ?? [];
    },
    async children(ref, { pageNumber, pageSize }): Promise<ChildPage> {
      calls.push(`children ${ref.id} ${pageNumber}`);
      const all = childrenOf.get(ref.id) ?? [];
      return {
        items: all
          .slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
          .map((id) => ({ ...nodeOf(id), ...(numbers.has(id) && { treeNumbers: numbers.get(id) }) })),
        pageNumber,
        pageSize,
        pageCount: Math.max(1, Math.ceil(all.length / pageSize)),
        total: all.length,
      };
    },
  };
}
