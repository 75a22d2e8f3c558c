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
